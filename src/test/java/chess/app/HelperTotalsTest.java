package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class HelperTotalsTest {
    private static final String MAIN = "info depth 12 seldepth 18 multipv 1 score cp 20 nodes 1000 nps 500 hashfull 7"
            + " time 2000 pv e2e4 e7e5";

    @Test
    void theHelpersLatestCountsAreAddedToTheReportingEnginesNodesAndSpeed() {
        HelperTotals totals = new HelperTotals();
        assertEquals(MAIN, totals.addTo(MAIN), "no helper has reported");
        Object a = new Object();
        Object b = new Object();
        totals.helperLine(a, "info depth 10 score cp 15 nodes 300 nps 100 pv d2d4");
        totals.helperLine(a, "info depth 11 score cp 18 nodes 700 nps 350 pv d2d4");
        totals.helperLine(b, "info depth 12 score cp 19 nodes 50 nps 25 pv g1f3");
        assertEquals("info depth 12 seldepth 18 multipv 1 score cp 20 nodes 1750 nps 875 hashfull 7 time 2000"
                + " pv e2e4 e7e5", totals.addTo(MAIN), "a's latest (700, 350) and b's (50, 25)");
        totals.clear();
        assertEquals(MAIN, totals.addTo(MAIN), "a new search starts without the last one's counts");
    }

    @Test
    void otherLinesAreLeftAlone() {
        HelperTotals totals = new HelperTotals();
        totals.helperLine(new Object(), "info depth 3 nodes 10 nps 5 pv e2e4");
        totals.helperLine(new Object(), "info string nodes 99999");
        totals.helperLine(new Object(), "bestmove e2e4");
        assertEquals("info string hash table shared: 16 MB", totals.addTo("info string hash table shared: 16 MB"));
        assertEquals("bestmove e2e4 ponder e7e5", totals.addTo("bestmove e2e4 ponder e7e5"));
        assertEquals("info depth 4 currmove e2e4 pv nodes", totals.addTo("info depth 4 currmove e2e4 pv nodes"),
                "nothing after pv is a count");
        assertEquals("info depth 5 nodes 20 nps 15 pv e2e4", totals.addTo("info depth 5 nodes 10 nps 10 pv e2e4"),
                "only the one helper's report counts");
    }
}
