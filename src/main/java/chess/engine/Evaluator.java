package chess.engine;

import chess.core.Board;
import chess.core.Geometry;
import chess.core.Piece;
import chess.core.Square;

/**
 * Static evaluation, in centipawns from the side to move's point of view, tapered between middlegame and endgame
 * weights by the material left on the board. The terms:
 * <ul>
 * <li>material and piece-square tables ({@link EvalTables});
 * <li>pawn structure ({@link PawnStructure}, cached by the pawns' key): passed (with the distance of both kings to
 *     the square in front, and that square being free), isolated, doubled, backward and connected pawns;
 * <li>mobility of knights, bishops, rooks and queens: squares not held by our pieces nor guarded by enemy pawns;
 * <li>king safety: attacks on the king's zone scaled by the number of attackers, safe checks, the pawn shelter
 *     and storming enemy pawns, growing faster than linearly while the attacker has a queen;
 * <li>threats: pieces attacked by pawns or by less valuable pieces, and hanging pieces (attacked, not defended);
 * <li>knights and bishops on outposts, bishops hemmed in by their own pawns, the bishop pair, rooks on open and
 *     half-open files and on the seventh rank;
 * <li>mop-up (drive a bare king to the edge and bring ours close) and scaling of drawish endings (a lone minor,
 *     two knights, rook against minor, opposite-coloured bishops), plus a small bonus for the side to move.
 * </ul>
 * Every weight is declared in {@link EvalWeights} (tools reach its tables by name through {@link WeightRegistry});
 * this class holds the logic. {@link #estimate} is a cheap approximation the search uses where only a rough value
 * matters. Scratch arrays are fields, so one evaluator allocates nothing per call; use one evaluator per search.
 * Its square walks test {@link Square#OFF_BOARD} directly rather than call {@link Square#onBoard}, as the move
 * generator does, for speed in WebAssembly.
 */
public final class Evaluator {
    /**
     * A network's score, whatever its weights, stays this far inside the mate scores ({@code Search.MATE_BOUND}
     * is 28,900), so no evaluation is ever read as a mate and the pruning margins added to it cannot reach one.
     */
    static final int NET_SCORE_LIMIT = 20_000;
    /**
     * The mobility tables of {@link EvalWeights}, all four in one, indexed {@code type * MOBILITY_STRIDE + squares}
     * (the tuner writes through to them, see {@link WeightRegistry}).
     */
    static final int MOBILITY_STRIDE = 32;
    static final int[] MOBILITY_MG = new int[7 * MOBILITY_STRIDE];
    static final int[] MOBILITY_EG = new int[7 * MOBILITY_STRIDE];

    static {
        int[][] mg = {EvalWeights.KNIGHT_MOBILITY_MG, EvalWeights.BISHOP_MOBILITY_MG, EvalWeights.ROOK_MOBILITY_MG,
            EvalWeights.QUEEN_MOBILITY_MG};
        int[][] eg = {EvalWeights.KNIGHT_MOBILITY_EG, EvalWeights.BISHOP_MOBILITY_EG, EvalWeights.ROOK_MOBILITY_EG,
            EvalWeights.QUEEN_MOBILITY_EG};
        for (int i = 0; i < 4; i++) {
            int row = (Piece.KNIGHT + i) * MOBILITY_STRIDE;
            System.arraycopy(mg[i], 0, MOBILITY_MG, row, mg[i].length);
            System.arraycopy(eg[i], 0, MOBILITY_EG, row, eg[i].length);
        }
    }

    // What a square means to an attacking piece landing on it (bits of squareInfo).
    private static final int UNSAFE = 1; // attacked by an enemy pawn
    private static final int KNIGHT_CHECK = 2;
    private static final int DIAGONAL_CHECK = 4;
    private static final int LINE_CHECK = 8;
    private static final int KING_ZONE_SHIFT = 4;
    private static final int KING_ZONE = 1 << KING_ZONE_SHIFT; // the enemy king's square or one next to it
    // Above the flags: bit ATTACKED_BY + type for each piece type of the attacking side (not pawns) that
    // attacks the square. The lowest set bit names the least valuable attacker.
    private static final int ATTACKED_BY = 8;
    private static final int ATTACKERS_MASK = 0x7f << ATTACKED_BY;
    /** The check squares each piece type can use. */
    private static final int[] CHECK_BITS = {0, 0, KNIGHT_CHECK, DIAGONAL_CHECK, LINE_CHECK,
            DIAGONAL_CHECK | LINE_CHECK, 0};

