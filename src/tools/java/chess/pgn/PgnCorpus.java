package chess.pgn;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Writes a realistic PGN file for speed and memory measurements (a tool, not a test): random legal games with a
 * full tag section, about a third with lichess-style clock and evaluation commands on every move, others with
 * comments, NAGs and variations (some nested), all written by {@link PgnExport}. The same seed gives the same file;
 * the defaults give 5,000 games and about 10 MB.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.pgn.PgnCorpus -Dargs="OUT.pgn [games=5000]
 * [seed=1]"}
 */
public final class PgnCorpus {
    private static final String[] NAMES = {"Carlsen, Magnus", "Nakamura, Hikaru", "Caruana, Fabiano",
        "Firouzja, Alireza", "Ding, Liren", "Nepomniachtchi, Ian", "So, Wesley", "Giri, Anish", "Aronian, Levon",
        "Vachier-Lagrave, Maxime", "Rapport, Richard", "Duda, Jan-Krzysztof", "Abdusattorov, Nodirbek",
        "Gukesh, D", "Praggnanandhaa, R", "Erigaisi, Arjun", "Hou, Yifan", "Ju, Wenjun", "Muzychuk, Anna",
        "Kosteniuk, Alexandra"};
    private static final String[] EVENTS = {"Tata Steel Masters", "Norway Chess", "Sinquefield Cup",
        "Titled Arena", "Club Championship", "Online Blitz", "Olympiad", "Candidates Tournament"};
    private static final String[] OPENINGS = {"Sicilian Defense", "Ruy Lopez", "Queen's Gambit Declined",
        "King's Indian Defense", "French Defense", "Caro-Kann Defense", "English Opening", "Italian Game",
        "Nimzo-Indian Defense", "Slav Defense"};
    private static final String[] REMARKS = {"A natural developing move.", "The critical test.",
        "White keeps the initiative.", "Black should have played for activity here.",
        "An inaccuracy; the knight was better placed on d7.", "Only move.", "The start of a long plan (see the note "
        + "after move 20).", "Both sides have chances.", "A \"quiet\" move with a point.", "Time trouble begins."};

    private final SplittableRandom random;
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];

    private PgnCorpus(long seed) {
        random = new SplittableRandom(seed);
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 5000;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        PgnCorpus corpus = new PgnCorpus(seed);
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= games; i++) {
            text.append(PgnExport.write(corpus.game(i))).append('\n');
        }
        Files.writeString(out, text, StandardCharsets.UTF_8);
        System.out.printf("%s: %d games, %.1f MB%n", out, games, Files.size(out) / 1e6);
    }

    private String pick(String[] from) {
        return from[random.nextInt(from.length)];
    }

    private GameTree game(int number) {
        GameTree tree = new GameTree();
        String white = pick(NAMES);
        String black = pick(NAMES);
        tree.setTag("Event", pick(EVENTS));
        tree.setTag("Site", "https://example.org/game/" + Integer.toString(number * 7919, 36));
        tree.setTag("Date", (1990 + random.nextInt(35)) + "." + two(1 + random.nextInt(12)) + "."
                + two(1 + random.nextInt(28)));
        tree.setTag("Round", Integer.toString(1 + random.nextInt(13)));
        tree.setTag("White", white);
        tree.setTag("Black", black.equals(white) ? pick(NAMES) : black);
        tree.setTag("WhiteElo", Integer.toString(2400 + random.nextInt(450)));
        tree.setTag("BlackElo", Integer.toString(2400 + random.nextInt(450)));
        tree.setTag("ECO", (char) ('A' + random.nextInt(5)) + two(random.nextInt(100)));
        tree.setTag("Opening", pick(OPENINGS));
        tree.setTag("TimeControl", "180+2");
        int style = random.nextInt(3); // 0: clocks and evaluations, 1: annotated, 2: bare moves
        Board board = Fen.parse(tree.startFen());
        MoveNode at = tree.root();
        int plies = 30 + random.nextInt(130);
        int clock = 180;
        for (int ply = 0; ply < plies; ply++) {
            int move = randomMove(board);
            if (move == 0) {
                break;
            }
            at = tree.playKnownLegal(at, board, move);
            board.make(move);
            if (style == 0) {
                clock = Math.max(1, clock - random.nextInt(8));
                at.setCommand("eval", String.format(Locale.ROOT, "%.2f", random.nextGaussian() * 1.5));
                at.setCommand("clk", "0:" + two(clock / 60) + ":" + two(clock % 60));
            } else if (style == 1) {
                annotate(at, board);
            }
        }
        tree.setResult(result(board));
        return tree;
    }

    /** Comments, NAGs and now and then a variation (sometimes with one inside it) on the move just played. */
    private void annotate(MoveNode node, Board board) {
        int roll = random.nextInt(100);
        if (roll < 8) {
            node.setComment(pick(REMARKS));
        } else if (roll < 14) {
            node.addNag(1 + random.nextInt(6));
        } else if (roll < 16) {
            node.addNag(10 + random.nextInt(10));
        } else if (roll < 22) {
            variation(node, board, random.nextInt(4) == 0);
        }
    }

    /** Adds a short variation instead of {@code node}'s move; {@code board} is after that move and is restored. */
    private void variation(MoveNode node, Board board, boolean nested) {
        GameTree tree = node.tree();
        board.unmake();
        int first = randomMove(board);
        if (first != 0 && first != node.move()) {
            MoveNode at = tree.playKnownLegal(node.parent(), board, first);
            board.make(first);
            int made = 1;
            int length = 1 + random.nextInt(6);
            for (int i = 0; i < length; i++) {
                int move = randomMove(board);
                if (move == 0) {
                    break;
                }
                at = tree.playKnownLegal(at, board, move);
                board.make(move);
                made++;
                if (nested && i == 1) {
                    variation(at, board, false);
                }
            }
            if (random.nextInt(3) == 0) {
                at.setComment(pick(REMARKS));
            }
            for (int i = 0; i < made; i++) {
                board.unmake();
            }
        }
        board.make(node.move());
    }

    /** A random legal move, captures a little likelier (so games look less like a random walk); 0 when none. */
    private int randomMove(Board board) {
        int n = MoveGenerator.generate(board, moves, 0);
        if (n == 0) {
            return 0;
        }
        int move = moves[random.nextInt(n)];
        if (!Move.isCapture(move) && random.nextInt(2) == 0) {
            move = moves[random.nextInt(n)];
        }
        return move;
    }

    private String result(Board board) {
        if (MoveGenerator.generate(board, moves, 0) == 0) {
            return board.inCheck() ? (board.sideToMove() == 0 ? "0-1" : "1-0") : "1/2-1/2";
        }
        String[] results = {"1-0", "0-1", "1/2-1/2", "*"};
        return results[random.nextInt(results.length)];
    }

    private static String two(int n) {
        return n < 10 ? "0" + n : Integer.toString(n);
    }
}
