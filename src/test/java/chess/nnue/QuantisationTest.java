package chess.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The engine's integer formula, and how closely it follows the float network it was rounded from. */
class QuantisationTest {

    /** A net worked out by hand: clamping at 0 and QA, the output weights' halves, truncation towards zero. */
    @Test
    void integerFormulaByHand() {
        Network net = new Network(2);
        int row = 100 * 2; // feature 100
        net.params[row] = 0.8f;       // neuron 0: 0.8 + 0.4 = 1.2, clamped to 1 (255)
        net.params[row + 1] = -0.5f;  // neuron 1: -0.5 + 0.4 = -0.1, clamped to 0
        net.params[net.biasOffset()] = 0.4f;
        net.params[net.biasOffset() + 1] = 0.4f;
        int bucket = 0;
        int o = net.outputOffset() + bucket * 4;
        net.params[o] = 0.5f;         // side to move, neuron 0
        net.params[o + 2] = -0.25f;   // other side, neuron 0
        net.params[net.outputBiasOffset()] = 0.1f;
        int[] stm = {100};
        int[] other = {};
        // Side to move: neuron 0 is 102 + 204 = 306, clamped to 255; neuron 1 is 102 - 127, clamped to 0. The other
        // side has no pieces here: its neurons are the biases, 102. Output weights 32 and -16 (times QB).
        int sum = 1632 + 255 * 32 - 102 * 16;
        assertEquals(200, sum * 400 / (255 * 64));
        assertEquals(200, QuantisedNet.of(net).evaluate(stm, 1, other, 0, bucket));
        // A negative sum truncates towards zero, as Java's int division does: -236.005 is -236.
        net.params[net.outputBiasOffset()] = -0.99f;
        int negative = -16157 + 255 * 32 - 102 * 16;
        assertEquals(-236, negative * 400 / (255 * 64));
        assertEquals(-236, QuantisedNet.of(net).evaluate(stm, 1, other, 0, bucket));
    }

    /**
     * A random net as the trainer leaves it (output weights on the 1/QB grid). On the same integer weights the
     * engine's formula is the float network's up to the final truncation (under 1 cp); against the unrounded float
     * net, the hidden layer's rounding adds a few centipawns over evaluations spread far wider than that.
     */
    @Test
    void quantisedFollowsTheFloatNet() {
        int hidden = 32;
        Network net = Network.random(hidden, 11);
        SplittableRandom random = new SplittableRandom(12);
        float[] master = net.params.clone();
        for (int k = net.outputOffset(); k < net.outputBiasOffset(); k++) {
            master[k] = (float) random.nextDouble(-0.2, 0.2); // trained nets have smaller ones
        }
        for (int j = 0; j < hidden; j++) {
            master[net.biasOffset() + j] = (float) random.nextDouble(0, 0.5);
        }
        net.takeFrom(master, 0, master.length);
        QuantisedNet q = QuantisedNet.of(net);
        Network rounded = q.toFloat();
        int[] stm = new int[32];
        int[] other = new int[32];
        double sum = 0;
        double max = 0;
        double lowest = Double.MAX_VALUE;
        double highest = -Double.MAX_VALUE;
        int positions = 500;
        for (int n = 0; n < positions; n++) {
            int count = 2 + random.nextInt(31);
            for (int k = 0; k < count; k++) {
                stm[k] = random.nextInt(768);
                other[k] = Features.flip(stm[k]);
            }
            int bucket = Features.bucket(count);
            int integerCp = q.evaluate(stm, count, other, count, bucket);
            double sameWeightsCp = rounded.evaluate(stm, count, other, count, bucket) * 400.0;
            assertEquals(sameWeightsCp, integerCp, 1.001, "the integer formula on the same weights");
            double floatCp = net.evaluate(stm, count, other, count, bucket) * 400.0;
            double difference = Math.abs(floatCp - integerCp);
            sum += difference;
            max = Math.max(max, difference);
            lowest = Math.min(lowest, floatCp);
            highest = Math.max(highest, floatCp);
        }
        assertTrue(highest - lowest > 300, "evaluations spread over " + (highest - lowest) + " cp");
        assertTrue(sum / positions < 3, "mean difference " + sum / positions);
        assertTrue(max < 10, "largest difference " + max);
    }
}
