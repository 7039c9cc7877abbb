package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EngineInfoTest {
    @Test
    void readsTheEnginesReport() {
        EngineInfo info = EngineInfo.parse("info depth 12 seldepth 18 multipv 1 score cp -35 nodes 123456 nps 850000"
                + " hashfull 12 time 145 pv e7e5 g1f3 b8c6");
        assertEquals(12, info.depth);
        assertTrue(info.hasScore);
        assertFalse(info.mate);
        assertEquals(-35, info.score);
        assertEquals(123456, info.nodes);
        assertEquals(850000, info.nps);
        assertEquals(List.of("e7e5", "g1f3", "b8c6"), info.pv);
        assertEquals("e7e5", info.firstMove());
        assertEquals("850 k nodes/s", info.speedText());
    }

    @Test
    void readsMateScoresAndBounds() {
        EngineInfo mate = EngineInfo.parse("info depth 5 score mate -3 nodes 10 pv e1e2");
        assertTrue(mate.mate);
        assertEquals(-3, mate.score);
        EngineInfo bound = EngineInfo.parse("info depth 7 score cp 20 lowerbound nodes 99 pv d2d4");
        assertEquals(20, bound.score);
        assertEquals(99, bound.nodes);
    }

    @Test
    void otherLinesAreNoReports() {
        assertNull(EngineInfo.parse("info string build wasm"));
        assertNull(EngineInfo.parse("info string score cp 5 pv e2e4"));
        assertNull(EngineInfo.parse("info depth 3 currmove e2e4 currmovenumber 1"));
        assertNull(EngineInfo.parse("bestmove e2e4"));
        assertNull(EngineInfo.parse("readyok"));
        assertNull(EngineInfo.parse(""));
        assertNull(EngineInfo.parse(null));
    }

    @Test
    void garbledNumbersLeaveTheirFieldUnset() {
        EngineInfo info = EngineInfo.parse("info depth x12 score cp 1e5 nodes 99999999999999999999999 nps -5 pv a2a3");
        assertEquals(0, info.depth);
        assertFalse(info.hasScore);
        assertEquals(0, info.nodes);
        assertEquals(0, info.nps);
        assertEquals("", info.speedText());
        assertEquals(List.of("a2a3"), info.pv);
        assertNull(EngineInfo.parse("info score"), "a score without unit or value is no report");
        assertNull(EngineInfo.parse("info score mate"));
        assertEquals(List.of(), EngineInfo.parse("info score cp 3 pv").pv);
    }

    @Test
    void speedInMillions() {
        assertEquals("1.2 M nodes/s", EngineInfo.parse("info score cp 0 nodes 2000000 nps 1234567").speedText());
        assertEquals("1 k nodes/s", EngineInfo.parse("info score cp 0 nodes 10000 nps 200").speedText());
    }

    @Test
    void aSearchOfAFewNodesShowsNoSpeed() {
        assertEquals("", EngineInfo.parse("info depth 8 score mate 1 nodes 900 nps 1000 pv e2e4").speedText(),
                "a forced mate found in 900 nodes");
        assertEquals("", EngineInfo.parse("info score cp 0 nps 850000").speedText(), "no node count");
    }

    @Test
    void bestMove() {
        assertEquals("e2e4", EngineInfo.bestMove("bestmove e2e4 ponder e7e5"));
        assertEquals("0000", EngineInfo.bestMove("bestmove 0000"));
        assertEquals("e7e8q", EngineInfo.bestMove("  bestmove\te7e8q"));
        assertNull(EngineInfo.bestMove("bestmove"));
        assertNull(EngineInfo.bestMove("info depth 1 pv e2e4"));
        assertNull(EngineInfo.bestMove(null));
    }
}
