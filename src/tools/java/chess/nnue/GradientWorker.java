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
        return net.output(hStm, hOther, store.bucket(i));
    }

    private double backward(int entry, float scale) {
        int i = entry >>> 1;
        float p = (float) PositionStore.sigmoid(forward(entry));
        float err = p - store.target(i, lambda);
        // d loss / d y, through the sigmoid.
        float g = 2 * err * p * (1 - p) * scale;
        int hidden = net.hidden;
        float[] params = net.params;
        int bucket = store.bucket(i);
        int o = net.outputOffset() + bucket * 2 * hidden;
        gradient[net.outputBiasOffset() + bucket] += g;
        for (int j = 0; j < hidden; j++) {
            gradient[o + j] += g * Network.activation(hStm[j]);
            gradient[o + hidden + j] += g * Network.activation(hOther[j]);
            // The clipped ReLU passes the gradient only where it is not clipped.
            dStm[j] = hStm[j] > 0 && hStm[j] < 1 ? g * params[o + j] : 0f;
            dOther[j] = hOther[j] > 0 && hOther[j] < 1 ? g * params[o + hidden + j] : 0f;
        }
        int b = net.biasOffset();
        for (int j = 0; j < hidden; j++) {
            gradient[b + j] += dStm[j] + dOther[j];
        }
        addToRows(stmFeatures, store.pieceCount(i), dStm);
        addToRows(otherFeatures, store.pieceCount(i), dOther);
        return err * err;
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
