package chess.engine;

import chess.core.Board;
import chess.core.Move;

/**
 * The search the engine runs: iterative deepening over the root moves ({@link RootMoves}), each iteration in an
 * aspiration window around the last score, reported after every iteration; the tree below the root is
 * {@link TreeSearch}'s. With MultiPV above 1 each iteration searches the root once per line, each time without the
 * better lines' moves ({@link #searchLines}); with one line that code is never entered. The clock is
 * {@link TimeManager}'s; a weakened level's choice is {@link Weakening}'s.
 */
final class Search {
    static final int INF = 30000;
    static final int MATE = 29000;
    static final int MAX_PLY = 100;
    /** Scores beyond this are mate scores. */
    static final int MATE_BOUND = MATE - MAX_PLY;

    /** Aspiration windows: from this depth on, a window of this half-width around the last score... */
    private static final int ASPIRATION_MIN_DEPTH = 5;
    private static final int ASPIRATION_WINDOW = 20;
    /** ...widened by half plus this after each fail, and opened fully beyond the maximum. */
    private static final int ASPIRATION_GROWTH = 10;
    private static final int ASPIRATION_MAX_WINDOW = 600;

    private final TranspositionTable tt;
    private final TimeManager time = new TimeManager();
    private final TreeSearch tree;
    private final Weakening weakening = new Weakening();
    /** The moves, best first after each iteration, and the best so far. */
    private final RootMoves rootMoves = new RootMoves();
    private int rootCount;
    private int rootBestScore;
    /** How many lines to search; with one, no line is recorded and the search is the plain single-PV search. */
    private int multiPv = 1;
    /**
     * A Lazy SMP helper's perturbation: its iterations are this many plies deeper than the main search's of the same
     * number, so that helpers fill the shared table ahead of it (0 for the main search).
     */
    private int depthSkew;
    /** The helpers searching alongside this (main) search, whose nodes its reports add up; null when alone. */
    private Search[] helpers;
    /** Where the last search stood when it ended, for a slice that goes on with it ({@link Limits#resume}). */
    private final SearchSlice slice = new SearchSlice();
    /** Whether the running search goes on from {@link #slice}. */
    private boolean resuming;
    /** The window of the iteration the last abort cut short after its first root move (depth 0: none). */
    private final CutWindow cut = new CutWindow();

    /** An aspiration window as an abort left it. */
    private static final class CutWindow {
        int depth;
        int alpha;
        int beta;
        int window;

        void keep(int depth, int alpha, int beta, int window) {
            this.depth = depth;
            this.alpha = alpha;
            this.beta = beta;
            this.window = window;
        }
    }

    Search(TranspositionTable tt) {
        this(tt, EvalCache.SLOTS);
    }

    /** A search on {@code tt} with an evaluation cache of {@code evalCacheSlots} (fewer for a small heap). */
    Search(TranspositionTable tt, int evalCacheSlots) {
        this.tt = tt;
        tree = new TreeSearch(tt, evalCacheSlots, time);
    }

    /** Deliberate weakening: see {@link Weakening}; noise 0 for full strength. */
    void setWeakening(int noiseCp, int seed) {
        weakening.configure(noiseCp, seed);
    }

    /**
     * How many of the best root moves to search as lines of their own, 1..{@link Engine#MAX_MULTI_PV}; a weakened
     * level always searches one.
     */
    void setMultiPv(int lines) {
        multiPv = Math.max(1, Math.min(Engine.MAX_MULTI_PV, lines));
    }

    // The tree's rules, caches and counters (see TreeSearch).
    void setCourseRule(boolean on) {
        tree.setCourseRule(on);
    }

    void setContempt(int cp) {
        tree.setContempt(cp);
    }

    void setFiftyMoveShrink(boolean on) {
        tree.setFiftyMoveShrink(on);
    }

    void useNetwork(Network net) {
        tree.useNetwork(net);
    }

    void clearEvalCache() {
        tree.clearEvalCache();
    }

    void clearHistory() {
        tree.clearHistory();
    }

    /** May be called from another thread on the JVM. */
    void stop() {
        tree.stop();
    }

    /** Nodes of this search and of its helpers, if any (theirs read while they run: a recent count). */
    long nodes() {
        long n = tree.nodes();
        Search[] h = helpers;
        if (h != null) {
            for (Search helper : h) {
                n += helper.tree.nodes();
            }
        }
        return n;
    }

    /** The nodes a report gives: with the slices before this one when it goes on with their search. */
    private long reportedNodes() {
        return nodes() + (resuming ? slice.nodes : 0);
    }

