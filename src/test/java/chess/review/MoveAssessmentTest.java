package chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Move judgements on hand-made score pairs, from each side's point of view, with mates. */
class MoveAssessmentTest {
    private static Judgement white(Score before, Score after) {
        return MoveAssessment.of(before, after, true, false).judgement;
    }

    private static Judgement black(Score before, Score after) {
        return MoveAssessment.of(before, after, false, false).judgement;
    }

    @Test
    void dropsInWinningChancesGiveTheMarks() {
        // Winning chances (percent): +0.30 is 52.8, -0.60 is 44.5, -1.00 is 40.9, -1.50 is 36.5.
        assertEquals(Judgement.GOOD, white(Score.cp(30), Score.cp(10)));
        assertEquals(Judgement.INACCURACY, white(Score.cp(30), Score.cp(-60)));
        assertEquals(Judgement.MISTAKE, white(Score.cp(30), Score.cp(-100)));
        assertEquals(Judgement.BLUNDER, white(Score.cp(30), Score.cp(-150)));
    }

    @Test
    void blacksMovesAreJudgedFromBlacksSide() {
        assertEquals(Judgement.BLUNDER, black(Score.cp(-30), Score.cp(400)), "Black gave away a lot");
        assertEquals(Judgement.GOOD, black(Score.cp(30), Score.cp(-400)), "Black gained: no mark");
        assertEquals(Judgement.GOOD, white(Score.cp(400), Score.cp(900)), "a gain is never a loss");
    }

    @Test
    void theSameCentipawnsMatterLessWhenTheGameIsDecided() {
        assertEquals(Judgement.GOOD, white(Score.cp(900), Score.cp(700)), "still winning");
        assertEquals(Judgement.MISTAKE, white(Score.cp(100), Score.cp(-30)));
        assertEquals(Judgement.GOOD, white(Score.cp(-900), Score.cp(-1200)), "already lost");
    }

    @Test
    void walkingIntoMateIsABlunderUnlessTheGameWasLost() {
        assertEquals(Judgement.BLUNDER, white(Score.cp(20), Score.mate(2, false)));
        assertEquals(Judgement.BLUNDER, black(Score.cp(150), Score.mate(1, true)), "Black was worse, not lost");
        assertEquals(Judgement.GOOD, white(Score.mate(3, false), Score.mate(2, false)), "mated either way");
        assertEquals(Judgement.GOOD, white(Score.cp(-2000), Score.mate(5, false)), "the capped loss was already lost");
    }

    @Test
    void lettingAMateSlipIsJudgedByWhatIsLeft() {
        assertEquals(Judgement.GOOD, white(Score.mate(3, true), Score.mate(5, true)), "a slower mate is still mate");
        assertEquals(Judgement.GOOD, white(Score.mate(3, true), Score.cp(1500)), "still crushing");
        assertEquals(Judgement.INACCURACY, white(Score.mate(2, true), Score.cp(700)));
        assertEquals(Judgement.MISTAKE, white(Score.mate(2, true), Score.cp(550)));
        assertEquals(Judgement.BLUNDER, white(Score.mate(2, true), Score.cp(150)));
        assertEquals(Judgement.BLUNDER, black(Score.mate(1, false), Score.EVEN), "Black missed mate for a draw");
    }

    @Test
    void theEnginesOwnChoiceLosesNothing() {
        MoveAssessment a = MoveAssessment.of(Score.cp(50), Score.cp(-200), true, true);
        assertEquals(Judgement.GOOD, a.judgement);
        assertEquals(100.0, a.accuracy, 1e-9);
        assertEquals(0, a.cpLoss);
    }

    @Test
    void accuracyFallsWithTheDropAndLossesAreCapped() {
        MoveAssessment perfect = MoveAssessment.of(Score.cp(40), Score.cp(40), true, false);
        assertEquals(100.0, perfect.accuracy, 1e-9);
        MoveAssessment small = MoveAssessment.of(Score.cp(40), Score.cp(0), true, false);
        MoveAssessment large = MoveAssessment.of(Score.cp(40), Score.cp(-500), true, false);
        assertTrue(small.accuracy < 100 && small.accuracy > 80, "" + small.accuracy);
        assertTrue(large.accuracy < small.accuracy && large.accuracy > 0, "" + large.accuracy);
        assertEquals(0.0, MoveAssessment.of(Score.mate(1, true), Score.mate(1, false), true, false).accuracy, 1e-9);
        assertEquals(2000, MoveAssessment.of(Score.mate(1, true), Score.mate(1, false), true, false).cpLoss);
        assertEquals(540, large.cpLoss);
    }
}
