package chess.core;

import static chess.core.TestPositions.board;
import static chess.core.TestPositions.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RulesTest {
    private static final String[] KNIGHT_CYCLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    private static Outcome outcome(Board b) {
        return Rules.outcome(b, RuleSet.STANDARD);
    }

    @Test
    void startIsOngoing() {
        Outcome o = outcome(board(Fen.START));
        assertEquals(Outcome.ONGOING, o);
        assertFalse(o.isOver());
        assertEquals(Outcome.Reason.NONE, o.reason());
        assertEquals("*", o.pgnResult());
    }

    @Test
    void checkmateForEitherColour() {
        Board fools = play(board(Fen.START), "f2f3", "e7e5", "g2g4", "d8h4");
        Outcome black = outcome(fools);
        assertEquals(Outcome.Result.BLACK_WINS, black.result());
        assertEquals(Outcome.Reason.CHECKMATE, black.reason());
        assertTrue(black.isOver());
        assertEquals("Checkmate: Black wins", black.describe());
        assertEquals("0-1", black.pgnResult());

        Board scholars = play(board(Fen.START), "e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7");
        Outcome white = outcome(scholars);
        assertEquals(Outcome.Result.WHITE_WINS, white.result());
        assertEquals("Checkmate: White wins", white.describe());
        assertEquals("1-0", white.pgnResult());
    }

    @Test
    void stalemate() {
        Outcome o = outcome(board("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
        assertEquals(Outcome.Result.DRAW, o.result());
        assertEquals(Outcome.Reason.STALEMATE, o.reason());
        assertEquals("Draw by stalemate", o.describe());
        assertEquals("1/2-1/2", o.pgnResult());
    }

    @Test
    void fiftyMoveRuleAfterHundredQuietPlies() {
        String fen = "k7/8/1K6/8/8/8/8/7R w - - 99 80";
        Board b = board(fen);
        assertFalse(Rules.fiftyMoveRule(b));
        assertEquals(Outcome.ONGOING, outcome(b));
        play(b, "h1h2");
        assertTrue(Rules.fiftyMoveRule(b));
        assertEquals(Outcome.Reason.FIFTY_MOVE_RULE, outcome(b).reason());
        assertEquals("Draw by the fifty-move rule", outcome(b).describe());
        // A pawn move or capture resets the count.
        Board reset = play(board("k7/8/1K6/8/8/8/P7/7R w - - 99 80"), "a2a3");
        assertFalse(Rules.fiftyMoveRule(reset));
    }

    @Test
    void mateOnTheHundredthPlyWins() {
        Board b = play(board("k7/8/1K6/8/8/8/8/7R w - - 99 80"), "h1h8");
        assertEquals(100, b.halfmoveClock());
        assertFalse(Rules.fiftyMoveRule(b));
        assertEquals(Outcome.checkmate(Piece.BLACK), outcome(b));
        // A check that is not mate on that ply still draws.
        Board check = play(board("k7/8/2K5/8/8/8/8/7R w - - 99 80"), "h1h8");
        assertTrue(check.inCheck());
        assertTrue(Rules.fiftyMoveRule(check));
        assertEquals(Outcome.Reason.FIFTY_MOVE_RULE, outcome(check).reason());
    }

    @Test
    void threefoldRepetitionByKnightShuffles() {
        Board b = board(Fen.START);
        for (int cycle = 0; cycle < 2; cycle++) {
            for (String m : KNIGHT_CYCLE) {
                assertFalse(Rules.threefoldRepetition(b));
                play(b, m);
            }
        }
        assertTrue(Rules.threefoldRepetition(b));
        Outcome o = outcome(b);
        assertEquals(Outcome.Reason.THREEFOLD_REPETITION, o.reason());
        assertEquals("Draw by threefold repetition", o.describe());
    }

    @Test
    void anEnPassantChanceMakesTheFirstOccurrenceDifferent() {
        String[] cycle = {"b1c3", "b8c6", "c3b1", "c6b8"};
        // Here e5xd6 e.p. is possible at the start only, so the start position is not repeated later.
        Board capturable = board("1n2k3/8/8/3pP3/8/8/8/1N2K3 w - d6 0 1");
        assertTrue(capturable.enPassantCapturable());
        play(capturable, cycle);
        play(capturable, cycle);
        assertFalse(Rules.threefoldRepetition(capturable), "only two occurrences without the e.p. chance");
        play(capturable, cycle);
        assertTrue(Rules.threefoldRepetition(capturable));

        // Without a pawn able to take, the e.p. square changes nothing and the start counts.
        Board notCapturable = board("1n2k3/8/8/3p4/8/8/8/1N2K3 w - d6 0 1");
        assertFalse(notCapturable.enPassantCapturable());
        play(notCapturable, cycle);
        play(notCapturable, cycle);
        assertTrue(Rules.threefoldRepetition(notCapturable));
    }

    @Test
    void insufficientMaterial() {
        assertDead("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true, "K v K");
        assertDead("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, "K+B v K");
        assertDead("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", true, "K+N v K");
        assertDead("4kn2/8/8/8/8/8/8/4K3 w - - 0 1", true, "K v K+N");
        assertDead("2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1", true, "K+B v K+B, both bishops on light squares");
        assertDead("3bk3/8/8/8/8/8/8/3BK3 w - - 0 1", false, "K+B v K+B, opposite-coloured bishops");
        assertDead("4k3/8/8/8/8/8/8/B1B1K3 w - - 0 1", true, "two white bishops on dark squares");
        assertDead("1b2k3/8/8/8/8/8/8/B1B1K3 w - - 0 1", true, "three bishops all on dark squares");
        assertDead("4k3/8/8/8/8/8/8/BB2K3 w - - 0 1", false, "bishop pair");
        assertDead("4k3/8/8/8/8/8/8/NN2K3 w - - 0 1", false, "two knights");
        assertDead("4kn2/8/8/8/8/8/8/1N2K3 w - - 0 1", false, "K+N v K+N");
        assertDead("4kb2/8/8/8/8/8/8/1N2K3 w - - 0 1", false, "K+N v K+B");
        assertDead("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false, "a pawn");
        assertDead("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", false, "a rook");
        assertDead("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", false, "a queen");
        assertEquals("Draw by insufficient material",
                outcome(board("4k3/8/8/8/8/8/8/4K3 w - - 0 1")).describe());
    }

    private static void assertDead(String fen, boolean dead, String what) {
        Board b = board(fen);
        assertEquals(dead, Rules.insufficientMaterial(b), what);
        assertEquals(dead, outcome(b).reason() == Outcome.Reason.INSUFFICIENT_MATERIAL, what);
    }

    @Test
    void checkmateComesBeforeDrawRules() {
        // outcome() looks for mate and stalemate before any draw rule, whatever the clock says.
        Board b = board("k7/8/1K6/8/8/8/8/7R w - - 120 90");
        assertEquals(Outcome.Reason.FIFTY_MOVE_RULE, outcome(b).reason());
        play(b, "h1h8");
        assertEquals(Outcome.Reason.CHECKMATE, outcome(b).reason());
    }
}
