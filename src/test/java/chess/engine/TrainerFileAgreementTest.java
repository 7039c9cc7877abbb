package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import chess.core.Piece;
import chess.core.Square;
import chess.nnue.Features;
import chess.nnue.NetFile;
import chess.nnue.QuantisedNet;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The trainer (tools source set) and the engine each know the net file's format and its integer formula; nothing
 * but this test ties the two. A net made and written by the trainer, read by the engine, must score every position
 * as the trainer's own integer evaluation does, hand-written base scaled per bucket included.
 */
class TrainerFileAgreementTest {
    private static final int HIDDEN = 32;
    /**
     * The engine divides {@code (sum >> 4)} where the trainer divides the whole sum (so the int product cannot
     * overflow): the two truncations may differ by one centipawn.
     */
    private static final int ROUNDING_CP = 1;
    /** Starts for walks through bucket 0 (two to five pieces), which random games from the start seldom reach. */
    private static final String[] FEW_PIECES = {
        "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1",
        "8/5k2/8/8/2R5/8/8/4K3 b - - 0 1",
        "3r4/8/8/2k5/8/8/1QK5/8 w - - 0 1",
        "8/p7/8/1k6/8/5N2/1K3P2/8 b - - 0 1",
    };

    @Test
    void theEngineScoresATrainerWrittenNetAsTheTrainerDoes() {
        QuantisedNet trained = trainerNet(21);
        Network read = Network.read(NetFile.toBytes(trained));
        assertEquals(HIDDEN, read.hidden());
        assertTrue(read.addsHandWritten());

        Evaluator engine = new Evaluator();
        engine.useNetwork(read);
        Evaluator handWritten = new Evaluator();
        SplittableRandom random = new SplittableRandom(22);
        int[] bucketsSeen = new int[Features.BUCKETS];
        int positions = 0;
        int lowest = Integer.MAX_VALUE;
        int highest = Integer.MIN_VALUE;
        int[] stm = new int[32];
        int[] other = new int[32];
        for (int game = 0; game < 40 + FEW_PIECES.length; game++) {
            Board board = Fen.parse(game < 40 ? Fen.START : FEW_PIECES[game - 40]);
            int[] moves = new int[256];
            for (int ply = 0; ply < 160; ply++) {
                int count = features(board, stm, other);
                int bucket = Features.bucket(count);
                int expected = trained.evaluate(stm, count, other, count, bucket)
                        + trained.scaledBase(handWritten.evaluate(board), bucket);
                int actual = engine.evaluate(board);
                assertEquals(expected, actual, ROUNDING_CP, () -> "position " + Fen.write(board));
                bucketsSeen[bucket]++;
                positions++;
                lowest = Math.min(lowest, actual);
                highest = Math.max(highest, actual);
                int n = MoveGenerator.generate(board, moves, 0);
                if (n == 0) {
                    break;
                }
                board.make(moves[random.nextInt(n)]);
            }
        }
        for (int b = 0; b < Features.BUCKETS; b++) {
            assertTrue(bucketsSeen[b] > 0, "no position in bucket " + b + " of " + positions);
        }
        assertTrue(highest - lowest > 300, "scores spread over only " + (highest - lowest) + " cp");
    }

    /** A random net as training leaves it, base scales that differ by bucket, marked as a correction. */
    private static QuantisedNet trainerNet(long seed) {
        chess.nnue.Network net = chess.nnue.Network.random(HIDDEN, seed);
        SplittableRandom random = new SplittableRandom(seed + 1);
        for (int k = net.outputOffset(); k < net.outputBiasOffset(); k++) {
            net.params[k] = (float) random.nextDouble(-0.2, 0.2);
        }
        for (int j = 0; j < HIDDEN; j++) {
            net.params[net.biasOffset() + j] = (float) random.nextDouble(0, 0.5);
        }
        for (int b = 0; b < Features.BUCKETS; b++) {
            net.params[net.outputBiasOffset() + b] = (float) random.nextDouble(-0.1, 0.1);
            net.params[net.baseScaleOffset() + b] = 0.6f + 0.05f * b;
        }
        return QuantisedNet.of(net).withBase(true);
    }

    /**
     * The board's features as the trainer numbers them, side to move's perspective into {@code stm} and the other's
     * into {@code other}; returns how many (the pieces on the board).
     */
    private static int features(Board board, int[] stm, int[] other) {
        int side = board.sideToMove();
        int count = 0;
        for (int i = 0; i < 64; i++) {
            int piece = board.pieceAt(Square.from64(i));
            if (piece != Piece.EMPTY) {
                stm[count] = Features.index(side, Piece.color(piece), Piece.type(piece), i);
                other[count] = Features.index(1 - side, Piece.color(piece), Piece.type(piece), i);
                count++;
            }
        }
        return count;
    }
}
