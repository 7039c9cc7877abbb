package chess.pgn;

import java.util.ArrayList;
import java.util.List;

/**
 * The problems of one game as it is read. The first fatal problem ends the reading, so nothing is recorded after
 * it; notes are capped so that a game with thousands of the same slip gives a readable list.
 */
final class ProblemLog {
    static final int MAX_NOTES = 100;

    private final int game;
    private final List<PgnProblem> problems = new ArrayList<>();
    private int notes;
    private boolean failed;

    ProblemLog(int game) {
        this.game = game;
    }

    void note(int line, int column, String message) {
        if (failed) {
            return;
        }
        notes++;
        if (notes <= MAX_NOTES) {
            problems.add(new PgnProblem(game, line, column, message, false));
        } else if (notes == MAX_NOTES + 1) {
            problems.add(new PgnProblem(game, line, column, "more than " + MAX_NOTES
                    + " notes for this game; the rest are left out", false));
        }
    }

    void fatal(int line, int column, String message) {
        if (!failed) {
            problems.add(new PgnProblem(game, line, column, message, true));
            failed = true;
        }
    }

    boolean failed() {
        return failed;
    }

    List<PgnProblem> problems() {
        return problems;
    }
}
