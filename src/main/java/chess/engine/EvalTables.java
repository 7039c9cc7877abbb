package chess.engine;

import chess.core.Piece;
import chess.core.Square;

/**
 * Material values and piece-square tables (middlegame and endgame), fitted by the tuner ({@code EvalTuner} in
 * src/tools, through {@link EvalWeights}) to quiet positions labelled by a stronger engine's search (see
 * {@code docs/engine.md}). Each board below is written as White sees it: the first row is the eighth rank, the
 * last row the first. {@link #MG_PST} and {@link #EG_PST} hold them all, indexed
 * {@code type * 64 + square64} (a1 = 0 .. h8 = 63) from White's side; Black mirrors the rank.
 */
final class EvalTables {
    static final int[] MG_VALUE = {0, 107, 358, 387, 571, 1317, 0};
    static final int[] EG_VALUE = {0, 110, 292, 333, 546, 997, 0};
    /** Game-phase weight of each piece type; 24 = all pieces on the board. */
    static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};
    static final int PHASE_TOTAL = 24;

    static final int[] PAWN_MG = {
           0,    0,    0,    0,    0,    0,    0,    0,
          38,   38,   38,   38,   38,   38,   38,   38,
          -1,   -4,   15,   38,   42,   49,   32,   -5,
         -17,    0,   10,   17,   27,   28,    8,   -7,
         -28,  -19,   -2,    1,    8,   -1,   -6,  -24,
         -32,  -33,  -25,  -27,  -27,  -17,   -5,  -27,
         -33,  -18,  -23,  -32,  -30,   -4,   10,  -21,
           0,    0,    0,    0,    0,    0,    0,    0,
    };
    static final int[] PAWN_EG = {
           0,    0,    0,    0,    0,    0,    0,    0,
          -3,   31,   52,   55,   55,   55,   55,  -26,
           8,   11,    3,   -9,  -12,    3,   12,   -4,
          -3,   -6,  -17,  -20,  -23,  -16,   -8,  -10,
          -5,   -2,  -11,  -19,  -17,  -15,   -6,  -11,
          -8,   -4,   -2,   -3,   -3,   -1,   -9,  -12,
          -2,    0,   11,    2,   12,    8,   -5,  -12,
           0,    0,    0,    0,    0,    0,    0,    0,
    };
    static final int[] KNIGHT_MG = {
         -27,  -18,   -9,    0,    0,   -9,  -18,  -27,
         -18,   -9,    0,    9,    9,    0,   -9,  -18,
          -9,    0,    7,   22,   18,    9,    0,   -9,
           0,   -6,    4,   22,   21,   18,   13,   25,
          -4,  -28,    4,   16,   14,   20,   24,    2,
         -22,    5,    5,   15,   14,   15,   14,  -16,
         -18,   -9,   -1,   18,   17,   15,   -9,  -11,
         -35,   -7,  -17,  -13,    0,   -1,   -5,  -35,
    };
    static final int[] KNIGHT_EG = {
         -18,  -12,   -6,    0,    0,   -6,  -12,  -18,
         -12,   -6,    0,    6,    6,    0,   -6,  -12,
          -6,    0,   23,   11,   36,   23,    0,   -6,
           3,   13,   28,   30,   34,   22,   16,    6,
           7,   26,   19,   23,   29,   27,    7,   21,
          -6,    8,    0,   24,   20,    2,    1,   12,
         -12,   -6,   -4,   -5,    3,   -7,   -6,  -12,
         -18,  -18,   -6,    1,   -1,  -17,   -6,  -18,
    };
    static final int[] BISHOP_MG = {
          -4,   -8,   -4,    0,    0,   -4,   -8,   -4,
          -8,    4,    0,    4,    4,    0,    4,   -8,
          -4,    0,   -9,   21,    8,   12,    0,   15,
         -13,   -2,    1,   10,   18,    3,   12,  -18,
           0,   -4,  -11,   13,   15,   -2,   -9,    0,
          -9,   -1,    7,   -3,   -4,    3,    6,  -17,
          -8,   13,    3,   -5,   -1,   -3,   13,   -8,
         -10,  -14,  -14,  -21,  -10,  -22,  -14,  -10,
    };
    static final int[] BISHOP_EG = {
          -9,   -6,   -3,    0,    0,   -3,   -6,   -9,
          -6,    2,    7,    3,   13,    0,   -3,   -6,
          -2,    8,    7,    8,   12,   24,   10,   -3,
          -4,   13,    6,   27,   20,   -2,   14,   -1,
         -19,   -6,   20,   19,    3,   15,   16,    0,
           5,    4,    8,   13,   24,    1,    0,    6,
          -6,  -19,  -13,    5,   -5,   -1,  -19,   -6,
          -7,   -6,    2,   -6,  -10,    3,   -6,   -9,
    };
    static final int[] ROOK_MG = {
         -40,  -36,  -18,  -58,    6,    2,   -2,   -2,
         -72,  -87,  -59,  -30,  -19,  -35,  -72,  -10,
         -45,  -34,  -20,   -7,    6,    2,   -2,   -6,
         -35,  -43,  -45,  -20,  -17,  -44,  -31,  -52,
         -80,  -61,  -59,  -59,  -50,  -54,  -22,  -67,
         -82,  -66,  -57,  -49,  -44,  -47,  -45,  -74,
         -90,  -82,  -64,  -45,  -57,  -44,  -56,  -99,
         -54,  -54,  -44,  -32,  -27,  -29,  -60,  -47,
    };
    static final int[] ROOK_EG = {
          58,   55,   50,   57,   36,   43,   53,   50,
          65,   63,   58,   33,   37,   41,   58,   35,
          63,   54,   45,   35,   26,   30,   24,   32,
          50,   47,   53,   41,   37,   41,   42,   56,
          56,   41,   52,   46,   34,   36,   23,   45,
          41,   33,   32,   27,   24,   19,   15,   35,
          35,   42,   35,   21,   19,   12,   16,   34,
          33,   30,   24,   17,   11,   13,   31,   19,
    };
    static final int[] QUEEN_MG = {
          -6,   -4,   -2,    0,    0,   -2,   -4,   -6,
          -4,   -2,    0,    2,    2,    0,   -2,   -4,
          -2,    0,    2,    4,    4,    2,    0,   -2,
           0,    2,  -11,   -1,    9,    4,    2,   -2,
          -9,  -21,  -15,   -8,   -1,   -9,    7,    1,
         -19,   -1,   -3,    3,    4,    3,    4,    1,
          -4,   -1,   17,   23,   30,   21,   15,   -4,
          -6,  -14,    7,   18,    0,   -2,   -4,   -6,
    };
    static final int[] QUEEN_EG = {
         -12,   -8,   -4,    0,    0,   -4,   -8,  -12,
          -8,   -4,    0,    4,    4,    0,   -4,   -8,
          -4,    0,    4,    8,    8,    4,    0,   -4,
           0,    4,    8,   12,   12,    8,    4,    0,
           0,    4,    5,   21,    8,   45,    4,    0,
          -4,  -39,   -7,  -25,   -7,  -12,    0,   -4,
          -8,   -4,  -56,  -57,  -79,  -94,   -4,   -8,
         -12,   -8,   -4,  -67,    0,   -4,   -8,  -12,
    };
    static final int[] KING_MG = {
         -90,  -78,  -86, -108, -100, -108,  -78,  -86,
         -82,  -70,  -78, -100,  -92, -100,  -70,  -78,
         -74,  -62,  -70,  -92,  -84,  -92,  -62,  -70,
         -66,  -54,  -62,  -84,  -76,  -84,  -54,  -62,
         -58,  -46,  -54,  -76,  -68,  -81,  -34,  -54,
         -50,   -3,  -57, -112, -110, -101,  -70,  -94,
         -35,  -33,  -54,  -88,  -92,  -81,  -43,  -29,
         -35,  -10,   -9,  -72,  -30,  -74,  -14,  -22,
    };
    static final int[] KING_EG = {
         -27,  -18,   -9,    0,    0,   -9,  -18,  -27,
         -18,   -9,   17,    9,    9,    0,   -9,  -18,
          -9,   -3,  -15,  -12,  -27,   30,   21,   -9,
         -31,  -29,  -12,  -22,  -20,   -9,   -8,  -33,
         -45,  -35,  -30,  -23,  -29,  -21,  -33,  -44,
         -68,  -71,  -43,  -32,  -31,  -35,  -47,  -41,
         -61,  -58,  -48,  -42,  -39,  -42,  -49,  -54,
         -60,  -71,  -68,  -54,  -75,  -53,  -72,  -73,
    };


    static final int[] MG_PST = new int[7 * 64];
    static final int[] EG_PST = new int[7 * 64];
    /**
     * Material plus square table of every piece on every 0x88 square, positive for White and negative for Black,
     * indexed by {@link Piece#onSquare}: the weights a board sums as its pieces move ({@code
     * Board.trackPlacement}), so {@link Evaluator#estimate} need not walk the pieces. Pawns carry their material
     * only: their square table is part of the cached pawn terms ({@link PawnStructure}). Derived once from the
     * tables above, so the tuner's changes to them do not reach the estimate.
     */
    static final int[] PLACEMENT_MG = new int[Piece.ON_SQUARE_LIMIT];
    static final int[] PLACEMENT_EG = new int[Piece.ON_SQUARE_LIMIT];

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
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            int sign = color == Piece.WHITE ? 1 : -1;
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                for (int sq = 0; sq < Square.LIMIT; sq++) {
                    if (!Square.onBoard(sq)) {
                        continue;
                    }
                    int idx = pstIndex(type, color, sq);
                    int onSquareMg = type == Piece.PAWN ? 0 : MG_PST[idx];
                    int onSquareEg = type == Piece.PAWN ? 0 : EG_PST[idx];
                    int at = Piece.onSquare(Piece.make(color, type), sq);
                    PLACEMENT_MG[at] = sign * (MG_VALUE[type] + onSquareMg);
                    PLACEMENT_EG[at] = sign * (EG_VALUE[type] + onSquareEg);
                }
            }
        }
    }

    /** Index into {@link #MG_PST} and {@link #EG_PST} of a {@code color} piece of {@code type} on 0x88 {@code sq}. */
    static int pstIndex(int type, int color, int sq) {
        return type * 64 + Square.relativeTo64(color, sq);
    }

    private EvalTables() {
    }
}
