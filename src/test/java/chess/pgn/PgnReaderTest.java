package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Fen;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** What the reader accepts and where each part of the movetext ends up in the tree. */
class PgnReaderTest {

    /** Reads a game that must load without problems. */
    private static GameTree clean(String pgn) {
        PgnGame game = PgnReader.read(pgn);
        assertTrue(game.problems().isEmpty(), () -> "problems: " + game.problems());
        return game.tree();
    }

    private static String mainLine(GameTree tree) {
        return tree.path(tree.mainLineEnd()).stream().map(MoveNode::san).collect(Collectors.joining(" "));
    }

    private static MoveNode at(GameTree tree, int ply) {
        MoveNode n = tree.root();
        for (int i = 0; i < ply; i++) {
            n = n.next();
        }
        return n;
    }

    @Test
    void everyMoveNumberFormAndNone() {
        String expected = "e4 e5 Nf3 Nc6 Bb5 a6";
        for (String movetext : new String[] {"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6",
                "1. e4 1... e5 2. Nf3 2... Nc6 3. Bb5 3... a6", "1. e4 1. ... e5 2. Nf3 2...Nc6 3. Bb5 3. ... a6",
                "e4 e5 Nf3 Nc6 Bb5 a6", "1 e4 e5 2 Nf3 Nc6 3 Bb5 a6", "1.e4 1...e5 2.Nf3 2...Nc6 3.Bb5 3...a6"}) {
            assertEquals(expected, mainLine(clean(movetext + " *")), movetext);
        }
    }