    /** The milliseconds a report gives: with the slices before this one when it goes on with their search. */
    private long reportedMs() {
        return time.elapsed() + (resuming ? slice.elapsedMs : 0);
    }

    /** Nodes of this search's own thread, without its helpers'. */
    long ownNodes() {
        return tree.nodes();
    }

    /** Lazy SMP: {@code h} search alongside from now on (null: alone again). */
    void setHelpers(Search[] h) {
        helpers = h;
    }

    /** A helper's iterations are {@code plies} deeper than the main search's ({@link #depthSkew}). */
    void setDepthSkew(int plies) {
        depthSkew = plies;
    }

    /** The table this search probes and stores in (a helper's is a view of the main one's). */
    TranspositionTable table() {
        return tt;
    }

    /** Runs the search on {@code b} (restored afterwards) and returns the move to play. */
    SearchResult run(Board b, Limits limits, int moveOverhead, int maxDepth, SearchListener listener) {
        resuming = limits.resume && !weakening.isOn() && depthSkew == 0
                && slice.fits(b.hashLo(), b.hashHi(), multiPv, limits.searchMoves.length);
        if (!resuming) {
            slice.forget();
            tt.newSearch(); // a slice going on with its search keeps the table's age
        }
        return runAged(b, limits, moveOverhead, maxDepth, listener);
    }

    /**
     * {@link #run} on a table already aged for this search: with several threads the table's age steps once, before
     * any of them starts.
     */
    SearchResult runAged(Board b, Limits limits, int moveOverhead, int maxDepth, SearchListener listener) {
        tree.startSearch(b);
        try {
            return runAttached(b, limits, moveOverhead, maxDepth, listener);
        } finally {
            tree.endSearch();
            resuming = false; // only run() decides that a search goes on with the last
        }
    }

    private SearchResult runAttached(Board b, Limits limits, int moveOverhead, int maxDepth,
            SearchListener listener) {
        tree.start(b, limits, resuming);
        if (!resuming) {
            cut.depth = 0; // an iteration cut short before belongs to another search
        }
        time.start(limits, b.sideToMove(), moveOverhead);

        if (!resuming) {
            int hashMove = tt.probe(b.hashLo(), b.hashHi()) ? tt.hitMove : Move.NONE;
            rootCount = rootMoves.setUp(b, limits.searchMoves, hashMove); // else as the last slice left them
        }
        if (rootCount == 0) {
            // Checkmated or stalemated: nothing to play; report "mate 0" or a draw score.
            boolean mated = b.inCheck();
            SearchInfo info = new SearchInfo(0, 0, mated ? -MATE : 0, 0, 0, time.elapsed(), 0, new int[0]);
            return new SearchResult(Move.NONE, Move.NONE, info);
        }
        if (!resuming) {
            rootMoves.best = rootMoves.get(0).move;
            rootBestScore = -INF;
        }

        int depthCap = Math.min(maxDepth, MAX_PLY - 4);
        if (limits.depth > 0) {
            depthCap = Math.min(depthCap, limits.depth);
        }
        // A weakened level chooses among the scores of one search; more lines would only spend its node budget.
        int lines = weakening.isOn() ? 1 : Math.min(multiPv, rootCount);
        SearchInfo last = resuming ? slice.last : null;
        int previousScore = resuming ? slice.previousScore : 0;
        int stableIterations = resuming ? slice.stableIterations : 0;
        int iteration = resuming ? slice.iteration : 1;
        for (; iteration <= depthCap; iteration++) {
            int depth = Math.min(depthCap, iteration + depthSkew);
            tree.newIteration();
            int bestBefore = rootMoves.best;
            int score = lines == 1 ? aspiration(depth, previousScore, 0) : searchLines(depth, lines);
            if (tree.aborted() && last != null) {
                // The unfinished iteration only changed the best move if one proved better than the last best.
                break;
            }
            if (tree.aborted() && score == -INF) {
                score = tree.evaluateRoot(); // not even one root move finished: report the static view
            }
            stableIterations = rootMoves.best == bestBefore ? stableIterations + 1 : 0;
            boolean scoreFell = depth > 1 && score < previousScore - TimeManager.SCORE_DROP;
            previousScore = score;
            rootBestScore = score;
            if (lines == 1 || tree.aborted()) {
                last = report(depth, score);
                if (listener != null) {
                    listener.onIteration(last);
                }
            } else {
                last = reportLines(depth, lines, listener);
            }
            if (tree.aborted()) {
                break;
            }
            if (time.isTimed() && rootCount == 1 || time.stopAfterIteration(stableIterations, scoreFell)) {
                break;
            }
            if (!limits.infinite && Math.abs(score) >= MATE_BOUND && depth >= 2 * (MATE - Math.abs(score)) + 4) {
                break; // a forced mate is proven; deeper search will not change it
            }
        }
        if (last == null) {
            last = report(1, 0);
        }
        // The iteration an abort cut short is searched again by a slice that goes on; one that ended by itself
        // has nothing left.
        slice.keep(b.hashLo(), b.hashHi(), multiPv, limits.searchMoves.length, tree.aborted() ? iteration
                : depthCap + 1, previousScore, stableIterations, last, reportedNodes(), reportedMs());
        int best = rootMoves.best;
        if (weakening.isOn() && rootBestScore != -INF && rootMoves.get(0).move == best) {
            best = rootMoves.choose(weakening);
        }
        int ponder = last.pv.length >= 2 && last.pv[0] == best ? last.pv[1] : Move.NONE;
        return new SearchResult(best, ponder, last);
    }

