package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The hash table sized from the heap, with the heap's size given (as the JVM host passes Runtime.maxMemory()). */
class HashSizingTest {
    private static final long MB = 1 << 20;

    @Test
    void theTableFitsTheHeap() {
        assertEquals(16 * MB, TranspositionTable.affordableBytes(16, 0), "heap unknown: the size asked");
        assertEquals(16 * MB, TranspositionTable.affordableBytes(16, 4096 * MB));
        assertEquals(1024 * MB, TranspositionTable.affordableBytes(1024, 8192 * MB));
        assertEquals(16 * MB, TranspositionTable.affordableBytes(32, 64 * MB), "-Xmx64m: half of what is left");
        assertEquals(4 * MB, TranspositionTable.affordableBytes(16, 24 * MB));
        assertEquals(32 * 1024, TranspositionTable.affordableBytes(16, 8 * MB), "-Xmx8m: the smallest table");
        assertEquals(32 * 1024, TranspositionTable.affordableBytes(1, 1));
        for (long heap = 1; heap < 4096 * MB; heap = heap * 3 + 7) {
            long bytes = TranspositionTable.affordableBytes(64, heap);
            assertEquals(1, Long.bitCount(bytes), "a power of two: " + bytes);
            assertTrue(bytes <= 64 * MB);
        }
    }

    @Test
    void theEngineSaysWhatItUses() {
        Engine engine = new Engine(16, 20 * MB);
        assertEquals(4 * MB, engine.hashBytes());
        assertFalse(engine.setHashSize(32));
        assertEquals(4 * MB, engine.hashBytes());
        assertTrue(engine.setHashSize(2));
        assertEquals(2 * MB, engine.hashBytes());
        assertEquals("4 MB", Engine.formatBytes(4 * MB));
        assertEquals("32 KB", Engine.formatBytes(32 * 1024));
    }

    @Test
    void benchOnABiggerTableUsesOnly16MbOfItAndGivesTheSameCount() {
        long fresh = Bench.run(4, Engine.DEFAULT_HASH_MB, line -> { });
        Engine engine = new Engine(64);
        engine.search(chess.core.Fen.parse(Bench.POSITIONS[3]), new Limits().depth(6), null); // caches filled
        engine.setLevel(Level.of(3));
        List<String> out = new ArrayList<>();
        long reused = Bench.run(engine, 4, new StopSignal(), out::add);
        assertEquals(fresh, reused, "the same signature on the session's 64 MB table");
        assertEquals(fresh, Bench.run(engine, 4, new StopSignal(), line -> { }), "and again on the same engine");
        assertEquals(Level.of(3), engine.level(), "the level is restored");
        assertEquals(64 * MB, engine.hashBytes());
        assertTrue(out.stream().noneMatch(l -> l.startsWith("Hash")), out.toString());
    }

    @Test
    void benchOnASmallerTableSaysSo() {
        List<String> out = new ArrayList<>();
        Bench.run(new Engine(16, 24 * MB), 2, new StopSignal(), out::add);
        assertTrue(out.get(0).startsWith("Hash table: 4 MB, not 16 MB"), out.get(0));
    }
}
