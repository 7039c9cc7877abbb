package chess.engine;

import chess.core.Board;
import chess.core.Move;
import chess.core.Piece;
import chess.core.Square;

/**
 * What earlier cutoffs taught about move order, for {@link MovePicker}: two killer moves per ply, the quiet reply
 * that last refuted each move (counter moves), and three history tables whose values rise for moves that caused
 * a cutoff and fall for the moves tried before them: quiet moves by side and from/to squares ("butterfly"), quiet
 * moves as a reply to the previous move and as a follow-up to our own move before it (continuation), and
 * captures by piece, destination and victim.
 *
 * <p>Values stay within {@link #MAX}: each update moves a value part of the way towards the bound, never past it
 * with bonuses below 512, so the tables fit in {@code short}s (half the memory, fewer cache misses).
 */
final class History {
    /** Bound of every history value. */
    static final int MAX = 16384;

    /**
     * Piece (12 kinds) and destination (64 squares) of a move: the index of {@link #counterMoves} and the unit of
     * {@link #continuation}. The value {@code PIECE_TO} itself stands for "no move" (a null move, or before the
     * board's history).
     */
    private static final int PIECE_TO = Piece.KINDS * 64;
    /** Start of the continuation row for "no move": never updated, so it stays zero. */
    private static final int NO_CONTINUATION = PIECE_TO * PIECE_TO;
    /** Kinds of victim a capture-history slot tells apart (piece types, padded to a power of two). */
    private static final int VICTIM_TYPES = 8;

    private final int[] killers;
    /** The quiet reply that last refuted each move, indexed by that move's piece-to (or "no move"). */
    private final int[] counterMoves = new int[PIECE_TO + 1];
    /** Quiet moves by side to move and from/to squares. */
    private final short[] butterfly = new short[2 * Move.FROM_TO_LIMIT];
    /**
     * How well a quiet move did as a reply to the move one ply before it and as a follow-up to our own move two
     * plies before, indexed {@code previous * PIECE_TO + move} (piece-to pairs), with an extra last row for "no
     * move".
     */
    private final short[] continuation = new short[(PIECE_TO + 1) * PIECE_TO];
    /** How often a capture (by piece-to and the captured piece's type) refuted a position. */
    private final short[] captures = new short[PIECE_TO * VICTIM_TYPES];

    History(int maxPly) {
        killers = new int[2 * (maxPly + 1)];
    }

    /** Forgets everything (a new game). */
    void clear() {
        java.util.Arrays.fill(butterfly, (short) 0);
        java.util.Arrays.fill(killers, 0);
        java.util.Arrays.fill(counterMoves, 0);
        java.util.Arrays.fill(continuation, (short) 0);
        java.util.Arrays.fill(captures, (short) 0);
    }

    /** Between searches: killers belong to the last position's tree; keep a little of the history tables. */
    void newSearch() {
        java.util.Arrays.fill(killers, 0);
        age(butterfly);
        age(continuation);
        age(captures);
    }

    int firstKiller(int ply) {
        return killers[2 * ply];
    }

    int secondKiller(int ply) {
        return killers[2 * ply + 1];
    }

    /** The quiet move that last refuted the move just played on {@code b}. */
    int counterMove(Board b) {
        return counterMoves[previousPieceTo(b, 1)];
    }

    /**
     * The ordering value of a quiet move: the average of its butterfly history and its two continuation
     * histories ({@code reply} and {@code followUp} from {@link #continuationRow}).
     */
    int quietScore(int move, int us, int reply, int followUp) {
        int pieceTo = pieceTo(move);
        return (butterfly[butterflySlot(move, us)] + continuation[reply + pieceTo] + continuation[followUp + pieceTo])
                / 3;
    }

    /** The capture history of a capture or promotion. */
    int captureScore(int move) {
        return captures[captureSlot(move)];
    }

    /**
     * Start of the continuation-history row for the move {@code pliesBack} plies before the position on
     * {@code b}: 1 for the reply table, 2 for the follow-up table (the zero row when there is no such move).
     */
    int continuationRow(Board b, int pliesBack) {
        return previousPieceTo(b, pliesBack) * PIECE_TO;
    }

    /**
     * A quiet move caused a cutoff at {@code depth}: it becomes the first killer and the counter move, and its
     * histories rise; the quiet moves tried before it ({@code tried[0..index)}) fall.
     */
    void rewardQuiet(Board b, int move, int ply, int us, int depth, int[] tried, int index) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        counterMoves[previousPieceTo(b, 1)] = move;
        int bonus = bonus(depth);
        int reply = continuationRow(b, 1);
        int followUp = continuationRow(b, 2);
        update(butterfly, butterflySlot(move, us), bonus);
        updateContinuation(reply, followUp, pieceTo(move), bonus);
        for (int j = 0; j < index; j++) {
            int other = tried[j];
            if (!Move.isTactical(other)) {
                update(butterfly, butterflySlot(other, us), -bonus);
                updateContinuation(reply, followUp, pieceTo(other), -bonus);
            }
        }
    }

    /** A capture or promotion caused a cutoff at {@code depth}. */
    void rewardCapture(int move, int depth) {
        update(captures, captureSlot(move), bonus(depth));
    }

    /** A move caused a cutoff: the captures tried before it ({@code tried[0..index)}), which did not, fall. */
    void punishCaptures(int depth, int[] tried, int index) {
        int malus = -bonus(depth);
        for (int j = 0; j < index; j++) {
            if (Move.isTactical(tried[j])) {
                update(captures, captureSlot(tried[j]), malus);
            }
        }
    }

    /** Piece-to of the move {@code pliesBack} plies before the position on {@code b}, or {@code PIECE_TO} for none. */
    private static int previousPieceTo(Board b, int pliesBack) {
        int ply = b.ply();
        int previous = ply >= pliesBack ? b.moveAt(ply - pliesBack) : Move.NONE;
        return previous == Move.NONE ? PIECE_TO : pieceTo(previous);
    }

    /** The moving piece (0..11) and the destination (0..63) of a move, below {@code PIECE_TO}. */
    private static int pieceTo(int move) {
        return Piece.index(Move.piece(move)) << 6 | Square.to64(Move.to(move));
    }

    private static int butterflySlot(int move, int us) {
        return us * Move.FROM_TO_LIMIT + Move.fromTo(move);
    }

    private static int captureSlot(int move) {
        return pieceTo(move) * VICTIM_TYPES + Piece.type(Move.captured(move));
    }

    private void updateContinuation(int reply, int followUp, int pieceTo, int bonus) {
        if (reply != NO_CONTINUATION) {
            update(continuation, reply + pieceTo, bonus);
        }
        if (followUp != NO_CONTINUATION) {
            update(continuation, followUp + pieceTo, bonus);
        }
    }

    /** What a cutoff at {@code depth} adds to a history value (below 512, as {@link #MAX} needs). */
    private static int bonus(int depth) {
        return Math.min(depth * depth, 400);
    }

    private static void age(short[] table) {
        for (int i = 0; i < table.length; i++) {
            table[i] /= 4;
        }
    }

    /** Moves a value towards {@code ±MAX} by {@code bonus}, by less the closer it already is (a gravity update). */
    private static void update(short[] table, int slot, int bonus) {
        int h = table[slot];
        h += bonus * 32 - h * Math.abs(bonus) / 512;
        table[slot] = (short) Math.max(-MAX, Math.min(MAX, h));
    }
}
