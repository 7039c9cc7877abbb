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
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Tuning data (a tool, not a test): plays the engine against itself at a fixed node count from randomised
 * openings and writes quiet positions with the game's result and the search's score, one {@code <fen>;<result>;<score>}
 * line each (both from White's side: result 1, 0.5 or 0, score in centipawns). {@link EvalTuner} fits the
 * evaluation to the results; the network trainer uses both.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.SelfPlayData
 * -Dargs="OUT.txt [games=1000] [nodes=8000] [threads=1] [seed=1]"}
 */
public final class SelfPlayData {
    /** Random plies played from the start position before the engines take over. */
    private static final int RANDOM_PLIES_MIN = 6;
    private static final int RANDOM_PLIES_MAX = 9;
    /** Openings the engine already judges lost for one side teach little: they are replaced. */
    private static final int OPENING_MAX_CP = 150;

    private SelfPlayData() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        long nodes = args.length > 2 ? Long.parseLong(args[2]) : 8000;
        int threads = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        long seed = args.length > 4 ? Long.parseLong(args[4]) : 1;
        try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND))) {
            List<Thread> workers = new ArrayList<>();
            int[] next = {0};
            long start = System.currentTimeMillis();
            for (int t = 0; t < threads; t++) {
                SplittableRandom random = new SplittableRandom(seed * 1_000_003L + t);
                Thread worker = new Thread(() -> {
                    Engine engine = new Engine(8);
                    while (true) {
                        int game;
                        synchronized (next) {
                            game = next[0]++;
                        }
                        if (game >= games) {
                            return;
                        }
                        List<String> lines = playGame(engine, nodes, random);
                        synchronized (writer) {
                            lines.forEach(writer::println);
                            writer.flush();
                            if ((game + 1) % 50 == 0) {
                                System.err.printf("%d games, %.0f s%n", game + 1,
                                        (System.currentTimeMillis() - start) / 1000.0);
                            }
                        }
                    }
                });
                workers.add(worker);
                worker.start();
            }
            for (Thread worker : workers) {
                worker.join();
            }
        }
    }

    /** One game; returns its quiet positions labelled with the result. */
    static List<String> playGame(Engine engine, long nodes, SplittableRandom random) {
        engine.clear();
        Board board = randomOpening(engine, random);
        List<String> positions = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        // Won at 1000 cp held for a few plies, drawn near 0 cp held for longer, at most 400 plies.
        GameAdjudicator adjudicator = new GameAdjudicator(1000, 4, 8, 12, 80, 400);
        String result = null;
        while (result == null) {
            int n = MoveGenerator.generate(board, moves, 0);
            result = adjudicator.resultByRules(board, n);
            if (result != null) {
                break;
            }
            SearchResult r = engine.search(board, new Limits().nodes(nodes), null);
            int whiteScore = whiteScore(r.info, board.sideToMove());
            if (!board.inCheck() && !Move.isTactical(r.bestMove) && r.info.mateIn == 0) {
                positions.add(Fen.write(board));
                scores.add(whiteScore);
            }
            result = adjudicator.resultByScore(whiteScore, board.ply());
            board.make(r.bestMove);
        }
        return GameAdjudicator.lines(positions, scores, result);
    }

    private static int whiteScore(SearchInfo info, int sideToMove) {
        int score = info.mateIn != 0 ? (info.mateIn > 0 ? 30000 : -30000) : info.scoreCp;
        return sideToMove == 0 ? score : -score;
    }

    /** A few random legal plies from the start, retried until the engine finds the position playable. */
    private static Board randomOpening(Engine engine, SplittableRandom random) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        while (true) {
            Board board = Board.startingPosition();
            int plies = RANDOM_PLIES_MIN + random.nextInt(RANDOM_PLIES_MAX - RANDOM_PLIES_MIN + 1);
            boolean ok = true;
            for (int p = 0; p < plies && ok; p++) {
                int n = MoveGenerator.generate(board, moves, 0);
                ok = n > 0;
                if (ok) {
                    board.make(moves[random.nextInt(n)]);
                }
            }
            if (!ok || MoveGenerator.generate(board, moves, 0) == 0) {
                continue;
            }
            Board playable = Fen.parse(Fen.write(board)); // the game starts here, without the random history
            SearchResult r = engine.search(playable, new Limits().depth(6), null);
            if (r.info.mateIn == 0 && Math.abs(r.info.scoreCp) <= OPENING_MAX_CP) {
                return playable;
            }
        }
    }
}
