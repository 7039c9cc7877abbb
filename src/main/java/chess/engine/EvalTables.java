package chess.engine;

import chess.core.Piece;

/**
 * Material values and piece-square tables (middlegame and endgame), tuned for this engine by {@code EvalTuner}
 * (in the tests) on positions from its own games. Each board below is written as White sees it: the first row is
 * the eighth rank, the last row the first. {@link #MG_PST} and {@link #EG_PST} hold them all, indexed
 * {@code type * 64 + square64} (a1 = 0 .. h8 = 63) from White's side; Black mirrors the rank.
 */
final class EvalTables {
    static final int[] MG_VALUE = {0, 85, 330, 345, 470, 980, 0};
    static final int[] EG_VALUE = {0, 105, 300, 320, 530, 975, 0};
    /** Game-phase weight of each piece type; 24 = all pieces on the board. */
    static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};
    static final int PHASE_TOTAL = 24;

    static final int[] PAWN_MG = {
           0,    0,    0,    0,    0,    0,    0,    0,
          38,   38,   38,   38,   38,   38,   38,   38,
          22,   22,   22,   22,   22,   22,   22,   22,
          12,   12,   12,   24,   24,   12,   12,   12,
           5,    5,    5,   17,   17,    5,    5,    5,
           0,    0,    0,   12,   12,    0,    0,    0,
          -2,   -2,   -2,   -8,   -8,   -2,   -2,   -2,
           0,    0,    0,    0,    0,    0,    0,    0,
    };
    static final int[] PAWN_EG = {
           0,    0,    0,    0,    0,    0,    0,    0,
          55,   55,   55,   55,   55,   55,   55,   55,
          35,   35,   35,   35,   35,   35,   35,   35,
          20,   20,   20,   20,   20,   20,   20,   20,
          10,   10,   10,   10,   10,   10,   10,   10,
           4,    4,    4,    4,    4,    4,    4,    4,
           0,    0,    0,    0,    0,    0,    0,    0,
           0,    0,    0,    0,    0,    0,    0,    0,
    };
    static final int[] KNIGHT_MG = {
         -27,  -18,   -9,    0,    0,   -9,  -18,  -27,
         -18,   -9,    0,    9,    9,    0,   -9,  -18,
          -9,    0,    9,   18,   18,    9,    0,   -9,
           0,    9,   18,   27,   27,   18,    9,    0,
           0,    9,   18,   27,   27,   18,    9,    0,
          -9,    0,    9,   18,   18,    9,    0,   -9,
         -18,   -9,    0,    9,    9,    0,   -9,  -18,
         -35,  -26,  -17,   -8,   -8,  -17,  -26,  -35,
    };
    static final int[] KNIGHT_EG = {
         -18,  -12,   -6,    0,    0,   -6,  -12,  -18,
         -12,   -6,    0,    6,    6,    0,   -6,  -12,
          -6,    0,    6,   12,   12,    6,    0,   -6,
           0,    6,   12,   18,   18,   12,    6,    0,
           0,    6,   12,   18,   18,   12,    6,    0,
          -6,    0,    6,   12,   12,    6,    0,   -6,
         -12,   -6,    0,    6,    6,    0,   -6,  -12,
         -18,  -12,   -6,    0,    0,   -6,  -12,  -18,
    };
    static final int[] BISHOP_MG = {
          -4,   -8,   -4,    0,    0,   -4,   -8,   -4,
          -8,    4,    0,    4,    4,    0,    4,   -8,
          -4,    0,   12,    8,    8,   12,    0,   -4,
           0,    4,    8,   20,   20,    8,    4,    0,
           0,    4,    8,   20,   20,    8,    4,    0,
          -4,    0,   12,    8,    8,   12,    0,   -4,
          -8,    4,    0,    4,    4,    0,    4,   -8,
         -10,  -14,  -10,   -6,   -6,  -10,  -14,  -10,
    };
    static final int[] BISHOP_EG = {
          -9,   -6,   -3,    0,    0,   -3,   -6,   -9,
          -6,   -3,    0,    3,    3,    0,   -3,   -6,
          -3,    0,    3,    6,    6,    3,    0,   -3,
           0,    3,    6,    9,    9,    6,    3,    0,
           0,    3,    6,    9,    9,    6,    3,    0,
          -3,    0,    3,    6,    6,    3,    0,   -3,
          -6,   -3,    0,    3,    3,    0,   -3,   -6,
          -9,   -6,   -3,    0,    0,   -3,   -6,   -9,
    };
    static final int[] ROOK_MG = {
          -2,   -2,    2,    6,    6,    2,   -2,   -2,
          12,   12,   16,   20,   20,   16,   12,   12,
          -2,   -2,    2,    6,    6,    2,   -2,   -2,
          -2,   -2,    2,    6,    6,    2,   -2,   -2,
          -2,   -2,    2,    6,    6,    2,   -2,   -2,
          -2,   -2,    2,    6,    6,    2,   -2,   -2,
          -2,   -2,    2,    6,    6,    2,   -2,   -2,
          -2,   -2,    2,    6,    6,    2,   -2,   -2,
    };
    static final int[] ROOK_EG = {
           0,    0,    0,    0,    0,    0,    0,    0,
          10,   10,   10,   10,   10,   10,   10,   10,
           0,    0,    0,    0,    0,    0,    0,    0,
           0,    0,    0,    0,    0,    0,    0,    0,
           0,    0,    0,    0,    0,    0,    0,    0,
           0,    0,    0,    0,    0,    0,    0,    0,
           0,    0,    0,    0,    0,    0,    0,    0,
           0,    0,    0,    0,    0,    0,    0,    0,
    };
    static final int[] QUEEN_MG = {
          -6,   -4,   -2,    0,    0,   -2,   -4,   -6,
          -4,   -2,    0,    2,    2,    0,   -2,   -4,
          -2,    0,    2,    4,    4,    2,    0,   -2,
           0,    2,    4,    6,    6,    4,    2,    0,
           0,    2,    4,    6,    6,    4,    2,    0,
          -2,    0,    2,    4,    4,    2,    0,   -2,
          -4,   -2,    0,    2,    2,    0,   -2,   -4,
          -6,   -4,   -2,    0,    0,   -2,   -4,   -6,
    };
    static final int[] QUEEN_EG = {
         -12,   -8,   -4,    0,    0,   -4,   -8,  -12,
          -8,   -4,    0,    4,    4,    0,   -4,   -8,
          -4,    0,    4,    8,    8,    4,    0,   -4,
           0,    4,    8,   12,   12,    8,    4,    0,
           0,    4,    8,   12,   12,    8,    4,    0,
          -4,    0,    4,    8,    8,    4,    0,   -4,
          -8,   -4,    0,    4,    4,    0,   -4,   -8,
         -12,   -8,   -4,    0,    0,   -4,   -8,  -12,
    };
    static final int[] KING_MG = {
         -90,  -78,  -86, -108, -100, -108,  -78,  -86,
         -82,  -70,  -78, -100,  -92, -100,  -70,  -78,
         -74,  -62,  -70,  -92,  -84,  -92,  -62,  -70,
         -66,  -54,  -62,  -84,  -76,  -84,  -54,  -62,
         -58,  -46,  -54,  -76,  -68,  -76,  -46,  -54,
         -50,  -38,  -46,  -68,  -60,  -68,  -38,  -46,
         -12,    0,   -8,  -30,  -22,  -30,    0,   -8,
           6,   18,   10,  -12,   -4,  -12,   18,   10,
    };
    static final int[] KING_EG = {
         -27,  -18,   -9,    0,    0,   -9,  -18,  -27,
         -18,   -9,    0,    9,    9,    0,   -9,  -18,
          -9,    0,    9,   18,   18,    9,    0,   -9,
           0,    9,   18,   27,   27,   18,    9,    0,
           0,    9,   18,   27,   27,   18,    9,    0,
          -9,    0,    9,   18,   18,    9,    0,   -9,
         -18,   -9,    0,    9,    9,    0,   -9,  -18,
         -27,  -18,   -9,    0,    0,   -9,  -18,  -27,
    };


    static final int[] MG_PST = new int[7 * 64];
    static final int[] EG_PST = new int[7 * 64];

    static {
        int[][] mg = {null, PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG};
        int[][] eg = {null, PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG};
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            for (int row = 0; row < 8; row++) {
                for (int file = 0; file < 8; file++) {
                    int square64 = (7 - row) * 8 + file;
                    MG_PST[type * 64 + square64] = mg[type][row * 8 + file];
                    EG_PST[type * 64 + square64] = eg[type][row * 8 + file];
                }
            }
        }
    }

    private EvalTables() {
    }
}
