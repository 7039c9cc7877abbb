package chess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.engine.LevelRating;
import org.junit.jupiter.api.Test;

class MatchTallyTest {
    private static final GameEnd WHITE_MATES = new GameEnd("1-0", Termination.CHECKMATE, "");
    private static final GameEnd DRAW = new GameEnd("1/2-1/2", Termination.STALEMATE, "");

    @Test
    void resultsCountFromEngineOnesSideWhicheverColourItHad() {
        MatchTally tally = new MatchTally("a", "b");
        tally.add(WHITE_MATES, true); // a wins with White
        tally.add(WHITE_MATES, false); // b wins with White
        tally.add(GameEnd.failure(0, Termination.TIME_LOSS, ""), false); // b, White, loses on time
        tally.add(DRAW, true);
        assertEquals(2, tally.wins());
        assertEquals(1, tally.draws());
        assertEquals(1, tally.losses());
        assertEquals(0, tally.failures(0, Termination.TIME_LOSS));
        assertEquals(1, tally.failures(1, Termination.TIME_LOSS));
        String report = tally.report();
        assertTrue(report.contains("W-D-L 2-1-1"), report);
        assertTrue(report.contains("checkmate 2, stalemate 1, loss on time 1"), report);
        assertTrue(report.contains("losses on time: a 0, b 1"), report);
    }

    @Test
    void theEloDifferenceIsLevelRatingsAgainstARatingOfZero() {
        MatchTally tally = new MatchTally("a", "b");
        for (int i = 0; i < 75; i++) {
            tally.add(WHITE_MATES, true);
        }
        for (int i = 0; i < 25; i++) {
            tally.add(WHITE_MATES, false);
        }
        LevelRating.Rating r = tally.rating();
        assertEquals(190.85, r.elo(), 0.01); // 400 log10(3)
        assertEquals(LevelRating.rate(java.util.List.of(new LevelRating.Match(0, 75, 0, 25))), r);
        assertTrue(tally.report().contains("Elo difference +190.8 ± "), tally.report());
    }

    @Test
    void losIsOneHalfWhenEvenAndNearCertainWhenFarAhead() {
        MatchTally even = new MatchTally("a", "b");
        even.add(WHITE_MATES, true);
        even.add(WHITE_MATES, false);
        assertEquals(0.5, even.los(), 1e-9);
        MatchTally ahead = new MatchTally("a", "b");
        for (int i = 0; i < 30; i++) {
            ahead.add(WHITE_MATES, true);
            ahead.add(DRAW, true);
        }
        ahead.add(WHITE_MATES, false);
        assertTrue(ahead.los() > 0.999, Double.toString(ahead.los()));
        // 12 wins, 8 losses: Φ(4 / √20) = Φ(0.894) = 0.8145
        MatchTally close = new MatchTally("a", "b");
        for (int i = 0; i < 12; i++) {
            close.add(WHITE_MATES, true);
        }
        for (int i = 0; i < 8; i++) {
            close.add(WHITE_MATES, false);
        }
        assertEquals(0.8145, close.los(), 1e-3);
    }

    @Test
    void aSweepHasNoFiniteElo() {
        MatchTally sweep = new MatchTally("a", "b");
        sweep.add(WHITE_MATES, true);
        assertTrue(sweep.report().contains("+inf (every game won)"), sweep.report());
    }
}
