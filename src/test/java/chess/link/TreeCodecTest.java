package chess.link;

import static chess.link.SampleGames.play;
import static chess.link.SampleGames.walk;
import static chess.link.TreeAssert.assertSameGame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import chess.core.San;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Nag;
import org.junit.jupiter.api.Test;

class TreeCodecTest {
    private static void assertRoundTrip(GameTree tree, MoveNode current) {
        String code = TreeCodec.encode(tree, current);
        for (int i = 0; i < code.length(); i++) {
            assertTrue(Base64Url.value(code.charAt(i)) >= 0, "only base64url digits: " + code);
        }
        DecodedGame back = TreeCodec.decode(code);
        assertSameGame(tree, current, back);
        assertTrue(back.isWhole());
        assertEquals(code, TreeCodec.encode(back.tree(), back.current()), "coding the decoded tree gives the code");
    }

    @Test
    void anEmptyGame() {
        GameTree tree = new GameTree();
        assertRoundTrip(tree, tree.root());
        assertTrue(TreeCodec.encode(tree, tree.root()).length() <= 8, TreeCodec.encode(tree, tree.root()));
    }

    @Test
    void mainLineVariationsTagsAndEveryMoveAsCurrent() {
        GameTree tree = SampleGames.fortyMovesThreeVariations();
        assertRoundTrip(tree, tree.root());
        assertRoundTrip(tree, tree.mainLineEnd());
        assertRoundTrip(tree, walk(tree, "d4 Nf6 c4"));
        String code = TreeCodec.encode(tree, null);
        assertTrue(TreeCodec.decode(code).current().isRoot(), "no move given: the start is shown");
    }

    @Test
    void commentsNagsAndCommands() {
        GameTree tree = SampleGames.fortyMovesAnnotated();
        assertRoundTrip(tree, walk(tree, "e4 d6 d4"));
    }

    @Test
    void nonStandardStarts() {
        String[] fens = {
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 5 40",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 57",
            "8/2P5/8/8/8/k7/5p2/K7 b - - 99 123",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2",
        };
        for (String fen : fens) {
            GameTree tree = new GameTree(fen);
            Board board = Fen.parse(fen);
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.generate(board, moves, 0);
            MoveNode last = tree.root();
            for (int i = 0; i < n; i++) {
                MoveNode child = tree.play(tree.root(), moves[i]);
                if (i % 3 == 0) {
                    last = child;
                    Board after = tree.boardAt(child);
                    int[] replies = new int[MoveGenerator.MAX_MOVES];
                    if (MoveGenerator.generate(after, replies, 0) > 0) {
                        last = tree.play(child, replies[0]);
                    }
                }
            }
            assertRoundTrip(tree, last);
        }
    }

    @Test
    void everyPromotionAndEveryCastling() {
        GameTree tree = new GameTree("r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1");
        for (String san : new String[] {"bxa8=Q+", "bxa8=R+", "bxa8=B", "bxa8=N", "b8=Q+", "b8=N", "g8=R+",
            "gxh8=B"}) {
            play(tree, tree.root(), san);
        }
        for (String san : new String[] {"gxh1=Q+", "gxh1=N", "bxa1=R+", "bxa1=B", "b1=Q", "g1=N"}) {
            play(tree, walk(tree, "b8=N"), san);
        }
        assertRoundTrip(tree, walk(tree, "b8=N bxa1=B"));

        GameTree castling = new GameTree("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        for (String white : new String[] {"O-O", "O-O-O"}) {
            MoveNode w = play(castling, castling.root(), white);
            play(castling, w, "O-O");
            play(castling, w, "O-O-O");
        }
        assertRoundTrip(castling, walk(castling, "O-O-O O-O"));
    }

    @Test
    void allNagsAndOddTexts() {
        GameTree tree = new GameTree();
        MoveNode node = tree.root();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int nag = 1; nag <= Nag.MAX; nag += 2) {
            Board board = tree.boardAt(node);
            int n = MoveGenerator.generate(board, moves, 0);
            node = tree.play(node, moves[nag % n]);
            node.addNag(nag);
            if (nag + 1 <= Nag.MAX) {
                node.addNag(nag + 1);
            }
        }
        tree.root().setComment("Ünïcödé: Белые стоят лучше ♔♕ 😀 and a lone \ud800 surrogate");
        tree.root().setCommentBefore("before the first move");
        tree.root().next().setCommentBefore("{curly} [square] \"quoted\" \\ back\nnew line\ttab");
        tree.root().next().setCommand("Custom_name9", "any value: 1,2;3");
        tree.root().next().setCommand("eval", "#-3");
        tree.root().next().setCommand("cal", "Ge2e4,Rd1d8");
        tree.mainLineEnd().setComment("x".repeat(20_000) + "end");
        tree.setTag("White", "Łukasz Żółć");
        tree.setTag("MyOwnTag", "value with = and & and %20");
        tree.setTag("Event", "");
        tree.setTag("Annotator", "日本語");
        tree.setResult("1/2-1/2");
        assertRoundTrip(tree, tree.mainLineEnd());
    }

    @Test
    void aHundredMoveRandomGameWithManyVariations() {
        GameTree tree = SampleGames.randomGame(200, 99);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int variations = 0;
        for (MoveNode n : tree.path(tree.mainLineEnd())) {
            Board board = tree.boardAt(n);
            int count = MoveGenerator.generate(board, moves, 0);
            for (int i = 0; i < count && n.children().size() < 4 && variations < 60; i += 5) {
                MoveNode v = tree.play(n, moves[i]);
                v.setComment(variations % 7 == 0 ? "try " + San.format(board, moves[i]) : "");
                variations++;
            }
        }
        assertEquals(60, variations);
        assertRoundTrip(tree, tree.mainLineEnd());
    }

    /** 10,000 moves deep, a variation at every move and one inside the other: nesting no stack could recurse. */
    @Test
    void tenThousandDeepNesting() {
        GameTree tree = nested(10_000);
        assertRoundTrip(tree, tree.mainLineEnd());
    }

    /**
     * Knights out and back, each move with a sibling played first, the line going on in the sibling: every move
     * opens one more level of variation.
     */
    static GameTree nested(int depth) {
        GameTree tree = new GameTree();
        Board board = Board.startingPosition();
        String[][] cycle = {{"Nf3", "Nc3"}, {"Nf6", "Nc6"}, {"Nf3", "Nb1"}, {"Nf6", "Nb8"}};
        MoveNode node = tree.root();
        for (int i = 0; i < depth; i++) {
            int main = San.parse(board, cycle[i % 4][0]);
            int other = San.parse(board, cycle[i % 4][1]);
            tree.playKnownLegal(node, board, main);
            node = tree.playKnownLegal(node, board, other);
            board.make(other);
        }
        return tree;
    }
}
