package chess.core;

/**
 * Moves are plain {@code int}s so that move lists are {@code int[]} and nothing is allocated per move.
 *
 * <pre>
 * bits  0..6   from square (0x88)
 * bits  7..13  to square (0x88)
 * bits 14..16  promotion piece type (0 = none, else KNIGHT..QUEEN)
 * bits 17..19  special: 0 = normal, 1 = double pawn push, 2 = en passant, 3 = castling
 * bits 20..23  captured piece code (0 = none; for en passant the captured pawn)
 * bits 24..27  moving piece code
 * </pre>
 *
 * {@link #NONE} (0) is "no move"; the null move is written {@code 0000} in UCI and is never produced by move
 * generation. Two moves are the same move exactly when their ints are equal within one position.
 */
public final class Move {
    public static final int NONE = 0;

    // Where each field starts. Code so hot that a call per move shows composes moves from these directly: the
    // move generator (TeaVM's ADVANCED optimisation inlines only methods called from a single place).
    public static final int TO_SHIFT = 7;
    public static final int PROMOTION_SHIFT = 14;
    public static final int SPECIAL_SHIFT = 17;
    public static final int CAPTURED_SHIFT = 20;
    public static final int PIECE_SHIFT = 24;
    /** The from and to squares: the low bits, {@link #fromTo}. */
    private static final int FROM_TO_MASK = (1 << PROMOTION_SHIFT) - 1;
    private static final int PROMOTION_MASK = 7 << PROMOTION_SHIFT;
    private static final int CAPTURED_MASK = 15 << CAPTURED_SHIFT;
    /** Size of arrays indexed by {@link #fromTo}. */
    public static final int FROM_TO_LIMIT = 1 << PROMOTION_SHIFT;

    public static final int NORMAL = 0;
    public static final int DOUBLE_PUSH = 1;
    public static final int EN_PASSANT = 2;
    public static final int CASTLING = 3;

    private Move() {
    }

    public static int encode(int from, int to, int piece, int captured, int promotion, int special) {
        return from | to << TO_SHIFT | promotion << PROMOTION_SHIFT | special << SPECIAL_SHIFT
                | captured << CAPTURED_SHIFT | piece << PIECE_SHIFT;
    }

    /** A move of {@code piece} to an empty square. */
    public static int quiet(int from, int to, int piece) {
        return from | to << TO_SHIFT | piece << PIECE_SHIFT;
    }

    /** A move of {@code piece} that captures {@code captured} on {@code to}. */
    public static int capture(int from, int to, int piece, int captured) {
        return from | to << TO_SHIFT | captured << CAPTURED_SHIFT | piece << PIECE_SHIFT;
    }

    /** A pawn move to the last rank, {@code move}, promoting to {@code type}. */
    public static int withPromotion(int move, int type) {
        return move | type << PROMOTION_SHIFT;
    }

    public static int from(int move) {
        return move & 0x7f;
    }

    public static int to(int move) {
        return move >>> TO_SHIFT & 0x7f;
    }

    /**
     * The from and to squares together, below {@link #FROM_TO_LIMIT}: what tables keyed by a move's path (history
     * heuristics) index by.
     */
    public static int fromTo(int move) {
        return move & FROM_TO_MASK;
    }

    public static int promotion(int move) {
        return move >>> PROMOTION_SHIFT & 7;
    }

    public static int special(int move) {
        return move >>> SPECIAL_SHIFT & 7;
    }

    public static int captured(int move) {
        return move >>> CAPTURED_SHIFT & 15;
    }

    public static int piece(int move) {
        return move >>> PIECE_SHIFT & 15;
    }

    public static boolean isCapture(int move) {
        return (move & CAPTURED_MASK) != 0;
    }

    public static boolean isPromotion(int move) {
        return (move & PROMOTION_MASK) != 0;
    }

    /** Captures and promotions: the moves quiescence search looks at. */
    public static boolean isTactical(int move) {
        return (move & (CAPTURED_MASK | PROMOTION_MASK)) != 0;
    }

    public static boolean isCastling(int move) {
        return special(move) == CASTLING;
    }

    public static boolean isEnPassant(int move) {
        return special(move) == EN_PASSANT;
    }

    /** UCI long algebraic notation: "e2e4", "e7e8q", castling as the king's move "e1g1", {@link #NONE} as "0000". */
    public static String toUci(int move) {
        if (move == NONE) {
            return "0000";
        }
        String s = Square.name(from(move)) + Square.name(to(move));
        int promo = promotion(move);
        return promo == 0 ? s : s + Piece.typeLetter(promo);
    }
}
