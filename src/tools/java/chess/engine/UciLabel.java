package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Tuning data labelled by another engine's search (a tool, not a test): for each position of an input file
 * (optionally after one random legal move, so that the data also holds the unbalanced positions a search meets),
 * keeps it if it is quiet — side to move not in check, no promotion and no capture that wins material by static
 * exchange — and writes it with the engine's score at a fixed depth turned into an expected result for White,
 * {@code 1 / (1 + 10^(-cp / 400))}, in {@link SelfPlayData}'s format.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.UciLabel
 * -Dargs="ENGINE IN.txt OUT.txt [depth=7] [randomMovePercent=50] [threads=2] [first=0] [count=all]"}
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
        UciWorkers.run(engine, out, threads, first, end, 77L * first, () -> {
            StaticExchange see = new StaticExchange();
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            return (uci, random, i) -> {
                String fen = lines.get(i).split(";")[0];
                Board board = Fen.parse(fen);
                if (random.nextInt(100) < randomPercent) {
                    int n = MoveGenerator.generate(board, moves, 0);
                    if (n == 0) {
                        return List.of();
                    }
                    board.make(moves[random.nextInt(n)]);
                    fen = Fen.write(board);
                    board = Fen.parse(fen);
                }
                if (!isQuiet(board, see, moves)) {
                    return List.of();
                }
                uci.send("position fen " + fen);
                uci.send("go depth " + depth);
                int score = uci.readBestMove(board)[0];
                if (Math.abs(score) >= 20000) {
                    return List.of(); // a mate: no evaluation should try to match it
                }
                int white = board.sideToMove() == 0 ? score : -score;
                double expected = 1 / (1 + Math.pow(10, -white / 400.0));
                return List.of(String.format("%s;%.4f", fen, expected));
            };
        }, 10000, "positions read");
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
