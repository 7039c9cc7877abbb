package chess.core;

/**
 * Precomputed 0x88 geometry: the piece steps, and which pieces could attack one square from another on an empty
 * board. The tables are indexed by {@code to - from + 119}: the difference of two 0x88 squares identifies the
 * direction and distance between them uniquely, which is what makes 0x88 attack tests cheap.
 *
 * <p>The step arrays are shared for speed in the hot loops that walk them; never write to them.
 */
public final class Geometry {
    public static final int[] KNIGHT_STEPS = {33, 31, 18, 14, -14, -18, -31, -33};
    /** The eight king steps; also a queen's directions. */
    public static final int[] KING_STEPS = {1, -1, 16, -16, 15, 17, -15, -17};
    public static final int[] ROOK_STEPS = {1, -1, 16, -16};
    public static final int[] BISHOP_STEPS = {15, 17, -15, -17};

    // The tables behind couldAttack and step, indexed by to - from + OFFSET. The core's hottest loops (attack tests,
    // finding checkers) read them directly: TeaVM inlines only methods called from a single place.
    static final int OFFSET = 119;
    /** Unit step leading from {@code from} towards {@code to} along a rank, file or diagonal; 0 if not aligned. */
    static final int[] STEP = new int[2 * OFFSET + 1];
    /** Bit {@code 1 << pieceCode} is set when that piece, standing on {@code from}, could attack {@code to}. */
    static final int[] ATTACKERS = new int[2 * OFFSET + 1];

    static {
        int knights = bothColours(Piece.KNIGHT);
        int kings = bothColours(Piece.KING);
        for (int step : KNIGHT_STEPS) {
            ATTACKERS[step + OFFSET] |= knights;
        }
        for (int step : KING_STEPS) {
            ATTACKERS[step + OFFSET] |= kings;
        }
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            int pawn = 1 << Piece.make(color, Piece.PAWN);
            int push = Square.pawnPush(color);
            ATTACKERS[push - 1 + OFFSET] |= pawn;
            ATTACKERS[push + 1 + OFFSET] |= pawn;
        }
        for (int from = 0; from < Square.LIMIT; from++) {
            if (!Square.onBoard(from)) {
                continue;
            }
            for (int step : KING_STEPS) {
                int slider = bothColours(Piece.QUEEN) | bothColours(isDiagonal(step) ? Piece.BISHOP : Piece.ROOK);
                for (int to = from + step; Square.onBoard(to); to += step) {
                    STEP[to - from + OFFSET] = step;
                    ATTACKERS[to - from + OFFSET] |= slider;
                }
            }
        }
    }

    private Geometry() {
    }

    /**
     * True when {@code piece} (a piece code, with its colour: pawns attack forwards) standing on {@code from} would
     * attack {@code to} if nothing stood between them.
     */
    public static boolean couldAttack(int piece, int from, int to) {
        return (ATTACKERS[to - from + OFFSET] & 1 << piece) != 0;
    }

    /** The unit step from {@code from} towards {@code to} along a rank, file or diagonal; 0 if they are not aligned. */
    public static int step(int from, int to) {
        return STEP[to - from + OFFSET];
    }

    public static boolean isSlider(int type) {
        return type == Piece.BISHOP || type == Piece.ROOK || type == Piece.QUEEN;
    }

    private static boolean isDiagonal(int step) {
        return step == 15 || step == 17 || step == -15 || step == -17;
    }

    private static int bothColours(int type) {
        return 1 << Piece.make(Piece.WHITE, type) | 1 << Piece.make(Piece.BLACK, type);
    }
}
