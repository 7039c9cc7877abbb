package chess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ClockTest {
    @Test
    void aMoveCostsItsTimeAndEarnsTheIncrement() {
        Clock clock = new Clock(10_000, 100, 50);
        assertTrue(clock.charge(0, 300));
        assertEquals(9_800, clock.remainingMs(0));
        assertEquals(10_000, clock.remainingMs(1), "Black's clock does not run on White's move");
        assertTrue(clock.charge(1, 1_000));
        assertEquals(9_100, clock.remainingMs(1));
    }

    @Test
    void anOverrunWithinTheMarginIsForgivenAndTheClockRestartsAtTheIncrement() {
        Clock clock = new Clock(1_000, 100, 50);
        assertTrue(clock.charge(0, 1_040));
        assertEquals(100, clock.remainingMs(0));
    }

    @Test
    void anOverrunBeyondTheMarginLosesOnTime() {
        Clock clock = new Clock(1_000, 100, 50);
        assertFalse(clock.charge(0, 1_051));
        assertEquals(0, clock.remainingMs(0), "never sent as a negative time");
    }

    @Test
    void theWaitEndsWhenTheClockAndTheMarginHaveRunOut() {
        Clock clock = new Clock(2_000, 0, 50);
        assertEquals(2_051, clock.deadlineMs(0));
        assertTrue(clock.charge(0, 1_500));
        assertEquals(551, clock.deadlineMs(0));
    }

    @Test
    void theGoCommandCarriesBothClocksAndIncrements() {
        SearchLimit tc = SearchLimit.parse("tc", "10+0.1", 60_000);
        Clock clock = tc.newClock(50);
        assertTrue(clock.charge(0, 2_000));
        assertEquals("go wtime 8100 btime 10000 winc 100 binc 100", tc.goCommand(clock));
        assertEquals("10+0.1", tc.pgnTimeControl());
        assertEquals("tc 10+0.1", tc.label());
        assertEquals("2+0", SearchLimit.parse("tc", "2", 0).pgnTimeControl());
    }

    @Test
    void fixedLimitsHaveNoClockAndWaitForTheHangLimit() {
        SearchLimit nodes = SearchLimit.parse("nodes", "5000", 60_000);
        assertEquals(null, nodes.newClock(50));
        assertEquals("go nodes 5000", nodes.goCommand(null));
        assertEquals(60_000, nodes.waitMs(null, 0));
        assertEquals("go depth 7", SearchLimit.parse("depth", "7", 1).goCommand(null));
        SearchLimit moveTime = SearchLimit.parse("movetime", "200", 1_000);
        assertEquals("go movetime 200", moveTime.goCommand(null));
        assertEquals(1_200, moveTime.waitMs(null, 1));
        assertEquals("-", moveTime.pgnTimeControl());
    }
}
