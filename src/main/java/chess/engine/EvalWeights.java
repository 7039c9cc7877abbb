package chess.engine;

import chess.core.Piece;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

/**
 * The registry of the evaluation's weights: every table of weights the evaluation reads, under the name of the
 * field that declares it in the sources, with the file it is declared in and which of its entries are fitted by
 * the tuner. Tools read and write weights only through this registry; the evaluator just reads its fields.
 *
 * <p>A table may be a field as it is (an {@code int[]}, or a single {@code static int}, not final for this
 * reason), or a slice of a combined table the evaluator reads instead of the declared one (the square tables in {@link EvalTables#MG_PST}, the
 * mobility tables in {@link Evaluator#MOBILITY_MG}); writing through the registry changes what the evaluator reads.
 * The material and square-table sums a board keeps for {@link Evaluator#estimate} are derived once at start-up and
 * do not follow such changes.
 *
 * <p>Weights cached by an evaluator (pawn-structure terms) are read when an entry is computed: an evaluator made
 * with {@link Evaluator#uncached()} sees changes at once.
 */
final class EvalWeights {
    /** One named table of weights. */
    static final class Table {
        private interface Cells {
            int get(int i);

            void set(int i, int value);
        }

        /** The declaring field's name. */
        final String name;
        /** The source file (in {@code chess/engine}) that declares it. */
        final String sourceFile;
        /**
         * True for a square table: entries indexed a1 = 0 .. h8 = 63, declared in the source as White sees the board
         * (eight rows, the eighth rank first).
         */
        final boolean board;
        /** The entries fitted by the tuner, {@code [tunedFrom, tunedTo)}; an empty range for hand-set tables. */
        final int tunedFrom;
        final int tunedTo;
        /** True for a {@code static int} rather than an array. */
        final boolean scalar;
        private final int size;
        private final Cells cells;

        private Table(String name, String sourceFile, boolean board, boolean scalar, int size, int tunedFrom,
                int tunedTo, Cells cells) {
            this.name = name;
            this.sourceFile = sourceFile;
            this.board = board;
            this.scalar = scalar;
            this.size = size;
            this.tunedFrom = tunedFrom;
            this.tunedTo = tunedTo;
            this.cells = cells;
        }

        int size() {
            return size;
        }

        int get(int i) {
            return cells.get(i);
        }

        void set(int i, int value) {
            cells.set(i, value);
        }

        /** All entries, in declaration order. */
        int[] values() {
            int[] values = new int[size];
            for (int i = 0; i < size; i++) {
                values[i] = get(i);
            }
            return values;
        }
    }

    private static final String TABLES = "EvalTables.java";
    private static final String EVALUATOR = "Evaluator.java";
    private static final String PAWNS = "PawnStructure.java";
    private static final String[] PIECE_NAMES = {null, "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING"};

    private static final List<Table> ALL = register();

    private EvalWeights() {
    }

    /** Every table, in a fixed order. */
    static List<Table> all() {
        return ALL;
    }

    /** The table declared as {@code name}. */
    static Table named(String name) {
        for (Table t : ALL) {
            if (t.name.equals(name)) {
                return t;
            }
        }
        throw new IllegalArgumentException("no weight table " + name);
    }

