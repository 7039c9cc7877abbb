package chess.cli;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Perft;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;

/**
 * {@code bench-perft [--runs N] [--quick]}: the move generator's speed benchmark. Runs perft on the six
 * standard positions ({@link BenchPosition}), first counting the last ply in bulk, then making every leaf move,
 * N times each, and prints a table of the median time and speed per position and the totals. Every run's
 * count is checked against the known value; a wrong one is marked FAIL and makes the exit status 1.
 * {@code --quick} uses tiny depths and one run: a smoke test of the command, not a measurement. For an even
 * number of runs the median is the slower of the two middle runs. The total row adds the median times.
 */
final class PerftBenchCommand {
    static final String USAGE = String.join("\n",
            "usage: bench-perft [--runs N] [--quick]",
            "  --runs N   runs per position and mode, the median is shown (default 5, quick: 1)",
            "  --quick    tiny depths, for checking that the benchmark works");

    private static final String ROW = "%-8s %-9s %5s %13s %9s %10s%s%n";

    private PerftBenchCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        boolean quick = false;
        int runs = -1;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--quick":
                        quick = true;
                        break;
                    case "--runs":
                        runs = Commands.parseInt(Commands.optionValue(args, i++), "--runs", 1, 1000);
                        break;
                    default:
                        throw new UsageException("unknown argument '" + args[i] + "'");
                }
            }
        } catch (UsageException e) {
            return Commands.usageError(err, "bench-perft", e, USAGE);
        }
        if (runs < 0) {
            runs = quick ? 1 : 5;
        }
        out.printf(Locale.ROOT, "perft benchmark, median of %d run%s; Java %s (%s)%n", runs, runs == 1 ? "" : "s",
                System.getProperty("java.version"), System.getProperty("java.vm.name"));
        out.printf(Locale.ROOT, ROW, "mode", "position", "depth", "nodes", "median s", "M nodes/s", "");
        boolean allCorrect = mode(true, quick, runs, out);
        allCorrect &= mode(false, quick, runs, out);
        return allCorrect ? Commands.OK : Commands.FAILURE;
    }

    /** Prints one row per position and a total row for one mode; returns whether every count was right. */
    private static boolean mode(boolean bulk, boolean quick, int runs, PrintStream out) {
        String mode = bulk ? "bulk" : "no-bulk";
        boolean allCorrect = true;
        long totalNodes = 0;
        long totalNanos = 0;
        for (BenchPosition position : BenchPosition.ALL) {
            int depth = quick ? position.quickDepth() : bulk ? position.bulkDepth() : position.leafDepth();
            long expected = position.expected(depth);
            Board board = Fen.parse(position.fen());
            long[] nanos = new long[runs];
            long wrongCount = -1;
            for (int r = 0; r < runs; r++) {
                long start = System.nanoTime();
                long nodes = new Perft(board, bulk).count(depth);
                nanos[r] = System.nanoTime() - start;
                if (nodes != expected) {
                    wrongCount = nodes;
                }
            }
            Arrays.sort(nanos);
            long median = nanos[runs / 2];
            totalNodes += expected;
            totalNanos += median;
            String verdict = wrongCount < 0 ? "" : "  FAIL got " + wrongCount;
            allCorrect &= wrongCount < 0;
            row(out, mode, position.name(), String.valueOf(depth), expected, median, verdict);
        }
        row(out, mode, "total", "", totalNodes, totalNanos, "");
        return allCorrect;
    }

    private static void row(PrintStream out, String mode, String name, String depth, long nodes, long nanos,
            String verdict) {
        out.printf(Locale.ROOT, ROW, mode, name, depth, nodes,
                String.format(Locale.ROOT, "%.3f", Timing.seconds(nanos)),
                String.format(Locale.ROOT, "%.1f", Timing.millionsPerSecond(nodes, nanos)), verdict);
    }
}
