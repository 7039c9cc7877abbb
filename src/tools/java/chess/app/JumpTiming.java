package chess.app;

import chess.core.Game;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.Arrays;
import java.util.Locale;

/**
 * Times a jump across a long game on the JVM (a tool, not a test): from the start to the end (End) of a game of
 * random legal moves, through the cursor as the page does ({@link GameCursor#jumpTo}, which replays the tree's moves
 * with {@link Game#replay}), and the same moves played one by one with {@link Game#play} (what a jump did before: the
 * legality check, the game-over check and the SAN for every move). Prints the median of several runs in ms. The
 * page's own figures, slowed like a phone, come from {@code chess.web.MainThreadProbe}; this one isolates the jump.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.app.JumpTiming -Dargs="[plies=1000] [runs=21]"}
 */
public final class JumpTiming {
    private JumpTiming() {
    }

    public static void main(String[] args) {
        int plies = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 21;
        GameCursor cursor = RandomGames.played(plies);
        MoveNode end = cursor.current();
        GameTree tree = cursor.tree();
        int length = end.ply();
        double[] jump = new double[runs];
        double[] play = new double[runs];
        for (int run = -3; run < runs; run++) { // three warm-up runs
            cursor.jumpTo(tree.root());
            long start = System.nanoTime();
            cursor.jumpTo(end);
            long jumped = System.nanoTime() - start;
            Game again = new Game(tree.startBoard());
            long before = System.nanoTime();
            for (MoveNode n = tree.root().next(); n != null; n = n.next()) {
                again.play(n.move());
            }
            long played = System.nanoTime() - before;
            if (run >= 0) {
                jump[run] = jumped / 1e6;
                play[run] = played / 1e6;
            }
        }
        Arrays.sort(jump);
        Arrays.sort(play);
        System.out.printf(Locale.ROOT, "a game of %d plies, median of %d runs:%n", length, runs);
        System.out.printf(Locale.ROOT, "  End through the cursor (Game.replay):              %.2f ms%n", jump[runs / 2]);
        System.out.printf(Locale.ROOT, "  the same moves by Game.play (as a jump did before): %.2f ms%n", play[runs / 2]);
    }
}
