package chess.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Square;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Shape;
import chess.pgn.Shapes;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Shapes in the game code: format 2 writes a move's {@code cal}/{@code csl} values in bits ({@link ShapeBits}); a
 * code with no shapes stays format 1, and format 1 codes (shapes as text) from before still open. Prints the cost
 * per shape (docs/links.md).
 */
class ShapesLinkTest {
    /** The code of 1. e4 with [%cal Ge2e4,Rd8d1] [%csl Yf7] on it, written by main at bd4693f, before shapes. */
    private static final String CODE_FROM_BEFORE = "BdFtKQqPvVRXhK_Or0eQOcy2nCoRn";

    @Test
    void shapesSurviveALinkRoundTrip() {
        GameTree tree = SampleGames.fortyMovesThreeVariations();
        List<MoveNode> line = tree.path(tree.mainLineEnd());
        List<Shape> drawn = List.of(new Shape(Square.parse("e2"), Square.parse("e4"), 'G'),
                new Shape(Square.parse("d4"), Square.parse("d4"), 'R'),
                new Shape(Square.parse("h8"), Square.parse("a1"), 'Y'));
        Shapes.set(line.get(10), drawn);
        Shapes.set(line.get(11), List.of(new Shape(Square.parse("b1"), Square.parse("c3"), 'B')));
        DecodedGame back = TreeCodec.decode(TreeCodec.encode(tree, line.get(10)));
        assertTrue(back.isWhole(), back.problem());
        assertEquals(List.of(drawn.get(1), drawn.get(0), drawn.get(2)), Shapes.of(back.current()));
        assertEquals("Bb1c3", back.current().next().commands().get("cal"));
    }

    @Test
    void formatTwoOnlyWhenThereAreShapes() {
        GameTree tree = SampleGames.fortyMovesThreeVariations();
        assertEquals('B', TreeCodec.encode(tree, tree.root()).charAt(0));
        tree.root().next().setCommand("cal", "Ge2e4");
        assertEquals('C', TreeCodec.encode(tree, tree.root()).charAt(0));
        tree.root().next().setCommand("cal", "ge2e4,Xa1a2"); // not in the canonical form: kept as text, format 1
        String code = TreeCodec.encode(tree, tree.root());
        assertEquals('B', code.charAt(0));
        assertEquals("ge2e4,Xa1a2", TreeCodec.decode(code).tree().root().next().commands().get("cal"));
    }

    @Test
    void textAndBitsMixOnOneMove() {
        GameTree tree = new GameTree();
        MoveNode root = tree.root();
        root.setCommand("clk", "0:03:00");
        root.setCommand("csl", "Rd4,Gd5");
        root.setCommand("cal", "Ge2e4,oops");
        root.setComment("see the arrows");
        DecodedGame back = TreeCodec.decode(TreeCodec.encode(tree, root));
        assertTrue(back.isWhole(), back.problem());
        assertEquals(root.commands(), back.tree().root().commands());
        assertEquals("see the arrows", back.tree().root().comment());
    }

    @Test
    void everyCutOfAShapesCodeOpensWhatItCan() {
        GameTree tree = SampleGames.fortyMovesThreeVariations();
        List<MoveNode> line = tree.path(tree.mainLineEnd());
        for (int i = 1; i < line.size(); i += 3) {
            Shapes.set(line.get(i), List.of(new Shape(Square.from64(i % 64), Square.from64((i * 7 + 1) % 64), 'B'),
                    new Shape(Square.from64((i * 3) % 64), Square.from64((i * 3) % 64), 'Y')));
        }
        String code = TreeCodec.encode(tree, line.get(5));
        for (int cut = 0; cut < code.length(); cut++) {
            DecodedGame game = TreeCodec.decode(code.substring(0, cut));
            assertTrue(!game.problem().isEmpty(), "cut at " + cut);
            for (MoveNode n : game.tree().path(game.tree().mainLineEnd())) {
                Shapes.of(n); // whatever was kept reads as shapes
            }
        }
        assertTrue(TreeCodec.decode(code).isWhole());
    }

    @Test
    void aLinkFromBeforeShapesStillOpensWithThem() {
        DecodedGame game = TreeCodec.decode(CODE_FROM_BEFORE);
        assertTrue(game.isWhole(), game.problem());
        assertEquals("circle on f7, yellow; arrow from e2 to e4, green; arrow from d8 to d1, red",
                Shapes.describe(Shapes.of(game.current())));
    }

    @Test
    void aCraftedLinkWithBadShapesDrawsOnlyTheGoodOnes() {
        GameTree tree = new GameTree();
        tree.root().setCommand("cal", "Ge2e4,Xa1a2,Gk9k9,Gd2d2");
        DecodedGame back = TreeCodec.decode(TreeCodec.encode(tree, tree.root()));
        assertEquals("arrow from e2 to e4, green", Shapes.describe(Shapes.of(back.tree().root())));
    }

    /** Characters of the code per shape, on the 40-move sample game, for 1, 2 and 3 shapes on 20 moves. */
    @Test
    void costPerShape() {
        GameTree plain = SampleGames.fortyMovesThreeVariationsNoTags();
        int base = TreeCodec.encode(plain, plain.root()).length();
        StringBuilder said = new StringBuilder("code characters per shape (40-move game, base " + base + "):");
        int[][] kinds = {{1, 0}, {0, 1}, {2, 1}};
        for (int[] kind : kinds) {
            GameTree tree = SampleGames.fortyMovesThreeVariationsNoTags();
            List<MoveNode> line = tree.path(tree.mainLineEnd());
            int shapes = 0;
            for (int i = 1; i <= 40; i += 2) {
                List<Shape> list = new ArrayList<>();
                MoveNode node = line.get(i);
                int to = Square.from64((i * 7 + 3) % 64);
                int from = Square.from64((i * 13 + 5) % 64);
                for (int a = 0; a < kind[0]; a++) {
                    list.add(new Shape(from, a == 0 ? to : Square.from64((i * 5 + 1) % 64), a == 0 ? 'G' : 'R'));
                }
                for (int c = 0; c < kind[1]; c++) {
                    list.add(new Shape(to, to, 'R'));
                }
                Shapes.set(node, list);
                shapes += list.size();
            }
            int length = TreeCodec.encode(tree, tree.root()).length();
            double perShape = (length - base) / (double) shapes;
            said.append(String.format(" %d arrows + %d circles on 20 moves: %d chars, %.1f per shape (%.1f bytes);",
                    kind[0] * 20, kind[1] * 20, length, perShape, perShape * 6 / 8));
            assertTrue(perShape < 6, "a shape should cost fewer than 6 characters, not " + perShape);
        }
        // The cost of one more shape on a move that has some: 2 bits of colour and 6 or 12 of squares.
        said.append(" one more arrow: 14 bits (2.3 characters), one more circle: 8 bits (1.3 characters)");
        System.out.println(said);
    }
}
