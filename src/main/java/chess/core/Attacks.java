package chess.core;

/**
 * Which squares are attacked, read from a {@link Board}'s squares and piece lists: whether a square is attacked by
 * a side, and the quicker test of whether the move just made gives check. The board asks these for its
 * {@link Board#inCheck} and {@link Board#isAttacked}; move generation and the rules ask them through the board.
 */
final class Attacks {
    private Attacks() {
    }

    /** True if any piece of {@code byColor} attacks {@code sq} on {@code board}. */
    static boolean isAttacked(Board board, int sq, int byColor) {
        int[] sqs = board.squares;
        // Pawns and knights and king: table lookups around the square.
        int pawn = Piece.make(byColor, Piece.PAWN);
        int pawnBehind = byColor == Piece.WHITE ? -Square.RANK_STEP : Square.RANK_STEP;
        int s = sq + pawnBehind - 1;
        if (Square.onBoard(s) && sqs[s] == pawn) {
            return true;
        }
        s = sq + pawnBehind + 1;
        if (Square.onBoard(s) && sqs[s] == pawn) {
            return true;
        }
        int base = byColor << 3;
        for (int type = Piece.KNIGHT; type <= Piece.KING; type++) {
            int code = base | type;
            int n = board.listCount[code];
            int bit = 1 << code;
            int slots = code * Board.LIST_CAPACITY;
            for (int i = 0; i < n; i++) {
                int from = board.listSquares[slots + i];
                int delta = sq - from + Geometry.OFFSET;
                if ((Geometry.ATTACKERS[delta] & bit) != 0) {
                    if (type == Piece.KNIGHT || type == Piece.KING) {
                        return true;
                    }
                    int step = Geometry.STEP[delta];
                    int t = from + step;
                    while (t != sq && sqs[t] == Piece.EMPTY) {
                        t += step;
                    }
                    if (t == sq) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether {@code move}, the move just made on {@code board}, checks the side to move. That side was not in check
     * before it (no position the board reaches has the side that just moved in check, which the board makes sure of
     * before it asks), so only the moved piece on its destination (or the piece it promoted to) and the lines through
     * the squares the move emptied (its origin, and an en passant victim's square) can check now: the same answer
     * as {@link #isAttacked} on the king, without walking every enemy piece. Not for castling.
     */
    static boolean checkedByMove(Board board, int move) {
        int side = board.side;
        int[] squares = board.squares;
        int king = board.kingSquare[side];
        int to = Move.to(move);
        int piece = squares[to];
        int delta = king - to + Geometry.OFFSET;
        if ((Geometry.ATTACKERS[delta] & 1 << piece) != 0) {
            int type = Piece.type(piece);
            if (type == Piece.KNIGHT || type == Piece.PAWN) {
                return true;
            }
            if (type != Piece.KING) {
                int step = Geometry.STEP[delta];
                int t = to + step;
                while (t != king && squares[t] == Piece.EMPTY) {
                    t += step;
                }
                if (t == king) {
                    return true;
                }
            }
        }
        if (Move.special(move) == Move.EN_PASSANT && slidesOnto(board, king, to - Square.pawnPush(side ^ 1))) {
            return true;
        }
        return slidesOnto(board, king, Move.from(move));
    }

    /**
     * Whether the first piece from {@code king} in the direction of {@code emptied} is an enemy slider moving along
     * that line (so it attacks the king through that square).
     */
    private static boolean slidesOnto(Board board, int king, int emptied) {
        int[] squares = board.squares;
        int step = Geometry.STEP[emptied - king + Geometry.OFFSET];
        if (step == 0) {
            return false;
        }
        int t = king + step;
        while ((t & Square.OFF_BOARD) == 0 && squares[t] == Piece.EMPTY) {
            t += step;
        }
        if ((t & Square.OFF_BOARD) != 0) {
            return false;
        }
        int attacker = squares[t];
        return Piece.color(attacker) != board.side && Geometry.isSlider(Piece.type(attacker))
                && (Geometry.ATTACKERS[king - t + Geometry.OFFSET] & 1 << attacker) != 0;
    }
}
