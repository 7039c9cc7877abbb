package chess.engine;

import chess.core.Board;
import chess.core.Move;
import chess.core.Piece;

/**
 * Move ordering: scores a ply's move list once, then hands out the moves best first (a selection sort step per
 * move: most nodes end after a move or two, so sorting the whole list would be wasted).
 *
 * <p>The order: the hash move; captures that do not lose material (by victim, then attacker, then capture history)
 * and queen promotions; the two killers; the counter move; quiet moves by their history ({@link History}); last,
 * captures that lose material and under-promotions. Whether a capture loses material is only checked (by static
 * exchange) when it is about to be handed out.
 *
 * <p>Scores live in per-ply buffers allocated once; scoring and picking allocate nothing.
 */
final class MovePicker {
    private static final int SCORE_HASH = 2_000_000;
    private static final int SCORE_GOOD_CAPTURE = 1_000_000;
    private static final int SCORE_KILLER_1 = 900_000;
    private static final int SCORE_KILLER_2 = 890_000;
    private static final int SCORE_COUNTER = 880_000;
    private static final int SCORE_BAD_CAPTURE = -1_000_000;
    /** Captures scored within this of {@link #SCORE_BAD_CAPTURE} are the losing ones (capture order stays small). */
    private static final int BAD_CAPTURE_RANGE = 100_000;

    private final History history;
    private final StaticExchange see;
    /** Per ply and list index: the move's ordering score. */
    private final int[][] scores;
    /**
     * Per ply and list index: 1 for a capture scored as good whose exchange has not been checked yet (see
     * {@link #next}); they move with the list entries they belong to.
     */
    private final int[][] seePending;

    MovePicker(History history, StaticExchange see, int maxPly, int maxMoves) {
        this.history = history;
        this.see = see;
        scores = new int[maxPly + 1][maxMoves];
        seePending = new int[maxPly + 1][maxMoves];
    }

    /** Scores all {@code count} moves of {@code list} at {@code ply} for {@link #next}. */
    void scoreAll(Board b, int ply, int[] list, int count, int hashMove) {
        int[] order = scores[ply];
        int[] unchecked = seePending[ply];
        int k1 = history.firstKiller(ply);
        int k2 = history.secondKiller(ply);
        int counter = history.counterMove(b);
        int reply = history.continuationRow(b, 1);
        int followUp = history.continuationRow(b, 2);
        int us = b.sideToMove();
        for (int i = 0; i < count; i++) {
            int m = list[i];
            int s;
            int pending = 0;
            if (m == hashMove) {
                s = SCORE_HASH;
            } else if (Move.isTactical(m)) {
                if (Move.promotion(m) != 0 && Move.promotion(m) != Piece.QUEEN) {
                    s = SCORE_BAD_CAPTURE + captureOrder(m);
                } else {
                    s = SCORE_GOOD_CAPTURE + captureOrder(m);
                    pending = mayLoseMaterial(m) ? 1 : 0;
                }
            } else if (m == k1) {
                s = SCORE_KILLER_1;
            } else if (m == k2) {
                s = SCORE_KILLER_2;
            } else if (m == counter) {
                s = SCORE_COUNTER;
            } else {
                s = history.quietScore(m, us, reply, followUp);
            }
            order[i] = s;
            unchecked[i] = pending;
        }
    }

    /**
     * Scores a list of captures and promotions (quiescence, ProbCut) for {@link #nextCapture}: the hash move first,
     * then by {@link #captureOrder}, without exchange checks (the callers make their own).
     */
    void scoreCaptures(int ply, int[] list, int count, int hashMove) {
        int[] order = scores[ply];
        for (int i = 0; i < count; i++) {
            order[i] = list[i] == hashMove ? SCORE_HASH : captureOrder(list[i]);
        }
    }

