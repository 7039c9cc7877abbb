package chess.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Chess960;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.Piece;
import chess.core.Square;
import chess.core.UciMove;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The network file reader and the move-by-move sums, checked against sums computed from scratch. */
class NetworkTest {
    private static final int HIDDEN = 16;

    @Test
    void movesKeepTheSumsEqualToSumsComputedFromScratch() {
        checkMovesAgainstFreshSums(TestNets.randomNetFile(HIDDEN, 1));
    }

    /** Neurons are kept two to an int: an odd last one is paired with nothing. */
    @Test
    void anOddNumberOfNeuronsIsKeptToo() {
        byte[] file = TestNets.randomNetFile(HIDDEN - 1, 1);
        assertEquals(HIDDEN - 1, Network.read(file).hidden());
        checkMovesAgainstFreshSums(file);
    }

    /**
     * Sums near the 16-bit bound a neuron's half of an int can hold (±32,000 and more with the biases, the even
     * neurons positive and the odd ones negative) come out exact in both halves, through captures and
     * promotions; a net whose sums could pass the bound is refused.
     */
    @Test
    void sumsUpToSixteenBitsAreExactAndLargerOnesRefused() {
        byte[] file = TestNets.withInputWeights(HIDDEN, 4, 1000);
        int[] bias = TestNets.weightsOf(file).hiddenBias();
        Board board = Fen.parse(Fen.START);
        NetAccumulator acc = new NetAccumulator(Network.read(file));
        acc.attach(board);
        assertEquals(bias[0] + 32_000, acc.currentSums(Piece.WHITE)[0]);
        assertEquals(bias[1] - 32_000, acc.currentSums(Piece.BLACK)[1]);
        checkMovesAgainstFreshSums(file);

        byte[] tooLarge = TestNets.withInputWeights(HIDDEN, 4, 1100); // 32 pieces: 35,200
        String message = assertThrows(IllegalArgumentException.class, () -> Network.read(tooLarge)).getMessage();
        assertTrue(message.contains("input weights of hidden neuron 0 too large: its sum can reach 35"), message);
    }

    /**
     * Random games from several starts, moves made, taken back and null, with the sums compared every few plies
     * with the sums of a fresh accumulator and with the sums worked out here neuron by neuron from the file.
     */
    private static void checkMovesAgainstFreshSums(byte[] file) {
        checkMovesAgainstFreshSums(file, false);
    }

