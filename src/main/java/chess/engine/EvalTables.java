package chess.engine;

import chess.core.Piece;
import chess.core.Square;

/**
 * The tables the evaluation reads its material and piece-square weights from, derived once from those declared
 * in {@link EvalWeights}: {@link #MG_PST} and {@link #EG_PST} hold every piece's square table (middlegame and
 * endgame), indexed {@code type * 64 + square64} (a1 = 0 .. h8 = 63) from White's side; Black mirrors the rank.
 * Also the game phase each piece counts for.
 */
final class EvalTables {
    /** Game-phase weight of each piece type; 24 = all pieces on the board. */
    static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};
    static final int PHASE_TOTAL = 24;

    static final int[] MG_PST = new int[7 * 64];
    static final int[] EG_PST = new int[7 * 64];
    /**
     * Material plus square table of every piece on every 0x88 square, positive for White and negative for Black,
     * indexed by {@link Piece#onSquare}: the weights a board sums as its pieces move ({@code
     * Board.trackPlacement}), so {@link Evaluator#estimate} need not walk the pieces. Pawns carry their material
     * only: their square table is part of the cached pawn terms ({@link PawnStructure}). Derived once from the
     * weights, so the tuner's changes to them do not reach the estimate.
     */
    static final int[] PLACEMENT_MG = new int[Piece.ON_SQUARE_LIMIT];
    static final int[] PLACEMENT_EG = new int[Piece.ON_SQUARE_LIMIT];

    static {
        int[][] mg = {null, EvalWeights.PAWN_MG, EvalWeights.KNIGHT_MG, EvalWeights.BISHOP_MG, EvalWeights.ROOK_MG,
            EvalWeights.QUEEN_MG, EvalWeights.KING_MG};
        int[][] eg = {null, EvalWeights.PAWN_EG, EvalWeights.KNIGHT_EG, EvalWeights.BISHOP_EG, EvalWeights.ROOK_EG,
            EvalWeights.QUEEN_EG, EvalWeights.KING_EG};
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
                    PLACEMENT_MG[at] = sign * (EvalWeights.MG_VALUE[type] + onSquareMg);
                    PLACEMENT_EG[at] = sign * (EvalWeights.EG_VALUE[type] + onSquareEg);
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
