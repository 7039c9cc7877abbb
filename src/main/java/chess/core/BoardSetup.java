package chess.core;

import java.util.List;

/**
 * A position given as plain numbers (not FEN text), checked for legality as {@link Fen#parse} checks a FEN and set
 * up on a board: what the link decoder gives, which thus needs no FEN reader (the embeddable viewer leaves the FEN
 * reader out of its first script: docs/embed.md).
 */
public final class BoardSetup {
    private BoardSetup() {
    }

    /**
     * A legal board, or a {@link FenException} naming the first problem ({@link Fen#problems}' wording).
     *
     * @param pieces64 a piece code per square, index 0 = a1 .. 63 = h8
     * @param castling the rights as {@link Board#WHITE_KINGSIDE} .. {@link Board#BLACK_QUEENSIDE} bits
     * @param rookFiles Chess960 only: the file of each right's rook, indexed like "KQkq" (-1 for the outermost)
     * @param enPassantFile the file of the en passant square, or -1; its rank follows from the side to move
     * @param fullmove at least 1
     */
    public static Board checked(int[] pieces64, int side, int castling, int[] rookFiles, int enPassantFile,
            int halfmove, int fullmove, Variant variant) {
        if (pieces64.length != 64 || (side != Piece.WHITE && side != Piece.BLACK) || halfmove < 0 || fullmove < 1
                || halfmove > FenParser.MAX_NUMBER || fullmove > FenParser.MAX_NUMBER) {
            throw new FenException(FenField.POSITION, 0, "the position's numbers are out of range");
        }
        ParsedFen position = new ParsedFen();
        for (int i = 0; i < 64; i++) {
            int piece = pieces64[i];
            if (piece != Piece.EMPTY && (piece < 0 || piece >= Piece.CODE_LIMIT || Piece.type(piece) < Piece.PAWN
                    || Piece.type(piece) > Piece.KING)) {
                throw new FenException(FenField.POSITION, 0, "square " + i + " holds no piece code");
            }
            position.pieces[i] = piece;
        }
        position.side = side;
        position.castling = castling & 15;
        position.chess960 = variant == Variant.CHESS960;
        if (position.chess960 && rookFiles != null) {
            for (int right = 0; right < 4; right++) {
                position.castlingLetterFile[right] = rookFiles[right] < 0 ? -1 : rookFiles[right] & 7;
            }
        }
        if (enPassantFile >= 0) {
            position.enPassant = Square.of(enPassantFile & 7, side == Piece.WHITE ? 5 : 2);
        }
        position.halfmove = halfmove;
        position.fullmove = fullmove;
        List<PositionProblem> problems = PositionValidator.problems(position);
        if (!problems.isEmpty()) {
            throw problems.get(0).toException();
        }
        return position.toBoard();
    }
}
