package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.RuleSet;
import java.util.function.Consumer;

/**
 * A fixed-depth search over a fixed set of positions with a fresh table for each. The total node count is
 * deterministic (same on every run and platform) and changes whenever search behaviour changes.
 */
public final class Bench {
    /**
     * Depth 13 (about 4 M nodes, a few seconds on the JVM): at depth 10 the JVM spent much of the run compiling,
     * so the figure measured warm-up more than search speed.
     */
    public static final int DEFAULT_DEPTH = 13;

    /** The bench's positions, as FEN (for tools that search them elsewhere, such as a browser's workers). */
    public static String[] positions() {
        return POSITIONS.clone();
    }

    static final String[] POSITIONS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r2q1rk1/pp2bppp/2n1bn2/2pp4/3P4/2N1PN2/PPQ1BPPP/R1B2RK1 w - - 0 10",
        "2r3k1/pp3ppp/2n1p3/3pP3/3P4/P1R2N2/1P3PPP/6K1 b - - 0 25",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "4k3/8/8/3PK3/8/8/8/8 w - - 0 1",
        "6k1/5p1p/6p1/8/3Q4/6P1/5P1P/2q3K1 w - - 0 40",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "8/8/1p2k1p1/3p3p/1p1P1P1P/1P2PK2/8/8 w - - 0 50",
        "r1b1kb1r/1p1n1ppp/p2ppn2/6B1/3NPP2/q1N5/P1PQ2PP/1R2KB1R w Kkq - 0 11",
    };

    /**
     * Deepest untimed warm-up pass the command line runs first: the JVM runs the search interpreted at first and
     * compiles it while it runs (about a second), so the timed pass after it measures the compiled search, as a
     * game does after its first moves. (In a browser the bench page does its own warm-up rounds.)
     */
    public static final int WARM_UP_DEPTH = 10;

    private Bench() {
    }

    /** Runs the bench at {@code depth}, printing one line per position; returns the total node count. */
    public static long run(int depth, int hashMb, Consumer<String> out) {
        return run(new Engine(hashMb), depth, new StopSignal(), out);
    }

    /**
     * Runs the bench on {@code engine} (no second engine, no second table): at full strength with the standard
     * rules and no contempt, searching as in play (not analysis), on at most {@link Engine#DEFAULT_HASH_MB} of its
     * hash table, so that the count is the same whatever its Hash setting (a smaller table, from a small heap, is
     * named first: its count is not the signature). The engine keeps its level, rules, contempt and analysis
     * setting but forgets its table and histories before each position, and its evaluation cache once, before the
     * first (after {@code ucinewgame} all of them are empty).
     * Once {@code stop} is set the bench ends within a thousand nodes, says {@code info string bench stopped} and
     * prints no totals (a partial node count is no signature); it returns -1 then.
     */
    public static long run(Engine engine, int depth, StopSignal stop, Consumer<String> out) {
        Level level = engine.level();
        RuleSet rules = engine.ruleSet();
        int contempt = engine.contempt();
        boolean analysing = engine.analysing();
        engine.setLevel(Level.L10);
        engine.setRuleSet(RuleSet.STANDARD);
        engine.setContempt(0);
        engine.setAnalysing(false); // the signature is play's search, with the fifty-move shrink
        engine.useHashAtMost((long) Engine.DEFAULT_HASH_MB << 20);
        try {
            if (engine.hashBytes() < (long) Engine.DEFAULT_HASH_MB << 20) {
                out.accept("Hash table: " + Engine.formatBytes(engine.hashBytes()) + ", not "
                        + Engine.DEFAULT_HASH_MB + " MB (small heap or Hash): the node count is not the signature");
            }
            return search(engine, depth, stop, out);
        } finally {
            engine.useWholeHash();
            engine.setLevel(level);
            engine.setRuleSet(rules);
            engine.setContempt(contempt);
            engine.setAnalysing(analysing);
        }
    }

    private static long search(Engine engine, int depth, StopSignal stop, Consumer<String> out) {
        long total = 0;
        long ms = 0;
        for (int i = 0; i < POSITIONS.length; i++) {
            Board board = Fen.parse(POSITIONS[i]);
            engine.clearTableAndHistories();
            // Only the search is timed: clearing a 16 MB table between positions is not search speed.
            long start = System.currentTimeMillis();
            SearchResult r = engine.search(board, new Limits().depth(depth).stopSignal(stop), null);
            ms += System.currentTimeMillis() - start;
            if (stop.isStopped()) {
                out.accept("info string bench stopped after " + i + " of " + POSITIONS.length + " positions");
                return -1;
            }
            total += r.info.nodes;
            out.accept("Position " + (i + 1) + "/" + POSITIONS.length + ": " + chess.core.Move.toUci(r.bestMove)
                    + " nodes " + r.info.nodes);
        }
        ms = Math.max(1, ms);
        out.accept("");
        out.accept("Total time (ms): " + ms);
        out.accept("Nodes searched: " + total);
        out.accept("Nodes/second: " + total * 1000 / ms);
        return total;
    }
}
