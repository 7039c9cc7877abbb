package chess.core;

/** Writes a board as canonical FEN, the exact form {@link FenParser} accepts. */
final class FenWriter {
    private FenWriter() {
    }

    static String write(Board board, boolean epOnlyIfCapturable) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = board.pieceAt(Square.of(file, rank));
                if (piece == Piece.EMPTY) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Piece.letter(piece));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(board.sideToMove() == Piece.WHITE ? " w " : " b ");
        int rights = board.castlingRights();
        if (rights == 0) {
            sb.append('-');
        } else {
            appendIf(sb, rights, Board.WHITE_KINGSIDE, 'K');
            appendIf(sb, rights, Board.WHITE_QUEENSIDE, 'Q');
            appendIf(sb, rights, Board.BLACK_KINGSIDE, 'k');
            appendIf(sb, rights, Board.BLACK_QUEENSIDE, 'q');
        }
        int ep = board.enPassantSquare();
        boolean writeEp = ep != Square.NONE && (!epOnlyIfCapturable || board.enPassantCapturable());
        sb.append(' ').append(writeEp ? Square.name(ep) : "-");
        sb.append(' ').append(board.halfmoveClock()).append(' ').append(board.fullmoveNumber());
        return sb.toString();
    }

    private static void appendIf(StringBuilder sb, int rights, int bit, char letter) {
        if ((rights & bit) != 0) {
            sb.append(letter);
        }
    }
}
