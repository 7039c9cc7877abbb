package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AnalysisWorkersTest {
    private static final String PAGE = "https://example.org/chess/";

    @Test
    void oneWorkerPerCoreButTheOneLeftToThePageUpToFour() {
        assertEquals(1, AnalysisWorkers.count(PAGE, 0), "cores unknown: one");
        assertEquals(1, AnalysisWorkers.count(PAGE, 1));
        assertEquals(1, AnalysisWorkers.count(PAGE, 2));
        assertEquals(2, AnalysisWorkers.count(PAGE, 3));
        assertEquals(3, AnalysisWorkers.count(PAGE, 4));
        assertEquals(4, AnalysisWorkers.count(PAGE, 16));
    }

    @Test
    void theAddressMaySetTheNumber() {
        assertEquals(1, AnalysisWorkers.count(PAGE + "?build=wasm&analysisWorkers=1", 8));
        assertEquals(3, AnalysisWorkers.count(PAGE + "#analysisWorkers=3", 2));
        for (String bad : new String[] {"0", "5", "12", "x", ""}) {
            assertEquals(2, AnalysisWorkers.count(PAGE + "?analysisWorkers=" + bad, 3), bad + " is ignored");
        }
    }
}
