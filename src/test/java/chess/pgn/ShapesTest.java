package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shapes model: reading {@code %cal}/{@code %csl} values, writing them, toggling, words for screen readers. */
class ShapesTest {
    private static final int E2 = Square.parse("e2");
    private static final int E4 = Square.parse("e4");
    private static final int D4 = Square.parse("d4");

    @Test
    void readsArrowsAndCirclesAsLichessWritesThem() {
        Shapes.Parsed arrows = Shapes.parse("Ge2e4,Rd8d1", true);
        assertEquals(List.of(new Shape(E2, E4, 'G'), new Shape(Square.parse("d8"), Square.parse("d1"), 'R')),
                arrows.shapes);
        assertTrue(arrows.problems.isEmpty());
        Shapes.Parsed circles = Shapes.parse("Gd4 , Yf7", false);
        assertEquals(List.of(new Shape(D4, D4, 'G'), new Shape(Square.parse("f7"), Square.parse("f7"), 'Y')),
                circles.shapes);
        assertEquals("Gd4,Yf7", circles.value());
        assertEquals("Ge2e4,Rd8d1", arrows.value());
    }

    @Test
    void badEntriesAreLeftOutAndNamed() {
        Shapes.Parsed p = Shapes.parse("Xe2e4,Gi2e4,Ge2e2,Ge2e4,Be2e4,Ge2,Bb1c3", true);
        assertEquals(List.of(new Shape(E2, E4, 'G'), new Shape(Square.parse("b1"), Square.parse("c3"), 'B')),
                p.shapes);
        assertEquals(5, p.problems.size(), p.problems.toString());
        assertEquals("[%cal] 'Xe2e4' has the unknown colour 'X' (G, R, B or Y); it is left out", p.problems.get(0));
        assertTrue(p.problems.get(1).contains("not on the board"), p.problems.get(1));
        assertTrue(p.problems.get(2).contains("to itself"), p.problems.get(2));
        assertTrue(p.problems.get(3).contains("repeats"), p.problems.get(3));
        assertTrue(p.problems.get(4).contains("not an arrow"), p.problems.get(4));
        assertEquals("Rd4", Shapes.parse("rd4", false).value()); // lower case colour read as upper
        assertTrue(Shapes.parse(null, false).shapes.isEmpty());
        assertTrue(Shapes.parse("", true).shapes.isEmpty());
    }

    @Test
    void aHugeListIsCutAtTheCapWithOneNote() {
        StringBuilder value = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            value.append(i == 0 ? "" : ",").append("G").append(Square.name(i % 64 / 8 * 16 + i % 8));
        }
        Shapes.Parsed p = Shapes.parse(value.toString(), false);
        assertEquals(Shapes.MAX_PER_COMMAND, p.shapes.size());
        assertEquals("[%csl] has 10000 entries; only the first 64 are read", p.problems.get(p.problems.size() - 1));
        assertEquals(1, p.problems.size());
    }

    @Test
    void shapesLiveInTheMovesCommands() {
        GameTree tree = new GameTree();
        MoveNode node = tree.root();
        assertTrue(Shapes.of(node).isEmpty());
        Shapes.set(node, List.of(new Shape(E2, E4, 'G'), new Shape(D4, D4, 'R')));
        assertEquals("Rd4", node.commands().get("csl"));
        assertEquals("Ge2e4", node.commands().get("cal"));
        assertEquals(List.of(new Shape(D4, D4, 'R'), new Shape(E2, E4, 'G')), Shapes.of(node));
        Shapes.set(node, List.of());
        assertTrue(node.commands().isEmpty());
    }

    @Test
    void drawingTheSameAgainRemovesItAnotherColourRecolours() {
        Shape green = new Shape(E2, E4, 'G');
        List<Shape> one = Shapes.toggled(List.of(), green);
        assertEquals(List.of(green), one);
        assertTrue(Shapes.toggled(one, green).isEmpty());
        assertEquals(List.of(new Shape(E2, E4, 'R')), Shapes.toggled(one, new Shape(E2, E4, 'R')));
        Shape reverse = new Shape(E4, E2, 'G');
        assertEquals(List.of(green, reverse), Shapes.toggled(one, reverse)); // the other way is another arrow
    }

    @Test
    void saysShapesInWords() {
        assertEquals("arrow from e2 to e4, green; circle on d4, red",
                Shapes.describe(List.of(new Shape(E2, E4, 'G'), new Shape(D4, D4, 'R'))));
        assertEquals("Ge2e4", new Shape(E2, E4, 'G').toString());
        assertFalse(new Shape(E2, E4, 'B').isCircle());
        assertThrows(IllegalArgumentException.class, () -> new Shape(E2, 0x08, 'G'));
        assertThrows(IllegalArgumentException.class, () -> new Shape(E2, E4, 'X'));
    }
}
