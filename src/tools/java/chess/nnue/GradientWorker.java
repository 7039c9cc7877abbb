package chess.nnue;

import java.util.Arrays;

/**
 * One thread's share of a mini-batch: runs the network forward on its positions and adds the gradient of the
 * loss, {@code (sigmoid(y) - target)^2}, into its own buffer (so threads never share a write). Positions are given as
 * {@code index << 1 | mirrored}.
 */
final class GradientWorker {
    private final Network net;
    private final PositionStore store;
    private final float lambda;
    /** The gradient, laid out like {@link Network#params}. */
    final float[] gradient;

    private final int[] stmFeatures = new int[32];
    private final int[] otherFeatures = new int[32];
    private final float[] hStm;
    private final float[] hOther;
    private final float[] dStm;
    private final float[] dOther;

    GradientWorker(Network net, PositionStore store, float lambda) {
        this.net = net;
        this.store = store;
        this.lambda = lambda;
        this.gradient = new float[net.params.length];
        this.hStm = new float[net.hidden];
        this.hOther = new float[net.hidden];
        this.dStm = new float[net.hidden];
        this.dOther = new float[net.hidden];
    }

    /**
     * Replaces the gradient by that of {@code scale} times the summed loss of {@code entries[from .. to)} and returns
     * the summed loss (unscaled).
     */
    double gradient(int[] entries, int from, int to, float scale) {
        Arrays.fill(gradient, 0f);
        double lossSum = 0;
        for (int k = from; k < to; k++) {
            lossSum += backward(entries[k], scale);
        }
        return lossSum;
    }

    /** The summed loss of {@code entries[from .. to)}, without gradients. */
    double loss(int[] entries, int from, int to) {
        double lossSum = 0;
        for (int k = from; k < to; k++) {
            int i = entries[k] >>> 1;
            float err = (float) PositionStore.sigmoid(forward(entries[k])) - store.target(i, lambda);
            lossSum += err * err;
        }
        return lossSum;
    }

    /** Fills both perspectives' features and hidden values; returns the output y. */
    private float forward(int entry) {
        int i = entry >>> 1;
        boolean mirrored = (entry & 1) != 0;
        int stm = store.sideToMove(i);
        int stmCount = store.features(i, stm, mirrored, stmFeatures);
        int otherCount = store.features(i, 1 - stm, mirrored, otherFeatures);
        net.accumulate(stmFeatures, stmCount, hStm);
        net.accumulate(otherFeatures, otherCount, hOther);
        return net.output(hStm, hOther, store.bucket(i)) + net.baseScale(store.bucket(i)) * store.base(i);
    }

    private double backward(int entry, float scale) {
        int i = entry >>> 1;
        float p = (float) PositionStore.sigmoid(forward(entry));
        float err = p - store.target(i, lambda);
        // d loss / d y, through the sigmoid.
        float g = 2 * err * p * (1 - p) * scale;
        int hidden = net.hidden;
        int bucket = store.bucket(i);
        int o = net.outputOffset() + bucket * 2 * hidden;
        gradient[net.outputBiasOffset() + bucket] += g;
        gradient[net.baseScaleOffset() + bucket] += g * store.base(i);
        addActivations(hStm, g, o);
        addActivations(hOther, g, o + hidden);
        throughActivation(hStm, g, o, dStm);
        throughActivation(hOther, g, o + hidden, dOther);
        int b = net.biasOffset();
        for (int j = 0; j < hidden; j++) {
            gradient[b + j] += dStm[j] + dOther[j];
        }
        addToRows(stmFeatures, store.pieceCount(i), dStm);
        addToRows(otherFeatures, store.pieceCount(i), dOther);
        return err * err;
    }

    /** Output weights' gradient: g times each neuron's activation. */
    private void addActivations(float[] h, float g, int outputs) {
        for (int j = 0; j < h.length; j++) {
            gradient[outputs + j] += g * Network.activation(h[j]);
        }
    }

    /**
     * The hidden values' gradient: the clipped ReLU passes it only where 0 < h < 1. Tested on the float's bits,
     * without branches: whether a neuron is clipped is a coin flip, and mispredicted branches made this loop cost
     * as much as all the weight rows' updates.
     */
    private void throughActivation(float[] h, float g, int outputs, float[] d) {
        float[] params = net.params;
        for (int j = 0; j < h.length; j++) {
            int bits = Float.floatToRawIntBits(h[j]);
            // The sign bit is set exactly when 0 < h < 1: -bits is negative for h > 0 (and for h = -0f, which
            // the second term rules out), bits - bits(1.0f) is negative for h < 1.
            int inside = (-bits & (bits - 0x3F800000)) >>> 31;
            d[j] = g * params[outputs + j] * inside;
        }
    }

    private void addToRows(int[] features, int count, float[] d) {
        int hidden = net.hidden;
        for (int k = 0; k < count; k++) {
            int row = features[k] * hidden;
            for (int j = 0; j < hidden; j++) {
                gradient[row + j] += d[j];
            }
        }
    }
}
