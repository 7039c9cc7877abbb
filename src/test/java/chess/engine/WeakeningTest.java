package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WeakeningTest {
    private static final int[] MOVES = {101, 102, 103, 104, 105};

    private static int[] countChoices(int noise, int[] scores, int draws) {
        Weakening weakening = new Weakening();
        weakening.configure(noise, 7);
        RootMove[] rootMoves = new RootMove[MOVES.length];
        for (int i = 0; i < MOVES.length; i++) {
            rootMoves[i] = new RootMove();
            rootMoves[i].move = MOVES[i];
            rootMoves[i].score = scores[i];
        }
        int[] counts = new int[MOVES.length];
        for (int i = 0; i < draws; i++) {
            int move = weakening.choose(rootMoves, MOVES.length);
            counts[move - MOVES[0]]++;
        }
        return counts;
    }

    @Test
    void withoutNoiseTheBestMoveIsAlwaysPlayed() {
        int[] counts = countChoices(0, new int[] {50, 49, 48, 47, 46}, 200);
        assertEquals(200, counts[0]);
    }

    @Test
    void aMoveTheNoiseCannotReachIsNeverPlayed() {
        // Noise 100: the move 100 cp below the best and the unmeasured one can never be chosen.
        int[] counts = countChoices(100, new int[] {0, -30, -60, -100, -Search.INF}, 20_000);
        assertEquals(0, counts[3], "exactly the noise below the best");
        assertEquals(0, counts[4], "unmeasured");
        assertTrue(counts[1] > 0 && counts[2] > 0, "moves within reach are played sometimes");
    }

    @Test
    void betterMovesArePlayedMoreOften() {
        int[] counts = countChoices(100, new int[] {0, -30, -60, -90, -95}, 20_000);
        for (int i = 1; i < 4; i++) {
            assertTrue(counts[i - 1] > counts[i], "move " + i + " against the one above it: " + counts[i - 1]
                    + " > " + counts[i]);
        }
        // Two moves 30 cp apart with noise 100: the better one wins (1 - 0.7^2 / 2) = 75.5% of such draws.
        int[] pair = countChoices(100, new int[] {0, -30, -Search.INF, -Search.INF, -Search.INF}, 20_000);
        assertEquals(0.755, pair[0] / 20_000.0, 0.02);
    }

    @Test
    void aForcedMateIsNeverPassedOverAndAMatedMoveNeverChosen() {
        int[] mating = countChoices(300, new int[] {Search.MATE_BOUND + 5, 0, -10, -20, -30}, 500);
        assertEquals(500, mating[0]);
        int[] lost = countChoices(300, new int[] {-200, -Search.MATE_BOUND - 3, -250, -Search.MATE_BOUND, -260}, 5_000);
        assertEquals(0, lost[1]);
        assertEquals(0, lost[3]);
    }

    @Test
    void theSameSeedGivesTheSameChoices() {
        int[] scores = {0, -10, -20, -30, -40};
        assertEquals(java.util.Arrays.toString(countChoices(80, scores, 1000)),
                java.util.Arrays.toString(countChoices(80, scores, 1000)));
    }
}
