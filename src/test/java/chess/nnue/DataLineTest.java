package chess.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Reading data lines: the side to move's view of score and result, and every reason to skip a line. */
class DataLineTest {
    private static final String ENDGAME = "8/5k2/8/3p4/8/2N5/5K2/8";

    @Test
    void scoreAndResultAreTurnedToTheSideToMove() {
        DataLine line = new DataLine();
        assertEquals(DataLine.Verdict.OK, line.parse(ENDGAME + " w - - 0 40;1;250"));
        assertEquals(0, line.sideToMove);
        assertEquals(250, line.scoreStm);
        assertEquals(2, line.resultHalvesStm);
        assertEquals(4, line.count);
        assertFalse(line.castlingRights);

        assertEquals(DataLine.Verdict.OK, line.parse(ENDGAME + " b - - 0 40;1;250"));
        assertEquals(1, line.sideToMove);
        assertEquals(-250, line.scoreStm);
        assertEquals(0, line.resultHalvesStm);

        assertEquals(DataLine.Verdict.OK, line.parse(ENDGAME + " b - - 0 40;0.5;-2999"));
        assertEquals(2999, line.scoreStm);
        assertEquals(1, line.resultHalvesStm);
    }

    @Test
    void targetBlendsScoreAndResult() {
        DataLoader loader = new DataLoader(0);
        loader.add(ENDGAME + " b - - 0 40;0;-400"); // Black to move, Black won, Black +400 cp
        PositionStore store = loader.store();
        double fromScore = 1 / (1 + Math.exp(-1.0));
        assertEquals(fromScore, store.target(0, 1f), 1e-6);
        assertEquals(1.0, store.target(0, 0f), 1e-6);
        assertEquals(0.75 * fromScore + 0.25, store.target(0, 0.75f), 1e-6);
    }

    @Test
    void castlingRightsForbidMirroring() {
        DataLoader loader = new DataLoader(0);
        loader.add("r3k3/8/8/8/8/8/8/4K2R w Kq - 3 17;0.5;10");
        loader.add("r3k3/8/8/8/8/8/8/4K2R w - - 3 17;0.5;10");
        assertFalse(loader.store().mirrorable(0));
        assertTrue(loader.store().mirrorable(1));
    }

    @Test
    void skippedLinesAreCountedByReason() {
        DataLoader loader = new DataLoader(0);
        assertEquals(DataLine.Verdict.NO_SCORE, loader.add(ENDGAME + " w - - 0 40;1"));
        assertEquals(DataLine.Verdict.BIG_SCORE, loader.add(ENDGAME + " w - - 0 40;1;3000"));
        assertEquals(DataLine.Verdict.BIG_SCORE, loader.add(ENDGAME + " w - - 0 40;0;-30000"));
        String[] malformed = {
            "no separator at all",
            ENDGAME + " w - - 0 40;2;10",                // no such result
            ENDGAME + " w - - 0 40;1;ten",               // score not a number
            "8/5k2/8/3p4/8/2N5/5K2 w - - 0 40;1;10",     // seven ranks
            "8/5k2/8/3p4/8/2N6/5K2/8 w - - 0 40;1;10",   // nine squares in a rank
            "8/8/8/3p4/8/2N5/5K2/8 w - - 0 40;1;10",     // no black king
            "8/5k2/8/3x4/8/2N5/5K2/8 w - - 0 40;1;10",   // no such piece
            ENDGAME + " x - - 0 40;1;10",                // no such side
            ENDGAME + ";1;10",                           // no side or castling
        };
        for (String line : malformed) {
            assertEquals(DataLine.Verdict.MALFORMED, loader.add(line), line);
        }
        assertEquals(DataLine.Verdict.OK, loader.add(ENDGAME + " w - - 0 40;1;10"));
        assertEquals(1, loader.store().size());
        assertEquals("positions read 1; skipped: no score 1, |score| >= 3000 2, malformed 9", loader.summary());
    }
}
