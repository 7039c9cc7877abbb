package chess.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Which searches the page ends by a "stop" line between slices on a page without a stop flag: those the worker runs
 * in slices, the ones only a stop or their depth ends (chess.engine.Limits#endsByStopOrDepth decides alike there).
 */
class WorkerEngineGoLinesTest {
    @Test
    void analysisEndsByStopOrDepthAndTimedSearchesDoNot() {
        assertTrue(WorkerEngine.endsByStopOrDepth("go depth 64"));
        assertTrue(WorkerEngine.endsByStopOrDepth("go infinite"));
        assertTrue(WorkerEngine.endsByStopOrDepth("go infinite searchmoves e2e4 d2d4"));
        assertFalse(WorkerEngine.endsByStopOrDepth("go movetime 1000"));
        assertFalse(WorkerEngine.endsByStopOrDepth("go wtime 60000 btime 60000 winc 0 binc 0"));
        assertFalse(WorkerEngine.endsByStopOrDepth("go depth 10 nodes 20000"));
        assertFalse(WorkerEngine.endsByStopOrDepth("go nodes 400000"));
        assertFalse(WorkerEngine.endsByStopOrDepth("go"));
    }
}
