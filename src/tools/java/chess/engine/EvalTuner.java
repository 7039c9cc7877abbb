package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Piece;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Fits the evaluation weights to game results (a tool, not a test): minimises the mean squared difference between
 * each position's result and {@code 1 / (1 + 10^(-K * eval / 400))} over data from {@link SelfPlayData}.
 *
 * <p>The evaluation is nearly linear in its weights, so each round linearises it: for every position it measures
 * by finite differences how much each weight moves the score (finding the few weights a position uses by
 * perturbing groups of them with random factors and splitting the groups that respond), then runs Adam on that
 * linear model, rounds, writes the weights into the evaluator's tables and measures the true loss again. The
 * tables are written back as Java at the end.
 *
 * <p>Run: {@code MAVEN_OPTS=-Xmx16g mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.EvalTuner
 * -Dargs="DATA.txt [positions=1000000] [rounds=3] [steps=600] [threads=2] [sourceDir]"}: with {@code sourceDir}
 * ({@code src/main/java/chess/engine}) the tuned tables are written into {@link EvalWeights} there, otherwise
 * printed.
 */
public final class EvalTuner {
    /** One tunable weight: an entry of one of the registry's tables ({@link WeightRegistry}). */
    record Weight(WeightRegistry.Table table, int index) {
        int get() {
            return table.get(index);
        }

        void set(int v) {
            table.set(index, v);
        }
    }

    /** Perturbation used to find which weights a position uses (large: any use shows). */
    private static final int PROBE = 1000;
    /** Central-difference step used to measure a used weight's effect. */
    private static final int STEP = 16;
    /**
     * Weights that fewer training positions use than this stay as they are: the few positions would only teach
     * them noise (a piece on a square it rarely reaches).
     */
    private static final int MIN_USES = Integer.getInteger("tune.minUses", 3000);
    /** Smallest effect (score change per unit of weight) with which a position counts as using a weight. */
    private static final float MIN_EFFECT = 0.25f;
    /**
     * Candidate weights of the penalty on the squared distance from the starting weights (keeps rare weights
     * plausible): the first round tries each and keeps the one with the lowest validation loss.
     */
    private static final String L2_CANDIDATES = System.getProperty("tune.l2", "0,1e-8,1e-7,1e-6");
    private double l2;

    private final List<Weight> weights = new ArrayList<>();
    /** The weights before the first round: the regularisation pulls towards them. */
    private double[] initial;
    /** Consecutive weight ranges searched together for use (a table row, a pair). */
    private final List<int[]> groups = new ArrayList<>();

    private final List<Board> boards = new ArrayList<>();
    private float[] results;
    private int trainCount;

