package chess.engine;

import chess.core.Board;
import chess.core.Piece;
import chess.core.Square;

/**
 * The evaluation terms that depend on pawns alone (square tables, doubled, isolated, connected and the base bonus
 * of passed pawns) and the per-file facts the rest of the evaluation asks about (open files, the king's shelter,
 * where the passed pawns stand). Pawns move rarely, so most positions a search visits share their pawn placement
 * with one evaluated shortly before: entries are cached by a key of that placement and computed only on a miss.
 * The weights are {@link EvalWeights}'.
 *
 * <p>{@link #probe} makes one entry current; the accessors read it. All scores are from White's point of view.
 */
final class PawnStructure {
    private static final int SLOTS = 1 << 12; // 4096 entries, 192 KB
    // Entry layout: both key halves, then the scores and the packed facts.
    private static final int KEY_LO_AT = 0;
    private static final int KEY_HI_AT = 1;
    private static final int MG_AT = 2;
    private static final int EG_AT = 3;
    /** Bit f (White) or 8 + f (Black) set when that side has a pawn on file f. */
    private static final int FILES_AT = 4;
    /** Bit r (White) or 8 + r (Black) set when that side has a pawn on rank r. */
    private static final int RANKS_AT = 5;
    /** Per colour, 4 bits per file: the rank of that side's rearmost pawn there (from its own side). */
    private static final int REARMOST_AT = 6;
    /** Per colour, two ints: the 64-square set (index rank * 8 + file) of passed pawns. */
    private static final int PASSED_AT = 8;
    /** Per colour, 4 bits per file: the rank of that side's most advanced pawn there (from its own side), 0 if none. */
    private static final int FRONTMOST_AT = 12;
    /**
     * Per colour, the outposts: squares on its 4th to 6th ranks (bit {@code (rank - 3) * 8 + file}, ranks from its
     * own side) that one of its pawns guards and no enemy pawn can ever attack.
     */
    private static final int OUTPOSTS_AT = 14;
    /** Pawns on light and dark squares, a byte each: White light, White dark, Black light, Black dark. */
    private static final int SQUARE_COLOURS_AT = 16;
    private static final int STRIDE = 17;

    private final int[] table = new int[SLOTS * STRIDE];
    /** False for a structure that recomputes its entry on every probe (the weights may have changed). */
    private final boolean caching;
    /** Offset of the current entry. */
    private int at;

    // Scratch for computing an entry, per colour: pawns per file (index file + 1, with empty guards at 0 and 9)
    // and the most and least advanced rank on each file.
    private final int[] count = new int[2 * 10];
    private final int[] maxRank = new int[2 * 10];
    private final int[] minRank = new int[2 * 10];

    PawnStructure(boolean caching) {
        this.caching = caching;
        // Key 0/0 is the empty placement; mark every slot as holding some other key so it is computed once.
        for (int i = 0; i < SLOTS; i++) {
            table[i * STRIDE + KEY_HI_AT] = 1;
        }
    }

    /** Makes the entry for {@code b}'s pawns current, computing it when it is not cached. */
    void probe(Board b) {
        int lo = b.pawnKeyLo();
        int hi = b.pawnKeyHi();
        at = (lo & (SLOTS - 1)) * STRIDE;
        if (!caching || table[at + KEY_LO_AT] != lo || table[at + KEY_HI_AT] != hi) {
            table[at + KEY_LO_AT] = lo;
            table[at + KEY_HI_AT] = hi;
            compute(b);
        }
    }

    int mg() {
        return table[at + MG_AT];
    }

    int eg() {
        return table[at + EG_AT];
    }

    /** Whether {@code color} has a pawn on {@code file} (0 = a .. 7 = h). */
    boolean hasPawnOnFile(int color, int file) {
        return (table[at + FILES_AT] >> (color << 3 | file) & 1) != 0;
    }

    /** Whether {@code color} has a pawn on {@code rank} (0 = rank 1, White's view). */
    boolean hasPawnOnRank(int color, int rank) {
        return (table[at + RANKS_AT] >> (color << 3 | rank) & 1) != 0;
    }

    /** The rank, counted from {@code color}'s own side, of its rearmost pawn on {@code file} (if it has one). */
    int rearmostRank(int color, int file) {
        return table[at + REARMOST_AT + color] >> (file << 2) & 15;
    }

