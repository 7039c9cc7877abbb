package chess.core;

/**
 * The six FEN fields as read by {@link FenParser}, before any legality check, plus the columns of the parts a
 * position problem may point at.
 */
final class ParsedFen {
    /** Piece code per square, index 0 = a1 .. 63 = h8. */
    final int[] pieces = new int[64];
    int side;
    int castling;
    /** 1-based column of each castling letter, indexed like "KQkq" (0 when that right is absent). */
    final int[] castlingColumns = new int[4];
    /** Read as Chess960: castling with king and rooks on any files. */
    boolean chess960;
    /**
     * Chess960: the rook file a castling letter named (A-H, a-h), indexed like "KQkq"; -1 for K, Q, k, q (the
     * outermost rook on that side) and for absent rights.
     */
    final int[] castlingLetterFile = {-1, -1, -1, -1};
    /** En passant target (0x88) or {@link Square#NONE}. */
    int enPassant = Square.NONE;
    int enPassantColumn;
    int halfmove;
    int fullmove;

    /** A board for this position. Only call it for a position without problems: {@link Board#setUp} trusts it. */
    Board toBoard() {
        Board board = new Board();
        if (chess960) {
            int[] rookFiles = new int[4];
            for (int right = 0; right < 4; right++) {
                rookFiles[right] = (castling & 1 << right) != 0 ? castlingRookFile(right) : -1;
            }
            board.setUp(pieces, side, castling, rookFiles, enPassant, halfmove, fullmove, Variant.CHESS960);
        } else {
            board.setUp(pieces, side, castling, enPassant, halfmove, fullmove);
        }
        return board;
    }

    /** File of the only king of {@code color} on its back rank, or -1 (none there, or more than one king there). */
    int backRankKingFile(int color) {
        int rank = color == Piece.WHITE ? 0 : 7;
        int found = -1;
        for (int file = 0; file < 8; file++) {
            if (pieces[rank * 8 + file] == Piece.make(color, Piece.KING)) {
                if (found >= 0) {
                    return -1;
                }
                found = file;
            }
        }
        return found;
    }

    /**
     * Chess960: the file of the rook castling right {@code right} (indexed like "KQkq") castles with, or -1 when the
     * position has none: the named file if it holds an own rook on the right side of the king, else for K/Q the
     * outermost own rook on the back rank on that side of the king.
     */
    int castlingRookFile(int right) {
        int color = right < 2 ? Piece.WHITE : Piece.BLACK;
        boolean kingside = (right & 1) == 0;
        int kingFile = backRankKingFile(color);
        if (kingFile < 0) {
            return -1;
        }
        int rank = color == Piece.WHITE ? 0 : 7;
        int rook = Piece.make(color, Piece.ROOK);
        int named = castlingLetterFile[right];
        if (named >= 0) {
            boolean rightSide = kingside ? named > kingFile : named < kingFile;
            return rightSide && pieces[rank * 8 + named] == rook ? named : -1;
        }
        if (kingside) {
            for (int file = 7; file > kingFile; file--) {
                if (pieces[rank * 8 + file] == rook) {
                    return file;
                }
            }
        } else {
            for (int file = 0; file < kingFile; file++) {
                if (pieces[rank * 8 + file] == rook) {
                    return file;
                }
            }
        }
        return -1;
    }
}
