package chess.app;

import chess.core.Board;
import chess.core.Move;
import chess.core.Piece;
import chess.core.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * How the shown position changed by one move, for the view to animate and sound: the pieces that glide (the moving
 * piece, and the rook when castling), a captured piece that leaves the board or, on a step back, comes back, and
 * the move's sound. Squares are 0..63 (a1 = 0), as in {@link BoardState}.
 *
 * <p>A view is redrawn many times a second while the engine reports, so each transition has a serial number that
 * grows with every move shown: the view plays a transition once, when it first sees its number. {@link #NONE}
 * (serial 0) follows anything that is not one move: a new game, a loaded position, a jump through the moves.
 */
public final class MoveTransition {
    /** A piece that slides from one square to another; {@code piece} is what it looks like on the way. */
    public static final class Glide {
        public final int from;
        public final int to;
        /** The piece code drawn while it moves: a promoting pawn is a pawn until it arrives. */
        public final int piece;

        Glide(int from, int to, int piece) {
            this.from = from;
            this.to = to;
            this.piece = piece;
        }

        @Override
        public String toString() {
            return BoardState.pieceClass(piece) + " " + BoardState.squareName(from) + "-" + BoardState.squareName(to);
        }
    }

    public static final MoveTransition NONE = new MoveTransition(0, false, null, List.of(), -1, Piece.EMPTY, -1);

    public final int serial;
    /** False for a move dropped by a drag: the piece is already where it was dropped, so it only sounds. */
    public final boolean animated;
    /** The move's sound, or null for none. */
    public final MoveSound sound;
    public final List<Glide> glides;
    /** A captured piece that leaves the board (its square, beside the arriving piece for en passant), or -1. */
    public final int removedSquare;
    /** The piece code of {@link #removedSquare}'s piece (it is no longer in the position), or 0. */
    public final int removedPiece;
    /** A captured piece that comes back on a step back over its capture (its square), or -1. */
    public final int restoredSquare;

    private MoveTransition(int serial, boolean animated, MoveSound sound, List<Glide> glides, int removedSquare,
            int removedPiece, int restoredSquare) {
        this.serial = serial;
        this.animated = animated;
        this.sound = sound;
        this.glides = List.copyOf(glides);
        this.removedSquare = removedSquare;
        this.removedPiece = removedPiece;
        this.restoredSquare = restoredSquare;
    }

    /**
     * {@code move} (from the position before it) was played or stepped to. {@code rookFrom} is the 0x88 square the
     * castling rook starts on (Chess960 puts it anywhere; {@link Square#NONE} when not castling).
     */
    static MoveTransition forward(int serial, int move, int rookFrom, boolean animated, MoveSound sound) {
        List<Glide> glides = new ArrayList<>(2);
        addGlide(glides, Move.from(move), Move.to(move), Move.piece(move));
        if (Move.isCastling(move)) {
            addGlide(glides, rookFrom, Board.castlingRookTo(move), rook(move));
        }
        int captured = Move.captured(move);
        int removed = captured == Piece.EMPTY ? -1 : Square.to64(capturedSquare(move));
        return new MoveTransition(serial, animated, sound, glides, removed, captured, -1);
    }

    /** The shown move, {@code move}, was taken back (a step back or undo): each piece glides home. */
    static MoveTransition backward(int serial, int move, int rookFrom, MoveSound sound) {
        List<Glide> glides = new ArrayList<>(2);
        addGlide(glides, Move.to(move), Move.from(move), Move.piece(move));
        if (Move.isCastling(move)) {
            addGlide(glides, Board.castlingRookTo(move), rookFrom, rook(move));
        }
        int restored = Move.isCapture(move) ? Square.to64(capturedSquare(move)) : -1;
        return new MoveTransition(serial, true, sound, glides, -1, Piece.EMPTY, restored);
    }

    /** Chess960 castling may leave the king or the rook where it stands: nothing glides then. */
    private static void addGlide(List<Glide> glides, int from, int to, int piece) {
        if (from != to) {
            glides.add(new Glide(Square.to64(from), Square.to64(to), piece));
        }
    }

    /** Where the captured piece stood: the destination, or beside it for en passant. */
    private static int capturedSquare(int move) {
        int to = Move.to(move);
        return Move.isEnPassant(move) ? Square.of(Square.file(to), Square.rank(Move.from(move))) : to;
    }

    private static int rook(int move) {
        return Piece.make(Piece.color(Move.piece(move)), Piece.ROOK);
    }

    @Override
    public String toString() {
        return "#" + serial + (animated ? " " : " (not animated) ") + glides + " removed "
                + (removedSquare < 0 ? "-" : BoardState.squareName(removedSquare)) + " restored "
                + (restoredSquare < 0 ? "-" : BoardState.squareName(restoredSquare)) + " " + sound;
    }
}
