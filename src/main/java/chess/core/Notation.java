package chess.core;

/** Small wording helpers shared by the notation classes and their messages. */
final class Notation {
    private Notation() {
    }

    /** "White" or "Black", capitalised as in "it is White to move". */
    static String sideName(int color) {
        return color == Piece.WHITE ? "White" : "Black";
    }

    /** Plural of a piece type name, for "knights on b1 and f3". */
    static String plural(int type) {
        return Piece.typeName(type) + "s";
    }
}
