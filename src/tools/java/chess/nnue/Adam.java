package chess.nnue;

/**
 * The Adam optimiser (moments 0.9 and 0.999, with bias correction). An update covers one slice of the parameters,
 * so that threads can update disjoint slices of one step at once.
 */
final class Adam {
    private static final float BETA1 = 0.9f;
    private static final float BETA2 = 0.999f;
    private static final float EPSILON = 1e-8f;

    private final float[] mean;
    private final float[] variance;

    Adam(int size) {
        mean = new float[size];
        variance = new float[size];
    }

    /** Step {@code step} (counted from 1) on {@code params[from .. to)}, learning rate {@code lr}. */
    void update(float[] params, float[] gradient, int from, int to, float lr, int step) {
        float rate = (float) (lr * Math.sqrt(1 - Math.pow(BETA2, step)) / (1 - Math.pow(BETA1, step)));
        for (int k = from; k < to; k++) {
            float g = gradient[k];
            mean[k] = BETA1 * mean[k] + (1 - BETA1) * g;
            variance[k] = BETA2 * variance[k] + (1 - BETA2) * g * g;
            params[k] -= rate * mean[k] / ((float) Math.sqrt(variance[k]) + EPSILON);
        }
    }
}
