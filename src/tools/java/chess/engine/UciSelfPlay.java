package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.UciMove;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Tuning data from another UCI engine (a tool, not a test): the engine plays itself from each opening of a file
 * at a node count drawn per game from a range, and the quiet positions of the game are written with its result in
 * {@link SelfPlayData}'s format. Moves are checked and the game's end is judged by this project's rules code;
 * games both sides score beyond ±1000 cp for a few plies are adjudicated.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.UciSelfPlay -Dargs="ENGINE
 * OPENINGS.fen OUT.txt [minNodes=4000] [maxNodes=6000] [threads=2] [repeat=1] [firstGame=0]"}: game g plays
 * opening {@code g % openings}, so a run can continue where an earlier one stopped.
 */
public final class UciSelfPlay {

    private UciSelfPlay() {
    }

    public static void main(String[] args) throws Exception {
        String engine = args[0];
        List<String> openings = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8)) {
            String fen = line.replaceAll("[;#].*$", "").trim();
            if (!fen.isEmpty()) {
                openings.add(fen);
            }
        }
        Path out = Path.of(args[2]);
        int minNodes = args.length > 3 ? Integer.parseInt(args[3]) : 4000;
        int maxNodes = args.length > 4 ? Integer.parseInt(args[4]) : 6000;
        int threads = args.length > 5 ? Integer.parseInt(args[5]) : 2;
        int repeat = args.length > 6 ? Integer.parseInt(args[6]) : 1;
        int games = openings.size() * repeat;
        int first = args.length > 7 ? Integer.parseInt(args[7]) : 0;
        UciWorkers.run(engine, out, threads, first, games, 1000L * first, () -> (uci, random, g) -> {
            int nodes = minNodes + random.nextInt(maxNodes - minNodes + 1);
            return playGame(uci, openings.get(g % openings.size()), nodes);
        }, 100, "games");
    }

    static List<String> playGame(Uci uci, String startFen, int nodes) throws IOException {
        Board board = Fen.parse(startFen);
        StringBuilder moveText = new StringBuilder();
        List<String> positions = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        // Won at 1000 cp held for a few plies, drawn near 0 cp held for longer, at most 400 plies.
        GameAdjudicator adjudicator = new GameAdjudicator(1000, 6, 10, 20, 60, 400);
        String result = null;
        uci.send("ucinewgame");
        while (result == null) {
            int n = MoveGenerator.generate(board, moves, 0);
            result = adjudicator.resultByRules(board, n);
            if (result != null) {
                break;
            }
            uci.send("position fen " + startFen + (moveText.length() > 0 ? " moves" + moveText : ""));
            uci.send("go nodes " + nodes);
            int[] scoreAndMove = uci.readBestMove(board);
            int move = scoreAndMove[1];
            boolean legal = false;
            for (int i = 0; i < n; i++) {
                legal |= moves[i] == move;
            }
            if (!legal) {
                throw new IllegalStateException("illegal move from the engine in " + Fen.write(board));
            }
            int whiteScore = board.sideToMove() == 0 ? scoreAndMove[0] : -scoreAndMove[0];
            if (!board.inCheck() && !Move.isTactical(move) && Math.abs(scoreAndMove[0]) < 20000) {
                positions.add(Fen.write(board));
                scores.add(whiteScore);
            }
            result = adjudicator.resultByScore(whiteScore, board.ply());
            moveText.append(' ').append(Move.toUci(move));
            board.make(move);
        }
        return GameAdjudicator.lines(positions, scores, result);
    }

    /** One engine process spoken to in UCI. */
    static final class Uci implements AutoCloseable {
        private final Process process;
        private final Writer in;
        private final BufferedReader out;

        Uci(String command) throws IOException {
            process = new ProcessBuilder(command.split(" ")).redirectErrorStream(true).start();
            in = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            send("uci");
            waitFor("uciok");
            send("isready");
            waitFor("readyok");
        }

        void send(String line) throws IOException {
            in.write(line + "\n");
            in.flush();
        }

        private void waitFor(String token) throws IOException {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith(token)) {
                    return;
                }
            }
            throw new IOException("engine ended before " + token);
        }

        /** Reads until bestmove: {score from the mover's side (mates as ±30000), the move on {@code board}}. */
        int[] readBestMove(Board board) throws IOException {
            int score = 0;
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("info") && line.contains(" score ")) {
                    String[] t = line.split(" ");
                    for (int i = 0; i + 2 < t.length; i++) {
                        if (t[i].equals("score")) {
                            int v = Integer.parseInt(t[i + 2]);
                            score = t[i + 1].equals("mate") ? (v > 0 ? 30000 : -30000) : v;
                        }
                    }
                } else if (line.startsWith("bestmove")) {
                    return new int[] {score, UciMove.parse(board, line.split(" ")[1])};
                }
            }
            throw new IOException("engine ended during a search");
        }

        @Override
        public void close() throws IOException {
            send("quit");
            process.destroy();
        }
    }
}
