package chess.nnue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The trainer's settings, read from {@code --name value} pairs; anything not given keeps its default. */
final class TrainOptions {
    static final String USAGE = "--data a.txt,b.txt --out net.nnue [--hidden 256] [--epochs 20] [--batch 16384]"
            + " [--lr 0.001] [--lambda 0.75] [--threads 2] [--seed 1] [--mirror true] [--max-positions N]"
            + " [--init prev.nnue] [--base none|hand-written] [--test other-games.txt]";

    /**
     * The largest hidden layer trained. The engine refuses a file whose output layer could overflow its int sums;
     * with this trainer's output weights (at most 127 after quantisation) that bound lies a little above 1,300
     * neurons, so a larger net would train for hours and then be refused.
     */
    static final int MAX_HIDDEN = 1024;

    List<Path> data = List.of();
    Path out;
    int hidden = 256;
    /** Whether --hidden was given (with --init, the file's size is used otherwise). */
    boolean hiddenGiven;
    int epochs = 20;
    int batch = 16384;
    float lr = 0.001f;
    float lambda = 0.75f;
    int threads = 2;
    long seed = 1;
    boolean mirror = true;
    /** Stop reading after this many usable positions; 0: read everything. */
    long maxPositions;
    /** A net file to start from instead of random weights; null: random. */
    Path init;
    /**
     * Whether the network learns a correction to the hand-written evaluation (which the engine then adds to its
     * output) rather than the whole score.
     */
    boolean handWrittenBase;
    /**
     * Positions from other games, scored after each epoch against the search scores alone: the validation split
     * holds out positions of the training games, whose neighbours the net has seen, so it flatters.
     */
    Path test;

    static TrainOptions parse(String[] args) {
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("options come in pairs: " + USAGE);
        }
        TrainOptions o = new TrainOptions();
        for (int k = 0; k < args.length; k += 2) {
            String name = args[k];
            String value = args[k + 1];
            switch (name) {
                case "--data" -> {
                    List<Path> files = new ArrayList<>();
                    for (String file : value.split(",")) {
                        files.add(Path.of(file.trim()));
                    }
                    o.data = files;
                }
                case "--out" -> o.out = Path.of(value);
                case "--hidden" -> {
                    o.hidden = positive(name, value);
                    if (o.hidden > MAX_HIDDEN) {
                        throw new IllegalArgumentException("--hidden " + o.hidden + ": at most " + MAX_HIDDEN
                                + " neurons (a larger output layer could overflow the engine's integer sums,"
                                + " and the engine would refuse the file)");
                    }
                    o.hiddenGiven = true;
                }
                case "--epochs" -> o.epochs = positive(name, value);
                case "--batch" -> o.batch = positive(name, value);
                case "--lr" -> o.lr = Float.parseFloat(value);
                case "--lambda" -> o.lambda = Float.parseFloat(value);
                case "--threads" -> o.threads = positive(name, value);
                case "--seed" -> o.seed = Long.parseLong(value);
                case "--mirror" -> o.mirror = Boolean.parseBoolean(value);
                case "--max-positions" -> o.maxPositions = Long.parseLong(value);
                case "--init" -> o.init = Path.of(value);
                case "--test" -> o.test = Path.of(value);
                case "--base" -> {
                    if (!value.equals("none") && !value.equals("hand-written")) {
                        throw new IllegalArgumentException("--base is none or hand-written, not " + value);
                    }
                    o.handWrittenBase = value.equals("hand-written");
                }
                default -> throw new IllegalArgumentException("unknown option " + name + ": " + USAGE);
            }
        }
        if (o.data.isEmpty() || o.out == null) {
            throw new IllegalArgumentException("--data and --out are required: " + USAGE);
        }
        return o;
    }

    private static int positive(String name, String value) {
        int n = Integer.parseInt(value);
        if (n <= 0) {
            throw new IllegalArgumentException(name + " must be positive: " + value);
        }
        return n;
    }

    /** One line of the settings, for the log. */
    String describe() {
        return String.format("hidden %d, epochs %d, batch %d, lr %s (x0.3 from 70%% and again from 90%% of the"
                + " epochs), lambda %s, threads %d, seed %d, mirror %s%s%s", hidden, epochs, batch, lr, lambda,
                threads, seed, mirror, init == null ? "" : ", init " + init,
                handWrittenBase ? ", learning a correction to the hand-written evaluation" : "");
    }
}
