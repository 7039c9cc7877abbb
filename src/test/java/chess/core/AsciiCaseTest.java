package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AsciiCaseTest {
    @Test
    void mapsAsciiLettersOnly() {
        for (char c = 0; c < 128; c++) {
            assertEquals(Character.toUpperCase(c), AsciiCase.upper(c));
            assertEquals(Character.toLowerCase(c), AsciiCase.lower(c));
        }
        assertEquals('é', AsciiCase.upper('é'));
        assertEquals('Ä', AsciiCase.lower('Ä'));
        assertEquals("Arrow from e2", AsciiCase.capitalised("arrow from e2"));
        assertEquals("", AsciiCase.capitalised(""));
    }

    @Test
    void matchesAWordInEitherCase() {
        assertTrue(AsciiCase.matchesAt("x/FEN/", 2, "fen"));
        assertTrue(AsciiCase.matchesAt("fen", 0, "FEN"));
        assertFalse(AsciiCase.matchesAt("fe", 0, "fen")); // past the end
        assertFalse(AsciiCase.matchesAt("fen", -1, "fen"));
        assertFalse(AsciiCase.matchesAt("f\u00e9n", 0, "fen"));
    }
}
