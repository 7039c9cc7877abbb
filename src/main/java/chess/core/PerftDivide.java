package chess.core;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A perft "divide" in Stockfish's format, as both the UCI {@code go perft} and the command line's {@code perft}
 * print it: one {@code <uci move>: <count>} line per legal root move, a blank line, then
 * {@code Nodes searched: <total>}. Depth 0 has no move lines and a total of 1 (the position itself is the leaf).
 * Moves are written by {@link UciMove#format(Board, int)}: on a Chess960 board castling is king takes own rook.
 */
public final class PerftDivide {
    private final String[] rootMoves;
    private final long[] counts;
    private final long total;

    private PerftDivide(String[] rootMoves, long[] counts, long total) {
        this.rootMoves = rootMoves;
        this.counts = counts;
        this.total = total;
    }

    /** Counts the leaves below each root move of {@code board}; {@code bulk} as in {@link Perft}. */
    public static PerftDivide count(Board board, int depth, boolean bulk) {
        return count(new Perft(board, bulk), depth);
    }

    /**
     * The same with a given {@link Perft} (one made stoppable by {@link Perft#stopWhen}); after a stop the counts
     * are partial: check {@link Perft#stopped()} before printing them.
     */
    public static PerftDivide count(Perft perft, int depth) {
        if (depth <= 0) {
            return new PerftDivide(new String[0], new long[0], 1);
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        long[] counts = perft.divide(depth, moves);
        long total = 0;
        for (long count : counts) {
            total += count;
        }
        String[] names = new String[counts.length];
        for (int i = 0; i < names.length; i++) {
            names[i] = UciMove.format(perft.board(), moves[i]);
        }
        return new PerftDivide(names, counts, total);
    }

    public long total() {
        return total;
    }

    /**
     * The lines to print. With {@code sortedByMove} the move lines are ordered by their UCI text, which makes runs
     * comparable line by line with any engine's after a {@code sort}; otherwise they come in generation order.
     */
    public List<String> lines(boolean sortedByMove) {
        String[] moveLines = new String[counts.length];
        for (int i = 0; i < counts.length; i++) {
            moveLines[i] = rootMoves[i] + ": " + counts[i];
        }
        if (sortedByMove) {
            Arrays.sort(moveLines, Comparator.comparing(line -> line.substring(0, line.indexOf(':'))));
        }
        String[] lines = Arrays.copyOf(moveLines, moveLines.length + 2);
        lines[moveLines.length] = "";
        lines[moveLines.length + 1] = "Nodes searched: " + total;
        return Arrays.asList(lines);
    }
}
