package chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which moves are suspected, and how the deeper look judges them, on hand-made scores from both sides. */
class ConfirmationTest {
    private static MoveAssessment first(int beforeCp, int afterCp, boolean white) {
        return MoveAssessment.of(Score.cp(beforeCp), Score.cp(afterCp), white, false);
    }

    @Test
    void aMistakeOrBlunderIsSuspectedAnInaccuracyIsNot() {
        assertTrue(Suspicion.accuses(first(100, -300, true)), "a blunder");
        assertTrue(Suspicion.accuses(first(100, -30, true)), "a mistake (59% to 47%)");
        assertFalse(Suspicion.accuses(first(100, 20, true)), "an inaccuracy is marked without a second look");
        assertTrue(Suspicion.accuses(first(100, 20, true), 5), "unless the review checks from an inaccuracy on");
        assertFalse(Suspicion.accuses(first(100, 80, true), 5), "less than an inaccuracy is never checked");
        assertTrue(Suspicion.accuses(first(100, -300, true), 20), "a blunder is checked whatever the depth asks");
        assertTrue(Suspicion.accuses(first(-100, 300, false)), "Black's blunder");
        assertFalse(Suspicion.accuses(MoveAssessment.of(Score.cp(100), Score.cp(-300), true, true)),
                "the engine's own choice");
    }

    @Test
    void theFirstPassesOwnChoiceIsSuspectedWhenItsScoresFallApart() {
        assertTrue(Suspicion.disagree(Score.cp(-84), Score.cp(-212), true, 10), "White 42% -> 31%");
        assertFalse(Suspicion.disagree(Score.cp(-84), Score.cp(-120), true, 5), "a few points: noise");
        assertTrue(Suspicion.disagree(Score.cp(-30), Score.cp(200), false, 10), "Black's view");
        assertFalse(Suspicion.disagree(Score.cp(100), Score.cp(400), true, 10), "a rise for the mover is no suspicion");
    }

        @Test
    void aReplyThatSwingsTheScoreAgainstTheMoverIsASuspicion() {
        assertTrue(Suspicion.swing(Score.cp(-50), Score.cp(300), false), "Black's chances 45% -> 25%");
        assertFalse(Suspicion.swing(Score.cp(-50), Score.cp(50), false), "a small change");
        assertFalse(Suspicion.swing(Score.cp(-50), Score.cp(-400), false), "a swing for the mover is no suspicion");
        assertTrue(Suspicion.swing(Score.cp(20), Score.mate(2, false), true), "the reply leads to mate");
    }

    @Test
    void theDeeperScoresDecide() {
        MoveAssessment refuted = Confirmation.judge(Score.cp(300), false, null, Score.cp(280), null, true);
        assertEquals(Judgement.GOOD, refuted.judgement, "the first pass's drop did not hold up");
        MoveAssessment confirmed = Confirmation.judge(Score.cp(300), false, null, Score.cp(-200), null, true);
        assertEquals(Judgement.BLUNDER, confirmed.judgement);
        MoveAssessment black = Confirmation.judge(Score.cp(-50), false, null, Score.cp(60), null, false);
        assertEquals(Judgement.MISTAKE, black.judgement, "Black: 55% -> 44.5%");
    }

    @Test
    void theDeeperChoiceIsNeverMarked() {
        assertEquals(Judgement.GOOD,
                Confirmation.judge(Score.cp(300), true, null, Score.cp(-500), null, true).judgement);
    }

    @Test
    void theSecondLineGivesTheMoverTheBenefitOfTheDoubt() {
        // The position after scores -200, but as the deeper search's second line the move kept +250.
        assertEquals(Judgement.GOOD,
                Confirmation.judge(Score.cp(300), false, Score.cp(250), Score.cp(-200), null, true).judgement);
        // A second line worse than the position's own deeper score changes nothing.
        assertEquals(Judgement.GOOD,
                Confirmation.judge(Score.cp(300), false, Score.cp(-200), Score.cp(280), null, true).judgement);
    }

    @Test
    void afterASwingTheReplysDeeperScoreCountsWhenItIsWorse() {
        // 24...cxd4: Black level before and after by the deeper looks, lost after White's reply.
        MoveAssessment missed = Confirmation.judge(Score.cp(0), false, null, Score.cp(10), Score.cp(600), false);
        assertEquals(Judgement.BLUNDER, missed.judgement);
        MoveAssessment held = Confirmation.judge(Score.cp(0), false, null, Score.cp(10), Score.cp(-100), false);
        assertEquals(Judgement.GOOD, held.judgement, "a reply that went well for the mover changes nothing");
    }

    @Test
    void anUnconfirmedSuspicionShowsAtMostAnInaccuracy() {
        MoveAssessment blunder = first(300, -300, true);
        MoveAssessment shown = blunder.markedAtMost(Judgement.INACCURACY);
        assertEquals(Judgement.INACCURACY, shown.judgement);
        assertEquals(blunder.drop, shown.drop, 1e-9);
        MoveAssessment small = first(100, 100, true);
        assertEquals(Judgement.GOOD, small.markedAtMost(Judgement.INACCURACY).judgement);
    }
}
