package chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScoreTest {
    @Test
    void engineScoresAreTurnedToWhitesView() {
        assertEquals(Score.cp(35), Score.ofEngine(35, false, true));
        assertEquals(Score.cp(-35), Score.ofEngine(35, false, false));
        assertEquals(Score.mate(3, false), Score.ofEngine(3, true, false), "Black to move mates in 3");
        assertEquals(Score.mate(2, true), Score.ofEngine(-2, true, false), "Black to move is mated in 2");
        assertEquals(Score.mate(0, true), Score.ofEngine(0, true, false), "Black to move is checkmated");
    }

    @Test
    void winningChancesFollowTheCurveAndCapMates() {
        assertEquals(50.0, Score.EVEN.whiteWinPercent(), 1e-9);
        assertEquals(59.1, Score.cp(100).whiteWinPercent(), 0.1);
        assertEquals(75.2, Score.cp(300).whiteWinPercent(), 0.1);
        assertEquals(100 - 75.2, Score.cp(-300).whiteWinPercent(), 0.1);
        assertEquals(Score.cp(1000).whiteWinPercent(), Score.cp(5000).whiteWinPercent(), 1e-9, "capped");
        assertEquals(100.0, Score.mate(7, true).whiteWinPercent());
        assertEquals(0.0, Score.mate(1, false).whiteWinPercent());
        assertEquals(100.0, Score.mate(1, false).winPercentFor(false));
        assertEquals(-1000, Score.mate(4, false).cappedWhiteCp());
    }

    @Test
    void pgnTextReadsBack() {
        for (Score s : new Score[] {Score.cp(0), Score.cp(35), Score.cp(-120), Score.cp(-5), Score.cp(1234),
                Score.mate(3, true), Score.mate(2, false), Score.mate(0, true)}) {
            assertEquals(s, Score.parsePgn(s.pgnText()), s.pgnText());
        }
        assertEquals("-0.05", Score.cp(-5).pgnText());
        assertEquals("#-2", Score.mate(2, false).pgnText());
        assertEquals(Score.cp(30), Score.parsePgn("+0.3"));
        assertEquals(Score.cp(1200), Score.parsePgn("12"));
        assertEquals(Score.mate(3, true), Score.parsePgn("#+3"));
        for (String bad : new String[] {"", "abc", "1.234", "#", "#x", "--1", "1.", ".5x", "99999", null}) {
            assertNull(Score.parsePgn(bad), bad);
        }
        assertTrue(Score.parsePgn(" 0.50 ") != null, "spaces around are tolerated");
    }
}