    private static List<Table> register() {
        List<Table> t = new ArrayList<>();
        t.add(array(TABLES, "MG_VALUE", EvalTables.MG_VALUE, Piece.PAWN, Piece.KING));
        t.add(array(TABLES, "EG_VALUE", EvalTables.EG_VALUE, Piece.PAWN, Piece.KING));
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            t.add(squareTable(PIECE_NAMES[type] + "_MG", EvalTables.MG_PST, type));
            t.add(squareTable(PIECE_NAMES[type] + "_EG", EvalTables.EG_PST, type));
        }
        int[][] mobilityMg = {Evaluator.KNIGHT_MOBILITY_MG, Evaluator.BISHOP_MOBILITY_MG,
            Evaluator.ROOK_MOBILITY_MG, Evaluator.QUEEN_MOBILITY_MG};
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            int length = mobilityMg[type - Piece.KNIGHT].length;
            int row = type * Evaluator.MOBILITY_STRIDE;
            t.add(slice(PIECE_NAMES[type] + "_MOBILITY_MG", Evaluator.MOBILITY_MG, row, length));
            t.add(slice(PIECE_NAMES[type] + "_MOBILITY_EG", Evaluator.MOBILITY_EG, row, length));
        }
        t.add(array(PAWNS, "PASSED_MG", PawnStructure.PASSED_MG, 1, 7));
        t.add(array(PAWNS, "PASSED_EG", PawnStructure.PASSED_EG, 1, 7));
        t.add(array(PAWNS, "CONNECTED_MG", PawnStructure.CONNECTED_MG, 1, 7));
        t.add(array(PAWNS, "CONNECTED_EG", PawnStructure.CONNECTED_EG, 1, 7));
        t.add(array(PAWNS, "DOUBLED", PawnStructure.DOUBLED));
        t.add(array(PAWNS, "ISOLATED", PawnStructure.ISOLATED));
        t.add(array(PAWNS, "BACKWARD", PawnStructure.BACKWARD));
        t.add(array(EVALUATOR, "OUTPOST_MG", Evaluator.OUTPOST_MG, Piece.KNIGHT, Piece.ROOK));
        t.add(array(EVALUATOR, "OUTPOST_EG", Evaluator.OUTPOST_EG, Piece.KNIGHT, Piece.ROOK));
        t.add(array(EVALUATOR, "BISHOP_PAWNS", Evaluator.BISHOP_PAWNS));
        t.add(array(EVALUATOR, "STORM", Evaluator.STORM, 1, 7));
        t.add(array(EVALUATOR, "ZONE_ATTACK", Evaluator.ZONE_ATTACK, Piece.KNIGHT, Piece.KING));
        t.add(array(EVALUATOR, "SAFE_CHECK", Evaluator.SAFE_CHECK, Piece.KNIGHT, Piece.KING));
        t.add(array(EVALUATOR, "BISHOP_PAIR", Evaluator.BISHOP_PAIR));
        t.add(array(EVALUATOR, "ROOK_OPEN_FILE", Evaluator.ROOK_OPEN_FILE));
        t.add(array(EVALUATOR, "ROOK_HALF_OPEN_FILE", Evaluator.ROOK_HALF_OPEN_FILE));
        t.add(array(EVALUATOR, "ROOK_SEVENTH", Evaluator.ROOK_SEVENTH));
        t.add(scalar("kingAdvanced", () -> Evaluator.kingAdvanced, v -> Evaluator.kingAdvanced = v));
        t.add(array(EVALUATOR, "SHELTER_MISSING", Evaluator.SHELTER_MISSING));
        t.add(array(EVALUATOR, "SHELTER_DISTANCE", Evaluator.SHELTER_DISTANCE));
        t.add(scalar("passedEnemyKing", () -> Evaluator.passedEnemyKing, v -> Evaluator.passedEnemyKing = v));
        t.add(scalar("passedOwnKing", () -> Evaluator.passedOwnKing, v -> Evaluator.passedOwnKing = v));
        t.add(scalar("passedFreeStop", () -> Evaluator.passedFreeStop, v -> Evaluator.passedFreeStop = v));
        // Hand-set: threats against pieces. Positions from games rarely have them, as good players do not leave
        // pieces en prise, but the search meets them everywhere; fitted to game positions they came out
        // meaningless (a hanging queen as a bonus).
        t.add(handSet("PAWN_THREAT_MG", Evaluator.PAWN_THREAT_MG));
        t.add(handSet("PAWN_THREAT_EG", Evaluator.PAWN_THREAT_EG));
        t.add(handSet("LESSER_THREAT_MG", Evaluator.LESSER_THREAT_MG));
        t.add(handSet("LESSER_THREAT_EG", Evaluator.LESSER_THREAT_EG));
        t.add(handSet("HANGING_MG", Evaluator.HANGING_MG));
        t.add(handSet("HANGING_EG", Evaluator.HANGING_EG));
        return List.copyOf(t);
    }

    private static Table array(String file, String name, int[] values) {
        return array(file, name, values, 0, values.length);
    }

    private static Table array(String file, String name, int[] values, int tunedFrom, int tunedTo) {
        return new Table(name, file, false, false, values.length, tunedFrom, tunedTo, arrayCells(values, 0));
    }

    private static Table handSet(String name, int[] values) {
        return new Table(name, EVALUATOR, false, false, values.length, 0, 0, arrayCells(values, 0));
    }

    /** A piece's square table inside the combined one, which is indexed a1 = 0 (see {@link EvalTables}). */
    private static Table squareTable(String name, int[] combined, int type) {
        return new Table(name, TABLES, true, false, 64, 0, 64, arrayCells(combined, type * 64));
    }

    /** A per-piece mobility table inside the combined one the evaluator reads. */
    private static Table slice(String name, int[] combined, int offset, int length) {
        return new Table(name, EVALUATOR, false, false, length, 0, length, arrayCells(combined, offset));
    }

    private static Table scalar(String name, IntSupplier getter, IntConsumer setter) {
        return new Table(name, EVALUATOR, false, true, 1, 0, 1, new Table.Cells() {
            @Override
            public int get(int i) {
                return getter.getAsInt();
            }

            @Override
            public void set(int i, int value) {
                setter.accept(value);
            }
        });
    }

    private static Table.Cells arrayCells(int[] values, int offset) {
        return new Table.Cells() {
            @Override
            public int get(int i) {
                return values[offset + i];
            }

            @Override
            public void set(int i, int value) {
                values[offset + i] = value;
            }
        };
    }
}
