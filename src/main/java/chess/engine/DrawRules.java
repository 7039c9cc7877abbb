package chess.engine;

import chess.core.Board;
import chess.core.Move;
import chess.core.Piece;

/** Draw tests the search applies inside its tree. */
final class DrawRules {
    private DrawRules() {
    }

    /** Neither side can possibly mate: bare kings, or a single minor piece on the board. */
    static boolean insufficientMaterial(Board b) {
        for (int color = 0; color < 2; color++) {
            if (b.count(Piece.make(color, Piece.PAWN)) != 0 || b.count(Piece.make(color, Piece.ROOK)) != 0
                    || b.count(Piece.make(color, Piece.QUEEN)) != 0) {
                return false;
            }
        }
        int minors = 0;
        for (int color = 0; color < 2; color++) {
            minors += b.count(Piece.make(color, Piece.KNIGHT)) + b.count(Piece.make(color, Piece.BISHOP));
        }
        return minors <= 1;
    }

    /**
     * The course's repetition rule over the board's move history: the last 8 plies contain no capture, promotion or
     * pawn move, and plies 1-4 of them repeat plies 5-8 square for square (the same from/to in the same order).
     */
    static boolean courseRepetition(Board b) {
        int ply = b.ply();
        if (ply < 8 || b.halfmoveClock() < 8) {
            return false;
        }
        for (int i = ply - 8; i < ply - 4; i++) {
            int older = b.moveAt(i);
            int newer = b.moveAt(i + 4);
            if (older == Move.NONE || newer == Move.NONE || Move.isTactical(older)
                    || Piece.type(Move.piece(older)) == Piece.PAWN || Piece.type(Move.piece(newer)) == Piece.PAWN
                    || Move.isTactical(newer)
                    || Move.from(older) != Move.from(newer) || Move.to(older) != Move.to(newer)) {
                return false;
            }
        }
        return true;
    }
}