    // The linearised model: per position its base score and the sparse weight effects (CSR).
    private float[] baseScore;
    private int[] rowStart;
    private int[] column;
    private float[] effect;

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        int limit = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        int steps = args.length > 3 ? Integer.parseInt(args[3]) : 600;
        int threads = args.length > 4 ? Integer.parseInt(args[4]) : 2;
        EvalTuner tuner = new EvalTuner();
        tuner.registerWeights();
        tuner.load(data, limit);
        double k = tuner.fitK(threads);
        System.out.printf("K = %.4f, loss train %.6f, validation %.6f%n", k, tuner.loss(k, threads, true),
                tuner.loss(k, threads, false));
        for (int round = 1; round <= rounds; round++) {
            long t0 = System.currentTimeMillis();
            tuner.linearise();
            long t1 = System.currentTimeMillis();
            System.out.printf("round %d: linearised in %.0f s, %d effects (%.1f per position)%n", round,
                    (t1 - t0) / 1000.0, tuner.column.length, tuner.column.length / (double) tuner.boards.size());
            if (round == 1) {
                tuner.chooseL2(k, steps, threads);
            }
            tuner.descend(k, steps, threads);
            System.out.printf("round %d: loss train %.6f, validation %.6f (%.0f s)%n", round,
                    tuner.loss(k, threads, true), tuner.loss(k, threads, false),
                    (System.currentTimeMillis() - t1) / 1000.0);
        }
        tuner.write(args.length > 5 ? Path.of(args[5]) : null);
    }

    /**
     * Registers the fitted entries of every table in {@link WeightRegistry}. Each table is a group searched together
     * for the weights a position uses; square tables go in halves, which finds the few squares a position uses
     * sooner.
     */
    void registerWeights() {
        for (WeightRegistry.Table table : WeightRegistry.all()) {
            int step = table.board ? 32 : table.size();
            for (int from = table.tunedFrom; from < table.tunedTo; from += step) {
                int first = weights.size();
                for (int i = from; i < Math.min(table.tunedTo, from + step); i++) {
                    weights.add(new Weight(table, i));
                }
                groups.add(new int[] {first, weights.size()});
            }
        }
    }

    void load(Path data, int limit) throws IOException {
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(data, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines.add(line);
            }
        }
        java.util.Collections.shuffle(lines, new Random(12345));
        int n = Math.min(limit, lines.size());
        results = new float[n];
        for (int i = 0; i < n; i++) {
            String line = lines.get(i);
            String[] fields = line.split(";"); // fen;result, and the data tools' newer lines add ;score
            boards.add(Fen.parse(fields[0]));
            results[i] = Float.parseFloat(fields[1]);
        }
        trainCount = n * 9 / 10;
        System.out.printf("%d positions (%d for training), %d weights%n", n, trainCount, weights.size());
    }

    /** White's score from one evaluator. */
    private static int whiteScore(Evaluator e, Board b) {
        int s = e.evaluate(b);
        return b.sideToMove() == Piece.WHITE ? s : -s;
    }

    private interface RangeTask {
        void run(Evaluator e, int from, int to);
    }

    /**
     * Runs {@code task} over all positions in chunks on {@code threads} threads, one evaluator each (fresh, and the
     * weights do not change during the run, so its caches are safe).
     */
    private void parallel(int threads, RangeTask task) {
        int n = boards.size();
        int chunk = 4096;
        AtomicInteger next = new AtomicInteger();
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new Thread(() -> {
                Evaluator e = new Evaluator();
                for (int from = next.getAndAdd(chunk); from < n; from = next.getAndAdd(chunk)) {
                    task.run(e, from, Math.min(n, from + chunk));
                }
            });
            workers[t].start();
        }
        for (Thread w : workers) {
            try {
                w.join();
            } catch (InterruptedException ex) {
                throw new IllegalStateException(ex);
            }
        }
    }

    private static double sigmoid(double k, double score) {
        return 1 / (1 + Math.pow(10, -k * score / 400));
    }

    double loss(double k, int threads, boolean train) {
        int[] scores = new int[boards.size()];
        parallel(threads, (e, from, to) -> {
            for (int i = from; i < to; i++) {
                scores[i] = whiteScore(e, boards.get(i));
            }
        });
        return loss(k, scores, train);
    }

    private double loss(double k, int[] scores, boolean train) {
        int from = train ? 0 : trainCount;
        int to = train ? trainCount : boards.size();
        double sum = 0;
        for (int i = from; i < to; i++) {
            double d = results[i] - sigmoid(k, scores[i]);
            sum += d * d;
        }
        return sum / (to - from);
    }

    /** The scaling constant that best maps the current evaluation onto the results (golden-section search). */
    double fitK(int threads) {
        int[] scores = new int[boards.size()];
        parallel(threads, (e, from, to) -> {
            for (int i = from; i < to; i++) {
                scores[i] = whiteScore(e, boards.get(i));
            }
        });
        double lo = 0.2;
        double hi = 3.0;
        double g = (Math.sqrt(5) - 1) / 2;
        for (int it = 0; it < 40; it++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (loss(a, scores, true) < loss(b, scores, true)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return (lo + hi) / 2;
    }

    /**
     * Measures, for every position, which weights move its score and by how much per unit. The weight tables are
     * the evaluator's static ones, so perturbing them is only safe on one thread: this part runs on one, with an
     * evaluator that caches nothing.
     */
    void linearise() {
        int n = boards.size();
        baseScore = new float[n];
        rowStart = new int[n + 1];
        List<int[]> columns = new ArrayList<>(n);
        List<float[]> effects = new ArrayList<>(n);
        Evaluator e = Evaluator.uncached();
        Random random = new Random(7);
        int[] used = new int[weights.size()];
        float[] usedEffect = new float[weights.size()];
        int total = 0;
        for (int i = 0; i < n; i++) {
            Board b = boards.get(i);
            int base = whiteScore(e, b);
            baseScore[i] = base;
            int count = 0;
            for (int[] g : groups) {
                count = findUsed(e, b, base, g[0], g[1], random, used, count);
            }
            int kept = 0;
            for (int j = 0; j < count; j++) {
                Weight w = weights.get(used[j]);
                int v = w.get();
                w.set(v + STEP);
                int up = whiteScore(e, b);
                w.set(v - STEP);
                int down = whiteScore(e, b);
                w.set(v);
                float slope = (up - down) / (2f * STEP);
                if (slope != 0) {
                    used[kept] = used[j];
                    usedEffect[kept++] = slope;
                }
            }
            columns.add(Arrays.copyOf(used, kept));
            effects.add(Arrays.copyOf(usedEffect, kept));
            total += kept;
            rowStart[i + 1] = total;
        }
        column = new int[total];
        effect = new float[total];
        for (int i = 0; i < n; i++) {
            System.arraycopy(columns.get(i), 0, column, rowStart[i], columns.get(i).length);
            System.arraycopy(effects.get(i), 0, effect, rowStart[i], effects.get(i).length);
        }
    }

    /**
     * Adds to {@code used} the weights in [from, to) that change {@code b}'s score: all of them are moved at once
     * by random multiples of {@link #PROBE}; if the score moves, the range is split and each half tried.
     */
    private int findUsed(Evaluator e, Board b, int base, int from, int to, Random random, int[] used, int count) {
        int[] saved = new int[to - from];
        for (int j = from; j < to; j++) {
            Weight w = weights.get(j);
            saved[j - from] = w.get();
            w.set(saved[j - from] + PROBE * (1 + random.nextInt(97)));
        }
        int probed = whiteScore(e, b);
        for (int j = from; j < to; j++) {
            weights.get(j).set(saved[j - from]);
        }
        if (probed == base) {
            return count;
        }
        if (to - from == 1) {
            used[count] = from;
            return count + 1;
        }
        int mid = (from + to) >>> 1;
        count = findUsed(e, b, base, from, mid, random, used, count);
        return findUsed(e, b, base, mid, to, random, used, count);
    }

    /** Tries each regularisation weight from the same linearisation and keeps the best on validation. */
    void chooseL2(double k, int steps, int threads) {
        int[] saved = new int[weights.size()];
        for (int j = 0; j < saved.length; j++) {
            saved[j] = weights.get(j).get();
        }
        double bestLoss = Double.MAX_VALUE;
        double best = 0;
        for (String candidate : L2_CANDIDATES.split(",")) {
            l2 = Double.parseDouble(candidate.trim());
            descend(k, steps, threads);
            double validation = loss(k, threads, false);
            System.out.printf("  l2 %s: validation %.6f%n", candidate.trim(), validation);
            if (validation < bestLoss) {
                bestLoss = validation;
                best = l2;
            }
            for (int j = 0; j < saved.length; j++) {
                weights.get(j).set(saved[j]);
            }
        }
        l2 = best;
        System.out.printf("  l2 chosen: %s%n", best);
    }

    /** Adam on the linear model over the training positions, then rounds and writes back the weights. */
    void descend(double k, int steps, int threads) {
        int m = weights.size();
        double[] start = new double[m];
        double[] w = new double[m];
        for (int j = 0; j < m; j++) {
            start[j] = w[j] = weights.get(j).get();
        }
        if (initial == null) {
            initial = start.clone();
        }
        int[] uses = new int[m];
        for (int p = 0; p < rowStart[trainCount]; p++) {
            // A position uses a weight only where it counts: a middlegame weight barely moves an endgame score,
            // and a weight seen only in endgames would be fitted to noise in the middlegame.
            if (Math.abs(effect[p]) >= MIN_EFFECT) {
                uses[column[p]]++;
            }
        }
        int frozen = 0;
        for (int j = 0; j < m; j++) {
            frozen += uses[j] < MIN_USES ? 1 : 0;
        }
        System.out.printf("  %d of %d weights used by fewer than %d positions stay fixed%n", frozen, m, MIN_USES);
        double[] first = new double[m];
        double[] second = new double[m];
        double rate = 1.0;
        double beta1 = 0.9;
        double beta2 = 0.999;
        double ln10 = Math.log(10);
        int chunks = threads;
        double[][] partial = new double[chunks][m];
        for (int step = 1; step <= steps; step++) {
            double[] delta = new double[m];
            for (int j = 0; j < m; j++) {
                delta[j] = w[j] - start[j];
            }
            double[] lossParts = new double[chunks];
            Thread[] workers = new Thread[chunks];
            for (int c = 0; c < chunks; c++) {
                int chunk = c;
                workers[c] = new Thread(() -> {
                    double[] grad = partial[chunk];
                    Arrays.fill(grad, 0);
                    double sum = 0;
                    int from = (int) ((long) trainCount * chunk / chunks);
                    int to = (int) ((long) trainCount * (chunk + 1) / chunks);
                    for (int i = from; i < to; i++) {
                        double score = baseScore[i];
                        for (int p = rowStart[i]; p < rowStart[i + 1]; p++) {
                            score += effect[p] * delta[column[p]];
                        }
                        double s = sigmoid(k, score);
                        double d = s - results[i];
                        sum += d * d;
                        // d(loss)/d(score) = 2 (s - r) s (1 - s) K ln10 / 400
                        double g = 2 * d * s * (1 - s) * k * ln10 / 400;
                        for (int p = rowStart[i]; p < rowStart[i + 1]; p++) {
                            grad[column[p]] += g * effect[p];
                        }
                    }
                    lossParts[chunk] = sum;
                });
                workers[c].start();
            }
            for (Thread t : workers) {
                try {
                    t.join();
                } catch (InterruptedException ex) {
                    throw new IllegalStateException(ex);
                }
            }
            double sum = 0;
            for (double l : lossParts) {
                sum += l;
            }
            for (int j = 0; j < m; j++) {
                double g = 0;
                for (int c = 0; c < chunks; c++) {
                    g += partial[c][j];
                }
                g = g / trainCount + 2 * l2 * (w[j] - initial[j]);
                if (uses[j] < MIN_USES) {
                    continue;
                }
                first[j] = beta1 * first[j] + (1 - beta1) * g;
                second[j] = beta2 * second[j] + (1 - beta2) * g * g;
                double mHat = first[j] / (1 - Math.pow(beta1, step));
                double vHat = second[j] / (1 - Math.pow(beta2, step));
                w[j] -= rate * mHat / (Math.sqrt(vHat) + 1e-12);
            }
            if (step % 100 == 0 || step == 1) {
                System.out.printf("  step %d: linear-model loss %.6f%n", step, sum / trainCount);
            }
        }
        for (int j = 0; j < m; j++) {
            weights.get(j).set((int) Math.round(w[j]));
        }
    }

    /**
     * Writes every fitted table into {@code EvalWeights.java} under {@code sourceDir}, the one file that declares
     * them (or prints them, if null).
     */
    void write(Path sourceDir) throws IOException {
        Path file = sourceDir == null ? null : sourceDir.resolve("EvalWeights.java");
        String text = file == null ? null : Files.readString(file, StandardCharsets.UTF_8);
        for (WeightRegistry.Table table : WeightRegistry.all()) {
            if (table.tunedFrom == table.tunedTo) {
                continue; // hand-set
            }
            String literal = table.scalar ? Integer.toString(table.get(0)) : literal(table);
            if (file == null) {
                System.out.println(table.name + " = " + literal);
                continue;
            }
            String declaration = table.scalar ? "(static int " + table.name + " = )-?\\d+;"
                    : "(static final int\\[\\] " + table.name + " = )\\{[^}]*\\};";
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(declaration).matcher(text);
            if (!m.find()) {
                throw new IllegalStateException(table.name + " not found in " + file);
            }
            text = text.substring(0, m.start()) + m.group(1) + literal + ";" + text.substring(m.end());
        }
        if (file != null) {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        }
    }

    /** The Java array literal of a table (square tables as eight rows, eighth rank first; wrapped at 120). */
    private static String literal(WeightRegistry.Table table) {
        int[] values = table.values();
        if (table.board) {
            StringBuilder sb = new StringBuilder("{\n");
            for (int row = 0; row < 8; row++) {
                sb.append("       ");
                for (int file = 0; file < 8; file++) {
                    sb.append(String.format(" %4d,", values[(7 - row) * 8 + file]));
                }
                sb.append('\n');
            }
            return sb.append("    }").toString();
        }
        String oneLine = Arrays.toString(values).replace('[', '{').replace(']', '}');
        if (oneLine.length() + table.name.length() + 30 <= 120) {
            return oneLine;
        }
        StringBuilder sb = new StringBuilder("{\n");
        for (int i = 0; i < values.length; i += 14) {
            sb.append("       ");
            for (int j = i; j < Math.min(values.length, i + 14); j++) {
                sb.append(' ').append(values[j]).append(',');
            }
            sb.append('\n');
        }
        return sb.append("    }").toString();
    }
}
