package chess.nnue;

import java.util.Arrays;

/**
 * Training positions, packed into a few flat arrays (millions fit in a small heap: at most 74 bytes each): White's
 * feature list of each position back to back in one {@code short[]}, the side to move, whether the position may be
 * mirrored left-right (no castling rights), and the two training targets seen from the side to move.
 */
public final class PositionStore {
    private static final int BLACK_TO_MOVE = 1;
    private static final int MIRRORABLE = 2;

    private short[] features = new short[1 << 16];
    /** Position i's features are {@code features[start[i] .. start[i + 1])}. */
    private int[] start = new int[1 << 12];
    private byte[] flags = new byte[1 << 12];
    /** sigmoid(score / 400), score from the side to move's view. */
    private float[] scoreTarget = new float[1 << 12];
    /** The game's result from the side to move's view, in half points (0, 1, 2). */
    private byte[] resultHalves = new byte[1 << 12];
    /** The hand-written evaluation in centipawns, side to move's view, when the net learns a correction to it. */
    private short[] baseCp = new short[1 << 12];
    private int size;

    /** Adds a position; {@code whiteFeatures[0 .. count)} are its features from White's perspective. */
    public void add(int[] whiteFeatures, int count, int sideToMove, boolean mirrorable, int scoreStm,
            int resultHalvesStm) {
        add(whiteFeatures, count, sideToMove, mirrorable, scoreStm, resultHalvesStm, 0);
    }

    /** As the other {@code add}, with the hand-written evaluation the network's output is added to. */
    public void add(int[] whiteFeatures, int count, int sideToMove, boolean mirrorable, int scoreStm,
            int resultHalvesStm, int handWrittenStm) {
        if (size + 1 >= start.length) {
            int capacity = start.length + (start.length >> 1);
            start = Arrays.copyOf(start, capacity);
            flags = Arrays.copyOf(flags, capacity);
            scoreTarget = Arrays.copyOf(scoreTarget, capacity);
            resultHalves = Arrays.copyOf(resultHalves, capacity);
            baseCp = Arrays.copyOf(baseCp, capacity);
        }
        int from = start[size];
        if (from + count > features.length) {
            features = Arrays.copyOf(features, Math.max(from + count, features.length + (features.length >> 1)));
        }
        for (int k = 0; k < count; k++) {
            features[from + k] = (short) whiteFeatures[k];
        }
        flags[size] = (byte) ((sideToMove == 1 ? BLACK_TO_MOVE : 0) | (mirrorable ? MIRRORABLE : 0));
        scoreTarget[size] = (float) sigmoid(scoreStm / 400.0);
        resultHalves[size] = (byte) resultHalvesStm;
        baseCp[size] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, handWrittenStm));
        size++;
        start[size] = from + count;
    }

    public int size() {
        return size;
    }

    public int pieceCount(int i) {
        return start[i + 1] - start[i];
    }

    public int bucket(int i) {
        return Features.bucket(pieceCount(i));
    }

    public int sideToMove(int i) {
        return (flags[i] & BLACK_TO_MOVE) != 0 ? 1 : 0;
    }

    public boolean mirrorable(int i) {
        return (flags[i] & MIRRORABLE) != 0;
    }

    /**
     * Writes position i's features from {@code perspective} into {@code out} (optionally mirrored left-right) and
     * returns how many there are.
     */
    public int features(int i, int perspective, boolean mirrored, int[] out) {
        int from = start[i];
        int count = start[i + 1] - from;
        int mask = mirrored ? 7 : 0;
        for (int k = 0; k < count; k++) {
            int f = features[from + k];
            out[k] = (perspective == 1 ? Features.flip(f) : f) ^ mask;
        }
        return count;
    }

    /** What the network's output is added to, in its units (centipawns / 400): 0 unless learning a correction. */
    public float base(int i) {
        return baseCp[i] / 400f;
    }

    /** The blend of the search's verdict and the game's result that the network learns, side to move's view. */
    public float target(int i, float lambda) {
        return lambda * scoreTarget[i] + (1 - lambda) * resultHalves[i] * 0.5f;
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}
