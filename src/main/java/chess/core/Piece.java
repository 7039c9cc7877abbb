package chess.core;

/**
 * Pieces as small ints, so the board and move encoding stay arrays of ints.
 *
 * <p>A piece code is {@code type | color << 3}: white pieces are 1..6, black pieces 9..14, and 0 is an empty
 * square. Colours are {@link #WHITE} = 0 and {@link #BLACK} = 1.
 */
public final class Piece {
    public static final int WHITE = 0;
    public static final int BLACK = 1;

    public static final int EMPTY = 0;
    public static final int PAWN = 1;
    public static final int KNIGHT = 2;
    public static final int BISHOP = 3;
    public static final int ROOK = 4;
    public static final int QUEEN = 5;
    public static final int KING = 6;

    /** Largest piece code plus one: the size of arrays indexed by piece code. */
    public static final int CODE_LIMIT = 16;
    /** Size of arrays indexed by {@link #onSquare}: one entry per piece code and 0x88 square. */
    public static final int ON_SQUARE_LIMIT = CODE_LIMIT * Square.LIMIT;
    /** Number of distinct pieces (six types in two colours): the size of arrays indexed by {@link #index}. */
    public static final int KINDS = 12;

    private static final String LETTERS = " PNBRQK  pnbrqk";

    private Piece() {
    }

    public static int make(int color, int type) {
        return type | color << 3;
    }

    public static int type(int piece) {
        return piece & 7;
    }

    public static int color(int piece) {
        return piece >> 3;
    }

    /** Dense index 0..11 of a piece code (white pawn 0 .. white king 5, black pawn 6 .. black king 11). */
    public static int index(int piece) {
        return color(piece) * 6 + type(piece) - 1;
    }

    /** Index of {@code piece} standing on the 0x88 square {@code sq}, for tables of {@link #ON_SQUARE_LIMIT}. */
    public static int onSquare(int piece, int sq) {
        return piece << 7 | sq;
    }

    /** FEN letter of a piece: upper case for white, lower case for black. */
    public static char letter(int piece) {
        return LETTERS.charAt(piece);
    }

    /** Piece code for a FEN letter, or -1 if the character is not one of {@code PNBRQKpnbrqk}. */
    public static int fromLetter(char c) {
        if (c == ' ') {
            return -1;
        }
        return LETTERS.indexOf(c);
    }

    /** Lower-case letter of a piece type, as used for promotions in UCI ("q", "r", "b", "n"). */
    public static char typeLetter(int type) {
        return LETTERS.charAt(type + 8);
    }

    /**
     * Piece type a pawn promotes to for its letter in either case ("q" or "Q" for a queen; UCI writes lower case,
     * SAN upper case), or 0 when the letter names no promotion piece.
     */
    public static int promotionType(char letter) {
        switch (letter) {
            case 'q': case 'Q': return QUEEN;
            case 'r': case 'R': return ROOK;
            case 'b': case 'B': return BISHOP;
            case 'n': case 'N': return KNIGHT;
            default: return 0;
        }
    }

    /** English name of a piece type, for messages and accessible labels. */
    public static String typeName(int type) {
        switch (type) {
            case PAWN: return "pawn";
            case KNIGHT: return "knight";
            case BISHOP: return "bishop";
            case ROOK: return "rook";
            case QUEEN: return "queen";
            case KING: return "king";
            default: return "none";
        }
    }

    public static String colorName(int color) {
        return color == WHITE ? "white" : "black";
    }
}
