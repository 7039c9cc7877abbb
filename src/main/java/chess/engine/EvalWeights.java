package chess.engine;

/**
 * Every weight of the hand-written evaluation, as named tables: the one file the tuner ({@code EvalTuner} in
 * src/tools) rewrites when it fits them to quiet positions labelled by a stronger engine's search (see
 * {@code docs/engine.md}). The evaluation's logic is elsewhere ({@link Evaluator}, {@link PawnStructure}); tools
 * reach these tables by name through {@link WeightRegistry}, which also says which entries are fitted.
 *
 * <p>Tables by piece type are indexed by {@link chess.core.Piece} type (pawn = 1 .. king = 6); pairs are
 * middlegame, endgame. Each square table is written as White sees the board: the first row is the eighth rank,
 * the last row the first. The evaluator reads the square and mobility tables through combined tables derived
 * from them once ({@link EvalTables#MG_PST}, {@link Evaluator#MOBILITY_MG}), which the registry writes through.
 * Single weights the tuner fits are {@code static int}, not final, so that it can set them; the constants that
 * shape the king-danger curve and the tempo bonus are set by hand and fixed.
 */
final class EvalWeights {
    // Material and piece-square tables (see EvalTables).
    static final int[] MG_VALUE = {0, 107, 358, 387, 571, 1317, 0};
    static final int[] EG_VALUE = {0, 110, 292, 333, 546, 997, 0};

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

    // Pawn structure (see PawnStructure): by the pawn's rank from its own side (0 and 7 unused), or as pairs.
    static final int[] PASSED_MG = {0, -12, -20, -19, 11, 48, 118, 0};
    static final int[] PASSED_EG = {0, 20, 20, 5, 32, 79, 82, 0};
    /** A pawn beside (phalanx) or diagonally behind (supported by) another of ours. */
    static final int[] CONNECTED_MG = {0, 5, 18, 13, 12, 25, 16, 0};
    static final int[] CONNECTED_EG = {0, -4, 1, 6, 24, 47, 10, 0};
    /** Penalty for each pawn beyond the first on a file. */
    static final int[] DOUBLED = {23, 20};
    /** Penalty for a pawn with no pawn of ours on the neighbouring files. */
    static final int[] ISOLATED = {4, 12};
    /**
     * Penalty for a backward pawn: no pawn of ours beside or behind it on the neighbouring files can ever
     * defend it, and an enemy pawn guards the square in front of it.
     */
    static final int[] BACKWARD = {5, 14};

    /**
     * Mobility by piece type and number of reachable squares (not held by our own pieces, not attacked by enemy
     * pawns): a knight reaches at most 8, a bishop 13, a rook 14, a queen 27. {@link Evaluator#MOBILITY_MG} and
     * {@link Evaluator#MOBILITY_EG} hold them all.
     */
    static final int[] KNIGHT_MOBILITY_MG = {-13, 5, 16, 23, 31, 37, 42, 50, 30};
    static final int[] KNIGHT_MOBILITY_EG = {-16, 9, 33, 45, 55, 62, 63, 58, 50};
    static final int[] BISHOP_MOBILITY_MG = {3, 15, 26, 32, 38, 39, 41, 40, 48, 49, 54, 21, 30, 35};
    static final int[] BISHOP_MOBILITY_EG = {-18, 3, 10, 24, 33, 40, 46, 47, 45, 49, 43, 47, 30, 25};
    static final int[] ROOK_MOBILITY_MG = {-35, -21, -16, -10, -7, -2, 1, 7, 8, 9, 16, 15, 22, 32, 39};
    static final int[] ROOK_MOBILITY_EG = {-34, -14, 0, 18, 22, 30, 35, 36, 42, 47, 49, 49, 52, 44, 39};
    static final int[] QUEEN_MOBILITY_MG = {
        -78, -78, -76, -75, -73, -70, -68, -67, -63, -66, -64, -62, -66, -61,
        -63, -69, -64, -57, -40, -40, -34, -32, -30, -28, -26, -24, -22, -20,
    };
    static final int[] QUEEN_MOBILITY_EG = {
        -36, -33, -30, -27, -24, -14, 8, 20, 25, 45, 55, 57, 77, 73,
        80, 91, 90, 86, 70, 75, 75, 23, 30, 33, 36, 39, 42, 45,
    };

