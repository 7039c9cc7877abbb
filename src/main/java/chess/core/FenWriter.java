package chess.core;

/** Writes a board as canonical FEN, the exact form {@link FenParser} accepts. */
final class FenWriter {
    private FenWriter() {
    }

    static String write(Board board, boolean epOnlyIfCapturable) {
        return write(board, epOnlyIfCapturable, false);
    }

    /**
     * With {@code shredder} (Chess960 only) the castling field names every rook by its file ({@code HAha});
     * otherwise a Chess960 board writes X-FEN: {@code KQkq} for the outermost rook on each side, the rook's file
     * when another rook stands further out on that side.
     */
    static String write(Board board, boolean epOnlyIfCapturable, boolean shredder) {
        int[] pieces64 = new int[64];
        for (int square = 0; square < 64; square++) {
            pieces64[square] = board.pieceAt(Square.from64(square));
        }
        StringBuilder sb = new StringBuilder(90).append(placement(pieces64));
        sb.append(board.sideToMove() == Piece.WHITE ? " w " : " b ");
        int rights = board.castlingRights();
        if (rights == 0) {
            sb.append('-');
        } else if (board.isChess960()) {
            for (int right = 0; right < 4; right++) {
                if ((rights & 1 << right) != 0) {
                    sb.append(chess960Letter(board, right, shredder));
                }
            }
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

    /** See {@link Fen#placement}. */
    static String placement(int[] pieces64) {
        StringBuilder sb = new StringBuilder(72);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = pieces64[rank * 8 + file];
                if (piece == Piece.EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.letter(piece));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    /** The letter of Chess960 castling right {@code right} (indexed like "KQkq"). */
    private static char chess960Letter(Board board, int right, boolean shredder) {
        int rookSquare = board.castlingRookSquare(1 << right);
        int color = right < 2 ? Piece.WHITE : Piece.BLACK;
        boolean kingside = (right & 1) == 0;
        int file = Square.file(rookSquare);
        boolean outermost = true;
        int rook = Piece.make(color, Piece.ROOK);
        for (int f = kingside ? file + 1 : file - 1; f >= 0 && f < 8; f += kingside ? 1 : -1) {
            if (board.pieceAt(Square.of(f, Square.rank(rookSquare))) == rook) {
                outermost = false;
            }
        }
        char letter = shredder || !outermost ? (char) ('A' + file) : kingside ? 'K' : 'Q';
        return color == Piece.WHITE ? letter : Character.toLowerCase(letter);
    }

    private static void appendIf(StringBuilder sb, int rights, int bit, char letter) {
        if ((rights & bit) != 0) {
            sb.append(letter);
        }
    }
}
