package chess.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The back-propagated gradient of a tiny net (4 neurons) against central finite differences of the loss, computed
 * here in double precision straight from the definition: every parameter, over positions with either side to move,
 * several buckets and a mirrored one.
 */
class GradientCheckTest {
    private static final float LAMBDA = 0.75f;
    private static final double EPSILON = 1e-4;
    private static final String[] LINES = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;0.5;20",
        "r1bqkbnr/1ppp1ppp/2n5/p7/2P1P3/8/PP2PPPP/RNBQKBNR b - - 1 5;1;100",
        "8/5k2/8/3p4/8/2N5/5K2/8 w - - 0 40;0.5;-35",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 30;0;-420",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 60;1;900",
    };

    @Test
    void gradientMatchesFiniteDifferences() {
        checkGradient(false);
    }

    /** With the hand-written evaluation as the base, its scales get their gradient too. */
    @Test
    void gradientMatchesFiniteDifferencesWithAHandWrittenBase() {
        checkGradient(true);
    }

    private static void checkGradient(boolean handWrittenBase) {
        DataLoader loader = new DataLoader(0, handWrittenBase);
        for (String line : LINES) {
            assertEquals(DataLine.Verdict.OK, loader.add(line), line);
        }
        PositionStore store = loader.store();
        int[] entries = {0 << 1, 1 << 1, 2 << 1 | 1, 3 << 1, 4 << 1 | 1};

        Network net = tinyNet();
        GradientWorker worker = new GradientWorker(net, store, LAMBDA);
        double workerLoss = worker.gradient(entries, 0, entries.length, 1f / entries.length);
        double[] params = new double[net.params.length];
        for (int k = 0; k < params.length; k++) {
            params[k] = net.params[k];
        }
        assertEquals(loss(params, net, store, entries), workerLoss / entries.length, 1e-6, "the loss itself");

        int nonZero = 0;
        for (int k = 0; k < params.length; k++) {
            double saved = params[k];
            params[k] = saved + EPSILON;
            double up = loss(params, net, store, entries);
            params[k] = saved - EPSILON;
            double down = loss(params, net, store, entries);
            params[k] = saved;
            double numeric = (up - down) / (2 * EPSILON);
            double analytic = worker.gradient[k];
            assertEquals(numeric, analytic, 1e-6 + 1e-3 * Math.abs(numeric), "parameter " + k);
            nonZero += Math.abs(numeric) > 1e-6 ? 1 : 0;
        }
        // The active features' rows, the biases, the used buckets' outputs: a real check, not zeros against zeros.
        assertTrue(nonZero > 200, nonZero + " parameters with a gradient");
    }

    /** Random weights with biases and output weights large enough that every neuron passes gradient. */
    private static Network tinyNet() {
        Network net = Network.random(4, 21);
        SplittableRandom random = new SplittableRandom(22);
        for (int j = 0; j < 4; j++) {
            net.params[net.biasOffset() + j] = (float) random.nextDouble(0.3, 0.6);
        }
        for (int k = net.outputOffset(); k < net.params.length; k++) {
            net.params[k] = (float) random.nextDouble(-1, 1);
        }
        return net;
    }

    /** The mean loss, (sigmoid(y) - target)^2, from the definition, with the given parameters. */
    private static double loss(double[] params, Network shape, PositionStore store, int[] entries) {
        int hidden = shape.hidden;
        double total = 0;
        int[] features = new int[32];
        for (int entry : entries) {
            int i = entry >>> 1;
            boolean mirrored = (entry & 1) != 0;
            int stm = store.sideToMove(i);
            int bucket = store.bucket(i);
            double y = params[shape.outputBiasOffset() + bucket]
                    + params[shape.baseScaleOffset() + bucket] * store.base(i);
            for (int side = 0; side < 2; side++) {
                int perspective = side == 0 ? stm : 1 - stm;
                int count = store.features(i, perspective, mirrored, features);
                for (int j = 0; j < hidden; j++) {
                    double h = params[shape.biasOffset() + j];
                    for (int k = 0; k < count; k++) {
                        h += params[features[k] * hidden + j];
                    }
                    // A step of EPSILON must not cross the clipped ReLU's kinks, where there is no derivative.
                    assertTrue(Math.abs(h) > EPSILON && Math.abs(h - 1) > EPSILON, "a neuron at a kink: " + h);
                    double a = Math.max(0, Math.min(1, h));
                    y += a * params[shape.outputOffset() + bucket * 2 * hidden + side * hidden + j];
                }
            }
            double error = 1 / (1 + Math.exp(-y)) - store.target(i, LAMBDA);
            total += error * error;
        }
        return total / entries.length;
    }
}