    // King safety: weight of each attack on a king-zone square, scaled by the number of attackers.
    static final int[] ZONE_ATTACK = {0, 0, 13, 8, -3, 35, 0};
    static final int[] ATTACKER_SCALE = {0, 0, 55, 80, 92, 98, 100, 100, 100, 100, 100, 100, 100, 100,
            100, 100, 100};
    /**
     * Danger grows faster than linearly: one attacker is a nuisance, several with checks decide games. The
     * quadratic part divides by this (only while the attacker still has a queen).
     */
    static final int DANGER_SQUARE_DIVISOR = 700;
    static final int MAX_DANGER = 1000;
    /** Danger units for a piece that can give a safe check (from a square no enemy pawn guards), by type. */
    static final int[] SAFE_CHECK = {0, 0, 45, 38, 49, 34, 0};
    /**
     * Middlegame penalty for an enemy pawn storming a king file (the king's and its neighbours), by the rank of
     * the enemy's most advanced pawn there counted from our side.
     */
    static final int[] STORM = {0, -48, 19, 5, -1, -10, -6, 0};

    /** Middlegame penalty for a king that has left its first two ranks (no shelter to speak of). */
    static int kingAdvanced = 15;
    /** Shelter penalty for a file next to (or of) the king without our pawn: half-open, then fully open. */
    static final int[] SHELTER_MISSING = {7, 5};
    /**
     * Shelter penalty by how far our rearmost pawn on a king file stands in front of the king's rank (0: level
     * with it or behind; one step is ideal).
     */
    static final int[] SHELTER_DISTANCE = {-19, -19, -10, -6, 0, 6, 16, 16};

    /** A knight, bishop, rook or queen attacked by an enemy pawn, by type: it must move, or it is lost. */
    static final int[] PAWN_THREAT_MG = {0, 0, 40, 40, 55, 60, 0};
    static final int[] PAWN_THREAT_EG = {0, 0, 30, 30, 40, 45, 0};
    /** A rook or queen attacked by a less valuable piece. */
    static final int[] LESSER_THREAT_MG = {0, 0, 0, 0, 45, 50, 0};
    static final int[] LESSER_THREAT_EG = {0, 0, 0, 0, 35, 40, 0};
    /** A piece or pawn attacked and not defended at all. */
    static final int[] HANGING_MG = {0, 8, 35, 35, 40, 45, 0};
    static final int[] HANGING_EG = {0, 16, 20, 20, 25, 30, 0};

    // Pieces: pairs of middlegame, endgame weights.
    static final int[] BISHOP_PAIR = {44, 50};
    static final int[] ROOK_OPEN_FILE = {39, -4};
    static final int[] ROOK_HALF_OPEN_FILE = {21, 13};
    /** A rook on the seventh rank that attacks pawns there or confines the king to the eighth. */
    static final int[] ROOK_SEVENTH = {27, 14};
    /** A knight or bishop on an outpost (guarded by our pawn, out of reach of enemy pawns), by type. */
    static final int[] OUTPOST_MG = {0, 0, 28, 31, 0, 0, 0};
    static final int[] OUTPOST_EG = {0, 0, 7, 3, 0, 0, 0};
    /** Per pawn of ours on the bishop's square colour (a "bad" bishop has many). */
    static final int[] BISHOP_PAWNS = {5, 6};

    /**
     * Endgame weights of an advanced passed pawn's stop square: distance of the enemy king, distance of our king
     * (both times the pawn's rank / 3), and the square being empty (times the rank).
     */
    static int passedEnemyKing = 23;
    static int passedOwnKing = 15;
    static int passedFreeStop = 11;

    /** The side to move's bonus. */
    static final int TEMPO = 12;

    private EvalWeights() {
    }
}
