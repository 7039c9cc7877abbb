package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Tuning data labelled by another engine's search (a tool, not a test): for each position of an input file
 * (optionally after one random legal move, so that the data also holds the unbalanced positions a search meets),
 * keeps it if it is quiet — side to move not in check, no promotion and no capture that wins material by static
 * exchange — and writes it with the engine's score at a fixed depth turned into an expected result for White,
 * {@code 1 / (1 + 10^(-cp / 400))}, in {@link SelfPlayData}'s format.
 *
 * <p>Run: {@code mvn -q test-compile && java -cp target/classes:target/test-classes chess.engine.UciLabel ENGINE
 * IN.txt OUT.txt [depth=7] [randomMovePercent=50] [threads=2] [first=0] [count=all]}
 */
public final class UciLabel {
    private UciLabel() {
    }

    public static void main(String[] args) throws Exception {
        String engine = args[0];
        List<String> lines = Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8);
        Path out = Path.of(args[2]);
        int depth = args.length > 3 ? Integer.parseInt(args[3]) : 7;
        int randomPercent = args.length > 4 ? Integer.parseInt(args[4]) : 50;
        int threads = args.length > 5 ? Integer.parseInt(args[5]) : 2;
        int first = args.length > 6 ? Integer.parseInt(args[6]) : 0;
        int end = args.length > 7 ? Math.min(lines.size(), first + Integer.parseInt(args[7])) : lines.size();
        AtomicInteger next = new AtomicInteger(first);
        long start = System.currentTimeMillis();
        try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND))) {
            Thread[] workers = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                SplittableRandom random = new SplittableRandom(77L * first + t);
                workers[t] = new Thread(() -> {
                    StaticExchange see = new StaticExchange();
                    int[] moves = new int[MoveGenerator.MAX_MOVES];
                    try (UciSelfPlay.Uci uci = new UciSelfPlay.Uci(engine)) {
                        for (int i = next.getAndIncrement(); i < end; i = next.getAndIncrement()) {
                            String fen = lines.get(i).split(";")[0];
                            Board board = Fen.parse(fen);
                            if (random.nextInt(100) < randomPercent) {
                                int n = MoveGenerator.generate(board, moves, 0);
                                if (n == 0) {
                                    continue;
                                }
                                board.make(moves[random.nextInt(n)]);
                                fen = Fen.write(board);
                                board = Fen.parse(fen);
                            }
                            if (!isQuiet(board, see, moves)) {
                                continue;
                            }
                            uci.send("position fen " + fen);
                            uci.send("go depth " + depth);
                            int score = uci.readBestMove(board)[0];
                            if (Math.abs(score) >= 20000) {
                                continue; // a mate: no evaluation should try to match it
                            }
                            int white = board.sideToMove() == 0 ? score : -score;
                            double expected = 1 / (1 + Math.pow(10, -white / 400.0));
                            synchronized (writer) {
                                writer.printf("%s;%.4f%n", fen, expected);
                                if ((i + 1) % 10000 == 0) {
                                    writer.flush();
                                    System.err.printf("%d positions read, %.0f s%n", i + 1,
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

    /** Not in check, no promotion to play and no capture that wins material by static exchange. */
    static boolean isQuiet(Board board, StaticExchange see, int[] moves) {
        if (board.inCheck()) {
            return false;
        }
        int n = MoveGenerator.generate(board, moves, 0, true);
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (Move.promotion(m) != 0 || see.evaluate(board, m) > 0) {
                return false;
            }
        }
        return MoveGenerator.generate(board, moves, 0) > 0; // and not mated or stalemated
    }
}
