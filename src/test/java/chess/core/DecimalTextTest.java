package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DecimalTextTest {
    @Test
    void readsDigitsUpToTheMaximum() {
        assertEquals(0, DecimalText.orMinusOne("0", 959));
        assertEquals(959, DecimalText.orMinusOne("959", 959));
        assertEquals(7, DecimalText.orMinusOne("007", 959));
        assertEquals(999_999_999, DecimalText.orMinusOne("999999999", 999_999_999));
    }

    @Test
    void anythingElseIsMinusOne() {
        assertEquals(-1, DecimalText.orMinusOne("960", 959));
        assertEquals(-1, DecimalText.orMinusOne(null, 959));
        assertEquals(-1, DecimalText.orMinusOne("", 959));
        assertEquals(-1, DecimalText.orMinusOne("-1", 959));
        assertEquals(-1, DecimalText.orMinusOne("+5", 959));
        assertEquals(-1, DecimalText.orMinusOne("1 2", 959));
        assertEquals(-1, DecimalText.orMinusOne("12a", 959));
        assertEquals(-1, DecimalText.orMinusOne("99999999999999999999", 999_999_999), "no overflow");
        assertEquals(-1, DecimalText.orMinusOne("١٢", 959), "other scripts' digits are not digits here");
    }
}
