package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AddressNumberTest {
    @Test
    void readsNumbersInsideTheBounds() {
        assertEquals(0, AddressNumber.inRange("0", 0, 9999, -1));
        assertEquals(12, AddressNumber.inRange("12", 0, 9999, -1));
        assertEquals(12, AddressNumber.inRange("+12", 0, 9999, -1));
        assertEquals(0, AddressNumber.inRange("-0", 0, 9999, -1));
        assertEquals(9999, AddressNumber.inRange("9999", 0, 9999, -1));
        assertEquals(7, AddressNumber.inRange("000000000000000007", 1, 10, -1));
        assertEquals(-3, AddressNumber.inRange("-3", -5, 5, 99));
    }

    @Test
    void givesTheFallbackOutsideTheBoundsOrForNonNumbers() {
        for (String text : new String[] {"", "-", "+", "-1", "10000", "1e3", "12a", " 12", "0x10", "\u0661\u0662",
                "0000000000000000007", "99999999999999999", "2147483648", "-2147483649"}) {
            assertEquals(-1, AddressNumber.inRange(text, 0, 9999, -1), text);
        }
    }

    @Test
    void agreesWithTheEngineReaderOnEveryShortInput() {
        String[] pieces = {"", "0", "1", "9", "-", "+", "a", "00", "10", "11"};
        for (String a : pieces) {
            for (String b : pieces) {
                for (String c : pieces) {
                    String text = a + b + c;
                    long n = EngineInfo.number(text, Long.MIN_VALUE);
                    int expected = n >= 0 && n <= 10 ? (int) n : -1;
                    assertEquals(expected, AddressNumber.inRange(text, 0, 10, -1), text);
                }
            }
        }
    }
}
