package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * TimeManager's budgets over whole games on a simulated clock (no real time is measured): every move spends its
 * full hard limit plus {@link #LAG} ms it overran by (the engine noticing its deadline, I/O, the GUI's measuring),
 * and the clock must never run out.
 */
class TimeManagerTest {
    /** More than the 9 ms an instant move was seen to take when the clock had 4.8 ms left. */
    private static final int LAG = 10;
    private static final int OVERHEAD = Engine.DEFAULT_MOVE_OVERHEAD_MS;
    private static final int PLIES = 200;

    private static TimeManager plan(Limits limits) {
        TimeManager time = new TimeManager();
        time.start(limits, 0, OVERHEAD);
        return time;
    }

    /** Plays our half of a 200-ply game; returns the lowest clock seen after a move. */
    private static long play(int baseMs, int incrementMs, int movesPerControl) {
        long clock = baseMs;
        long lowest = clock;
        for (int move = 0; move < PLIES / 2; move++) {
            Limits limits = new Limits().clock((int) clock, (int) clock, incrementMs, incrementMs);
            int movesToGo = 0;
            if (movesPerControl > 0) {
                movesToGo = movesPerControl - move % movesPerControl;
                limits.movesToGo(movesToGo);
            }
            TimeManager time = plan(limits);
            assertTrue(time.softLimit() <= time.hardLimit());
            clock -= time.hardLimit() + LAG;
            String game = baseMs + "+" + incrementMs + (movesPerControl > 0 ? " in " + movesPerControl : "");
            assertTrue(clock > 0, game + ": lost on time at move " + (move + 1) + " (hard limit "
                    + time.hardLimit() + " ms)");
            lowest = Math.min(lowest, clock);
            clock += incrementMs;
            if (movesToGo == 1) {
                clock += baseMs; // the next time control
            }
        }
        return lowest;
    }

    @Test
    void suddenDeathNeverRunsOutOfTime() {
        for (int minutes : new int[] {1, 2, 5}) {
            long lowest = play(minutes * 60_000, 0, 0);
            assertTrue(lowest >= 5 * LAG, minutes + "+0: the clock fell to " + lowest + " ms");
        }
    }

    @Test
    void incrementAndMovesToGoNeverRunOutOfTime() {
        play(10_000, 100, 0);
        play(60_000, 1_000, 0);
        play(60_000, 0, 40);
        play(5_000, 0, 10);
        play(120_000, 0, 1);
    }

    @Test
    void aLowClockMovesAlmostAtOnce() {
        TimeManager time = plan(new Limits().clock(300, 300, 0, 0));
        assertTrue(time.hardLimit() <= 10, "300 ms left, no increment: hard limit " + time.hardLimit());
        time = plan(new Limits().clock(5, 5, 0, 0));
        assertEquals(1, time.hardLimit());
    }

    @Test
    void aLongClockStillThinks() {
        TimeManager time = plan(new Limits().clock(300_000, 300_000, 0, 0));
        assertTrue(time.softLimit() >= 300_000 / 30, "5+0, first move: soft limit " + time.softLimit());
        time = plan(new Limits().clock(10_000, 10_000, 100, 100));
        assertTrue(time.softLimit() >= 10_000 / 30, "10+0.1: soft limit " + time.softLimit());
    }

    @Test
    void moveTimeUsesTheTimeAskedLessAFewMs() {
        TimeManager time = plan(new Limits().moveTime(50));
        assertTrue(time.hardLimit() >= 45 && time.hardLimit() < 50, "movetime 50: hard limit " + time.hardLimit());
        assertEquals(time.hardLimit(), time.softLimit());
        assertEquals(1000 - TimeManager.MOVE_TIME_MARGIN, plan(new Limits().moveTime(1000)).hardLimit());
        TimeManager noOverhead = new TimeManager();
        noOverhead.start(new Limits().moveTime(50), 0, 0);
        assertEquals(50, noOverhead.hardLimit(), "Move Overhead 0: all of it");
        assertEquals(1, plan(new Limits().moveTime(1)).hardLimit());
    }
}
