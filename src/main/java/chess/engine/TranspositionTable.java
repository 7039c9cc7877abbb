package chess.engine;

/**
 * Transposition table in plain ints (no objects, no {@code long}), kept in a {@link TableMemory}: an int array of
 * its own, or memory shared with other workers' engines. Buckets of two entries: the first keeps
 * the deepest result (depth-preferred, unless it is from an older search), the second always takes the newest.
 * The bucket is chosen by the low hash half and an entry is verified by the high half.
 *
 * <p>Entry layout, four ints: check word, move, {@code score << 16 | depth << 8 | bound << 6 | age}, and the
 * position's static evaluation ({@link #NO_EVAL} when unknown). Keeping the evaluation here saves the search a
 * second random memory access per node: the bucket it probes already holds it.
 *
 * <p>The check word is the key (hashHi) XORed with the other three ints, so an entry is accepted only when all
 * four were written together. Several search threads (Lazy SMP, {@link SmpSearch}) write the table without
 * locks; a reader can meet an entry whose ints come from two different writes, and then the XOR no longer gives
 * its key and the entry is a miss, where a plain key would have passed another position's score or evaluation
 * as this one's. (Checking only the move's legality would not do: the scores would still be wrong; and a move
 * from the table is never played, only looked for among the generated legal moves.) With one thread the check
 * word gives exactly the key, so the single-threaded search is unchanged. The {@code hit*} fields are each
 * thread's own: every helper reads the shared ints through its own table object ({@link #follow}). In the browser
 * the helpers are engines in other Web Workers, and the ints are in memory they all share ({@link #useMemory}).
 */
final class TranspositionTable {
    static final int BOUND_NONE = 0;
    static final int BOUND_UPPER = 1;
    static final int BOUND_LOWER = 2;
    static final int BOUND_EXACT = 3;
    /** Static evaluation slot of an entry stored without one (for example a position in check). */
    static final int NO_EVAL = Integer.MIN_VALUE;

    private static final int INTS_PER_ENTRY = 4;
    private static final int INTS_PER_BUCKET = 2 * INTS_PER_ENTRY;
    /**
     * Ints left unused at the start of the table. On HotSpot a large array starts on an aligned address and its
     * elements 16 bytes later, so with this pad every 32-byte bucket lies within one 64-byte cache line: a probe
     * costs one memory access, not two. Elsewhere it only costs 48 bytes.
     */
    private static final int FIRST_BUCKET = 12;

    private TableMemory table;
    private int mask;
    private int age;

    // Result of the last successful probe (read right after probe()).
    int hitMove;
    int hitScore;
    int hitDepth;
    int hitBound;
    int hitEval;

    /** The smallest table: 1024 buckets, 32 KB. */
    static final int MIN_BUCKETS = 1 << 10;
    /** The largest table: 2^26 buckets, 2 GB. */
    private static final int MAX_BUCKETS = 1 << 26;
    /**
     * Heap kept for everything but the table when the table is sized from the heap: the engine's other tables
     * (evaluation cache, histories, about 4 MB), the JVM's own objects, and room for the garbage collector.
     */
    static final long HEAP_RESERVE = 12L << 20;

    TranspositionTable(long bytes) {
        resize(bytes);
    }

    /** A view without a table of its own ({@link #viewOf}), or a table over outside memory ({@link #over}). */
    private TranspositionTable() {
    }

    /** A table whose entries are in {@code memory} from the start (see {@link #useMemory}); it allocates none. */
    static TranspositionTable over(TableMemory memory) {
        TranspositionTable table = new TranspositionTable();
        table.useMemory(memory);
        return table;
    }

    /**
     * The table size in bytes to use for a request of {@code megabytes} in a heap of at most {@code maxHeap} bytes
     * (0 when unknown: the request as it is): a power of two, no more than half of what {@link #HEAP_RESERVE}
     * leaves of the heap, and no less than {@link #MIN_BUCKETS} buckets.
     */
    static long affordableBytes(int megabytes, long maxHeap) {
        long wanted = (long) Math.max(1, megabytes) << 20;
        if (maxHeap > 0) {
            wanted = Math.min(wanted, (maxHeap - HEAP_RESERVE) / 2);
        }
        long buckets = Math.max(MIN_BUCKETS, Math.min(MAX_BUCKETS, wanted / (INTS_PER_BUCKET * 4)));
        return Long.highestOneBit(buckets) * INTS_PER_BUCKET * 4;
    }

