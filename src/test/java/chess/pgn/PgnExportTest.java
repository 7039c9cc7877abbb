package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.San;
import org.junit.jupiter.api.Test;

/** The export format: tags, move numbers, comments, NAGs, variations and line wrapping. */
class PgnExportTest {

    private static MoveNode play(GameTree tree, MoveNode at, String... sans) {
        MoveNode n = at;
        for (String san : sans) {
            n = tree.play(n, San.parse(tree.boardAt(n), san));
        }
        return n;
    }

    /** The movetext: everything after the blank line that ends the tags. */
    private static String movetext(GameTree tree) {
        String pgn = PgnExport.write(tree);
        return pgn.substring(pgn.indexOf("\n\n") + 2);
    }

    @Test
    void rosterFirstWithDefaultsThenSetUpAndFenThenOtherTagsEscaped() {
        GameTree tree = new GameTree("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
        tree.setTag("Annotator", "A \"quoted\" back\\slash");
        tree.setTag("White", "Carlsen, Magnus");
        tree.setTag("Event", "Line\nbreak");
        tree.setResult("1/2-1/2");
        assertEquals(String.join("\n",
                "[Event \"Line break\"]",
                "[Site \"?\"]",
                "[Date \"????.??.??\"]",
                "[Round \"?\"]",
                "[White \"Carlsen, Magnus\"]",
                "[Black \"?\"]",
                "[Result \"1/2-1/2\"]",
                "[SetUp \"1\"]",
                "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]",
                "[Annotator \"A \\\"quoted\\\" back\\\\slash\"]",
                "",
                "1/2-1/2",
                ""), PgnExport.write(tree));
        assertEquals("A \"quoted\" back\\slash", PgnReader.read(PgnExport.write(tree)).tree().tag("Annotator"));
    }

    @Test
    void aGameFromAPositionWithBlackToMoveStartsWithItsMoveNumberAndThreeDots() {
        String fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 12";
        GameTree tree = new GameTree(fen);
        play(tree, tree.root(), "Nf6", "Nc3");
        String pgn = PgnExport.write(tree);
        assertTrue(pgn.contains("[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n"), pgn);
        assertEquals("12... Nf6 13. Nc3 *\n", movetext(tree));
    }

    @Test
    void blackMoveNumbersAfterACommentAVariationAndAtAVariationStartButNotAfterANag() {
        GameTree tree = new GameTree();
        MoveNode e4 = play(tree, tree.root(), "e4");
        MoveNode e5 = play(tree, e4, "e5");
        MoveNode nf3 = play(tree, e5, "Nf3");
        play(tree, e5, "f4");
        MoveNode nc6 = play(tree, nf3, "Nc6");
        MoveNode bb5 = play(tree, nc6, "Bb5");
        bb5.addNag(Nag.GOOD);
        MoveNode a6 = play(tree, bb5, "a6");
        a6.setComment("Morphy");
        play(tree, a6, "Ba4", "Nf6");
        MoveNode c5 = play(tree, e4, "c5");
        c5.setCommentBefore("Sicilian");
        assertEquals("1. e4 e5 ({Sicilian} 1... c5) 2. Nf3 (2. f4) 2... Nc6 3. Bb5 $1 a6 {Morphy}\n4. Ba4 Nf6 *\n",
                movetext(tree));
    }

    @Test
    void commandsComeFirstInTheCommentAndAClosingBraceIsWrittenAsAParenthesis() {
        GameTree tree = new GameTree();
        MoveNode e4 = play(tree, tree.root(), "e4");
        e4.setComment("Best by test}  (so {they say})");
        e4.setCommand("eval", "0.35");
        e4.setCommand("clk", "1:02:03");
        tree.root().setComment("Start");
        tree.root().setCommand("evp", "1,2");
        assertEquals("{[%evp 1,2] Start} 1. e4 {[%eval 0.35] [%clk 1:02:03] Best by test) (so {they\nsay))} *\n",
                movetext(tree));
        GameTree back = PgnReader.read(PgnExport.write(tree)).tree();
        assertEquals("Best by test) (so {they say))", back.root().next().comment());
        assertEquals(e4.commands(), back.root().next().commands());
        assertEquals("Start", back.root().comment());
    }

    @Test
    void linesAreWrappedAt80WithoutSplittingAMoveFromItsNumber() {
        GameTree tree = new GameTree();
        MoveNode n = tree.root();
        String[] shuffle = {"Nf3", "Nf6", "Ng1", "Ng8"};
        for (int ply = 0; ply < 200; ply++) {
            n = play(tree, n, shuffle[ply % 4]);
            if (ply % 7 == 0) {
                n.setComment("a comment of several words to wrap around the line end");
            }
        }
        String text = movetext(tree);
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= 80, line);
            assertTrue(!line.endsWith(" ") && !line.startsWith(" "), line);
            assertTrue(!line.matches(".*\\d+\\.(\\.\\.)?$"), "a number is never left at a line end: " + line);
        }
        assertEquals(TreeDump.of(TreeDump.withRoster(tree)), TreeDump.of(PgnReader.read(PgnExport.write(tree)).tree()));
    }

    @Test
    void aWordLongerThanALineGetsALineOfItsOwn() {
        GameTree tree = new GameTree();
        String url = "https://example.org/" + "x".repeat(100);
        play(tree, tree.root(), "e4").setComment("see " + url + " for more");
        String text = movetext(tree);
        assertTrue(text.contains("\n" + url + "\n"), text);
        assertEquals("see " + url + " for more", PgnReader.read(PgnExport.write(tree)).tree().root().next().comment());
    }

    @Test
    void anEmptyGameIsItsResult() {
        assertEquals("*\n", movetext(new GameTree()));
    }
}
