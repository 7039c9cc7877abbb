package chess.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TrainOptionsTest {
    @Test
    void takesHiddenSizesUpToTheLargestTheEngineAlwaysReads() {
        TrainOptions options = TrainOptions.parse(
                new String[] {"--data", "positions.txt", "--out", "net.nnue", "--hidden", "1024"});
        assertEquals(1024, options.hidden);
        assertTrue(options.hiddenGiven);
    }

    @Test
    void refusesAHiddenSizeWhoseFileTheEngineCouldRefuse() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TrainOptions.parse(
                        new String[] {"--data", "positions.txt", "--out", "net.nnue", "--hidden", "1025"}));
        assertTrue(e.getMessage().startsWith("--hidden 1025: at most 1024 neurons"), e.getMessage());
    }
}
