package chess.app;

import chess.core.Board;
import chess.core.Game;
import chess.core.Move;
import chess.core.Piece;
import chess.core.Square;

/**
 * A move entered while the engine thinks (players of fast games expect it): during the engine's turn, a click on one
 * of the player's pieces and one on any other square keep that move as pending; when the engine has moved it is
 * played at once if it is legal then (a pawn reaching the last rank becomes a queen), and dropped otherwise. A
 * further click anywhere, a right click or Escape cancels it.
 */
final class Premove {
    private final GameCursor cursor;
    private final EngineController engine;
    private final Updates updates;
    /** The square picked up, and the square chosen (0x88), or Square.NONE. */
    private int from = Square.NONE;
    private int to = Square.NONE;

    Premove(GameCursor cursor, EngineController engine, Updates updates) {
        this.cursor = cursor;
        this.engine = engine;
        this.updates = updates;
    }

    /** True while a person plays the engine and the engine is to move at the end of the line. */
    private boolean enginesTurn() {
        Game game = cursor.game();
        return engine.mode().playsAgainstEngine() && cursor.atEndOfLine() && !game.outcome().isOver()
                && engine.engineMoves(game.board().sideToMove());
    }

    /** A click on square {@code sq} (0x88): true when it was a premove's (then the move input ignores it). */
    boolean click(int sq) {
        if (to != Square.NONE) {
            cancel();
            return true;
        }
        if (!enginesTurn()) {
            from = Square.NONE;
            return false;
        }
        Board board = cursor.game().board();
        int piece = board.pieceAt(sq);
        boolean own = piece != Piece.EMPTY && Piece.color(piece) != board.sideToMove();
        if (own && sq != from) {
            from = sq;
        } else if (from == Square.NONE || sq == from) {
            from = Square.NONE;
        } else {
            to = sq;
            updates.announce("Premove " + Square.name(from) + " to " + Square.name(to)
                    + ": played when the engine has moved");
        }
        updates.renderMoveInput();
        return true;
    }

    /** Cancels a pending premove or a picked-up premove piece (a click, right click, Escape); true if there was one. */
    boolean cancel() {
        if (from == Square.NONE) {
            return false;
        }
        boolean pending = to != Square.NONE;
        clear();
        if (pending) {
            updates.announce("Premove cancelled");
        }
        updates.renderMoveInput();
        return true;
    }

    void clear() {
        from = Square.NONE;
        to = Square.NONE;
    }

    /**
     * After a move: when it is the player's turn now and a premove waits, it is taken — returned if legal here (a
     * promotion as a queen), else said to be dropped and {@link Move#NONE} returned.
     */
    int take() {
        if (to == Square.NONE || enginesTurn()) {
            return Move.NONE;
        }
        int wantedFrom = from;
        int wantedTo = to;
        clear();
        Game game = cursor.game();
        if (!cursor.atEndOfLine() || game.outcome().isOver()) {
            return Move.NONE;
        }
        int found = Move.NONE;
        for (int move : game.legalMoves()) {
            if (Move.from(move) == wantedFrom && Move.to(move) == wantedTo
                    && (Move.promotion(move) == 0 || Move.promotion(move) == Piece.QUEEN)) {
                found = move;
            }
        }
        if (found == Move.NONE) {
            updates.announce("Premove " + Square.name(wantedFrom) + " to " + Square.name(wantedTo)
                    + " is not legal now: cancelled");
            updates.render();
        }
        return found;
    }

    void fill(BoardState.Builder b) {
        b.premoveFrom = from == Square.NONE ? -1 : Square.to64(from);
        b.premoveTo = to == Square.NONE ? -1 : Square.to64(to);
    }
}
