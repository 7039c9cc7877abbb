package chess.core;

/**
 * A position kept in a few ints, without a board's move history and search arrays (about 10 KB a board): what a game
 * keeps of its start, to set up fresh boards from without reading FEN again.
 */
public final class PositionSnapshot {
    private final int[] pieces64 = new int[64];
    private final int[] rookFiles = new int[4];
    private final int side;
    private final int castling;
    private final int enPassantSquare;
    private final int halfmove;
    private final int fullmove;
    private final Variant variant;

    /** The position now on {@code board} (its history is not kept). */
    public PositionSnapshot(Board board) {
        for (int i = 0; i < 64; i++) {
            pieces64[i] = board.pieceAt(Square.from64(i));
        }
        for (int right = 0; right < 4; right++) {
            int rook = board.castlingRookSquare(1 << right);
            rookFiles[right] = rook == Square.NONE ? -1 : Square.file(rook);
        }
        side = board.sideToMove();
        castling = board.castlingRights();
        enPassantSquare = board.enPassantSquare();
        halfmove = board.halfmoveClock();
        fullmove = board.fullmoveNumber();
        variant = board.variant();
    }

    /** A fresh board set up at this position. */
    public Board board() {
        Board board = new Board();
        board.setUp(pieces64, side, castling, rookFiles, enPassantSquare, halfmove, fullmove, variant);
        return board;
    }
}
