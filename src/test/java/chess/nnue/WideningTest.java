package chess.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A net widened to more neurons evaluates as before, and its new neurons can learn. */
class WideningTest {

    @Test
    void aWidenedNetEvaluatesAsTheNarrowOne() {
        Network narrow = Network.random(16, 3);
        SplittableRandom random = new SplittableRandom(4);
        for (int j = 0; j < 16; j++) {
            narrow.params[narrow.biasOffset() + j] = (float) random.nextDouble(0, 0.5);
        }
        for (int b = 0; b < Features.BUCKETS; b++) {
            narrow.params[narrow.outputBiasOffset() + b] = (float) random.nextDouble(-0.3, 0.3);
        }
        Network wide = narrow.widened(40, 5);
        assertEquals(40, wide.hidden);
        int[] stm = new int[32];
        int[] other = new int[32];
        for (int trial = 0; trial < 200; trial++) {
            int count = 2 + random.nextInt(30);
            for (int k = 0; k < count; k++) {
                stm[k] = random.nextInt(Features.INPUTS);
                other[k] = random.nextInt(Features.INPUTS);
            }
            int bucket = random.nextInt(Features.BUCKETS);
            assertEquals(narrow.evaluate(stm, count, other, count, bucket),
                    wide.evaluate(stm, count, other, count, bucket), 1e-5f);
        }
        // The new neurons have input weights (so their activations, and their output weights' gradients, are not
        // all zero) but no say in the output yet.
        assertNotEquals(0f, wide.params[5 * 40 + 30]);
        assertEquals(0f, wide.params[wide.outputOffset() + 30]);
        assertEquals(0f, wide.params[wide.outputOffset() + 40 + 30]);
    }

    @Test
    void aNetIsNotNarrowed() {
        assertThrows(IllegalArgumentException.class, () -> Network.random(16, 3).widened(8, 1));
    }
}
