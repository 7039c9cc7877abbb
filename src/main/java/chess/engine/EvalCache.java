package chess.engine;

/**
 * Static evaluations of recently evaluated positions, by hash key. The search meets the same position again and
 * again (in later iterations, through transpositions, after its hash-table entry was overwritten), and one probe
 * here costs far less than an evaluation. Direct-mapped: a new position simply replaces the old one in its slot.
 */
final class EvalCache {
    /** 2 MB: large enough to hold a search's recent positions, small enough to stay mostly in cache. */
    static final int SLOTS = 1 << 18;
    /** 256 KB, for a small heap (see {@link Engine}). */
    static final int SMALL_SLOTS = 1 << 15;
    /** What {@link #probe} returns for a position it does not hold. */
    static final int NONE = Integer.MIN_VALUE;

    /** Per slot: the key's high half (verification), then the evaluation ({@link #NONE} when none). */
    private final int[] table;
    private final int mask;

    EvalCache() {
        this(SLOTS);
    }

    /** A cache of {@code slots} entries (a power of two). */
    EvalCache(int slots) {
        table = new int[2 * slots];
        mask = slots - 1;
        clear();
    }

    void clear() {
        for (int i = 1; i < table.length; i += 2) {
            table[i] = NONE;
        }
    }

    /** The cached evaluation of the position with this key, or {@link #NONE}. */
    int probe(int keyLo, int keyHi) {
        int slot = (keyLo & mask) << 1;
        return table[slot] == keyHi ? table[slot + 1] : NONE;
    }

    void store(int keyLo, int keyHi, int eval) {
        int slot = (keyLo & mask) << 1;
        table[slot] = keyHi;
        table[slot + 1] = eval;
    }
}
