package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import chess.core.San;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Malformed and hostile input: every problem is a sentence with game, line and column; a failed game keeps the
 * moves before the failure and the other games still load; nothing crashes, recurses deeply or takes more than
 * linear time.
 */
class PgnReaderProblemsTest {

    private static String mainLine(GameTree tree) {
        return tree.path(tree.mainLineEnd()).stream().map(MoveNode::san).collect(Collectors.joining(" "));
    }

    private static PgnProblem error(String pgn) {
        PgnGame game = PgnReader.read(pgn);
        assertTrue(game.failed(), "should fail: " + pgn);
        return game.error();
    }

    @Test
    void anIllegalMoveNamesGameLineColumnAndMoveAndTheOtherGamesLoad() {
        String pgn = "[Event \"one\"]\n\n1. e4 e5 1-0\n\n[Event \"two\"]\n\n1. d4 d5\n2. c4 e6\n3. Nc3 Nf6\n"
                + "4. Bg5 Be7\n5. Ke3 O-O 0-1\n\n[Event \"three\"]\n\n1. c4 *\n";
        List<PgnGame> games = PgnReader.readAll(pgn);
        assertEquals(3, games.size());
        assertFalse(games.get(0).failed());
        assertFalse(games.get(2).failed());
        PgnGame two = games.get(1);
        assertTrue(two.failed());
        assertEquals("game 2, line 11, column 4: 5. Ke3 is illegal: no king move to e3 is legal here",
                two.error().toString());
        assertEquals("d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7", mainLine(two.tree()), "the moves before the failure are kept");
        assertEquals("two", two.tree().tag("Event"));
    }

    @Test
    void ambiguousAndMalformedMovesAndBlackMoveNumbers() {
        PgnProblem ambiguous = error("1. e4 d5 2. exd5 Nf6 3. Nf3 Nd7");
        assertTrue(ambiguous.message().startsWith("3... Nd7 is ambiguous: knights on "), ambiguous.message());
        assertTrue(ambiguous.message().endsWith("can both move to d7 — write Nbd7 or Nfd7"), ambiguous.message());
        PgnProblem malformed = error("1. e4 Kz9");
        assertTrue(malformed.message().startsWith("1... Kz9 is not a move: "), malformed.message());
        assertEquals(7, malformed.column());
    }

    @Test
    void unexpectedCharactersAreNamedAndControlCharactersShownAsCodePoints() {
        assertEquals("unexpected character '&' in the moves", error("1. e4 & e5").message());
        assertEquals("unexpected character U+0001 in the moves", error("1. e4 \u0001 e5").message());
        PgnProblem longToken = error("1. e4 " + "x".repeat(100_000));
        assertTrue(longToken.message().length() < 200, "a huge token is not echoed whole");
    }

    @Test
    void anUnclosedCommentEndsAtTheNextTagLineAndOnlyItsGameFails() {
        String pgn = "[Event \"a\"]\n1. e4 {never closed e5\n2. Nf3 *\n\n[Event \"b\"]\n1. d4 *\n";
        List<PgnGame> games = PgnReader.readAll(pgn);
        assertEquals(2, games.size());
        assertEquals("game 1, line 2, column 7: this comment has no closing '}'", games.get(0).error().toString());
        assertEquals("e4", mainLine(games.get(0).tree()));
        assertFalse(games.get(1).failed());
        assertEquals("d4", mainLine(games.get(1).tree()));
        assertEquals("this comment has no closing '}'", error("1. e4 {to the end").message());
    }

    @Test
    void unbalancedParentheses() {
        PgnProblem open = error("1. e4 e5 (1... c5 2. Nf3 (2. Nc3) *");
        assertEquals("this variation has no closing ')'", open.message());
        assertEquals(10, open.column());
        PgnGame kept = PgnReader.read("1. e4 e5 (1... c5 2. Nf3 *");
        assertEquals(2, kept.tree().root().next().children().size(), "the variation read so far is kept");
        assertEquals("')' closes no variation", error("1. e4 e5) 2. Nf3 *").message());
        assertEquals("a variation must follow the move it replaces", error("(1. e4) 1. d4 *").message());
        assertEquals("a variation must follow the move it replaces", error("1. e4 " + "(".repeat(10_000)).message());
    }

    @Test
    void tagProblems() {
        PgnProblem unclosed = error("[Event \"never closed\n1. e4 *");
        assertEquals("the value of the tag Event has no closing '\"' on its line", unclosed.message());
        assertEquals(1, unclosed.line());
        assertEquals("the value of the tag Event must be in double quotes", error("[Event x]\n1. e4 *").message());
        assertEquals("a tag pair cannot come after the moves have started", error("1. e4 [Event \"x\"] e5").message());
        assertTrue(error("[Event \"" + "x".repeat(20_000) + "\"]\n1. e4 *").message()
                .contains("at most 10000 characters"));
    }

    @Test
    void theTagCapIsNamed() {
        String tags = "[Tag \"x\"]\n".repeat(TagSection.MAX_TAGS + 1);
        PgnProblem problem = error(tags + "1. e4 *");
        assertEquals("a game may have at most 1000 tag pairs", problem.message());
        assertEquals(TagSection.MAX_TAGS + 1, problem.line());
    }