    /** The rank from {@code color}'s own side of its most advanced pawn on {@code file}, 0 when it has none there. */
    int frontmostRank(int color, int file) {
        return table[at + FRONTMOST_AT + color] >> (file << 2) & 15;
    }

    /** Whether {@code sq} (0x88) is an outpost for {@code color}'s pieces. */
    boolean isOutpost(int color, int sq) {
        int rank = Square.relativeRank(color, sq);
        return rank >= 3 && rank <= 5
                && (table[at + OUTPOSTS_AT + color] >> ((rank - 3) << 3 | Square.file(sq)) & 1) != 0;
    }

    /** How many of {@code color}'s pawns stand on squares of the colour of {@code sq}. */
    int pawnsOnSquareColour(int color, int sq) {
        int dark = Square.isDark(sq) ? 1 : 0;
        return table[at + SQUARE_COLOURS_AT] >> ((color << 1 | dark) << 3) & 0xff;
    }

    /** Half {@code half} (0: ranks 1-4, 1: ranks 5-8) of the set of {@code color}'s passed pawns, 8 bits a rank. */
    int passed(int color, int half) {
        return table[at + PASSED_AT + 2 * color + half];
    }

    private void compute(Board b) {
        countFiles(b);
        int files = 0;
        int ranks = 0;
        for (int color = 0; color < 2; color++) {
            int base = color * 10;
            int rearmost = 0;
            int frontmost = 0;
            for (int f = 0; f < 8; f++) {
                if (count[base + f + 1] > 0) {
                    files |= 1 << (color << 3 | f);
                    rearmost |= (color == Piece.WHITE ? minRank[base + f + 1] : 7 - maxRank[base + f + 1]) << (f << 2);
                    frontmost |= (color == Piece.WHITE ? maxRank[base + f + 1] : 7 - minRank[base + f + 1]) << (f << 2);
                }
            }
            table[at + REARMOST_AT + color] = rearmost;
            table[at + FRONTMOST_AT + color] = frontmost;
            table[at + OUTPOSTS_AT + color] = outposts(b, color);
        }
        int squareColours = 0;
        for (int color = 0; color < 2; color++) {
            int code = Piece.make(color, Piece.PAWN);
            for (int i = 0, n = b.count(code); i < n; i++) {
                int sq = b.pieceSquare(code, i);
                int dark = Square.isDark(sq) ? 1 : 0;
                squareColours += 1 << ((color << 1 | dark) << 3);
            }
        }
        table[at + SQUARE_COLOURS_AT] = squareColours;
        int code = Piece.make(Piece.WHITE, Piece.PAWN);
        for (int i = 0, n = b.count(code); i < n; i++) {
            ranks |= 1 << Square.rank(b.pieceSquare(code, i));
        }
        code = Piece.make(Piece.BLACK, Piece.PAWN);
        for (int i = 0, n = b.count(code); i < n; i++) {
            ranks |= 1 << (8 + Square.rank(b.pieceSquare(code, i)));
        }
        table[at + FILES_AT] = files;
        table[at + RANKS_AT] = ranks;
        table[at + MG_AT] = 0;
        table[at + EG_AT] = 0;
        scoreSide(b, Piece.WHITE, 1);
        scoreSide(b, Piece.BLACK, -1);
    }

    /** {@code color}'s outposts (see {@link #OUTPOSTS_AT}); needs {@link #countFiles} first. */
    private int outposts(Board b, int color) {
        int enemy = (color ^ 1) * 10;
        int pawn = Piece.make(color, Piece.PAWN);
        int back = -Square.pawnPush(color);
        int set = 0;
        for (int rank = 3; rank <= 5; rank++) {
            int r = color == Piece.WHITE ? rank : 7 - rank;
            for (int f = 0; f < 8; f++) {
                // An enemy pawn can come to attack the square only from a neighbouring file, ahead of it.
                boolean safe = color == Piece.WHITE ? maxRank[enemy + f] <= r && maxRank[enemy + f + 2] <= r
                        : minRank[enemy + f] >= r && minRank[enemy + f + 2] >= r;
                int sq = Square.of(f, r);
                if (safe && (isPawn(b, sq + back - 1, pawn) || isPawn(b, sq + back + 1, pawn))) {
                    set |= 1 << ((rank - 3) << 3 | f);
                }
            }
        }
        return set;
    }

