package chess.engine;

import chess.core.Fen;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * What more threads buy (not a unit test): the wall-clock time to reach a fixed depth over {@link Bench#POSITIONS}
 * for each thread count (Lazy SMP, {@link SmpSearch}), searched as the bench does (one engine per count, cleared
 * for each position) with the jar's network, the counts interleaved run by run so that the machine's drift hits
 * them alike. Wall time, not CPU time: threads save waiting, not work. Prints every run and the medians, with each
 * count's speed-up over the first, the nodes it searched (all threads together) and the nodes the main thread
 * needed to reach the depth (fewer than alone when the helpers' table entries save it work: a figure that does not
 * depend on how busy the machine is, unlike the time).
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.ThreadScaling
 * -Dargs="[depth=12] [threads=1,2] [runs=5]"}
 */
public final class ThreadScaling {
    private ThreadScaling() {
    }

    public static void main(String[] args) throws IOException {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        int[] counts = Arrays.stream((args.length > 1 ? args[1] : "1,2").split(",")).mapToInt(Integer::parseInt)
                .toArray();
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        Network net = builtInNetwork();
        Engine[] engines = new Engine[counts.length];
        for (int c = 0; c < counts.length; c++) {
            engines[c] = new Engine(Engine.DEFAULT_HASH_MB);
            engines[c].allowThreads(HelperThreads.INSTANCE, Runtime.getRuntime().availableProcessors());
            engines[c].setThreads(counts[c]);
            engines[c].useNetwork(net);
            measure(engines[c], Math.min(depth, Bench.WARM_UP_DEPTH)); // let the JIT compile the search
        }
        long[][] ms = new long[counts.length][runs];
        long[][] nodes = new long[counts.length][runs];
        long[][] mainNodes = new long[counts.length][runs];
        for (int run = 0; run < runs; run++) {
            StringBuilder sb = new StringBuilder("run " + (run + 1) + ":");
            for (int c = 0; c < counts.length; c++) {
                long[] r = measure(engines[c], depth);
                ms[c][run] = r[0];
                nodes[c][run] = r[1];
                mainNodes[c][run] = r[2];
                sb.append("  threads ").append(counts[c]).append(' ').append(r[0]).append(" ms");
            }
            System.out.println(sb);
        }
        System.out.println("depth " + depth + ", " + Bench.POSITIONS.length + " positions, "
                + (net == null ? "hand-written evaluation" : net.description()) + ", median of " + runs + " runs:");
        long base = median(ms[0]);
        for (int c = 0; c < counts.length; c++) {
            long median = median(ms[c]);
            long medianNodes = median(nodes[c]);
            System.out.printf("  threads %d: %d ms to depth, speed-up x%.2f, %d nodes (%d nodes/s), main thread %d"
                    + " nodes%n", counts[c], median, (double) base / median, medianNodes,
                    medianNodes * 1000 / Math.max(1, median), median(mainNodes[c]));
        }
    }

    /** Wall milliseconds, nodes and the main thread's nodes to search every bench position to {@code depth}. */
    private static long[] measure(Engine engine, int depth) {
        long ns = 0;
        long nodes = 0;
        long mainNodes = 0;
        for (String fen : Bench.POSITIONS) {
            engine.clear();
            long start = System.nanoTime();
            engine.search(Fen.parse(fen), new Limits().depth(depth), null);
            ns += System.nanoTime() - start;
            nodes += engine.nodes();
            mainNodes += engine.mainThreadNodes();
        }
        return new long[] {ns / 1_000_000, nodes, mainNodes};
    }

    /** The net the jar ships (the UCI engine's default), or null when the build has none. */
    private static Network builtInNetwork() throws IOException {
        try (InputStream in = ThreadScaling.class.getResourceAsStream("/chess/engine/engine.nnue")) {
            return in == null ? null : Network.read(in.readAllBytes());
        }
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
