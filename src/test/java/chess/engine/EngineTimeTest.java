package chess.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import org.junit.jupiter.api.Test;

/**
 * The search ends by itself on time. A liveness check that a loaded machine passes: a search that watches its
 * deadline ends within {@link #LATE_MS} of it, one that ignores it (with no depth limit) would not end at all. How
 * close to the deadline it really ends is measured and printed by chess.uci.TimeKeepingProbe (src/tools).
 */
class EngineTimeTest {
    private static final String MIDDLEGAME = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    /** How late after its deadline a search may end before the test calls the deadline ignored. */
    private static final long LATE_MS = 10_000;

    private static long timeSearch(Limits limits) {
        return timeSearch(new Engine(4), limits);
    }

    private static long timeSearch(Engine engine, Limits limits) {
        Board b = Fen.parse(MIDDLEGAME);
        long start = System.nanoTime();
        engine.search(b, limits, null);
        return (System.nanoTime() - start) / 1_000_000;
    }

    @Test
    void moveTimeIsKept() {
        long ms = timeSearch(new Limits().moveTime(200));
        assertTrue(ms <= 200 + LATE_MS, "movetime 200 took " + ms + " ms");
    }

    @Test
    void clockIsKeptWhenShort() {
        long ms = timeSearch(new Limits().clock(300, 300, 0, 0));
        assertTrue(ms <= 300 + LATE_MS, "300 ms on the clock took " + ms + " ms");
    }

    @Test
    void onlyTheOpponentsClockStillEndsTheSearch() {
        Board b = Fen.parse(MIDDLEGAME); // white to move, only black's clock given
        Engine engine = new Engine(4); // built first: allocating its tables is not the search's time
        long start = System.nanoTime();
        engine.search(b, new Limits().blackTime(300), null);
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms <= 300 + LATE_MS, "took " + ms + " ms");
    }

    @Test
    void emptyLimitsMeanADefaultThinkTime() {
        long ms = timeSearch(new Limits());
        assertTrue(ms <= Engine.DEFAULT_MOVE_TIME_MS + LATE_MS, "took " + ms + " ms");
    }

    @Test
    void stopSignalEndsInfiniteSearch() throws InterruptedException {
        Engine engine = new Engine(4); // built first: its tables take a while to allocate, unlike the search
        StopSignal signal = new StopSignal();
        long[] stoppedAt = new long[1];
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException ignored) {
                // fall through and stop
            }
            stoppedAt[0] = System.nanoTime();
            signal.stop();
        });
        stopper.start();
        timeSearch(engine, new Limits().infinite(true).stopSignal(signal));
        long ended = System.nanoTime();
        stopper.join();
        long afterStop = (ended - stoppedAt[0]) / 1_000_000;
        assertTrue(afterStop >= 0, "an infinite search runs until it is stopped: it ended " + -afterStop
                + " ms before the stop");
        assertTrue(afterStop <= LATE_MS, "stopped " + afterStop + " ms after the stop signal");
    }
}
