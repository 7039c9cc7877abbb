package chess.nnue;

/**
 * The network as the engine uses it: integer weights (hidden layer scaled by {@code QA}, output weights by
 * {@code QB}) and an integer-only evaluation. This is what {@link NetFile} stores.
 */
public final class QuantisedNet {
    /** Scale of the hidden layer: the clipped ReLU clamps to [0, QA]. */
    public static final int QA = 255;
    /** Scale of the output weights. */
    public static final int QB = 64;
    /** Centipawns per output unit. */
    public static final int SCALE = 400;
    /** Scale of the base scales: the hand-written evaluation counts {@code baseScales[b] / BASE_ONE} times. */
    public static final int BASE_ONE = 1024;
    /** The largest base scale the engine reads: 4 times the hand-written evaluation. */
    public static final int MAX_BASE_SCALE = 4 * BASE_ONE;

    public final int hidden;
    /** {@code W[f*N + j]}, scaled by QA. */
    final short[] weights;
    /** {@code B[j]}, scaled by QA. */
    final short[] biases;
    /** Per bucket the N side-to-move weights, then the N other-side weights, scaled by QB. */
    final short[] outputs;
    /** Per bucket, scaled by QA * QB. */
    final int[] outputBiases;
    /** Per bucket, what the hand-written evaluation is multiplied by, scaled by {@link #BASE_ONE}. */
    final int[] baseScales;

    /** Whether the engine adds the hand-written evaluation to this net's output (file version 2's base field). */
    public final boolean handWrittenBase;

    QuantisedNet(int hidden, short[] weights, short[] biases, short[] outputs, int[] outputBiases) {
        this(hidden, weights, biases, outputs, outputBiases, unitScales(), false);
    }

    QuantisedNet(int hidden, short[] weights, short[] biases, short[] outputs, int[] outputBiases,
            int[] baseScales, boolean handWrittenBase) {
        this.handWrittenBase = handWrittenBase;
        this.hidden = hidden;
        this.weights = weights;
        this.biases = biases;
        this.outputs = outputs;
        this.outputBiases = outputBiases;
        this.baseScales = baseScales;
    }

    /** Every bucket's base scale 1: what files before version 3 mean. */
    static int[] unitScales() {
        int[] scales = new int[Features.BUCKETS];
        java.util.Arrays.fill(scales, BASE_ONE);
        return scales;
    }

    /** The same weights, marked as a correction to the hand-written evaluation or not. */
    public QuantisedNet withBase(boolean handWritten) {
        return new QuantisedNet(hidden, weights, biases, outputs, outputBiases, baseScales, handWritten);
    }

    /** The hand-written evaluation {@code cp} as bucket {@code bucket} counts it (truncated towards zero). */
    public int scaledBase(int cp, int bucket) {
        return cp * baseScales[bucket] / BASE_ONE;
    }

    /** Rounds a float network (its weights already clipped to fit 16 bits). */
    public static QuantisedNet of(Network net) {
        int n = net.hidden;
        short[] weights = new short[Features.INPUTS * n];
        short[] biases = new short[n];
        short[] outputs = new short[Features.BUCKETS * 2 * n];
        int[] outputBiases = new int[Features.BUCKETS];
        for (int k = 0; k < weights.length; k++) {
            weights[k] = toShort(net.params[k] * QA);
        }
        for (int j = 0; j < n; j++) {
            biases[j] = toShort(net.params[net.biasOffset() + j] * QA);
        }
        for (int k = 0; k < outputs.length; k++) {
            outputs[k] = toShort(net.params[net.outputOffset() + k] * QB);
        }
        int[] baseScales = new int[Features.BUCKETS];
        for (int b = 0; b < outputBiases.length; b++) {
            outputBiases[b] = Math.round(net.params[net.outputBiasOffset() + b] * QA * QB);
            baseScales[b] = Math.round(net.baseScale(b) * BASE_ONE);
        }
        return new QuantisedNet(n, weights, biases, outputs, outputBiases, baseScales, false);
    }

    private static short toShort(float scaled) {
        int v = Math.round(scaled);
        if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) {
            throw new IllegalStateException("weight out of 16-bit range: " + scaled);
        }
        return (short) v;
    }

    /** The float network these integers stand for (to continue training from a saved net). */
    public Network toFloat() {
        Network net = new Network(hidden);
        for (int k = 0; k < weights.length; k++) {
            net.params[k] = weights[k] / (float) QA;
        }
        for (int j = 0; j < hidden; j++) {
            net.params[net.biasOffset() + j] = biases[j] / (float) QA;
        }
        for (int k = 0; k < outputs.length; k++) {
            net.params[net.outputOffset() + k] = outputs[k] / (float) QB;
        }
        for (int b = 0; b < outputBiases.length; b++) {
            net.params[net.outputBiasOffset() + b] = outputBiases[b] / (float) (QA * QB);
            net.params[net.baseScaleOffset() + b] = baseScales[b] / (float) BASE_ONE;
        }
        return net;
    }

    /**
     * The engine's integer evaluation in centipawns from the side to move's view. The final product is taken in
     * 64 bits: a sum near its 16.6 million bound times 400 would overflow an int (the division truncates towards
     * zero, as Java's int division does).
     */
    public int evaluate(int[] stm, int stmCount, int[] other, int otherCount, int bucket) {
        int[] accStm = accumulate(stm, stmCount);
        int[] accOther = accumulate(other, otherCount);
        int o = bucket * 2 * hidden;
        int sum = outputBiases[bucket];
        for (int j = 0; j < hidden; j++) {
            sum += clamp(accStm[j]) * outputs[o + j] + clamp(accOther[j]) * outputs[o + hidden + j];
        }
        return (int) ((long) sum * SCALE / (QA * QB));
    }

    private int[] accumulate(int[] features, int count) {
        int[] acc = new int[hidden];
        for (int j = 0; j < hidden; j++) {
            acc[j] = biases[j];
        }
        for (int k = 0; k < count; k++) {
            int row = features[k] * hidden;
            for (int j = 0; j < hidden; j++) {
                acc[j] += weights[row + j];
            }
        }
        return acc;
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(QA, v));
    }
}
