package chess.nnue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

/**
 * Trains the evaluation network (a tool, not a test) on {@code <fen>;<result>;<score>} lines such as
 * {@link chess.engine.SelfPlayData} writes, and saves it as a quantised {@link NetFile} after every epoch (so a run
 * can be stopped early). Each epoch prints the training and validation loss, the time and the training speed; at
 * the end it prints how far the integer evaluation strays from the float network, and the file's checksum.
 *
 * <p>Run: {@code mvn -q -o -Ptools test-compile exec:java -Dtool=chess.nnue.Train -Dargs="--data a.txt,b.txt
 * --out net.nnue [--hidden 256] [--epochs 20] [--batch 16384] [--lr 0.001] [--lambda 0.75] [--threads 2]
 * [--seed 1] [--mirror true] [--max-positions N] [--init prev.nnue] [--base none|hand-written] [--test other-games.txt]"}: with
 * {@code --base hand-written} the network learns what to add to the hand-written evaluation, and its file says so.
 */
public final class Train {
    /** Validation positions over which the quantised net is compared with the float one. */
    private static final int COMPARED = 1000;

    private Train() {
    }

    public static void main(String[] args) throws Exception {
        TrainOptions options = TrainOptions.parse(args);
        long start = System.nanoTime();
        DataLoader loader = new DataLoader(options.maxPositions, options.handWrittenBase);
        PositionStore store = loader.load(options.data);
        System.out.printf("%s (%.1f s)%n", loader.summary(), seconds(start));
        PositionStore testStore = null;
        if (options.test != null) {
            DataLoader testLoader = new DataLoader(0, options.handWrittenBase);
            testStore = testLoader.load(List.of(options.test));
            System.out.println("test set: " + testLoader.summary());
        }
        Network net = initialNetwork(options);
        System.out.println(options.describe());
        try (Trainer trainer = new Trainer(net, store, options)) {
            int[] validation = trainer.validation();
            System.out.printf("training on %d positions, validating on %d%n", trainer.trainSize(),
                    validation.length);
            for (int epoch = 0; epoch < options.epochs; epoch++) {
                long epochStart = System.nanoTime();
                double trainLoss = trainer.epoch(epoch);
                double trainSeconds = seconds(epochStart);
                double validationLoss = trainer.loss(validation);
                String testLoss = testStore == null ? ""
                        : String.format("  test %.6f", testLoss(net, testStore));
                NetFile.write(QuantisedNet.of(net).withBase(options.handWrittenBase), options.out);
                System.out.printf("epoch %d  train %.6f  validation %.6f%s  %.2f s  %.0f positions/s  lr %.6f%n",
                        epoch + 1, trainLoss, validationLoss, testLoss, trainSeconds,
                        trainer.trainSize() / trainSeconds, trainer.learningRate(epoch));
            }
            int[] compared = Arrays.copyOf(validation, Math.min(COMPARED, validation.length));
            System.out.println(QuantisationError.measure(net, QuantisedNet.of(net), store, compared));
        }
        byte[] written = Files.readAllBytes(options.out);
        NetFile.fromBytes(written); // checks it reads back
        // and that the engine takes it: its integers must hold every sum (output range, hidden sums in 16 bits)
        chess.engine.Network.read(written);
        System.out.printf("wrote %s: %d bytes, checksum 0x%08x%n", options.out, written.length,
                NetFile.checksum(written, written.length - 4));
    }

    /** Random weights, or those of the --init file (whose size must match --hidden if that is given). */
    private static Network initialNetwork(TrainOptions options) throws IOException {
        if (options.init == null) {
            return Network.random(options.hidden, options.seed);
        }
        QuantisedNet saved = NetFile.read(options.init);
        if (options.hiddenGiven && saved.hidden > options.hidden) {
            throw new IllegalArgumentException(options.init + " has " + saved.hidden + " hidden neurons, more than "
                    + options.hidden);
        }
        if (options.hiddenGiven && saved.hidden < options.hidden) {
            return saved.toFloat().widened(options.hidden, options.seed);
        }
        options.hidden = saved.hidden;
        return saved.toFloat();
    }

    /** Mean loss over every test position against its search score alone (lambda 1), one thread. */
    private static double testLoss(Network net, PositionStore store) {
        int[] entries = new int[store.size()];
        for (int i = 0; i < entries.length; i++) {
            entries[i] = i << 1; // not mirrored
        }
        return new GradientWorker(net, store, 1f).loss(entries, 0, entries.length) / entries.length;
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