    /** The same, with the sums in a kernel's memory when {@code inKernel}, and its scores compared with Java's. */
    private static void checkMovesAgainstFreshSums(byte[] file, boolean inKernel) {
        Network net = Network.read(file);
        if (inKernel) {
            assertTrue(net.computeSumsIn(new EmulatedKernel()));
        }
        Network javaNet = Network.read(file);
        TestNets.FileWeights weights = TestNets.weightsOf(file);
        SplittableRandom random = new SplittableRandom(7);
        String[] starts = {
            Fen.START,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "chess960 position 0",
        };
        int checked = 0;
        for (String start : starts) {
            for (int game = 0; game < 6; game++) {
                Board board = start.equals(starts[4]) ? Chess960.startPosition(0) : Fen.parse(start);
                NetAccumulator acc = new NetAccumulator(net);
                acc.attach(board);
                int[] moves = new int[MoveGenerator.MAX_MOVES];
                boolean[] nullMove = new boolean[200];
                int depth = 0;
                for (int ply = 0; ply < 120; ply++) {
                    int n = MoveGenerator.generate(board, moves, 0);
                    if (n == 0) {
                        break;
                    }
                    int choice = random.nextInt(10);
                    if (choice == 0 && depth > 0) {
                        depth--;
                        if (nullMove[depth]) {
                            board.unmakeNull();
                        } else {
                            board.unmake();
                        }
                    } else if (choice == 1 && !board.inCheck()) {
                        board.makeNull();
                        nullMove[depth++] = true;
                    } else {
                        board.make(moves[random.nextInt(n)]);
                        nullMove[depth++] = false;
                    }
                    // Evaluate only some positions, so several levels are brought up to date at once.
                    if (random.nextInt(3) == 0) {
                        assertSameAsFresh(net, weights, acc, board);
                        assertEquals(scoreFromScratch(javaNet, board), acc.evaluate(board.sideToMove()));
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 500, "positions compared: " + checked);
    }

    private static void assertSameAsFresh(Network net, TestNets.FileWeights weights, NetAccumulator acc, Board board) {
        int score = acc.evaluate(board.sideToMove());
        Board copy = new Board();
        copy.copyFrom(board);
        NetAccumulator fresh = new NetAccumulator(net);
        fresh.attach(copy);
        assertEquals(fresh.evaluate(copy.sideToMove()), score, () -> Fen.write(board));
        for (int view = Piece.WHITE; view <= Piece.BLACK; view++) {
            assertArrayEquals(fresh.currentSums(view), acc.currentSums(view), Fen.write(board));
            assertArrayEquals(sumsNeuronByNeuron(weights, board, view), acc.currentSums(view), Fen.write(board));
        }
    }

    /** The score of {@code board} by a new accumulator of {@code net}, on a copy of the board. */
    private static int scoreFromScratch(Network net, Board board) {
        Board copy = new Board();
        copy.copyFrom(board);
        NetAccumulator fresh = new NetAccumulator(net);
        fresh.attach(copy);
        return fresh.evaluate(copy.sideToMove());
    }

    /**
     * The browser's layout: sums in a SIMD kernel's memory, sixteen bits a lane (emulated here; the WebAssembly
     * module itself is checked in Chromium). Through moves, captures, promotions and null moves its sums equal the
     * sums worked out neuron by neuron and its scores the Java sums' scores, also near the sixteen-bit bound.
     */
    @Test
    void sumsInAKernelEqualTheJavaSums() {
        checkMovesAgainstFreshSums(TestNets.randomNetFile(HIDDEN, 1), true);
        checkMovesAgainstFreshSums(TestNets.withInputWeights(HIDDEN, 4, 1000), true);
    }

    /** A kernel adds eight lanes at a time: a net whose neurons do not fill whole vectors keeps Java's sums. */
    @Test
    void aKernelTakesOnlyNetsThatFillWholeVectors() {
        Network ragged = Network.read(TestNets.randomNetFile(HIDDEN + 4, 1));
        assertFalse(ragged.computeSumsIn(new EmulatedKernel()));
        Evaluator evaluator = new Evaluator();
        evaluator.useNetwork(ragged);
        assertEquals(scoreFromScratch(Network.read(TestNets.randomNetFile(HIDDEN + 4, 1)), Fen.parse(Fen.START)),
                evaluator.evaluate(Fen.parse(Fen.START)));
    }

    /**
     * The shipped net with its sums in a kernel searches exactly as with Java's: the same nodes, move and score.
     * Its accumulators grow their levels past the first 160 in a deep line, which the kernel's regions follow.
     */
    @Test
    void theShippedNetSearchesTheSameWithItsSumsInAKernel() {
        Network inKernel = TestNets.shipped();
        assertTrue(inKernel.computeSumsIn(new EmulatedKernel()));
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        Engine java = new Engine(1);
        java.useNetwork(TestNets.shipped());
        Engine kernel = new Engine(1);
        kernel.useNetwork(inKernel);
        SearchResult expected = java.search(Fen.parse(kiwipete), new Limits().depth(7), null);
        SearchResult got = kernel.search(Fen.parse(kiwipete), new Limits().depth(7), null);
        assertEquals(expected.bestMove, got.bestMove);
        assertEquals(expected.info.scoreCp, got.info.scoreCp);
        assertEquals(expected.info.nodes, got.info.nodes);

        NetAccumulator deep = new NetAccumulator(inKernel);
        Board line = Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        deep.attach(line);
        String[] cycle = {"a1a2", "e8d8", "a2a1", "d8e8"};
        for (int ply = 0; ply < 400; ply++) {
            line.make(UciMove.parse(line, cycle[ply % 4]));
        }
        assertEquals(scoreFromScratch(TestNets.shipped(), line), deep.evaluate(line.sideToMove()));
    }

    /** {@code view}'s hidden sums from the file's weights, one neuron at a time (no packing). */
    private static int[] sumsNeuronByNeuron(TestNets.FileWeights weights, Board board, int view) {
        int hidden = weights.hiddenBias().length;
        int[] sums = weights.hiddenBias().clone();
        for (int i = 0; i < 64; i++) {
            int piece = board.pieceAt(Square.from64(i));
            if (piece != Piece.EMPTY) {
                int row = Network.feature(view, Piece.color(piece), Piece.type(piece), i) * hidden;
                for (int j = 0; j < hidden; j++) {
                    sums[j] += weights.input()[row + j];
                }
            }
        }
        return sums;
    }

    @Test
    void movesTakenBackPastWhereTheWatchingBeganAreReadAfresh() {
        byte[] file = TestNets.randomNetFile(HIDDEN, 6);
        Network net = Network.read(file);
        TestNets.FileWeights weights = TestNets.weightsOf(file);
        Board board = Fen.parse(Fen.START);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 4; i++) {
            MoveGenerator.generate(board, moves, 0);
            board.make(moves[random.nextInt(20)]);
        }
        NetAccumulator acc = new NetAccumulator(net);
        acc.attach(board); // four plies into the line
        for (int i = 0; i < 3; i++) {
            board.unmake(); // past the point where the watching began
            assertSameAsFresh(net, weights, acc, board);
        }
        int n = MoveGenerator.generate(board, moves, 0);
        board.make(moves[n - 1]); // and on from there
        assertSameAsFresh(net, weights, acc, board);
        board.unmake();
        board.unmake();
        assertSameAsFresh(net, weights, acc, board);
    }

    @Test
    void evaluationFollowsTheIntegerFormula() {
        byte[] file = TestNets.randomNetFile(HIDDEN, 2);
        TestNets.FileWeights weights = TestNets.weightsOf(file);
        Board board = Fen.parse("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        int[] white = sumsNeuronByNeuron(weights, board, Piece.WHITE);
        int[] black = sumsNeuronByNeuron(weights, board, Piece.BLACK);
        int sum = weights.outputBias()[0]; // three pieces: bucket (3 - 2) / 4 = 0
        for (int j = 0; j < HIDDEN; j++) {
            sum += Math.max(0, Math.min(Network.QA, white[j])) * weights.output()[j];
            sum += Math.max(0, Math.min(Network.QA, black[j])) * weights.output()[HIDDEN + j];
        }
        int expected = (sum >> 4) * 400 / (Network.QA * Network.QB >> 4);
        Evaluator evaluator = new Evaluator();
        evaluator.useNetwork(Network.read(file));
        assertEquals(expected, evaluator.evaluate(board));
    }

    @Test
    void aCorrectionNetIsAddedToTheHandWrittenEvaluation() {
        byte[] file = TestNets.randomNetFile(HIDDEN, 5, true);
        Network correction = Network.read(file);
        assertTrue(correction.addsHandWritten());
        // The same weights as a version 1 file: the net alone.
        byte[] alone = TestNets.randomNetFile(HIDDEN, 5, false);
        Board board = Fen.parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1");
        Evaluator withCorrection = new Evaluator();
        withCorrection.useNetwork(correction);
        Evaluator netOnly = new Evaluator();
        netOnly.useNetwork(Network.read(alone));
        assertEquals(netOnly.evaluate(board) + new Evaluator().evaluate(board), withCorrection.evaluate(board));
    }

    /**
     * A version 3 file scales the hand-written evaluation per output bucket: in full (1024) it adds as a version 2
     * file does; at 3/4 it adds three quarters of it, truncated towards zero. The estimate scales alike.
     */
    @Test
    void baseScalesWeighTheHandWrittenEvaluationByBucket() {
        Board board = Fen.parse("rnb1kbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"); // a queen for a pawn
        int bucket = Network.bucket(30); // this position's 30 pieces
        assertEquals(7, bucket);
        int[] full = new int[Network.BUCKETS];
        java.util.Arrays.fill(full, Network.BASE_ONE);
        int[] threeQuarters = full.clone();
        threeQuarters[bucket] = 768;
        Evaluator v2 = new Evaluator();
        v2.useNetwork(Network.read(TestNets.randomNetFile(HIDDEN, 5, true)));
        Evaluator v3Full = new Evaluator();
        v3Full.useNetwork(Network.read(TestNets.randomNetFile(HIDDEN, 5, true, full)));
        Evaluator v3Scaled = new Evaluator();
        v3Scaled.useNetwork(Network.read(TestNets.randomNetFile(HIDDEN, 5, true, threeQuarters)));
        Evaluator netOnly = new Evaluator();
        netOnly.useNetwork(Network.read(TestNets.randomNetFile(HIDDEN, 5, false)));
        Evaluator handWritten = new Evaluator();

        assertEquals(v2.evaluate(board), v3Full.evaluate(board));
        int hand = handWritten.evaluate(board);
        assertTrue(Math.abs(hand) > 40, "a position whose scaling shows: " + hand);
        assertEquals(netOnly.evaluate(board) + hand * 768 / 1024, v3Scaled.evaluate(board));
        assertEquals(handWritten.estimate(board) * 768 / 1024, v3Scaled.estimate(board));
        assertEquals(handWritten.estimate(board), v3Full.estimate(board));
    }

    @Test
    void theShippedNetIsTheOneTheDocsName() {
        Network shipped = TestNets.shipped();
        assertEquals(TestNets.SHIPPED_NAME, shipped.name());
        assertEquals(256, shipped.hidden());
        assertFalse(shipped.addsHandWritten());
        // The net alone evaluates: the start position stays near level, a queen up stays far ahead (more than five
        // pawns).
        Evaluator evaluator = new Evaluator();
        evaluator.useNetwork(shipped);
        int start = evaluator.evaluate(Fen.parse(Fen.START));
        assertTrue(Math.abs(start) < 60, "start position: " + start);
        int queenUp = evaluator.evaluate(Fen.parse("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        assertTrue(queenUp > 500, "a queen up: " + queenUp);
    }

    @Test
    void featuresMirrorTheBoardForBlack() {
        // White's king on e1 (square 4) seen by Black: an enemy king on Black's e8-from-the-other-side, square 60.
        assertEquals(384 + 5 * 64 + 60, Network.feature(Piece.BLACK, Piece.WHITE, Piece.KING, 4));
        assertEquals(5 * 64 + 4, Network.feature(Piece.WHITE, Piece.WHITE, Piece.KING, 4));
        assertEquals(0, Network.feature(Piece.BLACK, Piece.BLACK, Piece.PAWN, 56));
    }

    @Test
    void damagedOrForeignFilesAreRefusedWithTheReason() {
        byte[] good = TestNets.randomNetFile(HIDDEN, 3);
        assertEquals(HIDDEN, Network.read(good).hidden());

        byte[] flipped = good.clone();
        flipped[1000] ^= 1;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Network.read(flipped)).getMessage()
                .contains("checksum"));
        byte[] cut = java.util.Arrays.copyOf(good, good.length - 10);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Network.read(cut)).getMessage()
                .contains("bytes"));
        byte[] text = "<html>not found</html>".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Network.read(text)).getMessage()
                .contains("CNUE"));
        int[] scales = {1024, 1024, 1024, 1024, 1024, 1024, Network.MAX_BASE_SCALE + 1, 1024};
        byte[] hugeScale = TestNets.randomNetFile(HIDDEN, 3, true, scales);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Network.read(hugeScale)).getMessage()
                .contains("base scale of bucket 6 is 4097"));
        scales[6] = -1;
        byte[] negativeScale = TestNets.randomNetFile(HIDDEN, 3, true, scales);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Network.read(negativeScale)).getMessage()
                .contains("bucket 6 is -1"));
    }

    /**
     * The largest int16 output weights: with 2,048 neurons their sum cannot fit the evaluation's ints, with 16 at
     * scale 400 the sum fits but not its product with the scale; both files are refused, and so are scales
     * outside the allowed range.
     */
    @Test
    void outputLayersTheIntegersCannotHoldAreRefused() {
        byte[] wide = TestNets.withOutputWeights(2048, 8, Short.MAX_VALUE, 400);
        String wideMessage = assertThrows(IllegalArgumentException.class, () -> Network.read(wide)).getMessage();
        assertTrue(wideMessage.contains("output weights of bucket 0 too large"), wideMessage);
        byte[] scaled = TestNets.withOutputWeights(HIDDEN, 8, Short.MAX_VALUE, 400);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Network.read(scaled)).getMessage()
                .contains("at output scale 400"));
        byte[] noScale = TestNets.withOutputWeights(HIDDEN, 8, 1, 0);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Network.read(noScale)).getMessage()
                .contains("output scale 0 outside 1.." + Network.MAX_SCALE));
        // The trainer's own range (|weight| <= 127) is read up to 1,024 neurons; at 2,048 the sum times the scale
        // would not fit.
        assertEquals(1024, Network.read(TestNets.withOutputWeights(1024, 8, -127, 400))
                .hidden());
        byte[] wideTrained = TestNets.withOutputWeights(2048, 8, 127, 400);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Network.read(wideTrained)).getMessage()
                .contains("bucket 0 too large"));
    }

    /**
     * A net whose weights all push one way scores far beyond any position's worth (546,922 centipawns for the start
     * position); the evaluation stops at {@link Evaluator#NET_SCORE_LIMIT}, short of the mate scores, and a search
     * with it reports no mate.
     */
    @Test
    void anExtremeNetScoresInsideTheLimitAndClaimsNoMate() {
        byte[] file = TestNets.withOutputWeights(HIDDEN, 9, Short.MAX_VALUE, 100);
        Network net = Network.read(file);
        Evaluator evaluator = new Evaluator();
        evaluator.useNetwork(net);
        assertEquals(Evaluator.NET_SCORE_LIMIT, evaluator.evaluate(Fen.parse(Fen.START)));
        Engine engine = new Engine(1);
        engine.useNetwork(net);
        SearchResult result = engine.search(Fen.parse(Fen.START), new Limits().depth(6), null);
        assertEquals(0, result.info.mateIn, "no mate is claimed");
        assertTrue(Math.abs(result.info.scoreCp) <= Evaluator.NET_SCORE_LIMIT, "score " + result.info.scoreCp);
    }

    @Test
    void aSearchWithTheNetworkPlaysLegalMovesAndLeavesTheBoardAsItWas() {
        Engine engine = new Engine(1);
        engine.useNetwork(Network.read(TestNets.randomNetFile(HIDDEN, 4)));
        Board board = Fen.parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        String before = Fen.write(board);
        SearchResult result = engine.search(board, new Limits().nodes(20000), null);
        assertEquals(before, Fen.write(board));
        assertTrue(result.bestMove != Move.NONE);
        assertEquals(null, board.watcher(), "the search stops watching the board");
    }
}
