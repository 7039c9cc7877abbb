package chess.engine;

import chess.core.Piece;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

/**
 * The registry of the evaluation's weights: every table of weights declared in {@link EvalWeights}, under the name
 * of its field there, with which of its entries are fitted by the tuner. Tools read and write weights only through
 * this registry; the evaluator just reads the fields.
 *
 * <p>A table may be a field as it is (an {@code int[]}, or a single {@code static int}, not final for this
 * reason), or a slice of a combined table the evaluator reads instead of the declared one (the square tables in
 * {@link EvalTables#MG_PST}, the mobility tables in {@link Evaluator#MOBILITY_MG}); writing through the registry
 * changes what the evaluator reads.
 * The material and square-table sums a board keeps for {@link Evaluator#estimate} are derived once at start-up and
 * do not follow such changes.
 *
 * <p>Weights cached by an evaluator (pawn-structure terms) are read when an entry is computed: an evaluator made
 * with {@link Evaluator#uncached()} sees changes at once.
 */
final class WeightRegistry {
    /** One named table of weights. */
    static final class Table {
        private interface Cells {
            int get(int i);

            void set(int i, int value);
        }

        /** The declaring field's name. */
        final String name;
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

        private Table(String name, boolean board, boolean scalar, int size, int tunedFrom, int tunedTo,
                Cells cells) {
            this.name = name;
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

    private static final String[] PIECE_NAMES = {null, "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING"};

    private static final List<Table> ALL = register();

    private WeightRegistry() {
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
        t.add(array("MG_VALUE", EvalWeights.MG_VALUE, Piece.PAWN, Piece.KING));
        t.add(array("EG_VALUE", EvalWeights.EG_VALUE, Piece.PAWN, Piece.KING));
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            t.add(squareTable(PIECE_NAMES[type] + "_MG", EvalTables.MG_PST, type));
            t.add(squareTable(PIECE_NAMES[type] + "_EG", EvalTables.EG_PST, type));
        }
        int[][] mobilityMg = {EvalWeights.KNIGHT_MOBILITY_MG, EvalWeights.BISHOP_MOBILITY_MG,
            EvalWeights.ROOK_MOBILITY_MG, EvalWeights.QUEEN_MOBILITY_MG};
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            int length = mobilityMg[type - Piece.KNIGHT].length;
            int row = type * Evaluator.MOBILITY_STRIDE;
            t.add(slice(PIECE_NAMES[type] + "_MOBILITY_MG", Evaluator.MOBILITY_MG, row, length));
            t.add(slice(PIECE_NAMES[type] + "_MOBILITY_EG", Evaluator.MOBILITY_EG, row, length));
        }
        t.add(array("PASSED_MG", EvalWeights.PASSED_MG, 1, 7));
        t.add(array("PASSED_EG", EvalWeights.PASSED_EG, 1, 7));
        t.add(array("CONNECTED_MG", EvalWeights.CONNECTED_MG, 1, 7));
        t.add(array("CONNECTED_EG", EvalWeights.CONNECTED_EG, 1, 7));
        t.add(array("DOUBLED", EvalWeights.DOUBLED));
        t.add(array("ISOLATED", EvalWeights.ISOLATED));
        t.add(array("BACKWARD", EvalWeights.BACKWARD));
        t.add(array("OUTPOST_MG", EvalWeights.OUTPOST_MG, Piece.KNIGHT, Piece.ROOK));
        t.add(array("OUTPOST_EG", EvalWeights.OUTPOST_EG, Piece.KNIGHT, Piece.ROOK));
        t.add(array("BISHOP_PAWNS", EvalWeights.BISHOP_PAWNS));
        t.add(array("STORM", EvalWeights.STORM, 1, 7));
        t.add(array("ZONE_ATTACK", EvalWeights.ZONE_ATTACK, Piece.KNIGHT, Piece.KING));
        t.add(handSet("ATTACKER_SCALE", EvalWeights.ATTACKER_SCALE));
        t.add(array("SAFE_CHECK", EvalWeights.SAFE_CHECK, Piece.KNIGHT, Piece.KING));
        t.add(array("BISHOP_PAIR", EvalWeights.BISHOP_PAIR));
        t.add(array("ROOK_OPEN_FILE", EvalWeights.ROOK_OPEN_FILE));
        t.add(array("ROOK_HALF_OPEN_FILE", EvalWeights.ROOK_HALF_OPEN_FILE));
        t.add(array("ROOK_SEVENTH", EvalWeights.ROOK_SEVENTH));
        t.add(scalar("kingAdvanced", () -> EvalWeights.kingAdvanced, v -> EvalWeights.kingAdvanced = v));
        t.add(array("SHELTER_MISSING", EvalWeights.SHELTER_MISSING));
        t.add(array("SHELTER_DISTANCE", EvalWeights.SHELTER_DISTANCE));
        t.add(scalar("passedEnemyKing", () -> EvalWeights.passedEnemyKing,
                v -> EvalWeights.passedEnemyKing = v));
        t.add(scalar("passedOwnKing", () -> EvalWeights.passedOwnKing, v -> EvalWeights.passedOwnKing = v));
        t.add(scalar("passedFreeStop", () -> EvalWeights.passedFreeStop, v -> EvalWeights.passedFreeStop = v));
        // Hand-set: threats against pieces. Positions from games rarely have them, as good players do not leave
        // pieces en prise, but the search meets them everywhere; fitted to game positions they came out
        // meaningless (a hanging queen as a bonus).
        t.add(handSet("PAWN_THREAT_MG", EvalWeights.PAWN_THREAT_MG));
        t.add(handSet("PAWN_THREAT_EG", EvalWeights.PAWN_THREAT_EG));
        t.add(handSet("LESSER_THREAT_MG", EvalWeights.LESSER_THREAT_MG));
        t.add(handSet("LESSER_THREAT_EG", EvalWeights.LESSER_THREAT_EG));
        t.add(handSet("HANGING_MG", EvalWeights.HANGING_MG));
        t.add(handSet("HANGING_EG", EvalWeights.HANGING_EG));
        return List.copyOf(t);
    }

    private static Table array(String name, int[] values) {
        return array(name, values, 0, values.length);
    }

    private static Table array(String name, int[] values, int tunedFrom, int tunedTo) {
        return new Table(name, false, false, values.length, tunedFrom, tunedTo, arrayCells(values, 0));
    }

    private static Table handSet(String name, int[] values) {
        return new Table(name, false, false, values.length, 0, 0, arrayCells(values, 0));
    }

    /** A piece's square table inside the combined one, which is indexed a1 = 0 (see {@link EvalTables}). */
    private static Table squareTable(String name, int[] combined, int type) {
        return new Table(name, true, false, 64, 0, 64, arrayCells(combined, type * 64));
    }

    /** A per-piece mobility table inside the combined one the evaluator reads. */
    private static Table slice(String name, int[] combined, int offset, int length) {
        return new Table(name, false, false, length, 0, length, arrayCells(combined, offset));
    }

    private static Table scalar(String name, IntSupplier getter, IntConsumer setter) {
        return new Table(name, false, true, 1, 0, 1, new Table.Cells() {
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
