package chess.core;

/**
 * Precomputed 0x88 geometry. Both tables are indexed by {@code to - from + 119}: the difference of two 0x88 squares
 * identifies the direction and distance between them uniquely, which is what makes 0x88 attack tests cheap.
 */
final class Geometry {
    static final int OFFSET = 119;

    /** Unit step leading from {@code from} towards {@code to} along a rank, file or diagonal; 0 if not aligned. */
    static final int[] STEP = new int[239];

    /** Bit {@code 1 << pieceCode} is set when that piece, standing on {@code from}, could attack {@code to}. */
    static final int[] ATTACKERS = new int[239];

    static final int[] KNIGHT_STEPS = {33, 31, 18, 14, -14, -18, -31, -33};
    static final int[] KING_STEPS = {1, -1, 16, -16, 15, 17, -15, -17};
    static final int[] ROOK_STEPS = {1, -1, 16, -16};
    static final int[] BISHOP_STEPS = {15, 17, -15, -17};

    static {
        int wp = 1 << Piece.make(Piece.WHITE, Piece.PAWN);
        int bp = 1 << Piece.make(Piece.BLACK, Piece.PAWN);
        int knights = 1 << Piece.make(Piece.WHITE, Piece.KNIGHT) | 1 << Piece.make(Piece.BLACK, Piece.KNIGHT);
        int bishops = 1 << Piece.make(Piece.WHITE, Piece.BISHOP) | 1 << Piece.make(Piece.BLACK, Piece.BISHOP);
        int rooks = 1 << Piece.make(Piece.WHITE, Piece.ROOK) | 1 << Piece.make(Piece.BLACK, Piece.ROOK);
        int queens = 1 << Piece.make(Piece.WHITE, Piece.QUEEN) | 1 << Piece.make(Piece.BLACK, Piece.QUEEN);
        int kings = 1 << Piece.make(Piece.WHITE, Piece.KING) | 1 << Piece.make(Piece.BLACK, Piece.KING);
        for (int step : KNIGHT_STEPS) {
            ATTACKERS[step + OFFSET] |= knights;
        }
        for (int step : KING_STEPS) {
            ATTACKERS[step + OFFSET] |= kings;
        }
        ATTACKERS[15 + OFFSET] |= wp;
        ATTACKERS[17 + OFFSET] |= wp;
        ATTACKERS[-15 + OFFSET] |= bp;
        ATTACKERS[-17 + OFFSET] |= bp;
        for (int from = 0; from < 128; from++) {
            if (!Square.onBoard(from)) {
                continue;
            }
            for (int step : KING_STEPS) {
                boolean diagonal = step == 15 || step == 17 || step == -15 || step == -17;
                for (int to = from + step; Square.onBoard(to); to += step) {
                    int delta = to - from + OFFSET;
                    STEP[delta] = step;
                    ATTACKERS[delta] |= queens | (diagonal ? bishops : rooks);
                }
            }
        }
    }

    private Geometry() {
    }

    static boolean isSlider(int type) {
        return type == Piece.BISHOP || type == Piece.ROOK || type == Piece.QUEEN;
    }
}
