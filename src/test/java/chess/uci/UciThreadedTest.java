package chess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The processor with the search on its own thread, as on the JVM: stop, isready and quit during a search. Each wait
 * is a liveness bound that a loaded machine passes ({@link #PATIENCE_MS}), not a speed test: how fast quit, stop and
 * isready are answered is measured and printed by chess.uci.TimeKeepingProbe (src/tools).
 */
@org.junit.jupiter.api.Timeout(60)
class UciThreadedTest {
    /** How long an answer may take before the test calls the processor stuck. */
    private static final long PATIENCE_MS = 10_000;
    private final UciLines lines = new UciLines();

    private final SearchRunner threadRunner = new ThreadRunner();

    private final UciProcessor uci = new UciProcessor(lines, threadRunner);

    private List<String> snapshot() {
        return lines.snapshot();
    }

    /** Waits up to {@code ms} for a line starting with {@code prefix}. */
    private boolean waitFor(String prefix, long ms) throws InterruptedException {
        return lines.waitFor(prefix, ms);
    }

    /** Sends {@code commands} one after another on a thread of their own, as the JVM's input reader does. */
    private Thread reader(String... commands) {
        Thread t = new Thread(() -> {
            for (String c : commands) {
                uci.handle(c);
            }
        }, "reader");
        t.setDaemon(true); // before the fix a blocked reader must not keep the test JVM alive
        t.start();
        return t;
    }

    /** Waits for the search thread to finish, up to {@code ms}; false if it is still busy. */
    private boolean idleWithin(long ms) throws InterruptedException {
        Thread waiter = new Thread(threadRunner::awaitIdle);
        waiter.setDaemon(true);
        waiter.start();
        waiter.join(ms);
        return !waiter.isAlive();
    }

    @Test
    void goPerftRunsLikeASearchStoppableWithIsReadyAnsweredMeanwhile() throws InterruptedException {
        Thread reader = reader("position startpos", "go perft 12", "isready");
        assertTrue(waitFor("readyok", PATIENCE_MS), "isready answered while perft 12 runs");
        reader.join(PATIENCE_MS);
        assertFalse(reader.isAlive(), "the input thread is free during perft");
        uci.handle("stop");
        assertTrue(idleWithin(PATIENCE_MS), "stop ends perft 12");
        List<String> out = snapshot();
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string go perft stopped")), out.toString());
        assertTrue(out.stream().noneMatch(l -> l.startsWith("Nodes searched")), "no total for a stopped count");
        assertTrue(out.stream().noneMatch(l -> l.startsWith("bestmove")), "perft gives no bestmove");
    }

    @Test
    void goPerftStillCountsOnTheSearchThread() throws InterruptedException {
        uci.handle("position startpos");
        uci.handle("go perft 3");
        assertTrue(idleWithin(PATIENCE_MS));
        assertTrue(snapshot().contains("Nodes searched: 8902"), snapshot().toString());
    }

    @Test
    void quitEndsGoPerftPromptly() throws InterruptedException {
        Thread reader = reader("position startpos", "go perft 12", "quit");
        reader.join(PATIENCE_MS);
        assertFalse(reader.isAlive(), "quit returned during perft 12");
    }

    @Test
    void benchRunsLikeASearchStoppableWithIsReadyAnsweredMeanwhile() throws InterruptedException {
        Thread reader = reader("bench 30", "isready");
        assertTrue(waitFor("readyok", PATIENCE_MS), "isready answered while bench 30 runs");
        reader.join(PATIENCE_MS);
        assertFalse(reader.isAlive(), "the input thread is free during bench");
        uci.handle("stop");
        assertTrue(idleWithin(PATIENCE_MS), "stop ends bench 30");
        List<String> out = snapshot();
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string bench stopped")), out.toString());
        assertTrue(out.stream().noneMatch(l -> l.startsWith("Nodes searched")), "no signature for a stopped bench");
    }

    @Test
    void quitEndsBenchPromptly() throws InterruptedException {
        Thread reader = reader("bench 30", "quit");
        reader.join(PATIENCE_MS);
        assertFalse(reader.isAlive(), "quit returned during bench 30");
    }

    @Test
    void stopEndsGoInfiniteAndIsReadyIsAnsweredMeanwhile() throws InterruptedException {
        uci.handle("position startpos moves d2d4");
        uci.handle("go infinite");
        Thread.sleep(150);
        uci.handle("isready");
        assertTrue(waitFor("readyok", PATIENCE_MS), "isready answered during the search");
        assertTrue(snapshot().stream().noneMatch(l -> l.startsWith("bestmove")), "no bestmove before stop");
        uci.handle("stop");
        assertTrue(waitFor("bestmove ", PATIENCE_MS), "bestmove after stop");
        threadRunner.awaitIdle();
        long count = snapshot().stream().filter(l -> l.startsWith("bestmove")).count();
        assertEquals(1, count);
    }

    @Test
    void stopDuringAMultiPvSearchPrintsOnlyWholeDepths() throws InterruptedException {
        uci.handle("setoption name MultiPV value 3");
        uci.handle("position startpos moves e2e4");
        uci.handle("go infinite");
        assertTrue(waitFor("info depth ", PATIENCE_MS), "a first depth");
        Thread.sleep(300); // and on: stopped in the middle of a later depth
        uci.handle("stop");
        assertTrue(waitFor("bestmove ", PATIENCE_MS), "bestmove after stop");
        threadRunner.awaitIdle();
        List<String> out = snapshot();
        List<String> infos = out.stream().filter(l -> l.startsWith("info depth ")).toList();
        assertFalse(infos.isEmpty());
        assertEquals(0, infos.size() % 3, "three lines for every depth printed: " + infos);
        for (int i = 0; i < infos.size(); i++) {
            assertTrue(infos.get(i).contains(" multipv " + (i % 3 + 1) + " "), infos.get(i));
        }
        // (bestmove need not be the last line 1 printed: as with one line, the unfinished depth may have proved a
        // better move.)
        assertTrue(out.get(out.size() - 1).matches("bestmove [a-h][1-8][a-h][1-8][qrbn]?( ponder \\S+)?"),
                out.get(out.size() - 1));
    }

    @Test
    void goInfiniteHoldsBestMoveUntilStopEvenWhenTheSearchEnds() throws InterruptedException {
        uci.handle("position fen 6k1/8/6K1/8/8/8/8/R7 w - - 0 1");
        uci.handle("go infinite");
        Thread.sleep(300); // the mate is proven quickly, but "infinite" waits for stop
        assertTrue(snapshot().stream().noneMatch(l -> l.startsWith("bestmove")));
        uci.handle("stop");
        assertTrue(waitFor("bestmove a1a8", PATIENCE_MS));
    }

    @Test
    void quitDuringSearchStopsIt() throws InterruptedException {
        uci.handle("position startpos");
        uci.handle("go infinite");
        Thread.sleep(50);
        long start = System.currentTimeMillis();
        assertFalse(uci.handle("quit"));
        assertTrue(System.currentTimeMillis() - start < PATIENCE_MS, "quit stopped the search and returned");
    }

    @Test
    void newGoStopsTheRunningSearchFirst() throws InterruptedException {
        uci.handle("position startpos");
        uci.handle("go infinite");
        Thread.sleep(50);
        uci.handle("go depth 2");
        threadRunner.awaitIdle();
        assertEquals(2, snapshot().stream().filter(l -> l.startsWith("bestmove")).count());
    }
}
