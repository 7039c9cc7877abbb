package chess.engine;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The thread pool of the tuning tools that drive another UCI engine: numbered jobs are shared among a few
 * threads, each with its own engine process and random generator, and their lines are appended to one file,
 * flushed as each job ends so that an interrupted run keeps what it finished.
 */
final class UciWorkers {
    /** Job {@code index} on one thread; returns the lines to append (none to skip the job). */
    interface Job {
        List<String> run(UciSelfPlay.Uci uci, SplittableRandom random, int index) throws IOException;
    }

    private UciWorkers() {
    }

    /**
     * Runs jobs {@code first} to {@code end - 1}. Thread {@code t} seeds its generator with {@code seed + t} and
     * gets its own job from {@code perThread} (for scratch state); progress goes to stderr every
     * {@code reportEvery} jobs as "N {@code unit}, seconds".
     */
    static void run(String engine, Path out, int threads, int first, int end, long seed, Supplier<Job> perThread,
            int reportEvery, String unit) throws IOException, InterruptedException {
        AtomicInteger next = new AtomicInteger(first);
        long start = System.currentTimeMillis();
        try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND))) {
            Thread[] workers = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                SplittableRandom random = new SplittableRandom(seed + t);
                Job job = perThread.get();
                workers[t] = new Thread(() -> {
                    try (UciSelfPlay.Uci uci = new UciSelfPlay.Uci(engine)) {
                        for (int i = next.getAndIncrement(); i < end; i = next.getAndIncrement()) {
                            List<String> lines = job.run(uci, random, i);
                            synchronized (writer) {
                                lines.forEach(writer::println);
                                writer.flush();
                                if ((i + 1) % reportEvery == 0) {
                                    System.err.printf("%d %s, %.0f s%n", i + 1, unit,
                                            (System.currentTimeMillis() - start) / 1000.0);
                                }
                            }
                        }
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    }
                });
                workers[t].start();
            }
            for (Thread w : workers) {
                w.join();
            }
        }
    }
}
