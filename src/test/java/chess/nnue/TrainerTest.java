package chess.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Training on a small synthetic set whose score is the material balance. */
class TrainerTest {
    private static final int[] VALUE = {0, 100, 300, 300, 500, 900};

    @Test
    void trainingLowersTheLoss() throws InterruptedException {
        PositionStore store = materialPositions(1500, 1);
        Network net = Network.random(16, 1);
        try (Trainer trainer = new Trainer(net, store, options(2))) {
            int[] all = entries(store);
            double before = trainer.loss(all);
            for (int epoch = 0; epoch < 8; epoch++) {
                trainer.epoch(epoch);
            }
            double after = trainer.loss(all);
            assertTrue(after < before * 0.5, "loss " + before + " -> " + after);
            assertTrue(trainer.loss(trainer.validation()) < before * 0.6, "held-out positions too");
        }
        for (int k = net.outputOffset(); k < net.outputBiasOffset(); k++) {
            float scaled = net.params[k] * QuantisedNet.QB;
            assertEquals(Math.round(scaled), scaled, 1e-3, "output weights stay on the file's grid");
        }
    }

    @Test
    void sameSeedAndThreadsGiveTheSameNet() throws InterruptedException {
        PositionStore store = materialPositions(400, 2);
        assertArrayEquals(train(store, 2), train(store, 2));
        float[] oneThread = train(store, 1);
        assertArrayEquals(oneThread, train(store, 1));
    }

    @Test
    void learningRateFallsAt70And90Percent() {
        TrainOptions options = new TrainOptions();
        options.epochs = 20;
        try (Trainer trainer = new Trainer(Network.random(4, 1), materialPositions(10, 3), options)) {
            assertEquals(0.001f, trainer.learningRate(13), 1e-9);
            assertEquals(0.0003f, trainer.learningRate(14), 1e-9);
            assertEquals(0.0003f, trainer.learningRate(17), 1e-9);
            assertEquals(0.00009f, trainer.learningRate(18), 1e-9);
        }
    }

    private static float[] train(PositionStore store, int threads) throws InterruptedException {
        Network net = Network.random(8, 5);
        try (Trainer trainer = new Trainer(net, store, options(threads))) {
            trainer.epoch(0);
            trainer.epoch(1);
        }
        return net.params;
    }

    private static TrainOptions options(int threads) {
        TrainOptions options = new TrainOptions();
        options.batch = 64;
        options.lr = 0.01f;
        options.epochs = 8;
        options.threads = threads;
        return options;
    }

    private static int[] entries(PositionStore store) {
        int[] entries = new int[store.size()];
        for (int i = 0; i < entries.length; i++) {
            entries[i] = i << 1;
        }
        return entries;
    }

    /** Kings and up to six random pieces; the score is White's material lead, the result its sign. */
    static PositionStore materialPositions(int count, long seed) {
        Random random = new Random(seed);
        DataLoader loader = new DataLoader(0);
        while (loader.store().size() < count) {
            char[] board = new char[64];
            board[random.nextInt(64)] = 'K';
            int score = 0;
            int pieces = random.nextInt(7);
            for (int p = 0; p < pieces + 1; p++) {
                int square = random.nextInt(64);
                if (board[square] != 0) {
                    continue;
                }
                int type = p == 0 ? 6 : 1 + random.nextInt(5);
                if (type == 1 && (square < 8 || square >= 56)) {
                    continue;
                }
                boolean white = p != 0 && random.nextBoolean();
                char letter = "PNBRQK".charAt(type - 1);
                board[square] = white ? letter : Character.toLowerCase(letter);
                score += type == 6 ? 0 : white ? VALUE[type] : -VALUE[type];
            }
            String result = score > 0 ? "1" : score < 0 ? "0" : "0.5";
            String side = random.nextBoolean() ? "w" : "b";
            loader.add(placement(board) + " " + side + " - - 0 1;" + result + ";" + score);
        }
        return loader.store();
    }

    private static String placement(char[] board) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char piece = board[rank * 8 + file];
                if (piece == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(piece);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        return fen.toString();
    }
}
