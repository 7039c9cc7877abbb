package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LevelRatingTest {
    private static LevelRating.Rating rate(String... matches) {
        return LevelRating.rate(List.of(matches).stream().map(LevelRating.Match::parse).toList());
    }

    @Test
    void anEvenScoreIsTheOpponentsRating() {
        assertEquals(1500, rate("1500:40-20-40").elo(), 0.01);
    }

    @Test
    void threeQuartersIsAbout191Above() {
        // 1 / (1 + 10^(-d/400)) = 0.75 at d = 400 log10(3) = 190.85
        assertEquals(1690.85, rate("1500:75-0-25").elo(), 0.01);
    }

    @Test
    void twoOpponentsMeetAtTheRatingThatExpectsTheScore() {
        LevelRating.Rating r = rate("1400:30-0-20", "1600:20-0-30");
        assertEquals(1500, r.elo(), 0.01, "60% below and 40% above, symmetric");
        double expected = 50 * LevelRating.expected(r.elo(), 1400) + 50 * LevelRating.expected(r.elo(), 1600);
        assertEquals(50, expected, 1e-6);
    }

    @Test
    void drawsAndMoreGamesNarrowTheErrorBar() {
        double decisive = rate("1500:50-0-50").errorBar();
        double drawish = rate("1500:25-50-25").errorBar();
        double more = rate("1500:200-0-200").errorBar();
        assertTrue(drawish < decisive, drawish + " < " + decisive);
        assertEquals(decisive / 2, more, 0.01);
        // 100 decisive games at 50%: 1.96 * 5 / (100 * 0.25 * ln10 / 400) = 68.1
        assertEquals(68.1, decisive, 0.1);
    }

    @Test
    void aClean20ScoreHasNoFiniteRating() {
        assertTrue(Double.isInfinite(rate("1500:20-0-0").elo()));
        assertTrue(rate("1500:0-0-20").elo() < 0);
    }

    @Test
    void badInputIsRefusedWithTheText() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> LevelRating.Match.parse("1500:3-4"));
        assertTrue(e.getMessage().contains("1500:3-4"));
    }
}