    /**
     * Brings the best remaining move of a {@link #scoreAll} list to index {@code i} and returns it. A capture
     * whose exchange turns out to lose material drops to the bad captures, keeping its capture order, and the
     * pick is made again. The moves come out exactly as if every capture had been checked up front: checking
     * only lowers scores, and only the best one's.
     */
    int next(Board b, int ply, int[] list, int i, int count) {
        int[] order = scores[ply];
        int[] unchecked = seePending[ply];
        int best = indexOfBest(order, i, count);
        while (unchecked[best] != 0) {
            unchecked[best] = 0;
            if (see.evaluate(b, list[best]) < 0) {
                order[best] += SCORE_BAD_CAPTURE - SCORE_GOOD_CAPTURE;
                best = indexOfBest(order, i, count);
            }
        }
        unchecked[best] = unchecked[i];
        unchecked[i] = 0;
        return moveToFront(list, order, best, i);
    }

    /** Brings the best remaining move of a {@link #scoreCaptures} list to index {@code i} and returns it. */
    int nextCapture(int ply, int[] list, int i, int count) {
        int[] order = scores[ply];
        return moveToFront(list, order, indexOfBest(order, i, count), i);
    }

    /** Whether the move handed out at index {@code i} by {@link #next} is a losing capture or an under-promotion. */
    boolean isBadCapture(int ply, int i) {
        return scores[ply][i] <= SCORE_BAD_CAPTURE + BAD_CAPTURE_RANGE;
    }

    /**
     * For the quiet move handed out at index {@code i} by {@link #next}: how many plies less to reduce it for what
     * history knows of it. One for a killer or counter move; for others their history in units of half the
     * bound, so well-proven quiets are reduced less and poor ones more.
     */
    int historyReductionBonus(int ply, int i) {
        int score = scores[ply][i];
        return score >= SCORE_COUNTER ? 1 : score / (History.MAX / 2);
    }

    /** A capture can lose material only when the capturing piece is worth more than its victim. */
    static boolean mayLoseMaterial(int m) {
        int attacker = StaticExchange.VALUE[Piece.type(Move.piece(m))];
        int victim = StaticExchange.VALUE[Piece.type(Move.captured(m))];
        return attacker > victim && Move.promotion(m) == 0;
    }

    /**
     * Sorts the root moves (stable): the hash move first, then captures and promotions by {@link #mvvLva}, then the
     * rest in generation order. Their {@link RootMove#score} receives the sort keys.
     */
    static void sortRoot(RootMove[] moves, int count, int hashMove) {
        for (int i = 0; i < count; i++) {
            int m = moves[i].move;
            moves[i].score = m == hashMove ? SCORE_HASH : Move.isTactical(m) ? SCORE_GOOD_CAPTURE + mvvLva(m) : -i;
        }
        for (int i = 1; i < count; i++) { // insertion sort
            RootMove r = moves[i];
            int j = i - 1;
            while (j >= 0 && moves[j].score < r.score) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = r;
        }
    }

    /**
     * Order of a capture or promotion: by victim and attacker first ({@link #mvvLva}), then, within about the same
     * victim, by its capture history. Stays far below the gaps between the move classes.
     */
    private int captureOrder(int m) {
        return 16 * mvvLva(m) + history.captureScore(m) / 8;
    }

    /** Most valuable victim first, least valuable attacker among equals; queen promotions up, others down. */
    private static int mvvLva(int m) {
        int victim = Piece.type(Move.captured(m));
        int promo = Move.promotion(m);
        return victim * 64 + (promo == Piece.QUEEN ? 48 : promo != 0 ? -32 : 0) - Piece.type(Move.piece(m));
    }

    /** Index of the highest score from {@code i} to {@code count} (the first one on a tie). */
    private static int indexOfBest(int[] order, int i, int count) {
        int best = i;
        int bestScore = order[i];
        for (int j = i + 1; j < count; j++) {
            if (order[j] > bestScore) {
                bestScore = order[j];
                best = j;
            }
        }
        return best;
    }

    /** Swaps the move at {@code best} (and its score) with the one at {@code i}; returns it. */
    private static int moveToFront(int[] list, int[] order, int best, int i) {
        int m = list[best];
        list[best] = list[i];
        list[i] = m;
        int score = order[best];
        order[best] = order[i];
        order[i] = score;
        return m;
    }
}