    private final PawnStructure pawns;
    private final int[] attackerCount = new int[2];
    private final int[] attackWeight = new int[2];
    /**
     * For each attacking colour and square, the square's bits ({@link #UNSAFE}, checks, {@link #KING_ZONE},
     * attacking piece types) at index {@code attacker << 7 | square}; the {@link #UNSAFE} bits are also where
     * pawn attacks are looked up ({@link #attackedByPawn}). Cleared at the start of every evaluation: one 1 KB
     * fill is cheaper than checking a stamp on each of the few hundred reads and writes.
     */
    private final int[] squareInfo = new int[2 * 128];
    private final int[] safeCheckWeight = new int[2];
    /** Pawn-shelter penalty of each colour's king (middlegame), which also feeds the enemy's attack. */
    private final int[] shelterPenalty = new int[2];

    private int mg;
    private int eg;
    /** Endgame value of each side's knights, bishops, rooks and queens (filled by the material loop). */
    private final int[] nonPawn = new int[2];
    /** Endgame part of the last {@link #rookBonusMg} result (set by it, to avoid returning two values). */
    private int rookBonusEg;

    /** The network's sums for the board being evaluated, or null when the hand-written terms evaluate. */
    private NetAccumulator network;

    public Evaluator() {
        this(true);
    }

    private Evaluator(boolean cachePawns) {
        pawns = new PawnStructure(cachePawns);
    }

    /**
     * An evaluator that caches nothing, so every evaluation reads the weights as they are now: for tools that change
     * weights between evaluations ({@link WeightRegistry}). Slower: the pawn terms are computed every time.
     */
    static Evaluator uncached() {
        return new Evaluator(false);
    }

    /** Evaluates with {@code net} from now on, or with the hand-written terms again when null. */
    void useNetwork(Network net) {
        if (network != null) {
            network.detach();
        }
        network = net == null ? null : new NetAccumulator(net);
    }

    /**
     * Whether the search should skip its lazy tries on {@link #estimate}: so when a network alone evaluates. The
     * estimate is about as close to such a net's score as to a correcting net's, but the tries cut few nodes there
     * and cost what they save (measured: docs/browser-benchmarks.md, "Lazy evaluation for the net alone").
     */
    boolean skipsEstimate() {
        return network != null && !network.addsHandWritten();
    }

    /**
     * Starts a search on {@code b}: a network reads the position in full here and then follows the board's moves.
     * The hand-written terms need nothing.
     */
    void startSearch(Board b) {
        if (network != null) {
            network.attach(b);
        }
    }

    /** Stops following the board of the last {@link #startSearch}. */
    void endSearch() {
        if (network != null) {
            network.detach();
        }
    }

    /** Score in centipawns from the side to move's point of view. */
    public int evaluate(Board b) {
        if (network != null) {
            if (!network.follows(b)) {
                network.attach(b);
            }
            int net = network.evaluate(b.sideToMove());
            int score = network.addsHandWritten() ? net + network.scaledHandWritten(handWritten(b)) : net;
            return Math.max(-NET_SCORE_LIMIT, Math.min(NET_SCORE_LIMIT, score));
        }
        return handWritten(b);
    }

