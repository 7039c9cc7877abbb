package chess.engine;

import chess.core.Piece;

/**
 * Material values and piece-square tables (middlegame and endgame), written for this engine. The tables are built
 * from a few readable rules (centralisation, advancement, king shelter) instead of 384 hand-typed numbers, so each
 * term can be tuned by changing one weight. Indexed {@code type * 64 + square64} from White's side; Black mirrors.
 */
final class EvalTables {
    static final int[] MG_VALUE = {0, 85, 330, 345, 470, 980, 0};
    static final int[] EG_VALUE = {0, 105, 300, 320, 530, 975, 0};
    /** Game-phase weight of each piece type; 24 = all pieces on the board. */
    static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};
    static final int PHASE_TOTAL = 24;

    static final int[] MG_PST = new int[7 * 64];
    static final int[] EG_PST = new int[7 * 64];

    private static final int[] PAWN_MG_RANK = {0, -2, 0, 5, 12, 22, 38, 0};
    private static final int[] PAWN_EG_RANK = {0, 0, 4, 10, 20, 35, 55, 0};

    static {
        for (int sq = 0; sq < 64; sq++) {
            int file = sq & 7;
            int rank = sq >> 3;
            int fileCentre = Math.min(file, 7 - file); // 0 at the edge .. 3 in the centre
            int rankCentre = Math.min(rank, 7 - rank);
            int centre = fileCentre + rankCentre; // 0 .. 6

            // Pawns: advance, and hold the centre early (d/e pawns on ranks 3-5).
            int pawnMg = PAWN_MG_RANK[rank];
            if ((file == 3 || file == 4) && rank >= 2 && rank <= 4) {
                pawnMg += 12;
            }
            if ((file == 3 || file == 4) && rank == 1) {
                pawnMg -= 6; // unmoved centre pawns block the bishops
            }
            set(Piece.PAWN, sq, pawnMg, PAWN_EG_RANK[rank]);

            // Knights live in the centre and hate the rim.
            set(Piece.KNIGHT, sq, 9 * centre - 27 - (rank == 0 ? 8 : 0), 6 * centre - 18);

            // Bishops: mild centralisation, the long diagonals, not on the back rank.
            int diagonal = (file == rank || file == 7 - rank) ? 8 : 0;
            set(Piece.BISHOP, sq, 4 * centre - 12 + diagonal - (rank == 0 ? 6 : 0), 3 * centre - 9);

            // Rooks: the seventh rank and the central files.
            int rookMg = (rank == 6 ? 14 : 0) + (fileCentre == 3 ? 6 : fileCentre == 2 ? 2 : -2);
            set(Piece.ROOK, sq, rookMg, rank == 6 ? 10 : 0);

            // Queen: a little centralisation; in the endgame much more.
            set(Piece.QUEEN, sq, 2 * centre - 6 - (rank >= 5 ? 0 : 0), 4 * centre - 12);

            // King: sheltered on the back rank near a corner in the middlegame, central in the endgame.
            int kingMg = rank == 0 ? 0 : rank == 1 ? -18 : -40 - 8 * rank;
            kingMg += file == 6 || file == 1 ? 18 : file == 2 || file == 7 ? 10 : file == 0 ? 6 : file == 4 ? -4 : -12;
            set(Piece.KING, sq, kingMg, 9 * centre - 27);
        }
    }

    private EvalTables() {
    }

    private static void set(int type, int sq, int mg, int eg) {
        MG_PST[type * 64 + sq] = mg;
        EG_PST[type * 64 + sq] = eg;
    }
}
