package chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The review engine's centipawns stretched to Stockfish's scale before they are judged; mates untouched. */
class EngineScaleTest {
    @Test
    void centipawnsAreStretchedFromBothSides() {
        assertEquals(Score.cp(137), EngineScale.toStockfish(Score.cp(100)));
        assertEquals(Score.cp(-274), EngineScale.toStockfish(Score.cp(-200)));
        assertEquals(Score.EVEN, EngineScale.toStockfish(Score.EVEN));
    }

    @Test
    void matesStayAsTheyAre() {
        assertEquals(Score.mate(3, true), EngineScale.toStockfish(Score.mate(3, true)));
        assertEquals(Score.mate(0, false), EngineScale.toStockfish(Score.mate(0, false)));
    }

    @Test
    void aPawnLostCostsMoreWinningChancesOnStockfishsScale() {
        // The engine's 0.30 -> -1.26 (11. Bg5 in Byrne-Fischer, the deeper look) is a mistake on its own scale and
        // a blunder on Stockfish's (which scored the move 0.30 -> -2.06).
        MoveAssessment own = MoveAssessment.of(Score.cp(31), Score.cp(-126), true, false);
        MoveAssessment stretched = MoveAssessment.of(EngineScale.toStockfish(Score.cp(31)),
                EngineScale.toStockfish(Score.cp(-126)), true, false);
        assertEquals(Judgement.MISTAKE, own.judgement);
        assertEquals(Judgement.BLUNDER, stretched.judgement);
        assertTrue(stretched.drop > own.drop);
    }
}
