package chess.engine;

import chess.core.Piece;

/**
 * Hidden sums in Java ints, two neurons to an int ({@link Network#packedWeights}): each level is White's view's
 * {@code pairs} ints, then Black's. What the JVM and the JavaScript build use.
 */
final class PackedSums implements HiddenSums {
    private final Network net;
    /** Ints per view: two neurons' sums in each. */
    private final int pairs;
    private final int[] weights;
    private int[] sums = new int[0];

    PackedSums(Network net) {
        this.net = net;
        this.pairs = net.pairs;
        this.weights = net.packedWeights;
    }

    @Override
    public void ensureLevels(int levels) {
        if (sums.length < levels * 2 * pairs) {
            sums = java.util.Arrays.copyOf(sums, levels * 2 * pairs);
        }
    }

    @Override
    public void reset(int level) {
        int base = level * 2 * pairs;
        System.arraycopy(net.packedBias, 0, sums, base, pairs);
        System.arraycopy(net.packedBias, 0, sums, base + pairs, pairs);
    }

    @Override
    public void add(int level, int onSquare) {
        int base = level * 2 * pairs;
        addRow(base, net.whiteRow[onSquare]);
        addRow(base + pairs, net.blackRow[onSquare]);
    }

    @Override
    public void subtract(int level, int onSquare) {
        int base = level * 2 * pairs;
        subtractRow(base, net.whiteRow[onSquare]);
        subtractRow(base + pairs, net.blackRow[onSquare]);
    }

    private void addRow(int at, int row) {
        for (int k = 0; k < pairs; k++) {
            sums[at + k] += weights[row + k];
        }
    }

    private void subtractRow(int at, int row) {
        for (int k = 0; k < pairs; k++) {
            sums[at + k] -= weights[row + k];
        }
    }

    @Override
    public void copyParent(int level) {
        System.arraycopy(sums, (level - 1) * 2 * pairs, sums, level * 2 * pairs, 2 * pairs);
    }

    @Override
    public void moveParent(int level, int lifted, int put) {
        int to = level * 2 * pairs;
        int from = to - 2 * pairs;
        moveRow(from, to, net.whiteRow[lifted], net.whiteRow[put]);
        moveRow(from + pairs, to + pairs, net.blackRow[lifted], net.blackRow[put]);
    }

    /** Sums at {@code to}: those at {@code from} less the row {@code lifted}, plus the row {@code put}. */
    private void moveRow(int from, int to, int lifted, int put) {
        int[] w = weights;
        for (int k = 0; k < pairs; k++) {
            sums[to + k] = sums[from + k] - w[lifted + k] + w[put + k];
        }
    }

    @Override
    public int outputSum(int level, int sideToMove, int bucket) {
        int base = level * 2 * pairs;
        int us = sideToMove == Piece.WHITE ? base : base + pairs;
        int them = sideToMove == Piece.WHITE ? base + pairs : base;
        int[] even = net.outputEven;
        int[] odd = net.outputOdd;
        int ours = bucket * 2 * pairs;
        int theirs = ours + pairs;
        int sum = 0;
        for (int k = 0; k < pairs; k++) {
            int mine = sums[us + k];
            int mineLow = mine << 16 >> 16;
            int other = sums[them + k];
            int otherLow = other << 16 >> 16;
            sum += clipped(mineLow) * even[ours + k] + clipped((mine - mineLow) >> 16) * odd[ours + k]
                    + clipped(otherLow) * even[theirs + k] + clipped((other - otherLow) >> 16) * odd[theirs + k];
        }
        return sum;
    }

    /**
     * {@code x} clipped to 0..{@link Network#QA} with shifts and masks: the JIT vectorises this loop body, not one
     * with conditionals or Math.min/max (measured twice as fast on the JVM).
     */
    private static int clipped(int x) {
        x &= ~(x >> 31);
        int over = x - Network.QA;
        return x - (over & ~(over >> 31));
    }

    @Override
    public int[] unpacked(int level, int view) {
        int from = level * 2 * pairs + view * pairs;
        int[] unpacked = new int[net.hidden];
        for (int j = 0; j < net.hidden; j++) {
            int packed = sums[from + j / 2];
            unpacked[j] = j % 2 == 0 ? Network.lowHalf(packed) : Network.highHalf(packed);
        }
        return unpacked;
    }
}
