package chess.review;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Piece;
import chess.core.UciMove;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.PgnGame;
import chess.pgn.PgnReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Stockfish's score and best move for every position of the main lines of PGN files, at a fixed depth, kept in a
 * small cache file ({@code fen;score;bestmove}, the score White's view as in {@code [%eval]}) so that a review
 * agreement run ({@code chess.app.ReviewMeasure}) reads them without Stockfish. Positions already in the cache are
 * not searched again, so an interrupted run goes on where it stopped.
 *
 * <p>Run: {@code mvn -q -o -Ptools test-compile exec:java -Dtool=chess.review.StockfishScores
 * -Dargs="CACHE DEPTH FILE.pgn..."}, e.g. {@code "src/tools/resources/review/stockfish-d20.txt 20
 * src/tools/resources/review/sacrifices.pgn src/tools/resources/review/human-errors.pgn"}.
 */
public final class StockfishScores {
    private static final String STOCKFISH = "/usr/games/stockfish";

    private StockfishScores() {
    }

    /** One position's reference: Stockfish's score (White's view) and best move (UCI; "" in a finished game). */
    public record Reference(Score score, String best) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("StockfishScores: give CACHE DEPTH FILE.pgn...");
            System.exit(2);
        }
        Path cache = Path.of(args[0]);
        int depth = Integer.parseInt(args[1]);
        Map<String, Reference> known = read(cache);
        Process stockfish = new ProcessBuilder(STOCKFISH).redirectErrorStream(true).start();
        PrintWriter to = new PrintWriter(stockfish.getOutputStream(), true, StandardCharsets.UTF_8);
        BufferedReader from = new BufferedReader(new InputStreamReader(stockfish.getInputStream(),
                StandardCharsets.UTF_8));
        to.println("uci");
        to.println("setoption name Threads value 1");
        to.println("setoption name Hash value 64");
        to.println("isready");
        waitFor(from, "readyok");
        long start = System.nanoTime();
        int searched = 0;
        try (Writer out = Files.newBufferedWriter(cache, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            for (int f = 2; f < args.length; f++) {
                List<PgnGame> games = PgnReader.readAll(Files.readString(Path.of(args[f])));
                for (PgnGame game : games) {
                    to.println("ucinewgame");
                    GameTree tree = game.tree();
                    Board board = tree.startBoard();
                    StringBuilder command = new StringBuilder("position fen " + tree.startFen());
                    List<MoveNode> path = tree.path(tree.mainLineEnd());
                    for (int i = 0; i <= path.size(); i++) {
                        if (i > 0) {
                            int move = path.get(i - 1).move();
                            command.append(i == 1 ? " moves " : " ").append(UciMove.format(move));
                            board.make(move);
                        }
                        String fen = Fen.write(board);
                        if (known.containsKey(fen)) {
                            continue;
                        }
                        to.println(command);
                        to.println("go depth " + depth);
                        Reference r = answer(from, board.sideToMove() == Piece.WHITE);
                        known.put(fen, r);
                        out.write(fen + ";" + r.score().pgnText() + ";" + r.best() + "\n");
                        out.flush();
                        searched++;
                    }
                    System.out.printf("%s - %s: %d positions known, %d searched, %.0f s%n", tree.tag("White"),
                            tree.tag("Black"), known.size(), searched, (System.nanoTime() - start) / 1e9);
                }
            }
        }
        to.println("quit");
    }

    /** The cache file's references by FEN (empty when there is no file yet). */
    public static Map<String, Reference> read(Path cache) throws IOException {
        Map<String, Reference> known = new LinkedHashMap<>();
        if (!Files.exists(cache)) {
            return known;
        }
        for (String line : Files.readAllLines(cache, StandardCharsets.UTF_8)) {
            String[] parts = line.split(";", -1);
            if (parts.length == 3 && Score.parsePgn(parts[1]) != null) {
                known.put(parts[0], new Reference(Score.parsePgn(parts[1]), parts[2]));
            }
        }
        return known;
    }

    /** Reads Stockfish's answer to a {@code go}: the last exact score of line 1 (White's view) and the best move. */
    private static Reference answer(BufferedReader in, boolean whiteToMove) throws IOException {
        Score score = Score.EVEN;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("bestmove")) {
                String[] t = line.split(" ");
                return new Reference(score, t.length > 1 && !t[1].equals("(none)") ? t[1] : "");
            }
            String[] t = line.split(" ");
            boolean lineOne = !line.contains(" multipv ") || line.contains(" multipv 1 ");
            for (int k = 0; k + 2 < t.length; k++) {
                if (t[k].equals("score") && lineOne && !line.contains("bound")) {
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
}