    /** The hand-written terms' score, side to move's view. */
    private int handWritten(Board b) {
        int phase = 0;
        java.util.Arrays.fill(squareInfo, 0);
        markPawnAttacks(b);
        pawns.probe(b);
        mg = pawns.mg();
        eg = pawns.eg();
        prepareKingTargets(b);
        attackerCount[0] = attackerCount[1] = 0;
        attackWeight[0] = attackWeight[1] = 0;

        for (int color = 0; color < 2; color++) {
            int sign = color == Piece.WHITE ? 1 : -1;
            // Material and phase come from the piece counts; the square terms are added by the walks below,
            // which visit every piece exactly once.
            int mgSum = 0;
            int egSum = 0;
            nonPawn[color] = 0;
            for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
                int n = b.count(Piece.make(color, type));
                phase += n * EvalTables.PHASE[type];
                mgSum += n * EvalWeights.MG_VALUE[type];
                egSum += n * EvalWeights.EG_VALUE[type];
                if (type != Piece.PAWN) {
                    nonPawn[color] += n * EvalWeights.EG_VALUE[type];
                }
            }
            int king = b.kingSquare(color);
            if (king >= 0) {
                int idx = EvalTables.pstIndex(Piece.KING, color, king);
                mgSum += EvalTables.MG_PST[idx];
                egSum += EvalTables.EG_PST[idx];
            }
            mg += sign * mgSum;
            eg += sign * egSum;
            if (b.count(Piece.make(color, Piece.BISHOP)) >= 2) {
                mg += sign * EvalWeights.BISHOP_PAIR[0];
                eg += sign * EvalWeights.BISHOP_PAIR[1];
            }
            passedPawnKings(b, color, sign);
            pieces(b, color, sign);
            kingShelter(b, color, sign);
        }
        for (int color = 0; color < 2; color++) {
            int sign = color == Piece.WHITE ? 1 : -1;
            mg += sign * kingDanger(b, color);
            threats(b, color, sign);
        }
        mopUp(b);

