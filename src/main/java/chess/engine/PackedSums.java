package chess.engine;

import chess.core.Piece;

/**
 * Hidden sums in Java ints, two neurons to an int ({@link Network#packedWeights}): each level has an array for White's
 * view's {@code pairs} ints and one for Black's. What the JVM and the JavaScript build use.
 *
 * <p>Every loop that writes sums reads and writes its arrays at one index, {@code k}: HotSpot's C2 (JDK 17) turns
 * that shape into SIMD, but not a loop that stores into an array it also reads at another offset (the levels were
 * once one array, and these loops ran one int at a time; docs/engine.md, "Where the time goes").
 */
final class PackedSums implements HiddenSums {
    private final Network net;
    /** Ints per view: two neurons' sums in each. */
    private final int pairs;
    /** Per level: White's view's sums, and Black's. */
    private int[][] white = new int[0][];
    private int[][] black = new int[0][];

    PackedSums(Network net) {
        this.net = net;
        this.pairs = net.pairs;
    }

    @Override
    public void ensureLevels(int levels) {
        int had = white.length;
        if (had < levels) {
            white = java.util.Arrays.copyOf(white, levels);
            black = java.util.Arrays.copyOf(black, levels);
            for (int l = had; l < levels; l++) {
                white[l] = new int[pairs];
                black[l] = new int[pairs];
            }
        }
    }

    @Override
    public void reset(int level) {
        System.arraycopy(net.packedBias, 0, white[level], 0, pairs);
        System.arraycopy(net.packedBias, 0, black[level], 0, pairs);
    }

    @Override
    public void add(int level, int onSquare) {
        addRow(white[level], net.whiteRow[onSquare]);
        addRow(black[level], net.blackRow[onSquare]);
    }

    @Override
    public void subtract(int level, int onSquare) {
        subtractRow(white[level], net.whiteRow[onSquare]);
        subtractRow(black[level], net.blackRow[onSquare]);
    }

    private void addRow(int[] sums, int[] row) {
        for (int k = 0; k < pairs; k++) {
            sums[k] += row[k];
        }
    }

    private void subtractRow(int[] sums, int[] row) {
        for (int k = 0; k < pairs; k++) {
            sums[k] -= row[k];
        }
    }

    @Override
    public void copyParent(int level) {
        System.arraycopy(white[level - 1], 0, white[level], 0, pairs);
        System.arraycopy(black[level - 1], 0, black[level], 0, pairs);
    }

    @Override
    public void moveParent(int level, int lifted, int put) {
        moveRow(white[level - 1], white[level], net.whiteRow[lifted], net.whiteRow[put]);
        moveRow(black[level - 1], black[level], net.blackRow[lifted], net.blackRow[put]);
    }

    /** {@code to}: {@code from} less the row {@code lifted}, plus the row {@code put}. */
    private void moveRow(int[] from, int[] to, int[] lifted, int[] put) {
        for (int k = 0; k < pairs; k++) {
            to[k] = from[k] - lifted[k] + put[k];
        }
    }

    @Override
    public void captureParent(int level, int lifted, int taken, int put) {
        captureRow(white[level - 1], white[level], net.whiteRow[lifted], net.whiteRow[taken], net.whiteRow[put]);
        captureRow(black[level - 1], black[level], net.blackRow[lifted], net.blackRow[taken], net.blackRow[put]);
    }

    /** {@code to}: {@code from} less the rows {@code lifted} and {@code taken}, plus the row {@code put}. */
    private void captureRow(int[] from, int[] to, int[] lifted, int[] taken, int[] put) {
        for (int k = 0; k < pairs; k++) {
            to[k] = from[k] - lifted[k] - taken[k] + put[k];
        }
    }

    @Override
    public int outputSum(int level, int sideToMove, int bucket) {
        int[] us = sideToMove == Piece.WHITE ? white[level] : black[level];
        int[] them = sideToMove == Piece.WHITE ? black[level] : white[level];
        int ours = bucket * 2 * pairs;
        return viewSum(us, ours) + viewSum(them, ours + pairs);
    }

    /**
     * One view's part of the output: each neuron of {@code sums} clipped to 0..{@link Network#QA} and weighed by the
     * output weights from {@code at}. The clipping is shifts and masks written out here: the JIT vectorises this
     * loop, not one with conditionals or Math.min/max (measured twice as fast on the JVM). TeaVM emits a method
     * used from more than one place as a function of its own; written out here, the loop does not depend on the
     * JavaScript engine inlining it (V8 did: the JS build's profile showed no gain from this, docs/engine.md).
     */
    private int viewSum(int[] sums, int at) {
        int[] even = net.outputEven;
        int[] odd = net.outputOdd;
        int sum = 0;
        for (int k = 0; k < pairs; k++) {
            int packed = sums[k];
            int low = packed << 16 >> 16;
            int high = (packed - low) >> 16;
            low &= ~(low >> 31);
            int lowOver = low - Network.QA;
            low -= lowOver & ~(lowOver >> 31);
            high &= ~(high >> 31);
            int highOver = high - Network.QA;
            high -= highOver & ~(highOver >> 31);
            sum += low * even[at + k] + high * odd[at + k];
        }
        return sum;
    }

    @Override
    public int[] unpacked(int level, int view) {
        int[] sums = view == 0 ? white[level] : black[level];
        int[] unpacked = new int[net.hidden];
        for (int j = 0; j < net.hidden; j++) {
            int packed = sums[j / 2];
            unpacked[j] = j % 2 == 0 ? Network.lowHalf(packed) : Network.highHalf(packed);
        }
        return unpacked;
    }
}
