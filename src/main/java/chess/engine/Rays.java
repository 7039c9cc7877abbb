package chess.engine;

import chess.core.Piece;

/**
 * 0x88 geometry for the engine (the core keeps its own copy package-private). Tables are indexed by
 * {@code to - from + OFFSET}: the difference of two 0x88 squares names direction and distance uniquely.
 */
final class Rays {
    static final int OFFSET = 119;
    /** Unit step from {@code from} towards {@code to} on a line, or 0. */
    static final int[] STEP = new int[239];
    /** Bit {@code 1 << pieceCode} set when that piece on {@code from} could attack {@code to} on an empty board. */
    static final int[] ATTACKERS = new int[239];
    /** True when the two squares are the same or touch (king distance at most 1). */
    static final boolean[] NEAR = new boolean[239];

    static final int[] KNIGHT_STEPS = {33, 31, 18, 14, -14, -18, -31, -33};
    static final int[] KING_STEPS = {1, -1, 16, -16, 15, 17, -15, -17};
    static final int[] ROOK_STEPS = {1, -1, 16, -16};
    static final int[] BISHOP_STEPS = {15, 17, -15, -17};

    static {
        int knights = both(Piece.KNIGHT);
        int kings = both(Piece.KING);
        for (int step : KNIGHT_STEPS) {
            ATTACKERS[step + OFFSET] |= knights;
        }
        for (int step : KING_STEPS) {
            ATTACKERS[step + OFFSET] |= kings;
            NEAR[step + OFFSET] = true;
        }
        NEAR[OFFSET] = true;
        ATTACKERS[15 + OFFSET] |= 1 << Piece.make(Piece.WHITE, Piece.PAWN);
        ATTACKERS[17 + OFFSET] |= 1 << Piece.make(Piece.WHITE, Piece.PAWN);
        ATTACKERS[-15 + OFFSET] |= 1 << Piece.make(Piece.BLACK, Piece.PAWN);
        ATTACKERS[-17 + OFFSET] |= 1 << Piece.make(Piece.BLACK, Piece.PAWN);
        for (int from = 0; from < 128; from++) {
            if ((from & 0x88) != 0) {
                continue;
            }
            for (int step : KING_STEPS) {
                boolean diagonal = step == 15 || step == 17 || step == -15 || step == -17;
                for (int to = from + step; (to & 0x88) == 0; to += step) {
                    STEP[to - from + OFFSET] = step;
                    ATTACKERS[to - from + OFFSET] |= both(Piece.QUEEN) | both(diagonal ? Piece.BISHOP : Piece.ROOK);
                }
            }
        }
    }

    private Rays() {
    }

    private static int both(int type) {
        return 1 << Piece.make(Piece.WHITE, type) | 1 << Piece.make(Piece.BLACK, type);
    }

    /** King (Chebyshev) distance between two 0x88 squares. */
    static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 4) - (b >> 4)));
    }
}