    /**
     * Replaces the table by an empty one of the largest power-of-two bucket count that fits in {@code bytes} (at
     * least {@link #MIN_BUCKETS}). The old table is let go first, so the heap never holds both; if the memory
     * still cannot be had, half as much is tried, down to the smallest table. {@link #bytes()} tells what was used.
     */
    void resize(long bytes) {
        long buckets = Math.max(MIN_BUCKETS, Math.min(MAX_BUCKETS, bytes / (INTS_PER_BUCKET * 4)));
        int n = (int) Long.highestOneBit(buckets);
        table = null;
        while (true) {
            try {
                table = new IntArrayMemory(FIRST_BUCKET + n * INTS_PER_BUCKET);
                break;
            } catch (OutOfMemoryError e) {
                if (n == MIN_BUCKETS) {
                    throw e;
                }
                n /= 2;
            }
        }
        mask = n - 1;
        age = 0;
    }

    /** True while the entries are in outside memory that engines in other workers use too ({@link #useMemory}). */
    boolean shared() {
        return !(table instanceof IntArrayMemory);
    }

    /** Size of the table in bytes (its buckets; a power of two). */
    long bytes() {
        return (long) (mask + 1) * INTS_PER_BUCKET * 4;
    }

    /** Empties the buckets in use (all of them, unless {@link #useAtMost} limited them). */
    void clear() {
        table.clear(0, FIRST_BUCKET + (mask + 1) * INTS_PER_BUCKET);
        age = 0;
    }

    /**
     * Uses (and clears) only the first buckets, at most {@code bytes} of them, as if the table were that big (the
     * bench: the same count whatever the Hash setting, without a second table); {@link #useAll} undoes it.
     */
    void useAtMost(long bytes) {
        long buckets = Math.max(MIN_BUCKETS, bytes / (INTS_PER_BUCKET * 4));
        mask = (int) Math.min(capacity(), Long.highestOneBit(buckets)) - 1;
        clear();
    }

    /** Uses (and clears) the whole table again after {@link #useAtMost}. */
    void useAll() {
        mask = capacity() - 1;
        clear();
    }

    /** The most buckets the memory holds, a power of two. */
    private int capacity() {
        return Integer.highestOneBit((table.length() - FIRST_BUCKET) / INTS_PER_BUCKET);
    }

    /**
     * Keeps the entries in {@code memory} from now on: memory that engines in other workers share (the browser's
     * Lazy SMP), as many buckets as fit, a power of two. What it holds is kept, since another engine may be
     * searching with it; {@link #resize} goes back to a table of this engine's own.
     *
     * @throws IllegalArgumentException when {@code memory} holds fewer than {@link #MIN_BUCKETS} buckets
     */
    void useMemory(TableMemory memory) {
        int buckets = (memory.length() - FIRST_BUCKET) / INTS_PER_BUCKET;
        if (buckets < MIN_BUCKETS) {
            throw new IllegalArgumentException("a shared hash table needs at least " + MIN_BUCKETS + " buckets ("
                    + (FIRST_BUCKET + MIN_BUCKETS * INTS_PER_BUCKET) + " ints), not " + memory.length() + " ints");
        }
        table = memory;
        mask = Math.min(MAX_BUCKETS, Integer.highestOneBit(buckets)) - 1;
    }

    /** Called once per search so older entries lose their depth preference. */
    void newSearch() {
        age = (age + 1) & 63;
    }

    /**
     * A table object that reads and writes {@code shared}'s entries but has its own {@code hit*} fields: a helper
     * thread's view, made to {@link #follow} the shared table before each search.
     */
    static TranspositionTable viewOf(TranspositionTable shared) {
        TranspositionTable view = new TranspositionTable();
        view.follow(shared);
        return view;
    }

    /**
     * Uses {@code shared}'s entries, size and age from now on (a helper before each search: resizing, clearing and
     * the age step are done on the shared table while no helper runs).
     */
    void follow(TranspositionTable shared) {
        table = shared.table;
        mask = shared.mask;
        age = shared.age;
    }

    /**
     * Looks the position up; on a hit fills {@code hit*} fields and returns true. Each entry's ints are read once
     * (another thread may be rewriting them) and taken when they were written together for this key. The two
     * entries are one loop rather than two calls of a helper: TeaVM does not inline a method called from two
     * places, so the JavaScript build made a call per entry read.
     */
    boolean probe(int hashLo, int hashHi) {
        TableMemory t = table;
        int bucket = FIRST_BUCKET + (hashLo & mask) * INTS_PER_BUCKET;
        for (int i = bucket; i < bucket + INTS_PER_BUCKET; i += INTS_PER_ENTRY) {
            int check = t.get(i);
            int move = t.get(i + 1);
            int info = t.get(i + 2);
            int eval = t.get(i + 3);
            if ((check ^ move ^ info ^ eval) == hashHi && info != 0) {
                hitMove = move;
                hitScore = info >> 16;
                hitDepth = info >>> 8 & 0xff;
                hitBound = info >>> 6 & 3;
                hitEval = eval;
                return true;
            }
        }
        return false;
    }

    /** The key entry {@code i} was written for (garbage when its ints come from different writes). */
    private static int keyAt(TableMemory t, int i) {
        return t.get(i) ^ t.get(i + 1) ^ t.get(i + 2) ^ t.get(i + 3);
    }