    @Test
    void otherVariantsAreRefusedForTheirGameOnly() {
        List<PgnGame> games = PgnReader.readAll("[Variant \"Crazyhouse\"]\n1. e4 *\n\n[Event \"x\"]\n1. e4 *\n");
        assertEquals("game 1, line 1, column 11: the variant 'Crazyhouse' cannot be read: only standard chess and "
                + "Chess960 are supported", games.get(0).error().toString());
        assertFalse(games.get(1).failed());
        assertTrue(error("[Variant \"Antichess\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n"
                + "1. e4 *").message().startsWith("the variant 'Antichess'"), "the variant is named, not the FEN");
    }

    @Test
    void aBadFenTagIsReportedWithTheColumnInTheFile() {
        PgnProblem problem = error("[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\"]\n"
                + "1. e4 *");
        assertEquals(2, problem.line());
        assertEquals(51, problem.column(), "the FEN's own column 45, counted from the value's start at 7");
        assertTrue(problem.message().startsWith("the FEN tag is not a position that can be played: active colour"),
                problem.message());
    }

    @Test
    void aHugeCommentIsCutWithANote() {
        String huge = "word ".repeat(1_000_000);
        PgnGame game = PgnReader.read("1. e4 {" + huge + "} e5 *");
        assertFalse(game.failed());
        assertEquals("e4 e5", mainLine(game.tree()));
        int kept = game.tree().root().next().comment().length();
        assertTrue(kept <= CommentCollector.MAX_LENGTH && kept > CommentCollector.MAX_LENGTH - 5, "kept " + kept);
        assertEquals("the comments here are longer than 100000 characters; they are cut there",
                game.problems().get(0).message());
    }

    @Test
    void emptyAndBlankInput() {
        assertEquals(List.of(), PgnReader.readAll(""));
        assertEquals(List.of(), PgnReader.readAll(" \n\t\r\n% only an escape line\n"));
        assertEquals("game 1, line 1, column 1: there is no game in the text", error("").toString());
        assertEquals(List.of(), PgnReader.readAll(null));
    }

    @Test
    void binaryJunkGivesProblemsNeverExceptions() {
        Random random = new Random(7);
        for (int round = 0; round < 20; round++) {
            char[] junk = new char[20_000];
            for (int i = 0; i < junk.length; i++) {
                junk[i] = (char) (round % 2 == 0 ? random.nextInt(256) : random.nextInt(0x10000));
            }
            String text = new String(junk) + "\n[Event \"real\"]\n1. e4 e5 *\n";
            List<PgnGame> games = PgnReader.readAll(text);
            PgnGame last = games.get(games.size() - 1);
            assertEquals("real", last.tree().tag("Event"), "round " + round);
            assertEquals("e4 e5", mainLine(last.tree()));
            for (PgnGame g : games) {
                assertNotNull(g.tree());
                assertEquals(g.failed(), g.error() != null);
            }
        }
    }

    @Test
    void aLineOf100000MovesIsReadInFull() {
        StringBuilder pgn = new StringBuilder();
        String[] shuffle = {"Nf3", "Nf6", "Ng1", "Ng8"};
        for (int ply = 0; ply < 100_000; ply++) {
            if (ply % 2 == 0) {
                pgn.append(ply / 2 + 1).append(". ");
            }
            pgn.append(shuffle[ply % 4]).append(ply % 20 == 19 ? '\n' : ' ');
        }
        PgnGame game = PgnReader.read(pgn.append("1/2-1/2").toString());
        assertFalse(game.failed(), () -> String.valueOf(game.error()));
        assertEquals(100_000, game.tree().moveCount());
        assertEquals(100_000, game.tree().mainLineEnd().ply());
        assertEquals("1/2-1/2", game.tree().result());
    }

    @Test
    void variationsNested10000DeepAreWrittenAndReadBackWithoutRecursion() {
        GameTree tree = nested(10_000);
        String pgn = PgnExport.write(tree);
        PgnGame back = PgnReader.read(pgn);
        assertFalse(back.failed(), () -> String.valueOf(back.error()));
        assertEquals(TreeDump.of(tree), TreeDump.of(back.tree()));
        assertEquals(20_000, back.tree().moveCount());
    }

    /**
     * A tree whose line of knight moves goes {@code depth} variations deep: at every step the main continuation is
     * a one-move leaf and the knight move is the variation, so each variation holds the next one.
     */
    static GameTree nested(int depth) {
        GameTree tree = TreeDump.withRoster(new GameTree());
        Board board = Fen.parse(tree.startFen());
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        String[] shuffle = {"Nf3", "Nf6", "Ng1", "Ng8"};
        MoveNode at = tree.root();
        for (int i = 0; i < depth; i++) {
            int path = San.parse(board, shuffle[i % 4]);
            MoveGenerator.generate(board, moves, 0);
            int leaf = moves[0] == path ? moves[1] : moves[0];
            tree.playKnownLegal(at, board, leaf);
            at = tree.playKnownLegal(at, board, path);
            board.make(path);
        }
        return tree;
    }
}
