package chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SideSummaryTest {
    /** Assessments of a line of White-view scores, the first move by White. */
    private static List<MoveAssessment> line(Score... scores) {
        List<MoveAssessment> moves = new ArrayList<>();
        for (int i = 1; i < scores.length; i++) {
            moves.add(MoveAssessment.of(scores[i - 1], scores[i], i % 2 == 1, false));
        }
        return moves;
    }

    @Test
    void countsAverageLossAndAccuracyPerSide() {
        // White: 20 -> 30 (good), 40 -> -300 (blunder); Black: 30 -> 40 (loses 10), -300 -> -310 (gains).
        List<MoveAssessment> moves = line(Score.cp(20), Score.cp(30), Score.cp(40), Score.cp(-300), Score.cp(-310));
        SideSummary white = SideSummary.of(moves, true);
        SideSummary black = SideSummary.of(moves, false);
        assertEquals(2, white.moves);
        assertEquals(1, white.blunders);
        assertEquals(0, white.mistakes + white.inaccuracies);
        assertEquals(170.0, white.averageCpLoss, 1e-9); // (0 + 340) / 2
        assertEquals(2, black.moves);
        assertEquals(0, black.blunders + black.mistakes + black.inaccuracies);
        assertEquals(5.0, black.averageCpLoss, 1e-9); // (10 + 0) / 2
        assertTrue(black.accuracy > 95, "" + black.accuracy);
        assertTrue(white.accuracy < 60, "one blunder in two moves weighs heavily: " + white.accuracy);
    }

    @Test
    void oneBlunderAmongManyGoodMovesStillCosts() {
        List<MoveAssessment> moves = new ArrayList<>();
        for (int i = 0; i < 19; i++) {
            moves.add(MoveAssessment.of(Score.cp(20), Score.cp(15), true, false));
        }
        moves.add(MoveAssessment.of(Score.cp(20), Score.mate(1, false), true, false));
        SideSummary white = SideSummary.of(moves, true);
        assertEquals(1, white.blunders);
        assertTrue(white.accuracy > 50 && white.accuracy < 85, "" + white.accuracy);
    }

    @Test
    void noMovesIsPerfectAndEmpty() {
        SideSummary none = SideSummary.of(List.of(), true);
        assertEquals(0, none.moves);
        assertEquals(100.0, none.accuracy, 1e-9);
        assertEquals(0.0, none.averageCpLoss, 1e-9);
    }
}
