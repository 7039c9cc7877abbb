package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Piece;
import org.junit.jupiter.api.Test;

class EvaluationTest {
    private static Evaluation eval(String score, int sideToMove) {
        return Evaluation.of(EngineInfo.parse("info depth 1 score " + score + " pv e2e4"), sideToMove);
    }

    @Test
    void centipawnsTurnToWhitesView() {
        assertEquals("+0.35", eval("cp 35", Piece.WHITE).text());
        assertEquals("-0.35", eval("cp 35", Piece.BLACK).text());
        assertEquals("+1.05", eval("cp -105", Piece.BLACK).text());
        assertEquals("-12.00", eval("cp -1200", Piece.WHITE).text());
        assertEquals("0.00", eval("cp 0", Piece.BLACK).text());
        assertEquals(-35, eval("cp 35", Piece.BLACK).whiteCp);
    }

    @Test
    void matesNameTheWinner() {
        assertEquals("#3", eval("mate 3", Piece.WHITE).text());
        assertEquals("#-3", eval("mate 3", Piece.BLACK).text());
        assertEquals("#2", eval("mate -2", Piece.BLACK).text());
        assertEquals("#-2", eval("mate -2", Piece.WHITE).text());
        assertEquals("#-0", eval("mate 0", Piece.WHITE).text(), "white to move and mated");
        assertEquals(1.0, eval("mate 1", Piece.WHITE).whiteShare());
        assertEquals(0.0, eval("mate 1", Piece.BLACK).whiteShare());
    }

    @Test
    void barShareGrowsWithWhitesScore() {
        assertEquals(0.5, eval("cp 0", Piece.WHITE).whiteShare(), 1e-9);
        double small = eval("cp 50", Piece.WHITE).whiteShare();
        double big = eval("cp 400", Piece.WHITE).whiteShare();
        assertTrue(0.5 < small && small < big && big < 1.0, small + " " + big);
        assertEquals(1.0 - big, eval("cp 400", Piece.BLACK).whiteShare(), 1e-9);
    }
}
