package chess.cli;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Piece;
import chess.core.Square;

/**
 * A position as plain text: rank 8 at the top, rank numbers on the left, file letters below, FEN letters for
 * pieces (upper case white) and '.' for empty squares, followed by the FEN and the side to move.
 */
final class BoardText {
    private BoardText() {
    }

    static String render(Board board) {
        StringBuilder text = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            text.append(rank + 1).append(' ');
            for (int file = 0; file < 8; file++) {
                int piece = board.pieceAt(Square.of(file, rank));
                text.append(' ').append(piece == Piece.EMPTY ? '.' : Piece.letter(piece));
            }
            text.append('\n');
        }
        text.append("   a b c d e f g h\n\n");
        text.append("FEN: ").append(Fen.write(board)).append('\n');
        text.append("Side to move: ").append(Piece.colorName(board.sideToMove()));
        if (board.inCheck()) {
            text.append(" (in check)");
        }
        return text.append('\n').toString();
    }
}
