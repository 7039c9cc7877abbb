package chess.review;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Game;
import chess.core.Piece;
import chess.core.UciMove;
import chess.engine.Engine;
import chess.engine.Level;
import chess.engine.Limits;
import chess.engine.SearchResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * How the review's marks compare with Stockfish's: plays games between two weak levels of the engine (which make
 * human-like mistakes), scores every position with the engine at a review budget and with Stockfish, judges every
 * move with the same formulas ({@link MoveAssessment}) and prints how often the two agree, above all on blunders.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.review.ReviewAgreement
 * -Dargs="[games=8] [ourNodes=160000] [stockfishNodes=1000000] [stockfish=/usr/games/stockfish]"}
 */
public final class ReviewAgreement {
    private static final int MAX_PLIES = 100;

    private ReviewAgreement() {
    }

    public static void main(String[] args) throws IOException {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        int ourNodes = args.length > 1 ? Integer.parseInt(args[1]) : 160_000;
        int stockfishNodes = args.length > 2 ? Integer.parseInt(args[2]) : 1_000_000;
        String stockfishPath = args.length > 3 ? args[3] : "/usr/games/stockfish";
        Process stockfish = new ProcessBuilder(stockfishPath).redirectErrorStream(true).start();
        PrintWriter toStockfish = new PrintWriter(stockfish.getOutputStream(), true, StandardCharsets.UTF_8);
        BufferedReader fromStockfish = new BufferedReader(
                new InputStreamReader(stockfish.getInputStream(), StandardCharsets.UTF_8));
        toStockfish.println("uci");
        toStockfish.println("setoption name Threads value 1");
        toStockfish.println("setoption name Hash value 64");
        toStockfish.println("isready");
        waitFor(fromStockfish, "readyok");

        int[][] confusion = new int[4][4]; // [ours][Stockfish], by Judgement ordinal
        int moves = 0;
        for (int g = 0; g < games; g++) {
            List<Integer> line = playGame(g);
            Engine ours = new Engine(16);
            toStockfish.println("ucinewgame");
            Score[] ourScores = new Score[line.size() + 1];
            Score[] sfScores = new Score[line.size() + 1];
            String[] ourBest = new String[line.size() + 1];
            String[] sfBest = new String[line.size() + 1];
            Game game = new Game();
            StringBuilder position = new StringBuilder("position startpos");
            for (int i = 0; i <= line.size(); i++) {
                if (i > 0) {
                    int move = line.get(i - 1);
                    position.append(i == 1 ? " moves " : " ").append(UciMove.format(move));
                    game.play(move);
                }
                boolean white = game.board().sideToMove() == Piece.WHITE;
                if (game.outcome().isOver()) {
                    Score over = game.outcome().result() == chess.core.Outcome.Result.DRAW ? Score.EVEN
                            : Score.mate(0, game.outcome().result() == chess.core.Outcome.Result.WHITE_WINS);
                    ourScores[i] = over;
                    sfScores[i] = over;
                    continue;
                }
                SearchResult r = ours.search(game, new Limits().nodes(ourNodes), null);
                ourScores[i] = r.info.mateIn != 0 ? Score.ofEngine(r.info.mateIn, true, white)
                        : Score.ofEngine(r.info.scoreCp, false, white);
                ourBest[i] = UciMove.format(r.bestMove);
                toStockfish.println(position);
                toStockfish.println("go nodes " + stockfishNodes);
                String[] best = new String[1];
                sfScores[i] = stockfishScore(fromStockfish, white, best);
                sfBest[i] = best[0];
            }
            for (int i = 1; i <= line.size(); i++) {
                boolean whiteMoved = i % 2 == 1;
                String played = UciMove.format(line.get(i - 1));
                Judgement o = MoveAssessment.of(ourScores[i - 1], ourScores[i], whiteMoved,
                        played.equals(ourBest[i - 1])).judgement;
                Judgement s = MoveAssessment.of(sfScores[i - 1], sfScores[i], whiteMoved,
                        played.equals(sfBest[i - 1])).judgement;
                confusion[o.ordinal()][s.ordinal()]++;
                moves++;
            }
            System.out.printf("game %d: %d plies%n", g + 1, line.size());
        }
        toStockfish.println("quit");
        print(confusion, moves, ourNodes, stockfishNodes);
    }

