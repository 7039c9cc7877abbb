package chess.engine;

/**
 * Correction history: how far search results have come out from the static evaluation in positions with the same
 * pawn structure and side to move. The evaluation misjudges some structures the same way again and again (a
 * blocked centre, a weak king shelter); the search sees it, and the correction carries that lesson to the pruning
 * decisions of later positions with that structure.
 *
 * <p>Each slot keeps a moving average of (search score − raw evaluation) in sixteenths of a centipawn, weighted by
 * the depth of the search that produced it and limited to {@link #LIMIT_CP} either way.
 */
final class EvalCorrection {
    private static final int SLOTS = 1 << 14;
    private static final int GRAIN = 16;
    static final int LIMIT_CP = 128;
    private static final int LIMIT = LIMIT_CP * GRAIN;
    /** An update moves a slot {@code weight / WEIGHT_SCALE} of the way to its new sample. */
    private static final int WEIGHT_SCALE = 256;
    private static final int MAX_WEIGHT = 16;

    private final short[] table = new short[2 * SLOTS];

    void clear() {
        java.util.Arrays.fill(table, (short) 0);
    }

    /** {@code rawEval} corrected for the side to move {@code side} and the pawn structure's key. */
    int apply(int rawEval, int side, int pawnKeyLo) {
        return rawEval + table[slot(side, pawnKeyLo)] / GRAIN;
    }

    /** A search of {@code depth} scored a position {@code error} centipawns away from its raw evaluation. */
    void update(int side, int pawnKeyLo, int depth, int error) {
        int i = slot(side, pawnKeyLo);
        int sample = Math.max(-LIMIT, Math.min(LIMIT, error * GRAIN));
        int weight = Math.min(depth + 1, MAX_WEIGHT);
        table[i] = (short) ((table[i] * (WEIGHT_SCALE - weight) + sample * weight) / WEIGHT_SCALE);
    }

    private static int slot(int side, int pawnKeyLo) {
        return side * SLOTS + (pawnKeyLo & (SLOTS - 1));
    }
}
