package chess.nnue;

import java.util.SplittableRandom;

/**
 * The float network being trained: 768 inputs to {@code hidden} clipped-ReLU neurons (one weight matrix shared by
 * both perspectives), then per output bucket a linear output over the side to move's and the other side's
 * activations. The output y is the evaluation in units of 400 centipawns, from the side to move's view. A net
 * that corrects the hand-written evaluation adds that evaluation times its bucket's base scale {@code S[b]}.
 *
 * <p>All parameters live in one array, so the optimiser and the gradient buffers treat them alike: the weights
 * {@code W[f*N + j]}, the biases {@code B[j]}, the output weights {@code O[b*2N + j]} (side to move first, then the
 * other side), the output biases {@code OB[b]} and the base scales {@code S[b]}.
 */
public final class Network {
    /** |W|, |B| and |O| stay below this: quantised, they must fit the file's 16-bit integers. */
    static final float CLIP = 1.98f;
    /** The largest base scale the file may hold, as a float. */
    static final float MAX_BASE_SCALE = QuantisedNet.MAX_BASE_SCALE / (float) QuantisedNet.BASE_ONE;

    public final int hidden;
    public final float[] params;

    /** A network with all weights zero and every base scale 1. */
    public Network(int hidden) {
        this.hidden = hidden;
        this.params = new float[baseScaleOffset() + Features.BUCKETS];
        java.util.Arrays.fill(params, baseScaleOffset(), params.length, 1f);
    }

    /**
     * A fresh network: weights uniform in ±0.1 (about 30 active features then spread the hidden values over
     * roughly ±0.3, mostly in the clipped ReLU's linear part), output weights uniform in ±0.5/sqrt(N) (the first
     * outputs are within a few tens of centipawns), biases 0, base scales 1.
     */
    public static Network random(int hidden, long seed) {
        Network net = new Network(hidden);
        SplittableRandom random = new SplittableRandom(seed);
        for (int k = 0; k < net.biasOffset(); k++) {
            net.params[k] = (float) random.nextDouble(-0.1, 0.1);
        }
        double outputRange = 0.5 / Math.sqrt(hidden);
        for (int k = net.outputOffset(); k < net.outputBiasOffset(); k++) {
            net.params[k] = (float) random.nextDouble(-outputRange, outputRange);
        }
        return net;
    }

    /**
     * This network with {@code hidden} neurons, the first ones this network's (same weights, same output): the new
     * neurons get random input weights as in {@link #random} and output weights of zero, so they change nothing
     * until training finds them a use. Lets a larger net start from what a smaller one learned.
     */
    public Network widened(int hidden, long seed) {
        if (hidden < this.hidden) {
            throw new IllegalArgumentException("cannot widen " + this.hidden + " neurons to " + hidden);
        }
        Network wide = random(hidden, seed);
        int n = this.hidden;
        for (int f = 0; f < Features.INPUTS; f++) {
            System.arraycopy(params, f * n, wide.params, f * hidden, n);
        }
        System.arraycopy(params, biasOffset(), wide.params, wide.biasOffset(), n);
        java.util.Arrays.fill(wide.params, wide.outputOffset(), wide.outputBiasOffset(), 0f);
        for (int b = 0; b < Features.BUCKETS; b++) {
            int from = outputOffset() + b * 2 * n;
            int to = wide.outputOffset() + b * 2 * hidden;
            System.arraycopy(params, from, wide.params, to, n);
            System.arraycopy(params, from + n, wide.params, to + hidden, n);
        }
        System.arraycopy(params, outputBiasOffset(), wide.params, wide.outputBiasOffset(), 2 * Features.BUCKETS);
        return wide;
    }

    // Where each part of the parameter vector starts: input weights, hidden biases, output weights per bucket,
    // output biases per bucket, base scales per bucket.
    public int biasOffset() {
        return Features.INPUTS * hidden;
    }

    public int outputOffset() {
        return biasOffset() + hidden;
    }

    public int outputBiasOffset() {
        return outputOffset() + Features.BUCKETS * 2 * hidden;
    }

    public int baseScaleOffset() {
        return outputBiasOffset() + Features.BUCKETS;
    }

    /** What bucket {@code bucket} multiplies the hand-written evaluation by (for a correcting net). */
    float baseScale(int bucket) {
        return params[baseScaleOffset() + bucket];
    }

    /**
     * The hidden values (before activation) of one perspective: bias plus the active features' weight rows, two
     * rows a pass (half the loads and stores of h: a quarter faster).
     */
    void accumulate(int[] features, int count, float[] h) {
        System.arraycopy(params, biasOffset(), h, 0, hidden);
        int k = 0;
        for (; k + 1 < count; k += 2) {
            int row1 = features[k] * hidden;
            int row2 = features[k + 1] * hidden;
            for (int j = 0; j < hidden; j++) {
                h[j] += params[row1 + j] + params[row2 + j];
            }
        }
        if (k < count) {
            int row = features[k] * hidden;
            for (int j = 0; j < hidden; j++) {
                h[j] += params[row + j];
            }
        }
    }

    static float activation(float h) {
        return Math.max(0f, Math.min(1f, h));
    }

    /** The output y from both perspectives' hidden values. */
    float output(float[] hStm, float[] hOther, int bucket) {
        int o = outputOffset() + bucket * 2 * hidden;
        float y = params[outputBiasOffset() + bucket];
        for (int j = 0; j < hidden; j++) {
            y += activation(hStm[j]) * params[o + j] + activation(hOther[j]) * params[o + hidden + j];
        }
        return y;
    }

    /** The evaluation y of a position given its features from the side to move's and the other perspective. */
    public float evaluate(int[] stm, int stmCount, int[] other, int otherCount, int bucket) {
        float[] hStm = new float[hidden];
        float[] hOther = new float[hidden];
        accumulate(stm, stmCount, hStm);
        accumulate(other, otherCount, hOther);
        return output(hStm, hOther, bucket);
    }

    /**
     * Takes {@code master[from .. to)} (the optimiser's weights) into this network: W, B and O are clipped to
     * [-CLIP, CLIP] in both, and O is also rounded here to the file's grid (multiples of 1/QB). Rounding O only
     * when saving cost about 7 cp on average (O is small beside the 1/64 step); trained on the grid, the network
     * learns around it at no cost in loss, and the saved net differs from it only by W's and B's rounding. The base
     * scales are kept in [0, MAX_BASE_SCALE] (what the engine accepts) and rounded to their grid
     * (1/{@link QuantisedNet#BASE_ONE}) the same way.
     */
    void takeFrom(float[] master, int from, int to) {
        int o = outputOffset();
        int ob = outputBiasOffset();
        int s = baseScaleOffset();
        for (int k = from; k < to; k++) {
            float v = master[k];
            if (k < ob) {
                v = Math.max(-CLIP, Math.min(CLIP, v));
            } else if (k >= s) {
                v = Math.max(0f, Math.min(MAX_BASE_SCALE, v));
            }
            master[k] = v;
            if (k >= o && k < ob) {
                v = Math.round(v * QuantisedNet.QB) / (float) QuantisedNet.QB;
            } else if (k >= s) {
                v = Math.round(v * QuantisedNet.BASE_ONE) / (float) QuantisedNet.BASE_ONE;
            }
            params[k] = v;
        }
    }
}
