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
    /** En passant target (0x88) or {@link Square#NONE}. */
    int enPassant = Square.NONE;
    int enPassantColumn;
    int halfmove;
    int fullmove;

    /** A board for this position. Only call it for a position without problems: {@link Board#setUp} trusts it. */
    Board toBoard() {
        Board board = new Board();
        board.setUp(pieces, side, castling, enPassant, halfmove, fullmove);
        return board;
    }
}