        if (phase > EvalTables.PHASE_TOTAL) {
            phase = EvalTables.PHASE_TOTAL;
        }
        int scale = endgameScale(b, eg > 0 ? Piece.WHITE : Piece.BLACK);
        int score = (mg * phase + eg * scale / 64 * (EvalTables.PHASE_TOTAL - phase)) / EvalTables.PHASE_TOTAL;
        return (b.sideToMove() == Piece.WHITE ? score : -score) + EvalWeights.TEMPO;
    }

    /**
     * A quick approximation of {@link #evaluate}: material, square tables and the pawn-structure terms, without
     * mobility, king safety, threats or endgame scaling. Same point of view and tempo; with a correcting network,
     * scaled as that network scales the hand-written evaluation (its own correction is left out).
     */
    public int estimate(Board b) {
        if (!b.tracksPlacement(EvalTables.PLACEMENT_MG)) {
            b.trackPlacement(EvalTables.PLACEMENT_MG, EvalTables.PLACEMENT_EG); // once per board: then kept by moves
        }
        pawns.probe(b);
        int mgScore = pawns.mg() + b.placementMg();
        int egScore = pawns.eg() + b.placementEg();
        int phase = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            int n = b.count(Piece.make(Piece.WHITE, type)) + b.count(Piece.make(Piece.BLACK, type));
            phase += n * EvalTables.PHASE[type];
        }
        if (phase > EvalTables.PHASE_TOTAL) {
            phase = EvalTables.PHASE_TOTAL;
        }
        int score = (mgScore * phase + egScore * (EvalTables.PHASE_TOTAL - phase)) / EvalTables.PHASE_TOTAL;
        int estimate = (b.sideToMove() == Piece.WHITE ? score : -score) + EvalWeights.TEMPO;
        return network != null && network.addsHandWritten()
                ? network.scaledHandWritten(estimate, pieceCount(b)) : estimate;
    }

    /** Pieces on the board, kings and pawns included. */
    private static int pieceCount(Board b) {
        int count = 0;
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            count += b.count(Piece.make(Piece.WHITE, type)) + b.count(Piece.make(Piece.BLACK, type));
        }
        return count;
    }

    /**
     * The evaluation after a null move in a position evaluated {@code eval}: the same position seen by the other
     * side, and nothing here depends on whose move it is except the tempo bonus.
     */
    static int afterNullMove(int eval) {
        return 2 * EvalWeights.TEMPO - eval;
    }

    /** Marks the squares each side's pawns attack: they are unsafe for the other side's pieces. */
    private void markPawnAttacks(Board b) {
        for (int color = 0; color < 2; color++) {
            int code = Piece.make(color, Piece.PAWN);
            int left = Square.pawnPush(color) - 1;
            int base = (color ^ 1) << 7;
            for (int i = 0, n = b.count(code); i < n; i++) {
                int sq = b.pieceSquare(code, i);
                int a = sq + left;
                if ((a & Square.OFF_BOARD) == 0) {
                    markSquare(base | a, UNSAFE);
                }
                a += 2;
                if ((a & Square.OFF_BOARD) == 0) {
                    markSquare(base | a, UNSAFE);
                }
            }
        }
    }

    /**
     * Endgame bonus of {@code color}'s advanced passed pawns that depends on more than pawns: our king near the
     * square in front of the pawn, theirs far from it, and that square empty.
     */
    private void passedPawnKings(Board b, int color, int sign) {
        int forward = Square.pawnPush(color);
        int ownKing = b.kingSquare(color);
        int enemyKing = b.kingSquare(color ^ 1);
        int egSum = 0;
        for (int half = 0; half < 2; half++) {
            for (int set = pawns.passed(color, half); set != 0; set &= set - 1) {
                int index = half << 5 | Integer.numberOfTrailingZeros(set);
                int sq = Square.from64(index);
                int relRank = Square.relativeRank(color, sq);
                if (relRank < 3) {
                    continue;
                }
                int stop = sq + forward;
                egSum += (EvalWeights.passedEnemyKing * Square.distance(enemyKing, stop)
                        - EvalWeights.passedOwnKing * Square.distance(ownKing, stop)) * relRank / 3;
                if (b.pieceAt(stop) == Piece.EMPTY) {
                    egSum += EvalWeights.passedFreeStop * relRank;
                }
            }
        }
        eg += sign * egSum;
    }

    /**
     * Square tables, mobility and king-zone attacks of knights, bishops, rooks and queens, plus the rook file and
     * seventh-rank terms: one walk over the piece lists does all of it.
     */
    private void pieces(Board b, int color, int sign) {
        int mgSum = 0;
        int egSum = 0;
        int attackers = 0;
        int weight = 0;
        int checks = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            int code = Piece.make(color, type);
            int[] steps = type == Piece.KNIGHT ? Geometry.KNIGHT_STEPS : type == Piece.BISHOP ? Geometry.BISHOP_STEPS
                    : type == Piece.ROOK ? Geometry.ROOK_STEPS : Geometry.KING_STEPS;
            for (int i = 0, n = b.count(code); i < n; i++) {
                int from = b.pieceSquare(code, i);
                int idx = EvalTables.pstIndex(type, color, from);
                mgSum += EvalTables.MG_PST[idx];
                egSum += EvalTables.EG_PST[idx];
                if (attackedByPawn(color ^ 1, from)) {
                    mgSum -= EvalWeights.PAWN_THREAT_MG[type];
                    egSum -= EvalWeights.PAWN_THREAT_EG[type];
                }
                int packed = type == Piece.KNIGHT ? knightReach(b, from, color)
                        : sliderReach(b, from, color, type, steps, CHECK_BITS[type]);
                int mobility = packed & 0xff;
                int zoneHits = packed >> 8 & 0xff;
                if (packed >>> 16 != 0) {
                    checks += EvalWeights.SAFE_CHECK[type];
                }
                mgSum += MOBILITY_MG[type * MOBILITY_STRIDE + mobility];
                egSum += MOBILITY_EG[type * MOBILITY_STRIDE + mobility];
                if (zoneHits > 0) {
                    attackers++;
                    weight += zoneHits * EvalWeights.ZONE_ATTACK[type];
                }
                if (type == Piece.ROOK) {
                    mgSum += rookBonusMg(b, from, color);
                    egSum += rookBonusEg;
                } else if (type != Piece.QUEEN && pawns.isOutpost(color, from)) {
                    mgSum += EvalWeights.OUTPOST_MG[type];
                    egSum += EvalWeights.OUTPOST_EG[type];
                }
                if (type == Piece.BISHOP) {
                    int ownPawns = pawns.pawnsOnSquareColour(color, from);
                    mgSum -= EvalWeights.BISHOP_PAWNS[0] * ownPawns;
                    egSum -= EvalWeights.BISHOP_PAWNS[1] * ownPawns;
                }
            }
        }
        mg += sign * mgSum;
        eg += sign * egSum;
        attackerCount[color] = attackers;
        attackWeight[color] = weight;
        safeCheckWeight[color] = checks;
        int king = b.kingSquare(color);
        int base = color << 7;
        for (int step : Geometry.KING_STEPS) {
            int to = king + step;
            if ((to & Square.OFF_BOARD) == 0) {
                markSquare(base | to, 1 << (ATTACKED_BY + Piece.KING));
            }
        }
    }

    /**
     * Pieces of {@code color} that the enemy attacks with something less valuable, or that hang (attacked, not
     * defended). Runs after both sides' walks have recorded their attacks. {@code sign} is +1 for White's pieces.
     */
    private void threats(Board b, int color, int sign) {
        int ownBase = color << 7;
        int enemyBase = (color ^ 1) << 7;
        int[] info = squareInfo;
        int mgSum = 0;
        int egSum = 0;
        for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
            int code = Piece.make(color, type);
            for (int i = 0, n = b.count(code); i < n; i++) {
                int sq = b.pieceSquare(code, i);
                int enemy = info[enemyBase | sq];
                if ((enemy & ATTACKERS_MASK) == 0) {
                    continue;
                }
                if (Integer.numberOfTrailingZeros(enemy >>> ATTACKED_BY) < type) {
                    mgSum += EvalWeights.LESSER_THREAT_MG[type];
                    egSum += EvalWeights.LESSER_THREAT_EG[type];
                    continue;
                }
                boolean defended = (info[ownBase | sq] & ATTACKERS_MASK) != 0
                        || attackedByPawn(color, sq);
                if (!defended) {
                    mgSum += EvalWeights.HANGING_MG[type];
                    egSum += EvalWeights.HANGING_EG[type];
                }
            }
        }
        mg -= sign * mgSum;
        eg -= sign * egSum;
    }

    /**
     * Middlegame bonus for {@code color}'s attack on the enemy king: king-zone attacks (scaled by the number of
     * attackers), safe checks and the defender's broken shelter add up to danger units, which count more than
     * linearly while the attacker has a queen.
     */
    private int kingDanger(Board b, int color) {
        int n = attackerCount[color];
        int units = attackWeight[color] * EvalWeights.ATTACKER_SCALE[Math.min(n, 16)] / 100 + safeCheckWeight[color];
        if (n == 0 && units == 0) {
            return 0;
        }
        units = Math.max(0, units + shelterPenalty[color ^ 1] / 2); // a sound shelter can cancel an attack
        int danger = units;
        if (b.count(Piece.make(color, Piece.QUEEN)) > 0) {
            danger += units * units / EvalWeights.DANGER_SQUARE_DIVISOR;
        }
        return Math.min(danger, EvalWeights.MAX_DANGER);
    }

    /**
     * Marks, for each side's pieces, the squares from which they would check the enemy king and the squares of
     * that king's zone.
     */
    private void prepareKingTargets(Board b) {
        for (int color = 0; color < 2; color++) {
            int king = b.kingSquare(color ^ 1);
            int base = color << 7;
            markSquare(base | king, KING_ZONE);
            for (int step : Geometry.KING_STEPS) {
                int to = king + step;
                if ((to & Square.OFF_BOARD) == 0) {
                    markSquare(base | to, KING_ZONE);
                }
            }
            // Only the check squares some piece of ours could use are worth marking (endgames skip most).
            int queens = b.count(Piece.make(color, Piece.QUEEN));
            if (b.count(Piece.make(color, Piece.KNIGHT)) > 0) {
                for (int step : Geometry.KNIGHT_STEPS) {
                    int to = king + step;
                    if ((to & Square.OFF_BOARD) == 0) {
                        markSquare(base | to, KNIGHT_CHECK);
                    }
                }
            }
            if (queens + b.count(Piece.make(color, Piece.BISHOP)) > 0) {
                markRays(b, base, king, Geometry.BISHOP_STEPS, DIAGONAL_CHECK);
            }
            if (queens + b.count(Piece.make(color, Piece.ROOK)) > 0) {
                markRays(b, base, king, Geometry.ROOK_STEPS, LINE_CHECK);
            }
        }
    }

    /** Marks each ray from {@code king} up to and including the first occupied square. */
    private void markRays(Board b, int base, int king, int[] steps, int bit) {
        for (int step : steps) {
            for (int to = king + step; (to & Square.OFF_BOARD) == 0; to += step) {
                markSquare(base | to, bit);
                if (b.pieceAt(to) != Piece.EMPTY) {
                    break;
                }
            }
        }
    }

    /** True when a pawn of {@code pawnColor} attacks {@code sq}: the square is unsafe for the other side. */
    private boolean attackedByPawn(int pawnColor, int sq) {
        return (squareInfo[(pawnColor ^ 1) << 7 | sq] & UNSAFE) != 0;
    }

    private void markSquare(int index, int bit) {
        squareInfo[index] |= bit;
    }

    /**
     * Knight mobility (squares not held by our own pieces nor attacked by enemy pawns) in the low byte, king-zone
     * hits in the next, and safe checking moves above. Packed into one int so the hot loop allocates nothing.
     */
    private int knightReach(Board b, int from, int color) {
        int base = color << 7;
        int[] info = squareInfo;
        int attackBit = 1 << (ATTACKED_BY + Piece.KNIGHT);
        int mobility = 0;
        int zoneHits = 0;
        int checks = 0;
        // Counted with arithmetic rather than branches: which squares qualify varies from node to node, so the
        // branches would be mispredicted often.
        for (int step : Geometry.KNIGHT_STEPS) {
            int to = from + step;
            if ((to & Square.OFF_BOARD) != 0) {
                continue;
            }
            int bits = info[base | to];
            info[base | to] = bits | attackBit;
            zoneHits += bits >> KING_ZONE_SHIFT & 1;
            int target = b.pieceAt(to);
            // 1 when the square is empty or holds an enemy piece and no enemy pawn guards it.
            int open = (target == Piece.EMPTY ? 1 : (target >> 3) ^ color) & ~bits & UNSAFE;
            mobility += open;
            checks |= bits & KNIGHT_CHECK & -open;
        }
        return (checks != 0 ? 1 << 16 : 0) | zoneHits << 8 | mobility;
    }

    /**
     * Like {@link #knightReach} for a piece sliding along {@code steps} until blocked; {@code checkMask} selects
     * the check squares this piece can use.
     */
    private int sliderReach(Board b, int from, int color, int type, int[] steps, int checkMask) {
        int base = color << 7;
        int[] info = squareInfo;
        int attackBit = 1 << (ATTACKED_BY + type);
        int mobility = 0;
        int zoneHits = 0;
        int checks = 0;
        for (int step : steps) {
            for (int to = from + step; (to & Square.OFF_BOARD) == 0; to += step) {
                int bits = info[base | to];
                zoneHits += bits >> KING_ZONE_SHIFT & 1;
                int target = b.pieceAt(to);
                if (target != Piece.EMPTY) {
                    info[base | to] = bits | attackBit; // attacks are only read where a piece stands (threats)
                    int open = (target >> 3 ^ color) & ~bits & UNSAFE; // an enemy piece on a safe square
                    mobility += open;
                    checks |= bits & checkMask & -open;
                    break;
                }
                int open = ~bits & UNSAFE;
                mobility += open;
                checks |= bits & checkMask & -open;
            }
        }
        return (checks != 0 ? 1 << 16 : 0) | zoneHits << 8 | mobility;
    }

    /** Rook on an open or half-open file, and on the seventh rank when it attacks pawns or confines the king. */
    private int rookBonusMg(Board b, int sq, int color) {
        int f = Square.file(sq);
        int bonusMg = 0;
        int bonusEg = 0;
        if (!pawns.hasPawnOnFile(color, f)) {
            int[] bonus = pawns.hasPawnOnFile(color ^ 1, f) ? EvalWeights.ROOK_HALF_OPEN_FILE
                    : EvalWeights.ROOK_OPEN_FILE;
            bonusMg += bonus[0];
            bonusEg += bonus[1];
        }
        int relRank = Square.relativeRank(color, sq);
        int enemyKingRank = Square.relativeRank(color, b.kingSquare(color ^ 1));
        int seventh = color == Piece.WHITE ? 6 : 1; // our seventh rank, where their pawns start
        if (relRank == 6 && (enemyKingRank == 7 || pawns.hasPawnOnRank(color ^ 1, seventh))) {
            bonusMg += EvalWeights.ROOK_SEVENTH[0];
            bonusEg += EvalWeights.ROOK_SEVENTH[1];
        }
        rookBonusEg = bonusEg;
        return bonusMg;
    }

    /** Middlegame pawn shield in front of the king on its file and the two beside it. */
    private void kingShelter(Board b, int color, int sign) {
        int king = b.kingSquare(color);
        int relRank = Square.relativeRank(color, king);
        if (relRank > 2) {
            mg -= sign * EvalWeights.kingAdvanced;
            shelterPenalty[color] = EvalWeights.kingAdvanced;
            return;
        }
        int kf = Square.file(king);
        int penalty = 0;
        for (int f = Math.max(kf - 1, 0); f <= Math.min(kf + 1, 7); f++) {
            int storming = pawns.frontmostRank(color ^ 1, f);
            if (storming != 0) {
                penalty += EvalWeights.STORM[7 - storming];
            }
            if (!pawns.hasPawnOnFile(color, f)) {
                penalty += EvalWeights.SHELTER_MISSING[storming != 0 ? 0 : 1];
            } else {
                // Distance of our rearmost pawn on this file from the king's rank.
                penalty += EvalWeights.SHELTER_DISTANCE[Math.max(0, pawns.rearmostRank(color, f) - relRank)];
            }
        }
        mg -= sign * penalty;
        shelterPenalty[color] = penalty;
    }

    /** With a lone enemy king, drive it to the edge and bring our king close (mates like KBNK, KRK, KQK). */
    private void mopUp(Board b) {
        for (int color = 0; color < 2; color++) {
            int them = color ^ 1;
            if (nonPawn[them] != 0 || b.count(Piece.make(them, Piece.PAWN)) != 0
                    || nonPawn[color] < EvalWeights.EG_VALUE[Piece.ROOK]) {
                continue;
            }
            int k = b.kingSquare(them);
            int f = Square.file(k);
            int r = Square.rank(k);
            int edge = Math.max(3 - Math.min(f, 7 - f), 0) + Math.max(3 - Math.min(r, 7 - r), 0);
            int close = 14 - Square.manhattanDistance(k, b.kingSquare(color));
            int bonus = 12 * edge + 6 * close;
            eg += color == Piece.WHITE ? bonus : -bonus;
        }
    }

    static int nonPawnMaterial(Board b, int color) {
        int sum = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            sum += b.count(Piece.make(color, type)) * EvalWeights.EG_VALUE[type];
        }
        return sum;
    }

    /** Endgame scale in 64ths for the side that is ahead: 0 = dead draw, 64 = normal. */
    private int endgameScale(Board b, int strong) {
        int weak = strong ^ 1;
        int strongPawns = b.count(Piece.make(strong, Piece.PAWN));
        int strongPieces = nonPawn[strong];
        int weakPieces = nonPawn[weak];
        if (strongPawns == 0) {
            if (strongPieces <= EvalWeights.EG_VALUE[Piece.BISHOP]) {
                return 0; // a lone minor piece cannot mate
            }
            if (strongPieces == 2 * EvalWeights.EG_VALUE[Piece.KNIGHT]
                    && b.count(Piece.make(strong, Piece.KNIGHT)) == 2) {
                return 2; // two knights cannot force mate
            }
            if (strongPieces - weakPieces <= EvalWeights.EG_VALUE[Piece.BISHOP]) {
                return 12; // e.g. rook against minor piece
            }
        }
        int wb = b.count(Piece.make(Piece.WHITE, Piece.BISHOP));
        int bb = b.count(Piece.make(Piece.BLACK, Piece.BISHOP));
        if (wb == 1 && bb == 1 && nonPawn[Piece.WHITE] == EvalWeights.EG_VALUE[Piece.BISHOP]
                && nonPawn[Piece.BLACK] == EvalWeights.EG_VALUE[Piece.BISHOP]) {
            int w = b.pieceSquare(Piece.make(Piece.WHITE, Piece.BISHOP), 0);
            int k = b.pieceSquare(Piece.make(Piece.BLACK, Piece.BISHOP), 0);
            if (!Square.sameColour(w, k)) {
                return 28; // opposite-coloured bishops
            }
        }
        return 64;
    }
}
