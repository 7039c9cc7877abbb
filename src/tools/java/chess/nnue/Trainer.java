package chess.nnue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/**
 * Trains a {@link Network} on a {@link PositionStore} with Adam over shuffled mini-batches. 2% of the positions,
 * chosen by the seed, are held out for validation.
 *
 * <p>Each batch is split into one contiguous part per thread; each thread adds its part's gradient into its own
 * buffer; then each thread sums the buffers over one slice of the parameters (always in the same order) and takes
 * the Adam step on that slice. So a run is the same for a given seed and thread count.
 *
 * <p>The forward and backward passes see the output weights rounded to the quantised file's grid, while Adam
 * updates unrounded copies (the gradient passes the rounding as if it were not there): small steps accumulate
 * until a weight moves to the next grid point.
 */
final class Trainer implements AutoCloseable {
    /** Progress is printed after this many batches. */
    private static final int REPORT_EVERY = 50;

    private final Network net;
    private final PositionStore store;
    private final TrainOptions options;
    private final Adam adam;
    /** The weights Adam updates; the network's copy has its output weights rounded ({@link Network#takeFrom}). */
    private final float[] master;
    private final List<GradientWorker> workers = new ArrayList<>();
    private final ExecutorService pool;
    /** One random for the split, the shuffles and the mirroring, used in order on this thread. */
    private final Random random;
    private final int[] train;
    private final int[] validation;
    private int step;

    Trainer(Network net, PositionStore store, TrainOptions options) {
        if (store.size() < 2) {
            throw new IllegalArgumentException("at least 2 positions are needed, got " + store.size());
        }
        this.net = net;
        this.store = store;
        this.options = options;
        this.adam = new Adam(net.params.length);
        this.master = net.params.clone();
        net.takeFrom(master, 0, master.length);
        for (int t = 0; t < options.threads; t++) {
            workers.add(new GradientWorker(net, store, options.lambda));
        }
        this.pool = Executors.newFixedThreadPool(options.threads, task -> {
            Thread thread = new Thread(task, "nnue-trainer");
            thread.setDaemon(true);
            return thread;
        });
        this.random = new Random(options.seed);
        int[] all = new int[store.size()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        shuffle(all);
        int held = Math.max(1, (int) Math.round(all.length * 0.02));
        validation = Arrays.copyOfRange(all, 0, held);
        train = Arrays.copyOfRange(all, held, all.length);
        // Validation positions as entries (index << 1, never mirrored).
        for (int k = 0; k < validation.length; k++) {
            validation[k] <<= 1;
        }
    }

    /** The held-out positions as entries ({@code index << 1}). */
    int[] validation() {
        return validation.clone();
    }

    int trainSize() {
        return train.length;
    }

    /** Learning rate of epoch {@code epoch} (from 0): ×0.3 from 70% of the epochs and ×0.3 again from 90%. */
    float learningRate(int epoch) {
        float lr = options.lr;
        if (epoch * 10 >= options.epochs * 7) {
            lr *= 0.3f;
        }
        if (epoch * 10 >= options.epochs * 9) {
            lr *= 0.3f;
        }
        return lr;
    }

    /** Trains one pass over the training positions; returns their mean loss (as the batches met them). */
    double epoch(int epoch) throws InterruptedException {
        shuffle(train);
        int[] entries = new int[train.length];
        for (int k = 0; k < train.length; k++) {
            int i = train[k];
            // Mirroring keeps the position legal and its value only without castling rights.
            boolean mirrored = options.mirror && store.mirrorable(i) && random.nextBoolean();
            entries[k] = i << 1 | (mirrored ? 1 : 0);
        }
        float lr = learningRate(epoch);
        int batches = (entries.length + options.batch - 1) / options.batch;
        double epochLoss = 0;
        double reportLoss = 0;
        int reportCount = 0;
        for (int b = 0; b < batches; b++) {
            int from = b * options.batch;
            int to = Math.min(entries.length, from + options.batch);
            double loss = batch(entries, from, to, lr);
            epochLoss += loss;
            reportLoss += loss;
            reportCount += to - from;
            if ((b + 1) % REPORT_EVERY == 0) {
                System.err.printf("  epoch %d batch %d/%d loss %.6f%n", epoch + 1, b + 1, batches,
                        reportLoss / reportCount);
                reportLoss = 0;
                reportCount = 0;
            }
        }
        return epochLoss / entries.length;
    }

    /** One Adam step on {@code entries[from .. to)}; returns their summed loss before the step. */
    private double batch(int[] entries, int from, int to, float lr) throws InterruptedException {
        float scale = 1f / (to - from);
        double loss = inParallel(t -> () -> workers.get(t).gradient(entries, part(from, to, t), part(from, to, t + 1),
                scale));
        step++;
        inParallel(t -> () -> {
            update(part(0, net.params.length, t), part(0, net.params.length, t + 1), lr);
            return 0.0;
        });
        return loss;
    }

    /** Sums the workers' gradients into the first one's buffer on one slice, then steps and clips that slice. */
    private void update(int from, int to, float lr) {
        float[] total = workers.get(0).gradient;
        for (int t = 1; t < workers.size(); t++) {
            float[] g = workers.get(t).gradient;
            for (int k = from; k < to; k++) {
                total[k] += g[k];
            }
        }
        adam.update(master, total, from, to, lr, step);
        net.takeFrom(master, from, to);
    }

    /** The mean loss of the given entries (e.g. {@link #validation()}), computed by all threads. */
    double loss(int[] entries) throws InterruptedException {
        int n = entries.length;
        return inParallel(t -> () -> workers.get(t).loss(entries, part(0, n, t), part(0, n, t + 1))) / n;
    }

    /** Where thread t's part of [from, to) begins (and thread t - 1's ends). */
    private int part(int from, int to, int t) {
        return from + (int) ((long) (to - from) * t / workers.size());
    }

    /** Runs one task per thread and returns the sum of their answers, added in thread order. */
    private double inParallel(IntFunction<Callable<Double>> task) throws InterruptedException {
        List<Callable<Double>> tasks = new ArrayList<>();
        for (int t = 0; t < workers.size(); t++) {
            tasks.add(task.apply(t));
        }
        double total = 0;
        for (Future<Double> result : pool.invokeAll(tasks)) {
            try {
                total += result.get();
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
        return total;
    }

    private void shuffle(int[] a) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = a[i];
            a[i] = a[j];
            a[j] = swap;
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
