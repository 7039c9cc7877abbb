package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Piece;
import chess.core.San;
import chess.core.Variant;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.PgnGame;
import chess.pgn.PgnReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How a player loses (a tool, not a test): judges every move one player made with a deep search of Stockfish and
 * counts the moves that throw away 3 pawns or more in one ply, so a weak {@link Level}'s mistakes can be checked
 * to be missed tactics rather than pieces dropped on move 3. The rule is {@link BlunderTally}'s: with the judge's
 * scores from the mover's side before and after the move (mates as ±10000), {@code loss = before - after}; moves
 * from positions scored below -300 are not counted; a counted move losing 300 cp or more is a blunder, 100 cp or
 * more a mistake. Prints the totals, blunders per 100 moves by move number (1–10, 11–20, 21–40, 41+), how many
 * blunders still left the mover 300 cp ahead (a missed mate in a won game counts as a blunder by the rule) and the
 * five biggest; {@code --csv FILE} keeps every judged move ({@code game,ply,san,before,after,loss}, ply counted
 * from the standard start, so 1 is White's first move).
 *
 * <p>The games come from a PGN file (the UCI match runner's {@code --pgn}, {@code chess.match.UciMatch}), judging the player named in the White
 * or Black tag; or with {@code --play} they are played here, level against level ({@link LevelGames}).
 *
 * <p>Run: {@code mvn -q -o -Ptools test-compile exec:java -Dtool=chess.engine.BlunderCount -Dargs="GAMES.pgn PLAYER
 * [options]"} or {@code -Dargs="--play LEVEL --games N --opponent-level M [--openings FILE] [--max-plies 300]
 * [options]"}; options: {@code --nodes N} (the judge's budget per position, 200000), {@code --stockfish PATH}
 * ({@code /usr/games/stockfish}), {@code --csv FILE}.
 */
public final class BlunderCount {
    /** UciMatch's default openings, relative to the project (where Maven runs the tools). */
    private static final String OPENINGS = "src/tools/resources/openings.fen";

    private BlunderCount() {
    }

    public static void main(String[] args) throws IOException {
        Options o = new Options(args);
        long start = System.nanoTime();
        BlunderTally tally = new BlunderTally();
        List<JudgedGame> judged = new ArrayList<>();
        try (BlunderJudge judge = new BlunderJudge(o.stockfish, o.nodes);
                PrintWriter csv = o.csv == null ? null : new PrintWriter(Files.newBufferedWriter(Path.of(o.csv)))) {
            if (csv != null) {
                csv.println("game,ply,san,before,after,loss");
            }
            if (o.play > 0) {
                LevelGames games = new LevelGames(LevelGames.readOpenings(Path.of(o.openings)), Level.of(o.play),
                        Level.of(o.opponent), o.maxPlies);
                for (int g = 0; g < o.games; g++) {
                    judged.add(judge(games.play(g), judge, tally, csv));
                }
            } else {
                for (JudgedGame game : readPgn(Path.of(o.pgn), o.player)) {
                    judged.add(judge(game, judge, tally, csv));
                }
            }
        }
        String title = o.play > 0
                ? String.format("level %d against level %d, judged by %s at %,d nodes", o.play, o.opponent,
                        o.stockfish, o.nodes)
                : String.format("%s in %s, judged by %s at %,d nodes", o.player, o.pgn, o.stockfish, o.nodes);
        BlunderReport.print(System.out, title, judged, tally);
        System.err.printf("%.0f s%n", (System.nanoTime() - start) / 1e9);
    }

    /** Scores the game's positions and adds the judged side's moves to the tally (and the CSV). */
    private static JudgedGame judge(JudgedGame game, BlunderJudge judge, BlunderTally tally, PrintWriter csv)
            throws IOException {
        int[] scores = judge.scoreGame(game);
        Board board = Fen.parse(game.startFen());
        int blunders = tally.blunders();
        for (int i = 0; i < game.moves().length; i++) {
            int move = game.moves()[i];
            if (board.sideToMove() == game.side()) {
                String san = San.format(board, move);
                int fullmove = board.fullmoveNumber();
                int before = scores[i];
                int after = -scores[i + 1]; // the opponent's score, turned to the mover's side
                int loss = tally.add(game.number(), fullmove, game.side() == Piece.WHITE, san, before, after);
                if (csv != null) {
                    int ply = 2 * (fullmove - 1) + game.side() + 1;
                    csv.println(game.number() + "," + ply + "," + san + "," + before + "," + after + "," + loss);
                }
            }
            board.make(move);
        }
        System.err.printf("game %d: %d plies, %s, %d blunders%n", game.number(), game.moves().length,
                game.result(), tally.blunders() - blunders);
        return game;
    }

    /** The main lines of the file's games in which {@code player} is White or Black. */
    static List<JudgedGame> readPgn(Path file, String player) throws IOException {
        List<JudgedGame> games = new ArrayList<>();
        for (PgnGame pgn : PgnReader.readAll(Files.readString(file, StandardCharsets.UTF_8))) {
            GameTree tree = pgn.tree();
            int side = player.equals(tree.tag("White")) ? Piece.WHITE
                    : player.equals(tree.tag("Black")) ? Piece.BLACK : -1;
            if (side < 0) {
                continue;
            }
            if (pgn.failed() || tree.variant() != Variant.STANDARD) {
                System.err.printf("game %d left out: %s%n", pgn.number(),
                        pgn.failed() ? pgn.error().message() : "not standard chess");
                continue;
            }
            List<Integer> moves = new ArrayList<>();
            for (MoveNode n = tree.root().next(); n != null; n = n.next()) {
                moves.add(n.move());
            }
            games.add(new JudgedGame(pgn.number(), tree.startFen(),
                    moves.stream().mapToInt(Integer::intValue).toArray(), side, tree.result()));
        }
        if (games.isEmpty()) {
            throw new IllegalArgumentException("no game of " + file + " has " + player + " as White or Black");
        }
        return games;
    }

    /** The command line. */
    private static final class Options {
        String pgn;
        String player;
        int play;
        int games = 10;
        int opponent;
        String openings = OPENINGS;
        int maxPlies = 300;
        long nodes = 200_000;
        String stockfish = "/usr/games/stockfish";
        String csv;

        Options(String[] args) {
            List<String> positional = new ArrayList<>();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                if (!a.startsWith("--")) {
                    positional.add(a);
                    continue;
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(a + " needs a value");
                }
                String v = args[++i];
                switch (a) {
                    case "--play" -> play = Integer.parseInt(v);
                    case "--games" -> games = Integer.parseInt(v);
                    case "--opponent-level" -> opponent = Integer.parseInt(v);
                    case "--openings" -> openings = v;
                    case "--max-plies" -> maxPlies = Integer.parseInt(v);
                    case "--nodes" -> nodes = Long.parseLong(v);
                    case "--stockfish" -> stockfish = v;
                    case "--csv" -> csv = v;
                    default -> throw new IllegalArgumentException("unknown option " + a);
                }
            }
            if (play > 0) {
                if (!positional.isEmpty() || opponent <= 0) {
                    throw new IllegalArgumentException("--play LEVEL needs --opponent-level M and no PGN file");
                }
            } else if (positional.size() == 2) {
                pgn = positional.get(0);
                player = positional.get(1);
            } else {
                throw new IllegalArgumentException("give GAMES.pgn PLAYER, or --play LEVEL --games N"
                        + " --opponent-level M");
            }
        }
    }
}
