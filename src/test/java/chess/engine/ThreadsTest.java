package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The engine with Lazy SMP helper threads: the thread count's bounds, a legal move from every search, stop ends
 * every thread, no thread outlives its search, and one thread searches exactly as an engine that cannot start any.
 * Waits are generous liveness bounds for a loaded machine, not speed tests (chess.engine.ThreadScaling measures).
 */
@org.junit.jupiter.api.Timeout(300)
class ThreadsTest {
    private static final long PATIENCE_MS = 20_000;

    private static Engine engine(int threads) {
        Engine e = new Engine(8);
        e.allowThreads(HelperThreads.INSTANCE, 4);
        e.setThreads(threads);
        return e;
    }

    private static List<Thread> liveHelpers() {
        List<Thread> helpers = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("search-helper-") && t.isAlive()) {
                helpers.add(t);
            }
        }
        return helpers;
    }

    private static boolean isLegal(Board b, int move) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves, 0);
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    @Test
    void threadCountIsClampedToWhatTheEngineAllows() {
        Engine alone = new Engine(1);
        assertFalse(alone.threadsAllowed());
        assertTrue(alone.setThreads(8));
        assertEquals(1, alone.threads(), "without a runner the engine searches alone");

        Engine e = new Engine(1);
        e.allowThreads(HelperThreads.INSTANCE, 3);
        assertEquals(3, e.maxThreads());
        e.setThreads(0);
        assertEquals(1, e.threads());
        e.setThreads(99);
        assertEquals(3, e.threads());
        e.setThreads(2);
        assertEquals(2, e.threads());
    }

    @Test
    void oneThreadSearchesExactlyAsAnEngineWithoutThreads() {
        List<String> plain = new ArrayList<>();
        long expected = Bench.run(new Engine(), 8, new StopSignal(), plain::add);
        Engine e = new Engine();
        e.allowThreads(HelperThreads.INSTANCE, 4);
        e.setThreads(3);
        e.setThreads(1); // helpers made and let go again
        List<String> threaded = new ArrayList<>();
        assertEquals(expected, Bench.run(e, 8, new StopSignal(), threaded::add));
        assertEquals(plain.subList(0, Bench.POSITIONS.length), threaded.subList(0, Bench.POSITIONS.length),
                "same moves and node counts, position by position");
    }

    @Test
    void twoThreadsReturnALegalMoveEverywhereAndLeaveNoThreadBehind() {
        Engine e = engine(2);
        for (String fen : Bench.POSITIONS) {
            Board b = Fen.parse(fen);
            String before = Fen.write(b);
            SearchResult r = e.search(b, new Limits().depth(9), null);
            assertTrue(isLegal(b, r.bestMove), fen + ": " + Move.toUci(r.bestMove));
            assertEquals(before, Fen.write(b), "the board is given back unchanged");
            assertTrue(liveHelpers().isEmpty(), "no helper outlives its search");
        }
        Board timed = Fen.parse(Bench.POSITIONS[3]);
        SearchResult r = e.search(timed, new Limits().moveTime(300), null);
        assertTrue(isLegal(timed, r.bestMove));
    }

    @Test
    void twoThreadsFindAMateAndKeepTheGameHistory() {
        Engine e = engine(2);
        // A back-rank mate in one, after moves that put the game's history behind the root.
        Board b = Fen.parse("4r1k1/5ppp/8/8/8/8/5PPP/4RRK1 w - - 0 1");
        for (String m : new String[] {"e1e2", "e8e7", "e2e1", "e7e8"}) {
            b.make(chess.core.UciMove.parse(b, m));
        }
        SearchResult r = e.search(b, new Limits().depth(8), null);
        assertEquals("e1e8", Move.toUci(r.bestMove));
        assertEquals(1, r.info.mateIn);
    }

    @Test
    void theHelpersRunDuringTheSearchAndStopEndsThemAll() throws InterruptedException {
        Engine e = engine(2);
        Board b = Fen.parse(Bench.POSITIONS[2]);
        CountDownLatch firstIteration = new CountDownLatch(1);
        List<Thread> seen = new ArrayList<>();
        SearchResult[] result = new SearchResult[1];
        Thread search = new Thread(() -> result[0] = e.search(b, new Limits().infinite(true), info -> {
            if (firstIteration.getCount() > 0) {
                seen.addAll(liveHelpers());
                firstIteration.countDown();
            }
        }), "search");
        search.start();
        assertTrue(firstIteration.await(PATIENCE_MS, TimeUnit.MILLISECONDS), "the search reports an iteration");
        assertEquals(1, seen.size(), "one helper runs beside the main search: " + seen);
        assertFalse(e.setThreads(1), "the thread count does not change during a search");
        assertEquals(2, e.threads());
        e.stop();
        search.join(PATIENCE_MS);
        assertFalse(search.isAlive(), "stop ends the search");
        assertTrue(liveHelpers().isEmpty(), "and every helper with it");
        assertTrue(isLegal(b, result[0].bestMove));
        assertTrue(e.setThreads(1), "between searches the count can change");
    }
}
