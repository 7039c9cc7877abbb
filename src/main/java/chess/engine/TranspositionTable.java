package chess.engine;

/**
 * Transposition table in plain int arrays (no objects, no {@code long}). Buckets of two entries: the first keeps
 * the deepest result (depth-preferred, unless it is from an older search), the second always takes the newest.
 * The bucket is chosen by the low hash half and an entry is verified by the high half.
 *
 * <p>Entry layout, four ints: key (hashHi), move, {@code score << 16 | depth << 8 | bound << 6 | age}, and the
 * position's static evaluation ({@link #NO_EVAL} when unknown). Keeping the evaluation here saves the search a
 * second random memory access per node: the bucket it probes already holds it.
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

    private int[] table;
    private int mask;
    private int age;

    // Result of the last successful probe (read right after probe()).
    int hitMove;
    int hitScore;
    int hitDepth;
    int hitBound;
    int hitEval;

    TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /**
     * Allocates the largest power-of-two bucket count that fits in {@code megabytes} (at least 1 MB). Returns false
     * (keeping the old table) when the memory cannot be had.
     */
    boolean resize(int megabytes) {
        long bytes = (long) Math.max(1, megabytes) << 20;
        long buckets = bytes / (INTS_PER_BUCKET * 4);
        int n = 1;
        while ((long) n * 2 <= buckets && n < (1 << 26)) {
            n *= 2;
        }
        int[] fresh;
        try {
            fresh = new int[FIRST_BUCKET + n * INTS_PER_BUCKET];
        } catch (OutOfMemoryError e) {
            if (table == null) {
                fresh = new int[FIRST_BUCKET + (1 << 10) * INTS_PER_BUCKET]; // a tiny table rather than none
                n = 1 << 10;
            } else {
                return false;
            }
        }
        table = fresh;
        mask = n - 1;
        age = 0;
        return true;
    }

    /** Size of the table in megabytes (rounded down). */
    int megabytes() {
        return (int) ((long) table.length * 4 >> 20);
    }

    void clear() {
        java.util.Arrays.fill(table, 0);
        age = 0;
    }

    /** Called once per search so older entries lose their depth preference. */
    void newSearch() {
        age = (age + 1) & 63;
    }

    /** Looks the position up; on a hit fills {@code hit*} fields and returns true. */
    boolean probe(int hashLo, int hashHi) {
        int i = FIRST_BUCKET + (hashLo & mask) * INTS_PER_BUCKET;
        int[] t = table;
        if (t[i] == hashHi && t[i + 2] != 0) {
            read(i);
            return true;
        }
        i += INTS_PER_ENTRY;
        if (t[i] == hashHi && t[i + 2] != 0) {
            read(i);
            return true;
        }
        return false;
    }

    private void read(int i) {
        int info = table[i + 2];
        hitMove = table[i + 1];
        hitScore = info >> 16;
        hitDepth = info >>> 8 & 0xff;
        hitBound = info >>> 6 & 3;
        hitEval = table[i + 3];
    }

    /**
     * Stores a result; {@code depth} is clamped to 0..255, {@code score} must fit in 16 bits, {@code staticEval} is
     * the position's evaluation or {@link #NO_EVAL}.
     */
    void store(int hashLo, int hashHi, int move, int score, int depth, int bound, int staticEval) {
        int d = depth < 0 ? 0 : Math.min(depth, 255);
        int info = score << 16 | d << 8 | bound << 6 | age;
        int[] t = table;
        int first = FIRST_BUCKET + (hashLo & mask) * INTS_PER_BUCKET;
        int second = first + INTS_PER_ENTRY;
        if (t[first] == hashHi && t[first + 2] != 0) {
            write(first, hashHi, move, info, staticEval);
            return;
        }
        if (t[second] == hashHi && t[second + 2] != 0) {
            write(second, hashHi, move, info, staticEval);
            return;
        }
        int firstInfo = t[first + 2];
        boolean stale = (firstInfo & 63) != age;
        if (firstInfo == 0 || stale || d >= (firstInfo >>> 8 & 0xff)) {
            // Demote the old depth-preferred entry to the always-replace slot.
            t[second] = t[first];
            t[second + 1] = t[first + 1];
            t[second + 2] = t[first + 2];
            t[second + 3] = t[first + 3];
            write(first, hashHi, move, info, staticEval);
        } else {
            write(second, hashHi, move, info, staticEval);
        }
    }

    private void write(int i, int key, int move, int info, int staticEval) {
        int[] t = table;
        if (move == 0 && t[i] == key) {
            move = t[i + 1]; // keep the known best move when the new result has none
        }
        if (staticEval == NO_EVAL && t[i] == key) {
            staticEval = t[i + 3];
        }
        t[i] = key;
        t[i + 1] = move;
        t[i + 2] = info;
        t[i + 3] = staticEval;
    }

    /** Permille of sampled entries written during the current search. */
    int hashFull() {
        int sampleBuckets = Math.min(500, mask + 1);
        int used = 0;
        for (int b = 0; b < sampleBuckets; b++) {
            int i = FIRST_BUCKET + b * INTS_PER_BUCKET;
            for (int e = 0; e < 2; e++) {
                int info = table[i + e * INTS_PER_ENTRY + 2];
                if (info != 0 && (info & 63) == age) {
                    used++;
                }
            }
        }
        return used * 1000 / (sampleBuckets * 2);
    }
}
