package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pool of review engines with the test playing the engines: who gets which search, results, cancel. */
class SearchPoolTest {
    private final FakeEngine a = new FakeEngine();
    private final FakeEngine b = new FakeEngine();
    private final SearchPool pool = new SearchPool(List.of(a, b));
    private final List<String> finished = new ArrayList<>();

    private SearchPool.Search search(String name, int lines) {
        return new SearchPool.Search(() -> List.of("position " + name, "go nodes 1000"), lines,
                r -> finished.add(name + " " + r.bestMove));
    }

    @Test
    void searchesGoToTheFirstFreeEngineAndWaitInOrderForOne() {
        pool.submit(search("p1", 1));
        assertEquals(List.of("position p1", "go nodes 1000"), a.sent);
        assertTrue(b.sent.isEmpty(), "the second engine is not started for one search");
        pool.submit(search("p2", 1));
        pool.submit(search("p3", 1));
        pool.submit(search("p4", 1));
        assertEquals("position p2", b.last("position"));
        assertEquals(4, pool.pending());
        pool.line(1, "bestmove e2e4");
        assertEquals(List.of("p2 e2e4"), finished);
        assertEquals("position p3", b.last("position"), "the first queued search went to the engine set free");
        pool.line(0, "bestmove d2d4");
        assertEquals("position p4", a.last("position"));
        pool.line(0, "bestmove c2c4");
        pool.line(1, "bestmove g1f3");
        assertEquals(List.of("p2 e2e4", "p1 d2d4", "p4 c2c4", "p3 g1f3"), finished);
        assertEquals(0, pool.pending());
    }

    @Test
    void withFewerEnginesInUseTheOthersFinishTheirSearchAndGetNoNewOneUntilAllAreUsedAgain() {
        pool.submit(search("p1", 1));
        pool.submit(search("p2", 1));
        pool.useEngines(1);
        assertEquals(1, pool.usableEngines());
        pool.submit(search("p3", 1));
        pool.line(1, "bestmove e2e4");
        assertEquals(List.of("p2 e2e4"), finished, "the search running on the engine set aside finishes");
        assertEquals("position p2", b.last("position"), "and it gets no new one");
        assertEquals(2, pool.pending(), "p1 running, p3 waiting for the first engine");
        pool.line(0, "bestmove d2d4");
        assertEquals("position p3", a.last("position"));
        pool.submit(search("p4", 1));
        pool.useEngines(2);
        assertEquals("position p4", b.last("position"), "every engine again: the queue goes to the free one at once");
        pool.useEngines(0);
        assertEquals(1, pool.usableEngines(), "never fewer than one");
        pool.useEngines(9);
        assertEquals(2, pool.usableEngines(), "never more than the pool has");
    }

    @Test
    void aSearchsCommandsAreMadeWhenItIsSentNotWhileItWaits() {
        List<String> made = new ArrayList<>();
        for (String name : List.of("p1", "p2", "p3", "p4")) {
            pool.submit(new SearchPool.Search(() -> {
                made.add(name);
                return List.of("position " + name, "go nodes 1");
            }, 1, r -> finished.add(name)));
        }
        assertEquals(List.of("p1", "p2"), made, "two engines: two searches sent, two waiting");
        pool.line(0, "bestmove e2e4");
        assertEquals(List.of("p1", "p2", "p3"), made);
        assertEquals("position p3", a.last("position"));
        pool.cancel();
        assertEquals(List.of("p1", "p2", "p3"), made, "a search cancelled while waiting is never made");
    }

    @Test
    void theLastScoredReportOfEachLineWantedIsKept() {
        List<SearchPool.Result> results = new ArrayList<>();
        pool.submit(new SearchPool.Search(() -> List.of("position x", "go nodes 5"), 2, results::add));
        pool.line(0, "info depth 3 multipv 1 score cp 10 pv e2e4");
        pool.line(0, "info depth 3 multipv 2 score cp 5 pv d2d4");
        pool.line(0, "info depth 4 multipv 1 score cp 12 pv e2e4 e7e5");
        pool.line(0, "info depth 4 multipv 3 score cp 1 pv c2c4");
        pool.line(0, "info string not a report");
        pool.line(0, "info depth 5 currmove g1f3");
        pool.line(0, "bestmove e2e4");
        SearchPool.Result r = results.get(0);
        assertEquals(12, r.line(1).score);
        assertEquals(List.of("e2e4", "e7e5"), r.line(1).pv);
        assertEquals(5, r.line(2).score);
        assertNull(r.line(3), "only the lines asked for");
        assertEquals("e2e4", r.bestMove);
    }

    @Test
    void cancelRestartsOnlyTheBusyEnginesAndForgetsTheQueue() {
        pool.submit(search("p1", 1));
        pool.cancel();
        assertEquals(1, a.restarts);
        assertEquals(0, b.restarts, "an idle engine is left alone");
        pool.line(0, "bestmove e2e4");
        assertTrue(finished.isEmpty(), "a cancelled search's late lines are ignored");
        pool.submit(search("p2", 1));
        pool.submit(search("p3", 1));
        pool.submit(search("p4", 1));
        pool.cancel();
        assertEquals(2, a.restarts);
        assertEquals(1, b.restarts);
        assertEquals(0, pool.pending());
        pool.submit(search("p5", 1));
        pool.line(0, "bestmove a2a3");
        assertEquals(List.of("p5 a2a3"), finished, "p4 was forgotten");
    }

    @Test
    void aListenerMaySubmitTheNextSearch() {
        pool.submit(new SearchPool.Search(() -> List.of("position first", "go nodes 1"), 1, r -> {
            finished.add("first");
            pool.submit(search("deeper", 2));
        }));
        pool.line(0, "bestmove e2e4");
        assertEquals("position deeper", a.last("position"), "a follow-up search (a deeper look) is just one more");
        pool.line(0, "bestmove e2e4");
        assertEquals(List.of("first", "deeper e2e4"), finished);
        assertThrows(IllegalArgumentException.class, () -> new SearchPool(List.of()));
    }

    @Test
    void aReportsLineIsReadFromItsMultipvWithoutReadingTheRest() {
        assertEquals(1, SearchPool.reportLine("info depth 3 score cp 20 nodes 100 pv e2e4"));
        assertEquals(2, SearchPool.reportLine("info depth 3 multipv 2 score cp 20 pv d2d4"));
        assertEquals(5, SearchPool.reportLine("info depth 3 multipv 99 score cp 20 pv d2d4"), "clamped as parse does");
        assertEquals(1, SearchPool.reportLine("info depth 3 multipv x score cp 20 pv d2d4"));
        assertEquals(0, SearchPool.reportLine("info depth 3 currmove e2e4 currmovenumber 1"));
        assertEquals(0, SearchPool.reportLine("info string the score is 3"));
        for (String line : new String[] {"info depth 3 score cp 20 nodes 100 pv e2e4",
                "info depth 7 multipv 3 score mate -2 pv a2a3", "info depth 1 multipv 2 score cp 5"}) {
            assertEquals(EngineInfo.parse(line).line, SearchPool.reportLine(line), line);
        }
    }
}