    private void countFiles(Board b) {
        for (int color = 0; color < 2; color++) {
            int base = color * 10;
            for (int f = 0; f < 10; f++) {
                count[base + f] = 0;
                maxRank[base + f] = -1;
                minRank[base + f] = 8;
            }
            int code = Piece.make(color, Piece.PAWN);
            for (int i = 0, n = b.count(code); i < n; i++) {
                int sq = b.pieceSquare(code, i);
                int f = Square.file(sq) + 1;
                int r = Square.rank(sq);
                count[base + f]++;
                maxRank[base + f] = Math.max(maxRank[base + f], r);
                minRank[base + f] = Math.min(minRank[base + f], r);
            }
        }
    }

    /** Adds {@code color}'s pawn terms to the entry ({@code sign} +1 for White) and records its passed pawns. */
    private void scoreSide(Board b, int color, int sign) {
        int code = Piece.make(color, Piece.PAWN);
        int own = color * 10;
        int enemy = (color ^ 1) * 10;
        int back = -Square.pawnPush(color);
        int mgSum = 0;
        int egSum = 0;
        for (int f = 1; f <= 8; f++) {
            int c = count[own + f];
            if (c > 1) {
                mgSum -= EvalWeights.DOUBLED[0] * (c - 1);
                egSum -= EvalWeights.DOUBLED[1] * (c - 1);
            }
        }
        int passedLo = 0;
        int passedHi = 0;
        for (int i = 0, n = b.count(code); i < n; i++) {
            int sq = b.pieceSquare(code, i);
            int f = Square.file(sq) + 1;
            int r = Square.rank(sq);
            int relRank = Square.relativeRank(color, sq);
            int idx = EvalTables.pstIndex(Piece.PAWN, color, sq);
            mgSum += EvalTables.MG_PST[idx];
            egSum += EvalTables.EG_PST[idx];
            if (count[own + f - 1] == 0 && count[own + f + 1] == 0) {
                mgSum -= EvalWeights.ISOLATED[0];
                egSum -= EvalWeights.ISOLATED[1];
            } else if (isBackward(b, color, sq)) {
                mgSum -= EvalWeights.BACKWARD[0];
                egSum -= EvalWeights.BACKWARD[1];
            } else {
                boolean phalanx = isPawn(b, sq - 1, code) || isPawn(b, sq + 1, code);
                boolean supported = isPawn(b, sq + back - 1, code) || isPawn(b, sq + back + 1, code);
                if (phalanx || supported) {
                    mgSum += EvalWeights.CONNECTED_MG[relRank];
                    egSum += EvalWeights.CONNECTED_EG[relRank];
                }
            }
            boolean passed;
            if (color == Piece.WHITE) {
                passed = maxRank[enemy + f - 1] <= r && maxRank[enemy + f] <= r && maxRank[enemy + f + 1] <= r;
            } else {
                passed = minRank[enemy + f - 1] >= r && minRank[enemy + f] >= r && minRank[enemy + f + 1] >= r;
            }
            if (passed) {
                mgSum += EvalWeights.PASSED_MG[relRank];
                egSum += EvalWeights.PASSED_EG[relRank];
                int index = Square.to64(sq);
                if (index < 32) {
                    passedLo |= 1 << index;
                } else {
                    passedHi |= 1 << (index - 32);
                }
            }
        }
        table[at + PASSED_AT + 2 * color] = passedLo;
        table[at + PASSED_AT + 2 * color + 1] = passedHi;
        table[at + MG_AT] += sign * mgSum;
        table[at + EG_AT] += sign * egSum;
    }

    /**
     * Whether the pawn of {@code color} on {@code sq} is backward: every pawn of ours on the neighbouring files
     * stands ahead of it, and an enemy pawn guards its stop square.
     */
    private boolean isBackward(Board b, int color, int sq) {
        int f = Square.file(sq) + 1;
        int r = Square.rank(sq);
        int own = color * 10;
        boolean unsupported = color == Piece.WHITE ? minRank[own + f - 1] > r && minRank[own + f + 1] > r
                : maxRank[own + f - 1] < r && maxRank[own + f + 1] < r;
        if (!unsupported) {
            return false;
        }
        int forward = Square.pawnPush(color);
        int enemyPawn = Piece.make(color ^ 1, Piece.PAWN);
        int guard = sq + 2 * forward;
        return isPawn(b, guard - 1, enemyPawn) || isPawn(b, guard + 1, enemyPawn);
    }

    private static boolean isPawn(Board b, int sq, int code) {
        return Square.onBoard(sq) && b.pieceAt(sq) == code;
    }
}
