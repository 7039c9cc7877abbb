package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Time controls: the presets, typed values and the sentences that refuse nonsense. */
class TimeControlTest {
    @Test
    void presetsAreMinutesPlusSeconds() {
        TimeControl blitz = TimeControl.preset("5+3");
        assertEquals(300_000, blitz.baseMs);
        assertEquals(3_000, blitz.incrementMs);
        assertEquals("300+3", blitz.pgnTag());
        assertEquals("5+3", blitz.label());
        assertEquals("60", TimeControl.preset("1+0").pgnTag());
        assertNull(TimeControl.preset("4+4"));
        assertNull(TimeControl.preset(null));
    }

    @Test
    void customValuesWithDecimalsAndPeriods() {
        TimeControl half = TimeControl.custom(" 2.5 ", "1", "");
        assertEquals(150_000, half.baseMs);
        assertEquals("2.5+1", half.label());
        TimeControl classical = TimeControl.custom("90", "30", "40");
        assertEquals(40, classical.periodMoves);
        assertEquals("40/5400+30", classical.pgnTag());
        assertEquals("40 moves in 90+30", classical.label());
        assertEquals(1_000, TimeControl.custom("0", "1", "0").incrementMs, "0+1 is a real control");
        assertEquals(36_000_000, TimeControl.custom("600", "0", "").baseMs);
        assertEquals(45_000, TimeControl.custom(".75", "0", "").baseMs);
    }

    @Test
    void nonsenseIsRefusedWithAReason() {
        assertEquals("0 minutes and 0 seconds a move is no time at all: give minutes or an increment.",
                refusal("0", "0", ""));
        assertEquals("Minutes: -5 is negative; time cannot be.", refusal("-5", "0", ""));
        assertEquals("Increment: -1 is negative; time cannot be.", refusal("5", "-1", ""));
        assertEquals("Minutes: 60000 is too long; at most 600 (10 hours).", refusal("60000", "0", ""));
        assertEquals("Minutes: 600.5 is too long; at most 600 (10 hours).", refusal("600.5", "0", ""));
        assertEquals("Minutes: 'five' is not a number such as 5 or 2.5.", refusal("five", "0", ""));
        assertEquals("Minutes: '1.2.3' is not a number such as 5 or 2.5.", refusal("1.2.3", "0", ""));
        assertEquals("Minutes: '1.234' is not a number such as 5 or 2.5.", refusal("1.234", "0", ""));
        assertEquals("Increment: '2.5' is not a whole number of seconds.", refusal("5", "2.5", ""));
        assertEquals("Increment: 999 is too many; at most 180 seconds.", refusal("5", "999", ""));
        assertEquals("Moves per period: 'x' is not a whole number of moves.", refusal("5", "0", "x"));
        assertEquals("Minutes: empty; type a number.", refusal("", "0", ""));
        assertEquals("A period of 40 moves needs minutes to refill.", refusal("0", "5", "40"));
        assertEquals("Minutes: '99999999999' is not a number such as 5 or 2.5.", refusal("99999999999", "0", ""));
    }

    private static String refusal(String minutes, String increment, String moves) {
        return assertThrows(IllegalArgumentException.class, () -> TimeControl.custom(minutes, increment, moves))
                .getMessage();
    }
}
