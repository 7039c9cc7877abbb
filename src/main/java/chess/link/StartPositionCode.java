package chess.link;

import chess.core.Board;
import chess.core.BoardSetup;
import chess.core.Piece;
import chess.core.Square;
import chess.core.Variant;

/**
 * A start position in few bits, for games that do not begin from the standard one:
 *
 * <pre>
 * 64 squares a1, b1 .. h8: 0 = empty, or 1 then the piece: colour (0 white, 1 black) and type (3 bits, 1 pawn ..
 *                          6 king)
 * side to move             1 bit (0 white)
 * castling rights          4 bits: K = 1, Q = 2, k = 4, q = 8
 * en passant               1 bit, then the file (3 bits) when set; the rank follows from the side to move
 * halfmove clock           a count
 * fullmove number          a count of fullmove - 1
 * </pre>
 *
 * A full board takes 197 bits plus the counters (about 35 characters), a five-piece ending 89.
 *
 * <p>A Chess960 position starts with a marker that no square can hold (1, colour 0, type 7) and adds, after the
 * four castling bits, the file (3 bits) of the rook of each right that is set, so X-FEN's file letters survive.
 */
final class StartPositionCode {
    private StartPositionCode() {
    }

    /** The type number of the Chess960 marker: not a piece type. */
    private static final int CHESS960_MARK = 7;

    static void write(Board board, BitWriter out) {
        Variant variant = board.variant();
        if (variant == Variant.CHESS960) {
            out.writeBit(1);
            out.writeBit(0);
            out.write(CHESS960_MARK, 3);
        }
        for (int i = 0; i < 64; i++) {
            int piece = board.pieceAt(Square.from64(i));
            if (piece == Piece.EMPTY) {
                out.writeBit(0);
            } else {
                out.writeBit(1);
                out.writeBit(Piece.color(piece));
                out.write(Piece.type(piece), 3);
            }
        }
        out.writeBit(board.sideToMove());
        out.write(board.castlingRights(), 4);
        if (variant == Variant.CHESS960) {
            for (int right = 1; right <= 8; right <<= 1) {
                if ((board.castlingRights() & right) != 0) {
                    out.write(Square.file(board.castlingRookSquare(right)), 3);
                }
            }
        }
        int ep = board.enPassantSquare();
        out.writeBit(ep == Square.NONE ? 0 : 1);
        if (ep != Square.NONE) {
            out.write(Square.file(ep), 3);
        }
        out.writeCount(board.halfmoveClock());
        out.writeCount(board.fullmoveNumber() - 1);
    }

    /** A start position read back, not yet checked for legality. */
    static final class Read {
        private final int[] pieces64;
        private final int side;
        private final int castling;
        private final int[] rookFiles;
        private final int enPassantFile;
        private final int halfmove;
        private final int fullmove;
        private final Variant variant;

        Read(int[] pieces64, int side, int castling, int[] rookFiles, int enPassantFile, int halfmove, int fullmove,
                Variant variant) {
            this.pieces64 = pieces64;
            this.side = side;
            this.castling = castling;
            this.rookFiles = rookFiles;
            this.enPassantFile = enPassantFile;
            this.halfmove = halfmove;
            this.fullmove = fullmove;
            this.variant = variant;
        }

        /** The position set up on a board, or a {@code FenException} saying why it is not a legal one. */
        Board board() {
            return BoardSetup.checked(pieces64, side, castling, rookFiles, enPassantFile, halfmove, fullmove,
                    variant);
        }
    }

    /** The position read, not yet checked for legality ({@link Read#board}); null when the bits cannot be one. */
    static Read read(BitReader in) {
        int[] pieces = new int[64];
        Variant variant = Variant.STANDARD;
        for (int i = 0; i < 64; i++) {
            if (in.readBit() == 1) {
                int color = in.readBit();
                int type = in.read(3);
                if (i == 0 && variant == Variant.STANDARD && color == 0 && type == CHESS960_MARK) {
                    variant = Variant.CHESS960;
                    i--; // the marker is not a square: read a1 again
                    continue;
                }
                if (type < Piece.PAWN || type > Piece.KING) {
                    return null;
                }
                pieces[i] = Piece.make(color, type);
            }
        }
        int side = in.readBit();
        int castling = in.read(4);
        int[] rookFiles = {-1, -1, -1, -1};
        if (variant == Variant.CHESS960) {
            for (int k = 0; k < 4; k++) {
                rookFiles[k] = (castling & 1 << k) != 0 ? in.read(3) : -1;
            }
        }
        int epFile = in.readBit() == 1 ? in.read(3) : -1;
        int halfmove = in.readCount();
        int fullmove = in.readCount();
        if (halfmove < 0 || fullmove < 0) {
            return null;
        }
        return new Read(pieces, side, castling, rookFiles, epFile, halfmove, fullmove + 1, variant);
    }
}
