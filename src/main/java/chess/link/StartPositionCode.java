package chess.link;

import chess.core.Board;
import chess.core.Fen;
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

    static void write(String fen, Variant variant, BitWriter out) {
        Board board = Fen.parse(fen, variant);
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

    /** A start position read back: its FEN (castling in Shredder-FEN for Chess960) and variant. */
    static final class Read {
        final String fen;
        final Variant variant;

        Read(String fen, Variant variant) {
            this.fen = fen;
            this.variant = variant;
        }
    }

    /**
     * The position read, not yet checked for legality (the caller loads it with {@link Fen}); null when the bits
     * cannot be a position at all.
     */
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
        int[] rookFiles = new int[4];
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
        StringBuilder fen = new StringBuilder(90).append(Fen.placement(pieces));
        fen.append(side == Piece.WHITE ? " w " : " b ");
        String rights = variant == Variant.CHESS960 ? shredderRights(castling, rookFiles)
                : ((castling & Board.WHITE_KINGSIDE) != 0 ? "K" : "")
                + ((castling & Board.WHITE_QUEENSIDE) != 0 ? "Q" : "")
                + ((castling & Board.BLACK_KINGSIDE) != 0 ? "k" : "")
                + ((castling & Board.BLACK_QUEENSIDE) != 0 ? "q" : "");
        fen.append(rights.isEmpty() ? "-" : rights).append(' ');
        if (epFile < 0) {
            fen.append('-');
        } else {
            fen.append((char) ('a' + epFile)).append(side == Piece.WHITE ? '6' : '3');
        }
        fen.append(' ').append(halfmove).append(' ').append(fullmove + 1);
        return new Read(fen.toString(), variant);
    }

    /** Chess960 rights as Shredder-FEN rook files: white's (upper case) first, each side king's side first. */
    private static String shredderRights(int castling, int[] rookFiles) {
        StringBuilder sb = new StringBuilder();
        int[] order = {Board.WHITE_KINGSIDE, Board.WHITE_QUEENSIDE, Board.BLACK_KINGSIDE, Board.BLACK_QUEENSIDE};
        for (int k = 0; k < 4; k++) {
            int bit = Integer.numberOfTrailingZeros(order[k]);
            if ((castling & order[k]) != 0) {
                char file = (char) ('a' + rookFiles[bit]);
                sb.append(k < 2 ? Character.toUpperCase(file) : file);
            }
        }
        return sb.toString();
    }
}
