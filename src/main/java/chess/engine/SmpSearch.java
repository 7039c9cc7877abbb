package chess.engine;

import chess.core.Board;

/**
 * Lazy SMP: helper searches run the same iterative deepening on copies of the root at the same time as the main
 * search, each on a thread of its own ({@link ParallelRunner}), sharing only the transposition table. What a helper
 * finds reaches the main search through the table (cut-offs, scores and hash moves it would otherwise have to
 * search for); the main search alone decides the move and reports, and when it ends the helpers are told to stop
 * and the search returns only after all of them have. To keep the threads from searching the same nodes in the
 * same order, each helper's iterations are one or two plies deeper than the main search's (and their histories
 * drift apart as soon as timing differs).
 *
 * <p>Helpers search one line at full strength: MultiPV and the weakened levels are the main search's business
 * (the {@link Engine} searches weakened levels with one thread, as their Elo labels were measured).
 */
final class SmpSearch {
    private final Search main;
    private final ParallelRunner runner;
    private final int evalCacheSlots;
    private Search[] helpers = new Search[0];

    /** Helpers for {@code main}, started by {@code runner}, each with an evaluation cache of that many slots. */
    SmpSearch(Search main, ParallelRunner runner, int evalCacheSlots) {
        this.main = main;
        this.runner = runner;
        this.evalCacheSlots = evalCacheSlots;
    }

    /** Keeps {@code count} helpers: new ones evaluate with {@code net} (null: hand-written); extra ones go. */
    void setHelperCount(int count, Network net) {
        Search[] next = new Search[Math.max(0, count)];
        for (int i = 0; i < next.length; i++) {
            if (i < helpers.length) {
                next[i] = helpers[i];
            } else {
                next[i] = new Search(TranspositionTable.viewOf(main.table()), evalCacheSlots);
                next[i].useNetwork(net);
                next[i].setDepthSkew(1 + (i & 1));
            }
        }
        helpers = next;
    }

    int helperCount() {
        return helpers.length;
    }

    // What the engine sets on its main search, passed on to the helpers.
    void useNetwork(Network net) {
        for (Search h : helpers) {
            h.useNetwork(net);
        }
    }

    void clearHistory() {
        for (Search h : helpers) {
            h.clearHistory();
        }
    }

    void clearEvalCache() {
        for (Search h : helpers) {
            h.clearEvalCache();
        }
    }

    /**
     * Searches {@code b} as {@link Search#run} does, with the helpers alongside; {@code courseRule},
     * {@code contempt} and {@code fiftyMoveShrink} are the main search's settings for this search. The node counts
     * reported add the helpers'.
     */
    SearchResult run(Board b, Limits limits, int moveOverhead, int maxDepth, SearchListener listener,
            boolean courseRule, int contempt, boolean fiftyMoveShrink) {
        main.table().newSearch();
        StopSignal helpersStop = new StopSignal();
        Limits helperLimits = helperLimits(limits, helpersStop);
        Runnable[] tasks = new Runnable[helpers.length];
        for (int i = 0; i < helpers.length; i++) {
            Search h = helpers[i];
            h.table().follow(main.table());
            h.setCourseRule(courseRule);
            h.setContempt(contempt);
            h.setFiftyMoveShrink(fiftyMoveShrink);
            h.setWeakening(0, 0);
            Board copy = copyWithHistory(b);
            tasks[i] = () -> h.runAged(copy, helperLimits, 0, maxDepth, null);
        }
        SearchResult[] result = new SearchResult[1];
        main.setHelpers(helpers);
        runner.runAlongside(() -> {
            try {
                result[0] = main.runAged(b, limits, moveOverhead, maxDepth, listener);
            } finally {
                helpersStop.stop();
            }
        }, tasks);
        return result[0];
    }

    /**
     * A helper searches until the main search stops it: no clock, no node limit (the main search's), but the
     * same depth limit and root moves.
     */
    private static Limits helperLimits(Limits limits, StopSignal stop) {
        Limits h = new Limits();
        h.infinite = true;
        h.depth = limits.depth;
        h.searchMoves = limits.searchMoves;
        h.stopSignal = stop;
        return h;
    }

    /**
     * A board in {@code b}'s position with the same moves behind it (repetitions in the game count in the search),
     * made by taking {@code b}'s moves back and replaying them on both; {@code b} ends as it was.
     */
    static Board copyWithHistory(Board b) {
        int[] played = new int[b.ply()];
        for (int i = 0; i < played.length; i++) {
            played[i] = b.moveAt(i);
        }
        for (int i = played.length - 1; i >= 0; i--) {
            b.unmake();
        }
        Board copy = new Board();
        copy.copyFrom(b);
        for (int m : played) {
            b.make(m);
            copy.make(m);
        }
        return copy;
    }
}
