package chess.link;

import chess.core.Board;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.Square;

/**
 * The legal moves of a position in the fixed order a game code numbers them by: from square (a1 = 0, b1 = 1 ..
 * h8 = 63), then to square, then promotion piece (none, knight, bishop, rook, queen). Castling is the king's move
 * (e1g1).
 */
final class MoveOrder {
    private MoveOrder() {
    }

    /** Writes the legal moves of {@code board} into {@code moves} in code order; returns how many there are. */
    static int sortedLegalMoves(Board board, int[] moves) {
        int n = MoveGenerator.generate(board, moves, 0);
        for (int i = 1; i < n; i++) {
            int move = moves[i];
            int key = key(move);
            int j = i - 1;
            while (j >= 0 && key(moves[j]) > key) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = move;
        }
        return n;
    }

    /** The position of {@code move} among the first {@code n} moves, or -1. */
    static int indexOf(int[] moves, int n, int move) {
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
    }

    private static int key(int move) {
        return Square.to64(Move.from(move)) << 9 | Square.to64(Move.to(move)) << 3 | Move.promotion(move);
    }
}