    /**
     * Stores a result; {@code depth} is clamped to 0..255, {@code score} must fit in 16 bits, {@code staticEval} is
     * the position's evaluation or {@link #NO_EVAL}.
     */
    void store(int hashLo, int hashHi, int move, int score, int depth, int bound, int staticEval) {
        int d = depth < 0 ? 0 : Math.min(depth, 255);
        int info = score << 16 | d << 8 | bound << 6 | age;
        TableMemory t = table;
        int first = FIRST_BUCKET + (hashLo & mask) * INTS_PER_BUCKET;
        int second = first + INTS_PER_ENTRY;
        if (keyAt(t, first) == hashHi && t.get(first + 2) != 0) {
            write(first, hashHi, move, info, staticEval);
            return;
        }
        if (keyAt(t, second) == hashHi && t.get(second + 2) != 0) {
            write(second, hashHi, move, info, staticEval);
            return;
        }
        int firstInfo = t.get(first + 2);
        boolean stale = (firstInfo & 63) != age;
        if (firstInfo == 0 || stale || d >= (firstInfo >>> 8 & 0xff)) {
            // Demote the old depth-preferred entry to the always-replace slot (its check word moves with it; a
            // copy torn by another thread's write fails its check and is a miss).
            t.set(second, t.get(first));
            t.set(second + 1, t.get(first + 1));
            t.set(second + 2, t.get(first + 2));
            t.set(second + 3, t.get(first + 3));
            write(first, hashHi, move, info, staticEval);
        } else {
            write(second, hashHi, move, info, staticEval);
        }
    }

    private void write(int i, int key, int move, int info, int staticEval) {
        TableMemory t = table;
        // What the entry holds for this key is kept where the new result has nothing (its best move, its
        // evaluation); each int is read once so that the kept values come from one verified write.
        int oldMove = t.get(i + 1);
        int oldInfo = t.get(i + 2);
        int oldEval = t.get(i + 3);
        boolean sameKey = (t.get(i) ^ oldMove ^ oldInfo ^ oldEval) == key;
        if (move == 0 && sameKey) {
            move = oldMove;
        }
        if (staticEval == NO_EVAL && sameKey) {
            staticEval = oldEval;
        }
        t.set(i, key ^ move ^ info ^ staticEval);
        t.set(i + 1, move);
        t.set(i + 2, info);
        t.set(i + 3, staticEval);
    }

    /** The ints of the bucket of {@code hashLo}, copied (for tests: what a reader may meet). */
    int[] snapshotBucket(int hashLo) {
        int i = FIRST_BUCKET + (hashLo & mask) * INTS_PER_BUCKET;
        int[] ints = new int[INTS_PER_BUCKET];
        for (int k = 0; k < ints.length; k++) {
            ints[k] = table.get(i + k);
        }
        return ints;
    }

    /** Writes {@code ints} over the bucket of {@code hashLo} (for tests: an entry torn by a race). */
    void restoreBucket(int hashLo, int[] ints) {
        int i = FIRST_BUCKET + (hashLo & mask) * INTS_PER_BUCKET;
        for (int k = 0; k < INTS_PER_BUCKET; k++) {
            table.set(i + k, ints[k]);
        }
    }

    /** Permille of sampled entries written during the current search. */
    int hashFull() {
        int sampleBuckets = Math.min(500, mask + 1);
        int used = 0;
        for (int b = 0; b < sampleBuckets; b++) {
            int i = FIRST_BUCKET + b * INTS_PER_BUCKET;
            for (int e = 0; e < 2; e++) {
                int info = table.get(i + e * INTS_PER_ENTRY + 2);
                if (info != 0 && (info & 63) == age) {
                    used++;
                }
            }
        }
        return used * 1000 / (sampleBuckets * 2);
    }

    /** What a result of {@code score} proves about a position searched with the window (alpha, beta). */
    static int boundOf(int score, int alpha, int beta) {
        return score >= beta ? BOUND_LOWER : score > alpha ? BOUND_EXACT : BOUND_UPPER;
    }

    /** True when a stored score with this bound answers the search of the window (alpha, beta) by itself. */
    static boolean settlesWindow(int bound, int score, int alpha, int beta) {
        return bound == BOUND_EXACT || bound == BOUND_LOWER && score >= beta || bound == BOUND_UPPER && score <= alpha;
    }

    /** A mate score as the table keeps it: counted from the node that stores it rather than from the root. */
    static int toTt(int score, int ply) {
        return score >= Search.MATE_BOUND ? score + ply : score <= -Search.MATE_BOUND ? score - ply : score;
    }

    /** A stored score as the search at {@code ply} reads it: mate scores counted from the root again. */
    static int fromTt(int score, int ply) {
        return score >= Search.MATE_BOUND ? score - ply : score <= -Search.MATE_BOUND ? score + ply : score;
    }
}
