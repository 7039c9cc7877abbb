package chess.pgn;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Times PGN on the JVM (a tool, not a test): listing a file's games with {@link PgnScanner} in 64 K-character slices,
 * as the page does, and reading every game with {@link PgnReader}. Prints the median of several runs (after one
 * warm-up run) in ms, MB/s and games/s, and the heap that the game list and all the read trees hold.
 * Make a file with {@link PgnCorpus}.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.pgn.PgnTiming -Dargs="FILE.pgn [runs=7]"}
 */
public final class PgnTiming {
    private static final int SLICE = 64 * 1024;

    private PgnTiming() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        String text = Files.readString(file, StandardCharsets.UTF_8);
        double megabytes = Files.size(file) / 1e6;

        long[] scanNanos = new long[runs];
        long[] readNanos = new long[runs];
        List<PgnGameEntry> entries = null;
        int failed = 0;
        for (int run = -1; run < runs; run++) {
            long start = System.nanoTime();
            PgnScanner scanner = new PgnScanner(text);
            while (!scanner.scan(SLICE)) {
                // one slice per frame in the page
            }
            long scanned = System.nanoTime();
            entries = scanner.games();
            failed = 0;
            for (PgnGameEntry entry : entries) {
                failed += PgnReader.read(text, entry).failed() ? 1 : 0;
            }
            long read = System.nanoTime();
            if (run >= 0) {
                scanNanos[run] = scanned - start;
                readNanos[run] = read - scanned;
            }
        }
        int games = entries.size();
        System.out.printf(Locale.ROOT, "%s: %.1f MB, %d games (%d failed to read), median of %d runs%n", file,
                megabytes, games, failed, runs);
        report("list (scan)", median(scanNanos), megabytes, games);
        report("read all games", median(readNanos), megabytes, games);

        long base = usedHeap();
        List<PgnGameEntry> list = new PgnScanner(text).scanAll();
        long withList = usedHeap();
        List<PgnGame> trees = new ArrayList<>(list.size());
        for (PgnGameEntry entry : list) {
            trees.add(PgnReader.read(text, entry));
        }
        long withTrees = usedHeap();
        System.out.printf(Locale.ROOT, "heap: text %.1f MB (UTF-16), game list %.2f MB, all %d trees %.1f MB%n",
                text.length() * 2 / 1e6, (withList - base) / 1e6, trees.size(), (withTrees - withList) / 1e6);
    }

    private static void report(String what, long nanos, double megabytes, int games) {
        double seconds = nanos / 1e9;
        System.out.printf(Locale.ROOT, "%-15s %8.1f ms  %7.1f MB/s  %9.0f games/s%n", what, nanos / 1e6,
                megabytes / seconds, games / seconds);
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static long usedHeap() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(50);
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
