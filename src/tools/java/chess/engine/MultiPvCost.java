package chess.engine;

import chess.core.Fen;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * What MultiPV costs (not a unit test): the time and nodes to reach a fixed depth over {@link Bench#POSITIONS}
 * for each MultiPV setting, searched as the bench does (a fresh engine per pass, cleared for each position, so
 * MultiPV 1 at depth 13 counts the bench signature), the settings interleaved run by run so that the machine's
 * drift hits them alike. Time is the search thread's CPU time, which other processes on a busy machine disturb
 * less than the clock on the wall. Prints every run and the medians, with each setting's ratio to the first.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.MultiPvCost
 * -Dargs="[depth=11] [settings=1,3] [runs=5]"}
 */
public final class MultiPvCost {
    private MultiPvCost() {
    }

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 11;
        int[] settings = Arrays.stream((args.length > 1 ? args[1] : "1,3").split(",")).mapToInt(Integer::parseInt)
                .toArray();
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        for (int lines : settings) {
            measure(lines, Math.min(depth, Bench.WARM_UP_DEPTH)); // let the JIT compile the search
        }
        long[][] ms = new long[settings.length][runs];
        long[] nodes = new long[settings.length];
        for (int run = 0; run < runs; run++) {
            StringBuilder sb = new StringBuilder("run " + (run + 1) + ":");
            for (int s = 0; s < settings.length; s++) {
                long[] r = measure(settings[s], depth);
                ms[s][run] = r[0];
                nodes[s] = r[1];
                sb.append("  MultiPV ").append(settings[s]).append(' ').append(r[0]).append(" ms CPU");
            }
            System.out.println(sb);
        }
        System.out.println("depth " + depth + ", " + Bench.POSITIONS.length + " positions, median of " + runs
                + " runs:");
        long base = median(ms[0]);
        for (int s = 0; s < settings.length; s++) {
            long median = median(ms[s]);
            System.out.printf("  MultiPV %d: %d ms CPU, %d nodes, time x%.2f, nodes x%.2f%n", settings[s], median,
                    nodes[s], (double) median / base, (double) nodes[s] / nodes[0]);
        }
    }

    /** CPU milliseconds and nodes to search every bench position to {@code depth} with {@code lines} lines. */
    private static long[] measure(int lines, int depth) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Engine engine = new Engine(Engine.DEFAULT_HASH_MB);
        engine.setMultiPv(lines);
        long ns = 0;
        long nodes = 0;
        for (String fen : Bench.POSITIONS) {
            engine.clear();
            long start = threads.getCurrentThreadCpuTime();
            SearchResult r = engine.search(Fen.parse(fen), new Limits().depth(depth), null);
            ns += threads.getCurrentThreadCpuTime() - start;
            nodes += r.info.nodes;
        }
        return new long[] {ns / 1_000_000, nodes};
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
