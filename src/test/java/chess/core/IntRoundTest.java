package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class IntRoundTest {
    @Test
    void roundsAsMathRoundDoes() {
        double[] halves = {-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 87.25, 99.95, -0.0, 0.0, 12.499999, 12.5000001};
        for (double v : halves) {
            assertEquals(Math.round(v), IntRound.of(v), "at " + v);
        }
        Random random = new Random(7);
        for (int i = 0; i < 100_000; i++) {
            double v = (random.nextDouble() - 0.5) * 2_000_000;
            assertEquals(Math.round(v), IntRound.of(v), "at " + v);
        }
    }
}
