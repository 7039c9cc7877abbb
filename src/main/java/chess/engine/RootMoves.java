package chess.engine;

import chess.core.Board;
import chess.core.MoveGenerator;

/**
 * The moves at the root of a search, best first after each iteration: {@link RootMove} objects made once for the
 * life of the search and reordered, never copied. Besides the order they start in, this keeps the MultiPV lines'
 * bookkeeping: each line's score from the last iteration, and the sort of the lines by score.
 */
final class RootMoves {
    private final RootMove[] moves = new RootMove[MoveGenerator.MAX_MOVES];
    private final int[] legal = new int[MoveGenerator.MAX_MOVES];
    private int count;
    /**
     * The move the search would play now: the first line's best, set as soon as a move raises alpha, so during
     * (and after) an unfinished iteration it may differ from the first root move.
     */
    int best;
    /** Each line's score in the last iteration: the next one's aspiration windows, whichever move leads them. */
    private final int[] previousLineScores = new int[Engine.MAX_MULTI_PV];

    RootMoves() {
        for (int i = 0; i < moves.length; i++) {
            moves[i] = new RootMove();
        }
    }

    /**
     * Takes the legal moves of {@code b}, only those in {@code allowed} (UCI searchmoves) unless that leaves none,
     * in their first order: the hash move first, then captures and promotions, then the rest as generated
     * ({@link MovePicker#sortRoot}). Returns how many there are.
     */
    int setUp(Board b, int[] allowed, int hashMove) {
        count = MoveGenerator.generate(b, legal, 0);
        if (allowed.length > 0) {
            int kept = 0;
            for (int i = 0; i < count; i++) {
                int m = legal[i];
                for (int a : allowed) {
                    if (a == m) {
                        legal[kept++] = m;
                        break;
                    }
                }
            }
            if (kept > 0) {
                count = kept;
            }
        }
        for (int i = 0; i < count; i++) {
            moves[i].move = legal[i];
        }
        MovePicker.sortRoot(moves, count, hashMove);
        return count;
    }

    int count() {
        return count;
    }

    RootMove get(int i) {
        return moves[i];
    }

    /** Moves the root move at {@code index} to {@code first}, shifting the ones between down by one. */
    void moveToFront(int first, int index) {
        RootMove best = moves[index];
        System.arraycopy(moves, first, moves, first + 1, index - first);
        moves[first] = best;
    }

    /** Before an iteration searches the first {@code lines} lines again: remembers each one's score. */
    void startLines(int lines) {
        for (int k = 0; k < lines; k++) {
            previousLineScores[k] = moves[k].lineScore;
        }
    }

    /** The score line {@code k} had in the iteration before this one (see {@link #startLines}). */
    int previousLineScore(int k) {
        return previousLineScores[k];
    }

    /** Sorts the first {@code lines} root moves by their line scores, best first; equal scores keep their order. */
    void sortLines(int lines) {
        for (int k = 1; k < lines; k++) { // insertion sort, stable
            RootMove line = moves[k];
            int j = k;
            for (; j > 0 && line.lineScore > moves[j - 1].lineScore; j--) {
                moves[j] = moves[j - 1];
            }
            moves[j] = line;
        }
    }

    /** The move a weakened level plays ({@link Weakening#choose}), the best one at full strength. */
    int choose(Weakening weakening) {
        return weakening.choose(moves, count);
    }
}
