package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PgnFileNameTest {
    @Test
    void letsInOnlyLettersAndDigitsAndAllOfAscii() {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            if (PgnFileName.isLetterOrDigit((char) c)) {
                assertTrue(Character.isLetterOrDigit((char) c), "U+" + Integer.toHexString(c));
            }
            if (c < 0x80 || c >= 0xc0 && c <= 0x24f || c >= 0x400 && c <= 0x52f) {
                assertEquals(Character.isLetterOrDigit((char) c), PgnFileName.isLetterOrDigit((char) c),
                        "U+" + Integer.toHexString(c));
            }
        }
    }
}
