package chess.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SvgNumberTest {
    @Test
    void readsTheFormsTheDrawingsUse() {
        assertEquals(-12.75, SvgNumber.parse("-12.75"));
        assertEquals(0.5, SvgNumber.parse(".5"));
        assertEquals(3.0, SvgNumber.parse("+3"));
        assertEquals(4.0, SvgNumber.parse("4."));
        assertEquals(0.0, SvgNumber.parse("0"));
    }

    @Test
    void givesTheSameDoubleAsTheJdkForDecimalsUpToFifteenDigits() {
        SplittableRandom random = new SplittableRandom(49);
        for (int i = 0; i < 100_000; i++) {
            int digits = 1 + random.nextInt(15);
            StringBuilder text = new StringBuilder(random.nextBoolean() ? "-" : "");
            int point = random.nextInt(digits + 1);
            for (int d = 0; d < digits; d++) {
                if (d == point) {
                    text.append('.');
                }
                text.append((char) ('0' + random.nextInt(10)));
            }
            String number = text.toString();
            assertEquals(Double.parseDouble(number), SvgNumber.parse(number), number);
        }
    }

    @Test
    void refusesWhatIsNotANumberNamingIt() {
        for (String bad : new String[] {"", "-", ".", "1.2.3", "1e3", "NaN", "12px", " 1"}) {
            assertEquals("'" + bad + "' is not a number",
                    assertThrows(IllegalArgumentException.class, () -> SvgNumber.parse(bad)).getMessage(), bad);
        }
        assertEquals("'1234567890123456' has more than 15 digits", assertThrows(IllegalArgumentException.class,
                () -> SvgNumber.parse("1234567890123456")).getMessage());
    }
}
