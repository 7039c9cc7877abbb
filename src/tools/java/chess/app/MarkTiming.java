package chess.app;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.List;
import java.util.Locale;

/**
 * Times what a review's mark costs the move list on the JVM (a tool, not a test): in a game of random legal moves ({@link RandomGames}),
 * every move is marked in turn (a NAG written, as a review's result does) and the list's tokens asked for after each
 * mark, through {@link MoveListCache} (which reads only the moves' glyphs again) and made anew with
 * {@link MoveList#of} (what the cache did before). Prints microseconds per mark, each round over every move; the
 * first rounds include the JIT's warm-up. The page's own figures come from {@code chess.web.MainThreadProbe}.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.app.MarkTiming -Dargs="[plies=1000] [rounds=5]"}
 */
public final class MarkTiming {
    private MarkTiming() {
    }

    public static void main(String[] args) {
        int plies = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        GameCursor played = RandomGames.played(plies);
        GameTree tree = played.tree();
        MoveNode end = played.current();
        List<MoveNode> nodes = tree.path(end);
        MoveListCache cache = new MoveListCache();
        cache.of(tree, end, "");
        for (int round = 0; round < rounds; round++) {
            int mark = round % 2 == 0 ? 6 : 2; // ?! then ?, each replacing the other
            long start = System.nanoTime();
            for (MoveNode node : nodes) {
                node.addNag(mark);
                cache.of(tree, end, "");
            }
            long cached = System.nanoTime() - start;
            start = System.nanoTime();
            for (MoveNode node : nodes) {
                node.addNag(mark == 6 ? 2 : 6);
                MoveList.of(tree, end, "");
            }
            long anew = System.nanoTime() - start;
            System.out.printf(Locale.ROOT, "%d plies, round %d: a mark, then the list: kept %.1f us, made anew %.1f us%n",
                    nodes.size(), round + 1, cached / 1e3 / nodes.size(), anew / 1e3 / nodes.size());
        }
    }
}
