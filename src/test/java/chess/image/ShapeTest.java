package chess.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Square;
import org.junit.jupiter.api.Test;

class ShapeTest {
    @Test
    void saysItselfInWords() {
        assertEquals("arrow from e2 to e4, green", Shape.of(Square.parse("e2"), Square.parse("e4"), 'G').spoken());
        assertEquals("circle on d4, red", Shape.of(Square.parse("d4"), Square.parse("d4"), 'R').spoken());
        assertTrue(Shape.of(Square.A1, Square.A1, 'Y').isCircle());
    }

    @Test
    void refusesUnknownColoursAndSquaresOffTheBoard() {
        assertNull(Shape.of(Square.A1, Square.H8, 'X'));
        assertNull(Shape.of(Square.A1, Square.H8, 'g'));
        assertNull(Shape.of(Square.A1, 0x08, 'G'));
        assertNull(Shape.of(-1, Square.A1, 'G'));
    }
}
