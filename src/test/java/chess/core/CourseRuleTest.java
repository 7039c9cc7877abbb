package chess.core;

import static chess.core.TestPositions.board;
import static chess.core.TestPositions.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CourseRuleTest {
    private static final String[] KNIGHTS = {"g1f3", "g8f6", "f3g1", "f6g8"};

    @Test
    void eightPliesWithTheSameSquaresTwiceDraw() {
        Board b = board(Fen.START);
        play(b, KNIGHTS);
        play(b, "g1f3", "g8f6", "f3g1");
        assertFalse(Rules.courseRepetition(b), "only 7 plies of history");
        play(b, "f6g8");
        assertTrue(Rules.courseRepetition(b));
        Outcome o = Rules.outcome(b, RuleSet.COURSE);
        assertEquals(Outcome.Reason.COURSE_REPETITION, o.reason());
        assertEquals(Outcome.Result.DRAW, o.result());
        assertEquals("Draw by the course's repetition rule (8 plies)", o.describe());
    }

    @Test
    void onlyTheLastEightPliesCount() {
        // 1 Nc3 Nc6 first, then the knight cycle twice: the last 8 plies match.
        Board b = play(board(Fen.START), "b1c3", "b8c6");
        play(b, KNIGHTS);
        play(b, KNIGHTS);
        assertTrue(Rules.courseRepetition(b));
    }

    @Test
    void differentSquaresDoNotDraw() {
        Board b = play(board(Fen.START), KNIGHTS);
        play(b, "b1c3", "b8c6", "c3b1", "c6b8");
        assertFalse(Rules.courseRepetition(b));
        // The same moves in another order are not the same either.
        Board swapped = play(board(Fen.START), "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "b8c6", "f3g1", "c6b8");
        assertFalse(Rules.courseRepetition(swapped));
    }

    @Test
    void aCaptureInTheWindowPreventsTheDraw() {
        // Ply 1 captures on a2; the rook then shuttles a1-a2 and the king h8-g8, so the squares match.
        String[] plies = {"a1a2", "h8g8", "a2a1", "g8h8", "a1a2", "h8g8", "a2a1", "g8h8"};
        Board b = play(board("7k/8/8/8/8/8/n7/R3K3 w - - 0 1"), plies);
        assertTrue(Move.isCapture(b.moveAt(0)));
        assertFalse(Rules.courseRepetition(b));
        // Two plies later the capture has left the window.
        play(b, "a1a2", "h8g8");
        assertTrue(Rules.courseRepetition(b));
    }

    @Test
    void aPromotionOrPawnMoveInTheWindowPreventsTheDraw() {
        // Ply 1 promotes (a pawn move); the new queen then shuttles e8-e7 on the same squares. A plain pawn move
        // can never fit the pattern (pawns do not go back), so this is where the pawn clause matters.
        String[] plies = {"e7e8q", "h1g1", "e8e7", "g1h1", "e7e8", "h1g1", "e8e7", "g1h1"};
        Board b = play(board("8/4P3/8/8/8/K7/8/7k w - - 0 1"), plies);
        assertTrue(Move.isPromotion(b.moveAt(0)));
        assertFalse(Rules.courseRepetition(b));
        play(b, "e7e8", "h1g1");
        assertTrue(Rules.courseRepetition(b));
    }

    @Test
    void aNullMoveInTheWindowPreventsTheDraw() {
        Board b = board(Fen.START);
        for (int i = 0; i < 2; i++) {
            play(b, "g1f3");
            b.makeNull();
            play(b, "f3g1");
            b.makeNull();
        }
        assertEquals(8, b.ply());
        assertFalse(Rules.courseRepetition(b));
    }

    @Test
    void courseReplacesThreefoldAndStandardIgnoresTheCourseRule() {
        // Threefold repetition without the course pattern: COURSE plays on, STANDARD draws.
        Board threefold = play(board(Fen.START), KNIGHTS);
        play(threefold, "b1c3", "b8c6", "c3b1", "c6b8");
        assertTrue(Rules.threefoldRepetition(threefold));
        assertEquals(Outcome.Reason.THREEFOLD_REPETITION, Rules.outcome(threefold, RuleSet.STANDARD).reason());
        assertEquals(Outcome.ONGOING, Rules.outcome(threefold, RuleSet.COURSE));

        // The course pattern without threefold (the first kings' moves cost the castling rights, so the start
        // position occurs once): COURSE draws, STANDARD plays on.
        Board course = play(board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
                "e1f1", "e8f8", "f1e1", "f8e8", "e1f1", "e8f8", "f1e1", "f8e8");
        assertFalse(Rules.threefoldRepetition(course));
        assertTrue(Rules.courseRepetition(course));
        assertEquals(Outcome.ONGOING, Rules.outcome(course, RuleSet.STANDARD));
        assertEquals(Outcome.Reason.COURSE_REPETITION, Rules.outcome(course, RuleSet.COURSE).reason());
    }
}
