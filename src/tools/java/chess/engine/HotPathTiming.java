package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * CPU time of two of the search's hot paths on fixed work (not a unit test), to compare builds where the bench's
 * wall time is too noisy to show a few percent: with another jar first on the class path, its code is timed.
 * <ul>
 * <li>the net's accumulator: random walks of ten plies from the bench positions, the net's evaluation at every ply
 * from the fourth (the accumulator's updates from the last evaluated level, then the output layer);
 * <li>the check test after a move: along random walks of eight plies, every legal move made, {@link Board#inCheck}
 * asked and the move taken back, as a search node does with the moves it tries.
 * </ul>
 * The walks are the same on every run (a fixed seed); each part prints a checksum (the sum of the evaluations, the
 * number of checks) that must agree between builds that claim the same results. Six rounds; the first two warm the
 * JIT up and are not counted; the median of the other four is printed.
 *
 * <p>Run: {@code java -cp OLD.jar:target/test-classes chess.engine.HotPathTiming}, then the same with the new jar,
 * in turn (or {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.HotPathTiming} for this build).
 */
public final class HotPathTiming {
    private static final int ROUNDS = 6;
    private static final int WARM_UP_ROUNDS = 2;

    private HotPathTiming() {
    }

    public static void main(String[] args) throws IOException {
        Network net = builtInNetwork();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] netMs = new long[ROUNDS - WARM_UP_ROUNDS];
        long[] checkMs = new long[ROUNDS - WARM_UP_ROUNDS];
        long netSum = 0;
        long checks = 0;
        for (int round = 0; round < ROUNDS; round++) {
            long start = threads.getCurrentThreadCpuTime();
            netSum = netWalks(net);
            long middle = threads.getCurrentThreadCpuTime();
            checks = checkWalks();
            long end = threads.getCurrentThreadCpuTime();
            if (round >= WARM_UP_ROUNDS) {
                netMs[round - WARM_UP_ROUNDS] = (middle - start) / 1_000_000;
                checkMs[round - WARM_UP_ROUNDS] = (end - middle) / 1_000_000;
            }
        }
        System.out.printf("net accumulator: %,d ms CPU (median of %s), evaluations' sum %d%n", median(netMs),
                Arrays.toString(netMs), netSum);
        System.out.printf("check after move: %,d ms CPU (median of %s), checks %d%n", median(checkMs),
                Arrays.toString(checkMs), checks);
    }

    /** Random walks with the net's evaluation from the fourth ply on; the sum of the evaluations. */
    private static long netWalks(Network net) {
        int[][] lists = new int[16][MoveGenerator.MAX_MOVES];
        long seed = 12345;
        long sum = 0;
        for (String fen : Bench.POSITIONS) {
            Board b = Fen.parse(fen);
            NetAccumulator acc = new NetAccumulator(net);
            acc.attach(b);
            for (int walk = 0; walk < 20_000; walk++) {
                int made = 0;
                for (int ply = 0; ply < 10; ply++) {
                    int n = MoveGenerator.generate(b, lists[ply], 0);
                    if (n == 0) {
                        break;
                    }
                    seed = next(seed);
                    b.make(lists[ply][(int) ((seed >>> 33) % n)]);
                    made++;
                    if (ply >= 3) {
                        sum += acc.evaluate(b.sideToMove());
                    }
                }
                for (; made > 0; made--) {
                    b.unmake();
                }
            }
            acc.detach();
        }
        return sum;
    }

    /** Every legal move along random walks made, tested for check and taken back; the number of checks. */
    private static long checkWalks() {
        int[][] lists = new int[16][MoveGenerator.MAX_MOVES];
        long seed = 12345;
        long checks = 0;
        for (int p = 0; p < 4; p++) {
            Board b = Fen.parse(Bench.POSITIONS[p * 2]);
            for (int walk = 0; walk < 25_000; walk++) {
                int made = 0;
                for (int ply = 0; ply < 8; ply++) {
                    int[] list = lists[ply];
                    int n = MoveGenerator.generate(b, list, 0);
                    if (n == 0) {
                        break;
                    }
                    for (int i = 0; i < n; i++) {
                        b.make(list[i]);
                        if (b.inCheck()) {
                            checks++;
                        }
                        b.unmake();
                    }
                    seed = next(seed);
                    b.make(list[(int) ((seed >>> 33) % n)]);
                    made++;
                }
                for (; made > 0; made--) {
                    b.unmake();
                }
            }
        }
        return checks;
    }

    /** A linear congruential step (tools run on the JVM only, so a long is fine here). */
    private static long next(long seed) {
        return seed * 6364136223846793005L + 1442695040888963407L;
    }

    private static long median(long[] values) {
        long[] v = values.clone();
        Arrays.sort(v);
        return (v[(v.length - 1) / 2] + v[v.length / 2]) / 2;
    }

    private static Network builtInNetwork() throws IOException {
        try (InputStream in = HotPathTiming.class.getResourceAsStream("/chess/engine/engine.nnue")) {
            return Network.read(in.readAllBytes());
        }
    }
}
