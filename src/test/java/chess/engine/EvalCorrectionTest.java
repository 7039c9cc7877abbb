package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Piece;
import org.junit.jupiter.api.Test;

/** The correction history learns a structure's evaluation error, per side, within its limit. */
class EvalCorrectionTest {
    private static final int KEY = 0x1234_5678;

    @Test
    void startsNeutralAndLearnsTheErrorOfRepeatedResults() {
        EvalCorrection c = new EvalCorrection();
        assertEquals(37, c.apply(37, Piece.WHITE, KEY));
        for (int i = 0; i < 200; i++) {
            c.update(Piece.WHITE, KEY, 12, 60);
        }
        int learned = c.apply(0, Piece.WHITE, KEY);
        assertTrue(learned >= 55 && learned <= 60, "learned " + learned);
        assertEquals(0, c.apply(0, Piece.BLACK, KEY), "the other side's slot is untouched");
        assertEquals(0, c.apply(0, Piece.WHITE, KEY + 1), "another structure's slot is untouched");
    }

    @Test
    void deeperResultsWeighMore() {
        EvalCorrection shallow = new EvalCorrection();
        EvalCorrection deep = new EvalCorrection();
        shallow.update(Piece.WHITE, KEY, 1, 100);
        deep.update(Piece.WHITE, KEY, 10, 100);
        assertTrue(deep.apply(0, Piece.WHITE, KEY) > shallow.apply(0, Piece.WHITE, KEY));
    }

    @Test
    void staysWithinItsLimitAndClears() {
        EvalCorrection c = new EvalCorrection();
        for (int i = 0; i < 1000; i++) {
            c.update(Piece.BLACK, KEY, 30, -5000);
        }
        int learned = c.apply(0, Piece.BLACK, KEY);
        assertTrue(learned >= -EvalCorrection.LIMIT_CP && learned < -EvalCorrection.LIMIT_CP + 10,
                "learned " + learned);
        c.clear();
        assertEquals(0, c.apply(0, Piece.BLACK, KEY));
    }
}
