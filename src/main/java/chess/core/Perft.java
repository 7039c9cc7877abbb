package chess.core;

import java.util.function.BooleanSupplier;

/**
 * Counts leaf nodes of the legal move tree: the standard check of a move generator against known totals.
 * Buffers are allocated once per call, one move list per ply.
 */
public final class Perft {
    /**
     * The deepest count the command line's {@code perft} and UCI's {@code go perft} accept: depth 12 from the start
     * position is 62 trillion leaves, days of counting; a bigger number is surely a typing mistake.
     */
    public static final int MAX_DEPTH = 12;

    private final Board board;
    private final boolean bulk;
    private int[][] lists = new int[0][];
    private BooleanSupplier stopWhen = () -> false;
    private boolean stopped;

    /**
     * @param bulk count the last ply by generating its moves without making them (as Stockfish does); otherwise
     *             every leaf move is made and unmade, which also exercises make/unmake.
     */
    public Perft(Board board, boolean bulk) {
        this.board = board;
        this.bulk = bulk;
    }

    /** The position counted from (made and unmade during a count, the same again after it). */
    Board board() {
        return board;
    }

    /**
     * Makes the count stoppable: {@code stop} is asked at every node three or more plies above the leaves (one
     * call per thousand or so generated move lists, so the inner loop keeps its speed), and once it says true the
     * count ends early with a partial, meaningless total; {@link #stopped()} tells.
     */
    public Perft stopWhen(BooleanSupplier stop) {
        stopWhen = stop;
        return this;
    }

    /** True when the last count was cut short by the {@link #stopWhen} check. */
    public boolean stopped() {
        return stopped;
    }

    public long count(int depth) {
        stopped = false;
        ensureLists(depth);
        return depth <= 0 ? 1 : count(depth, 0);
    }

    /** Root moves (in generation order) and their subtree counts, as {@code perft} "divide" prints them. */
    public long[] divide(int depth, int[] rootMoves) {
        stopped = false;
        ensureLists(depth);
        int n = MoveGenerator.generate(board, rootMoves, 0);
        long[] counts = new long[n];
        for (int i = 0; i < n && !stopped; i++) {
            board.make(rootMoves[i]);
            counts[i] = depth <= 1 ? 1 : count(depth - 1, 1);
            board.unmake();
        }
        return counts;
    }

    private void ensureLists(int depth) {
        if (lists.length < depth + 1) {
            lists = new int[depth + 1][MoveGenerator.MAX_MOVES];
        }
    }

    private long count(int depth, int level) {
        int[] moves = lists[level];
        int n = MoveGenerator.generate(board, moves, 0);
        if (depth == 1) {
            if (bulk) {
                return n;
            }
            int leaves = 0;
            for (int i = 0; i < n; i++) {
                board.make(moves[i]);
                leaves++;
                board.unmake();
            }
            return leaves;
        }
        if (depth >= 3 && (stopped || (stopped = stopWhen.getAsBoolean()))) {
            return 0;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            board.make(moves[i]);
            total += count(depth - 1, level + 1);
            board.unmake();
        }
        return total;
    }
}
