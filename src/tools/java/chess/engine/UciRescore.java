package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Scores the positions of a {@code fen;result;score} data file again with a deeper search of another UCI engine (a
 * tool, not a test), keeping each line's result and writing the new score from White's side. Used for a test set
 * whose labels are less noisy than the self-play games' quick searches: the training data's own scores come from
 * searches of about a thousand nodes, and a test set scored the same way measures their noise as much as the
 * network's error. Every {@code step}-th line is taken; mate scores are dropped.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.UciRescore
 * -Dargs="ENGINE IN.txt OUT.txt [nodes=20000] [step=5] [threads=2]"}
 */
public final class UciRescore {
    private UciRescore() {
    }

    public static void main(String[] args) throws Exception {
        String engine = args[0];
        List<String> lines = Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8);
        Path out = Path.of(args[2]);
        int nodes = args.length > 3 ? Integer.parseInt(args[3]) : 20000;
        int step = args.length > 4 ? Integer.parseInt(args[4]) : 5;
        int threads = args.length > 5 ? Integer.parseInt(args[5]) : 2;
        int jobs = (lines.size() + step - 1) / step;
        UciWorkers.run(engine, out, threads, 0, jobs, 0, () -> (uci, random, job) -> {
            String line = lines.get(job * step);
            String[] fields = line.split(";");
            Board board = Fen.parse(fields[0]);
            uci.send("ucinewgame");
            uci.send("position fen " + fields[0]);
            uci.send("go nodes " + nodes);
            int score = uci.readBestMove(board)[0];
            if (Math.abs(score) >= 20000) {
                return List.of(); // a mate: no evaluation should try to match it
            }
            int white = board.sideToMove() == 0 ? score : -score;
            return List.of(fields[0] + ";" + fields[1] + ";" + white);
        }, 2000, "positions");
    }
}
