package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import chess.core.Fen;
import org.junit.jupiter.api.Test;

/** Contempt changes the engine's tree, but never the bench signature. */
class ContemptTest {
    private static final int DEPTH = 7;

    private static long benchNodesSearchedBy(Engine engine) {
        long total = 0;
        for (String fen : Bench.POSITIONS) {
            engine.clearTableAndHistories();
            total += engine.search(Fen.parse(fen), new Limits().depth(DEPTH), null).info.nodes;
        }
        return total;
    }

    @Test
    void benchSetsTheSessionsContemptAsideAndRestoresIt() {
        Engine plain = new Engine(Engine.DEFAULT_HASH_MB);
        Engine contemptuous = new Engine(Engine.DEFAULT_HASH_MB);
        contemptuous.setContempt(100);
        // The bench positions' trees hold draws: a search with contempt counts other nodes...
        assertNotEquals(benchNodesSearchedBy(plain), benchNodesSearchedBy(contemptuous));
        // ...so the bench must search without it to give the signature.
        assertEquals(Bench.run(plain, DEPTH, new StopSignal(), line -> { }),
                Bench.run(contemptuous, DEPTH, new StopSignal(), line -> { }));
        assertEquals(100, contemptuous.contempt(), "the session's contempt is back after the bench");
    }
}
