package chess.core;

/**
 * One reason why a syntactically correct FEN describes a position that cannot arise in a game (or cannot be played
 * from). {@link Fen#problems(String)} lists them as warnings, for example for a board editor; {@link Fen#parse}
 * rejects a position that has any.
 *
 * @param code    what kind of problem it is
 * @param field   the FEN field it concerns ({@link FenField#POSITION} when it is about the whole position)
 * @param column  1-based column of the concerned text in the FEN (castling letter, en passant square), or 0
 * @param message plain English, for example "castling right K needs a white rook on h1"
 */
public record PositionProblem(Code code, FenField field, int column, String message) {

    /** The kinds of problems. */
    public enum Code {
        /** A side has no king or more than one. */
        KING_COUNT,
        /** A pawn stands on rank 1 or rank 8. */
        PAWN_ON_BACK_RANK,
        /** The side that just moved is still in check. */
        OPPONENT_IN_CHECK,
        /** The side to move is in a check no move could have given (three checkers, two knights, ...). */
        IMPOSSIBLE_CHECK,
        /** A side has more than 16 pieces. */
        TOO_MANY_PIECES,
        /** A side has more than 8 pawns. */
        TOO_MANY_PAWNS,
        /** More pieces beyond the starting set (counted as promoted) than missing pawns could have become. */
        TOO_MANY_PROMOTED,
        /** A castling right whose king is not on its home square. */
        CASTLING_WITHOUT_KING,
        /** A castling right whose rook is not on its home square. */
        CASTLING_WITHOUT_ROOK,
        /** An en passant square without the enemy pawn that just moved two squares in front of it. */
        EN_PASSANT_WITHOUT_PAWN,
        /** An en passant square, or the square the pawn came from, that is not empty. */
        EN_PASSANT_SQUARE_OCCUPIED
    }

    /** The exception strict loading throws for this problem. */
    public FenException toException() {
        return new FenException(field, column, message);
    }
}