    @Test
    void sanToleranceOfTheCoreParserAndCanonicalSanInTheTree() {
        GameTree tree = clean("[FEN \"4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1\"]\n1. 0-0-0 Kf7 2. b8Q Ke6 3. Qb3+ Kf6 *");
        assertEquals("O-O-O Kf7 b8=Q Ke6 Qb3+ Kf6", mainLine(tree));
        assertEquals("O-O", mainLine(clean("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"] 1. O-O *")));
        assertEquals("Nf3 d5 Ng5 h6", mainLine(clean("1. Ng1f3 d5 2. Ng5 h6+ *")), "superfluous marks are dropped");
    }

    @Test
    void suffixGlyphsAttachedOrSeparateAndNagsBecomeNags() {
        GameTree tree = clean("1. e4! e5? 2. Nf3 !! Nc6 ?? 3. Bb5!? a6 ?! 4. Ba4 $14 $32 Nf6 $255 *");
        int[][] expected = {{1}, {2}, {3}, {4}, {5}, {6}, {14, 32}, {255}};
        for (int ply = 1; ply <= 8; ply++) {
            List<Integer> nags = at(tree, ply).nags();
            assertEquals(expected[ply - 1].length, nags.size(), "ply " + ply);
            for (int k = 0; k < nags.size(); k++) {
                assertEquals(expected[ply - 1][k], nags.get(k));
            }
        }
    }

    @Test
    void commentsGoBeforeTheFirstMoveAfterMovesAndBeforeAVariationsFirstMove() {
        GameTree tree = clean("{Intro} {second} 1. e4 {King's pawn}\n{again} e5 (1... {Sicilian} c5 {sharp}) *");
        assertEquals("Intro second", tree.root().comment(), "comments in a row are joined with a space");
        MoveNode e4 = at(tree, 1);
        assertEquals("King's pawn again", e4.comment());
        MoveNode c5 = e4.children().get(1);
        assertEquals("Sicilian", c5.commentBefore());
        assertEquals("sharp", c5.comment());
        assertEquals("", e4.next().comment());
    }

    @Test
    void multiLineAndRestOfLineCommentsAndPercentLines() {
        GameTree tree = clean("% a line for software, not a game\n1. e4 {a comment\n   over   two lines}\n"
                + "e5 ; to the end of the line {not a brace comment\n%e4 this line is escaped\n2. Nf3 *");
        assertEquals("a comment over two lines", at(tree, 1).comment(), "whitespace runs become one space");
        assertEquals("to the end of the line {not a brace comment", at(tree, 2).comment());
        assertEquals("e4 e5 Nf3", mainLine(tree));
    }

    @Test
    void commentCommandsAreTakenOutOfTheText() {
        GameTree tree = clean("1. e4 {[%eval 0.35] [%clk 1:02:03] Good move [%csl Ga4,Rb5]  indeed} e5"
                + " {[%eval #-3]} 2. Nf3 {[% not a command] [%x]} *");
        MoveNode e4 = at(tree, 1);
        assertEquals(Map.of("eval", "0.35", "clk", "1:02:03", "csl", "Ga4,Rb5"), e4.commands());
        assertEquals(List.of("eval", "clk", "csl"), List.copyOf(e4.commands().keySet()), "in their order");
        assertEquals("Good move indeed", e4.comment());
        assertEquals("#-3", at(tree, 2).commands().get("eval"));
        assertEquals("", at(tree, 2).comment());
        assertEquals("[% not a command] [%x]", at(tree, 3).comment(), "not commands: kept as text");
        assertTrue(at(tree, 3).commands().isEmpty());
    }

    @Test
    void nestedVariationsReplaceTheMoveBeforeThem() {
        GameTree tree = clean("1. e4 e5 2. Nf3 (2. f4 exf4 (2... d5 3. exd5) 3. Nf3) (2. Bc4) 2... Nc6 3. Bb5 *");
        assertEquals("e4 e5 Nf3 Nc6 Bb5", mainLine(tree));
        MoveNode e5 = at(tree, 2);
        assertEquals(List.of("Nf3", "f4", "Bc4"), e5.children().stream().map(MoveNode::san)
                .collect(Collectors.toList()));
        MoveNode f4 = e5.children().get(1);
        assertEquals(List.of("exf4", "d5"), f4.children().stream().map(MoveNode::san).collect(Collectors.toList()));
        assertEquals("Nf3", f4.next().next().san());
        assertEquals("exd5", f4.children().get(1).next().san());
        assertEquals(11, tree.moveCount());
    }

    @Test
    void resultsFromTheMovetextAndTheTag() {
        assertEquals("1-0", clean("1. e4 1-0").result());
        assertEquals("0-1", clean("1. e4 0-1").result());
        assertEquals("1/2-1/2", clean("1. e4 1/2-1/2").result());
        assertEquals("*", clean("1. e4 *").result());
        assertEquals("0-1", clean("[Result \"0-1\"]\n1. e4").result(), "no result after the moves: the tag's");
        PgnGame disagree = PgnReader.read("[Result \"1-0\"]\n1. e4 0-1");
        assertEquals("0-1", disagree.tree().result());
        assertFalse(disagree.failed());
        assertTrue(disagree.problems().get(0).message().contains("the Result tag says 1-0"));
        PgnGame unknownMark = PgnReader.read("[Result \"0-1\"]\n1. e4 e5 *");
        assertEquals("0-1", unknownMark.tree().result(), "'*' after the moves knows less than the tag");
        assertTrue(unknownMark.problems().get(0).message().endsWith("0-1 is kept"));
        assertEquals("*", clean("[Result \"*\"]\n1. e4 *").result());
    }

    @Test
    void tagsWithEscapesAndTheirOrderSetUpFenAndResultAreNotTags() {
        GameTree tree = clean("[Event \"The \\\"Open\\\" \\\\ 2024\"]\n[White  \"A\" ]\n[ Black \"B\"]\n"
                + "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 40\"]\n[Annotator \"me\"]\n\n"
                + "40... Kd7 41. e4 *");
        assertEquals("The \"Open\" \\ 2024", tree.tag("Event"));
        assertEquals(List.of("Event", "White", "Black", "Annotator"), List.copyOf(tree.tags().keySet()));
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 b - - 3 40", tree.startFen());
        assertEquals("Kd7 e4", mainLine(tree));
        assertEquals("8/3k4/8/8/4P3/8/8/4K3 b - e3 0 41", Fen.write(tree.boardAt(tree.mainLineEnd())));
    }

    @Test
    void standardVariantNamesAreFine() {
        for (String variant : new String[] {"Standard", "chess", "From Position", "normal"}) {
            assertEquals("e4", mainLine(clean("[Variant \"" + variant + "\"]\n1. e4 *")), variant);
        }
    }

    @Test
    void nullMovesEndTheirLineWithANoteAndKeepTheMovesBefore() {
        PgnGame game = PgnReader.read("1. e4 e5 2. Nf3 (2. -- Nc6 (2... d5) 3. Bb5) 2... Nc6 3. Z0 a6 4. Bb5 *");
        assertFalse(game.failed());
        GameTree tree = game.tree();
        assertEquals("e4 e5 Nf3 Nc6", mainLine(tree));
        assertEquals(1, at(tree, 2).children().size(), "the variation that began with a null move is empty");
        assertEquals(3, game.problems().size(), game.problems().toString());
        assertTrue(game.problems().get(0).message().startsWith("a null move (--) cannot be replayed"));
        assertEquals("an empty variation is left out", game.problems().get(1).message());
        assertTrue(game.problems().get(2).message().startsWith("a null move (Z0)"));
        assertEquals(1, game.problems().get(2).line());
        assertEquals(58, game.problems().get(2).column());
    }

    @Test
    void aGameWithoutMovesOrTagsAndACommentOnly() {
        GameTree tags = clean("[Event \"x\"]\n[Result \"1-0\"]\n");
        assertEquals("x", tags.tag("Event"));
        assertEquals("1-0", tags.result());
        assertNull(tags.root().next());
        assertEquals("just words", clean("{just words} *").root().comment());
    }

    @Test
    void suffixGlyphsOnMovesAndNagNumbersOutsideTheRangeAreNotes() {
        PgnGame game = PgnReader.read("$1 1. e4 $256 e5 $0 !!! 2. Nf3 *");
        assertFalse(game.failed());
        assertEquals("e4 e5 Nf3", mainLine(game.tree()));
        List<String> notes = game.problems().stream().map(PgnProblem::message).collect(Collectors.toList());
        assertEquals(4, notes.size(), notes.toString());
        assertEquals("the annotation $1 does not follow a move; it is left out", notes.get(0));
        assertEquals("$256 is not a NAG ($1 to $255); it is left out", notes.get(1));
        assertTrue(notes.get(3).startsWith("'!!!' is not an annotation"), notes.get(3));
    }

    @Test
    void aResultInsideAVariationIsLeftOut() {
        PgnGame game = PgnReader.read("1. e4 (1. d4 1-0) e5 *");
        assertEquals("e4 e5", mainLine(game.tree()));
        assertEquals("*", game.tree().result());
        assertEquals("a result inside a variation is left out", game.problems().get(0).message());
    }

    @Test
    void crLfAndOldMacLineEndsCountLinesOnce() {
        PgnGame crlf = PgnReader.read("[Event \"x\"]\r\n\r\n1. e4 e5\r\n2. Ke3 *");
        assertEquals(4, crlf.error().line());
        assertEquals(4, crlf.error().column());
        PgnGame cr = PgnReader.read("[Event \"x\"]\r\r1. e4 e5\r2. Ke3 *");
        assertEquals(4, cr.error().line());
    }
}
