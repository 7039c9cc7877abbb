package chess.engine;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The bench's speed of several builds of the engine (not a unit test): each jar's {@link Bench} at one depth in a
 * fresh JVM per run, the jars taken in turn round after round, so that a machine whose load drifts slows them
 * alike. Prints each run's node count (it must be the same for builds that claim the same search), its nodes per
 * second of wall time (clearing the table between positions included), and per second of the searching thread's CPU time,
 * which a busy machine (other jobs on its two cores) disturbs far less than the wall clock; then the medians, and
 * each jar's median ratio to the first jar's over the rounds.
 *
 * <p>Each run is this class in a child JVM with the jar first on its class path, so the jar's own engine is
 * measured, with the net built into that jar as {@code chess.jar bench} uses it ({@code --no-net}: the hand-written
 * evaluation, {@code chess.jar bench --no-net}); it searches the bench once at depth 10 first, untimed, as
 * {@code chess.jar bench} does, so the timed pass runs compiled code.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.BenchCompare
 * -Dargs="[--depth 12] [--rounds 5] [--nice] [--no-net] OLD.jar NEW.jar"}
 */
public final class BenchCompare {
    private BenchCompare() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length == 3 && args[0].equals("--child")) {
            child(Integer.parseInt(args[1]), Boolean.parseBoolean(args[2]));
            return;
        }
        int depth = 12;
        int rounds = 5;
        boolean nice = false;
        boolean withNet = true;
        List<String> jars = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--depth" -> depth = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--nice" -> nice = true;
                case "--no-net" -> withNet = false;
                default -> jars.add(args[i]);
            }
        }
        if (jars.isEmpty()) {
            System.err.println("usage: BenchCompare [--depth 12] [--rounds 5] [--nice] [--no-net] A.jar [B.jar ...]");
            System.exit(2);
        }
        String self = new File(BenchCompare.class.getProtectionDomain().getCodeSource().getLocation().getPath())
                .getPath();
        System.out.println(withNet ? "Evaluation: each jar's built-in net" : "Evaluation: hand-written (--no-net)");
        double[][] wall = new double[jars.size()][rounds];
        double[][] cpu = new double[jars.size()][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int j = 0; j < jars.size(); j++) {
                long[] result = runChild(jars.get(j), self, depth, nice, withNet);
                wall[j][r] = result[1];
                cpu[j][r] = result[2];
                System.out.printf("round %d  %-28s nodes %,d  wall %,d n/s  cpu %,d n/s  (load %s)%n", r + 1,
                        jars.get(j), result[0], result[1], result[2], loadAverage());
            }
        }
        System.out.println();
        for (int j = 0; j < jars.size(); j++) {
            System.out.printf("%-28s median wall %,.0f n/s  cpu %,.0f n/s  ratio to the first: wall %.3f  cpu %.3f%n",
                    jars.get(j), median(wall[j]), median(cpu[j]), medianRatio(wall[j], wall[0]),
                    medianRatio(cpu[j], cpu[0]));
        }
    }

    /** One run in a child JVM: {nodes, wall nodes/s, CPU nodes/s}. */
    private static long[] runChild(String jar, String self, int depth, boolean nice, boolean withNet)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (nice) {
            command.addAll(List.of("nice", "-n", "19"));
        }
        command.addAll(List.of("java", "-cp", jar + File.pathSeparator + self, BenchCompare.class.getName(),
                "--child", String.valueOf(depth), String.valueOf(withNet)));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String last = null;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                last = line;
            }
        }
        if (p.waitFor() != 0 || last == null || !last.startsWith("result ")) {
            throw new IOException(jar + ": the child run failed: " + last);
        }
        String[] f = last.split(" ");
        return new long[] {Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3])};
    }

    /**
     * The child: the bench at {@code depth} after the untimed warm-up, on one engine as {@code chess.jar bench}
     * searches it (with the jar's net unless told not to), timed by the wall and this thread's CPU.
     */
    private static void child(int depth, boolean withNet) throws IOException {
        Engine engine = new Engine(Engine.DEFAULT_HASH_MB);
        if (withNet) {
            engine.useNetwork(builtInNet());
        }
        Bench.run(engine, Bench.WARM_UP_DEPTH, new StopSignal(), line -> { });
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long wallStart = System.nanoTime();
        long nodes = Bench.run(engine, depth, new StopSignal(), line -> { });
        long wallNs = Math.max(1, System.nanoTime() - wallStart);
        long cpuNs = Math.max(1, threads.getCurrentThreadCpuTime() - cpuStart);
        System.out.println("result " + nodes + " " + nodes * 1_000_000_000L / wallNs + " "
                + nodes * 1_000_000_000L / cpuNs);
    }

    /** The net in the jar first on the class path (the jar measured). */
    private static Network builtInNet() throws IOException {
        try (java.io.InputStream in = BenchCompare.class.getResourceAsStream("/chess/engine/engine.nnue")) {
            if (in == null) {
                throw new IOException("this jar has no built-in net: run with --no-net");
            }
            return Network.read(in.readAllBytes());
        }
    }

    private static String loadAverage() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return String.format("%.1f", load);
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static double medianRatio(double[] values, double[] base) {
        double[] ratios = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            ratios[i] = values[i] / base[i];
        }
        return median(ratios);
    }
}