    private SearchInfo report(int depth, int score) {
        int[] line = new int[tree.rootPvLength()];
        System.arraycopy(tree.rootPv(), 0, line, 0, line.length);
        if (line.length == 0 || line[0] != rootMoves.best) {
            line = new int[] {rootMoves.best};
        }
        return new SearchInfo(depth, Math.max(tree.selDepth(), depth), score, SearchInfo.mateIn(score),
                reportedNodes(), reportedMs(), tt.hashFull(), line, 1);
    }

    /** Reports every line of a finished multi-PV iteration, best first; returns the first line's report. */
    private SearchInfo reportLines(int depth, int lines, SearchListener listener) {
        SearchInfo first = null;
        for (int k = 0; k < lines; k++) {
            RootMove line = rootMoves.get(k);
            SearchInfo info = new SearchInfo(depth, Math.max(tree.selDepth(), depth), line.lineScore,
                    SearchInfo.mateIn(line.lineScore), reportedNodes(), reportedMs(), tt.hashFull(), line.pv(), k + 1);
            if (k == 0) {
                first = info;
            }
            if (listener != null) {
                listener.onIteration(info);
            }
        }
        return first;
    }

    /**
     * One multi-PV iteration: line k is the best of the root moves from index k on, each with its own aspiration
     * window around the score of line k in the last iteration, and moves to index k. The lines are then sorted best
     * first (a later line can come out higher: its moves were searched with other bounds). Returns the first line's
     * score, or after an abort what {@link #aspiration} returned for the unfinished line 1.
     */
    private int searchLines(int depth, int lines) {
        rootMoves.startLines(lines);
        for (int k = 0; k < lines; k++) {
            int score = aspiration(depth, rootMoves.previousLineScore(k), k);
            if (tree.aborted()) {
                return k == 0 ? score : rootMoves.get(0).lineScore;
            }
            rootMoves.get(k).setLine(score, tree.rootPv(), tree.rootPvLength());
        }
        rootMoves.sortLines(lines);
        rootMoves.best = rootMoves.get(0).move;
        return rootMoves.get(0).lineScore;
    }

    /**
     * One iteration (or one line of a multi-PV iteration) over the root moves from index {@code first} on: a
     * narrow window around the last score, widened until the score falls inside it.
     */
    private int aspiration(int depth, int previous, int first) {
        boolean goOn = cut.depth == depth && first == 0; // the slice before cut this iteration short: go on
        cut.depth = 0;
        int window = ASPIRATION_WINDOW;
        int alpha = -INF;
        int beta = INF;
        if (goOn) {
            window = cut.window;
            alpha = cut.alpha;
            beta = cut.beta;
        } else if (depth >= ASPIRATION_MIN_DEPTH && !weakening.isOn() && Math.abs(previous) < MATE_BOUND) {
            alpha = Math.max(previous - window, -INF);
            beta = Math.min(previous + window, INF);
        }
        while (true) {
            int score = tree.searchRoot(rootMoves, depth, alpha, beta, first, weakening.window(), goOn);
            goOn = false;
            if (tree.aborted()) {
                if (first == 0 && tree.cutAfterFirstMove()) {
                    cut.keep(depth, alpha, beta, window);
                }
                return score;
            }
            if (alpha == -INF && beta == INF) {
                return score; // a full window: nothing to widen
            }
            if (score <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = Math.max(score - window, -INF);
            } else if (score >= beta) {
                beta = Math.min(score + window, INF);
            } else {
                return score;
            }
            window += window / 2 + ASPIRATION_GROWTH;
            if (window > ASPIRATION_MAX_WINDOW) {
                alpha = -INF;
                beta = INF;
            }
        }
    }
}
