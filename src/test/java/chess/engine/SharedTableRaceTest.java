package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Two threads write and read one small hash table without locks, as Lazy SMP's threads do. Every entry's move,
 * score, depth and evaluation are functions of its key, so a hit that returns anything else is a torn entry (ints of
 * two writes) or another position's entry taken for this one: neither may ever come out of a probe.
 */
@org.junit.jupiter.api.Timeout(120)
class SharedTableRaceTest {
    /** Few buckets for many keys: the threads keep overwriting each other's entries in the same buckets. */
    private static final int KEYS = 1 << 14;
    private static final int ROUNDS = 300;

    private static int keyHi(int k) {
        return k * 0x9E3779B1 ^ 0x5bd1e995;
    }

    private static int moveOf(int hi) {
        return hi & 0xfffff | 1;
    }

    private static int scoreOf(int hi) {
        return (hi >> 8) % 20000;
    }

    private static int depthOf(int hi) {
        return hi >>> 24;
    }

    private static int evalOf(int hi) {
        return hi % 3000;
    }

    @Test
    void twoThreadsHammeringOneTableNeverReadATornOrForeignEntry() throws InterruptedException {
        TranspositionTable shared = new TranspositionTable(1); // the smallest table: 1024 buckets
        shared.newSearch();
        AtomicLong hits = new AtomicLong();
        AtomicReference<String> wrong = new AtomicReference<>();
        Thread[] threads = new Thread[2];
        for (int t = 0; t < threads.length; t++) {
            TranspositionTable view = TranspositionTable.viewOf(shared);
            int offset = t * 7919;
            threads[t] = new Thread(() -> {
                for (int round = 0; round < ROUNDS && wrong.get() == null; round++) {
                    for (int i = 0; i < KEYS; i++) {
                        int k = (i * 31 + offset + round) & (KEYS - 1);
                        int lo = k; // low half picks the bucket: 16 keys share each one
                        int hi = keyHi(k);
                        if (view.probe(lo, hi)) {
                            hits.incrementAndGet();
                            if (view.hitMove != moveOf(hi) || view.hitScore != scoreOf(hi)
                                    || view.hitDepth != depthOf(hi) || view.hitEval != evalOf(hi)
                                    || view.hitBound != TranspositionTable.BOUND_EXACT) {
                                wrong.compareAndSet(null, "key " + k + ": move " + view.hitMove + " score "
                                        + view.hitScore + " depth " + view.hitDepth + " eval " + view.hitEval);
                            }
                        }
                        view.store(lo, hi, moveOf(hi), scoreOf(hi), depthOf(hi), TranspositionTable.BOUND_EXACT,
                                evalOf(hi));
                    }
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(null, wrong.get());
        assertTrue(hits.get() > 100_000, "the probes found entries (" + hits.get() + " hits)");
    }

    @Test
    void anEntryWhoseIntsComeFromTwoWritesIsAMiss() {
        // Two positions in one bucket: the ints of the second's entry written over the first's, except its check
        // word (as a reader may see it halfway through another thread's write).
        TranspositionTable a = new TranspositionTable(1);
        TranspositionTable b = TranspositionTable.viewOf(a);
        a.store(5, 1111, 77, 10, 4, TranspositionTable.BOUND_EXACT, 40);
        assertTrue(a.probe(5, 1111));
        int[] before = a.snapshotBucket(5);
        b.store(5, 1111, 99, -300, 9, TranspositionTable.BOUND_LOWER, -250);
        int[] after = a.snapshotBucket(5);
        assertTrue(a.probe(5, 1111) && a.hitMove == 99 && a.hitScore == -300 && a.hitEval == -250);
        after[0] = before[0]; // the old check word with the new data
        a.restoreBucket(5, after);
        assertTrue(!a.probe(5, 1111), "a torn entry is not taken for the position");
    }
}