    /** A game between level 1 (White in even games) and level 3, to the end or {@link #MAX_PLIES}. */
    private static List<Integer> playGame(int number) {
        Engine weak = new Engine(16);
        weak.setLevel(Level.of(1));
        weak.setSeed(1000 + number);
        Engine stronger = new Engine(16);
        stronger.setLevel(Level.of(3));
        stronger.setSeed(2000 + number);
        Game game = new Game();
        List<Integer> moves = new ArrayList<>();
        while (!game.outcome().isOver() && moves.size() < MAX_PLIES) {
            boolean weakToMove = (game.board().sideToMove() == Piece.WHITE) == (number % 2 == 0);
            Engine mover = weakToMove ? weak : stronger;
            int move = mover.search(game, new Limits().nodes(20_000), null).bestMove;
            game.play(move);
            moves.add(move);
        }
        return moves;
    }

    /** Reads Stockfish's answer to a {@code go}: the last score of line 1 (White's view) and the best move. */
    private static Score stockfishScore(BufferedReader in, boolean whiteToMove, String[] best) throws IOException {
        Score score = Score.EVEN;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("bestmove")) {
                best[0] = line.split(" ")[1];
                return score;
            }
            String[] t = line.split(" ");
            for (int k = 0; k + 2 < t.length; k++) {
                if (t[k].equals("score") && !line.contains("bound")) {
                    score = Score.ofEngine(Integer.parseInt(t[k + 2]), t[k + 1].equals("mate"), whiteToMove);
                }
            }
        }
        throw new IOException("Stockfish stopped");
    }

    private static void waitFor(BufferedReader in, String word) throws IOException {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith(word)) {
                return;
            }
        }
        throw new IOException("Stockfish stopped before " + word);
    }

    private static void print(int[][] confusion, int moves, int ourNodes, int stockfishNodes) {
        System.out.printf("%n%d moves judged; rows: the review (%,d nodes), columns: Stockfish (%,d nodes)%n", moves,
                ourNodes, stockfishNodes);
        System.out.printf("%-12s %8s %8s %8s %8s%n", "", "good", "?!", "?", "??");
        String[] names = {"good", "?!", "?", "??"};
        for (int o = 0; o < 4; o++) {
            System.out.printf("%-12s %8d %8d %8d %8d%n", names[o], confusion[o][0], confusion[o][1],
                    confusion[o][2], confusion[o][3]);
        }
        int bothBlunder = confusion[3][3];
        int ourBlunders = confusion[3][0] + confusion[3][1] + confusion[3][2] + confusion[3][3];
        int sfBlunders = confusion[0][3] + confusion[1][3] + confusion[2][3] + confusion[3][3];
        int exact = 0;
        int withinOne = 0;
        for (int o = 0; o < 4; o++) {
            for (int s = 0; s < 4; s++) {
                exact += o == s ? confusion[o][s] : 0;
                withinOne += Math.abs(o - s) <= 1 ? confusion[o][s] : 0;
            }
        }
        System.out.printf("blunders: the review %d, Stockfish %d, both %d (%.0f%% of Stockfish's found, %.0f%% of the"
                + " review's confirmed)%n", ourBlunders, sfBlunders, bothBlunder,
                sfBlunders == 0 ? 100.0 : 100.0 * bothBlunder / sfBlunders,
                ourBlunders == 0 ? 100.0 : 100.0 * bothBlunder / ourBlunders);
        System.out.printf("same mark: %.1f%% of moves; within one grade: %.1f%%%n", 100.0 * exact / moves,
                100.0 * withinOne / moves);
    }
}
