package chess.core;

/**
 * Squares on the 0x88 board: {@code index = rank * 16 + file}, with file and rank 0..7 (a1 = 0, h1 = 7, a8 = 112,
 * h8 = 119). An index is off the board exactly when {@code (index & 0x88) != 0}, which makes ray walks cheap.
 */
public final class Square {
    /** "No square" (no en passant target, no move). */
    public static final int NONE = -1;
    /** Size of arrays indexed by 0x88 square. */
    public static final int LIMIT = 128;
    /**
     * The bits that are set exactly in indexes off the board: {@link #onBoard} tests them. The move generator's ray
     * loops test them directly, where a call per square would show (TeaVM inlines only single-use methods).
     */
    public static final int OFF_BOARD = 0x88;
    /** The index step from a square to the one a rank above it. */
    public static final int RANK_STEP = 16;

    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A8 = 112, B8 = 113, C8 = 114, D8 = 115, E8 = 116, F8 = 117, G8 = 118, H8 = 119;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank << 4 | file;
    }

    public static int file(int sq) {
        return sq & 7;
    }

    public static int rank(int sq) {
        return sq >> 4;
    }

    public static boolean onBoard(int sq) {
        return (sq & OFF_BOARD) == 0;
    }

    /** The rank of {@code sq} counted from {@code color}'s own side: 0 for its first rank, 7 for its last. */
    public static int relativeRank(int color, int sq) {
        return color == Piece.WHITE ? rank(sq) : 7 - rank(sq);
    }

    /** The step that moves one rank towards {@code color}'s opponent: a pawn push of that colour. */
    public static int pawnPush(int color) {
        return color == Piece.WHITE ? RANK_STEP : -RANK_STEP;
    }

    /** King (Chebyshev) distance: how many king moves lead from one square to the other. */
    public static int distance(int a, int b) {
        return Math.max(Math.abs(file(a) - file(b)), Math.abs(rank(a) - rank(b)));
    }

    /** Manhattan distance: files plus ranks between the two squares. */
    public static int manhattanDistance(int a, int b) {
        return Math.abs(file(a) - file(b)) + Math.abs(rank(a) - rank(b));
    }

    /** 0..63 index (a1 = 0, h8 = 63) of a 0x88 square. */
    public static int to64(int sq) {
        return (sq >> 4) << 3 | (sq & 7);
    }

    /**
     * The 0..63 index of {@code sq} as {@code color} sees the board: White's as {@link #to64}, Black's with the
     * ranks mirrored (so a8 is Black's a1), for tables written once from White's side.
     */
    public static int relativeTo64(int color, int sq) {
        return to64(sq) ^ (color == Piece.WHITE ? 0 : 56);
    }

    /** 0x88 square of a 0..63 index (a1 = 0, h8 = 63). */
    public static int from64(int i) {
        return (i >> 3) << 4 | (i & 7);
    }

    /** True for dark squares (a1 is dark). */
    public static boolean isDark(int sq) {
        return ((file(sq) + rank(sq)) & 1) == 0;
    }

    /** True when both squares have the same colour (as bishops see them). */
    public static boolean sameColour(int a, int b) {
        return isDark(a) == isDark(b);
    }

    public static String name(int sq) {
        return sq >= 0 && sq < LIMIT ? SquareNames.NAMES[sq] : spelled(sq);
    }

    static String spelled(int sq) {
        return "" + (char) ('a' + file(sq)) + (char) ('1' + rank(sq));
    }

    /** Parses "e4" (lower case file) into a 0x88 square, or returns {@link #NONE}. */
    public static int parse(CharSequence s) {
        if (s == null || s.length() != 2) {
            return NONE;
        }
        return parse(s.charAt(0), s.charAt(1));
    }

    public static int parse(char fileChar, char rankChar) {
        if (fileChar < 'a' || fileChar > 'h' || rankChar < '1' || rankChar > '8') {
            return NONE;
        }
        return of(fileChar - 'a', rankChar - '1');
    }
}
