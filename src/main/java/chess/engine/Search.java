package chess.engine;

import chess.core.Board;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.Piece;
import chess.core.Rules;

/**
 * Iterative-deepening principal-variation search (negamax alpha-beta) with aspiration windows and a quiescence
 * search with check evasions. {@link #search} is written as numbered steps: mate-distance pruning, the hash table,
 * the static evaluation, reverse futility, null move, razoring, ProbCut, internal iterative reduction, singular
 * extension, then the move loop with late-move, futility and SEE pruning and late-move reductions. Every margin it
 * prunes with is a named constant below. Move order is {@link MovePicker}'s (fed by {@link History}); the clock is
 * {@link TimeManager}'s; a weakened level's choice is {@link Weakening}'s. The static evaluation it prunes with is
 * corrected by what earlier searches found in positions with the same pawn structure ({@link EvalCorrection}).
 * With MultiPV above 1 each iteration searches the root once per line, each time without the better lines' moves
 * ({@link #searchLines}); with one line that code is never entered.
 *
 * <p>All buffers are allocated once; a node allocates nothing. The search polls its own clock and stop signals
 * ({@link NodeCounter}) and stops by itself; {@link #stop()} may also be called from another thread on the JVM.
 */
final class Search {
    static final int INF = 30000;
    static final int MATE = 29000;
    static final int MAX_PLY = 100;
    /** Scores beyond this are mate scores. */
    static final int MATE_BOUND = MATE - MAX_PLY;

    // ---------------------------------------------------------------- margins and limits, in one place
    /** Aspiration windows: from this depth on, a window of this half-width around the last score... */
    private static final int ASPIRATION_MIN_DEPTH = 5;
    private static final int ASPIRATION_WINDOW = 20;
    /** ...widened by half plus this after each fail, and opened fully beyond the maximum. */
    private static final int ASPIRATION_GROWTH = 10;
    private static final int ASPIRATION_MAX_WINDOW = 600;
    /**
     * How far the full evaluation may lie from {@link Evaluator#estimate} for the search to trust the estimate
     * instead: nearly all evaluations lie that close to it (measured in docs/engine.md).
     */
    private static final int LAZY_MARGIN = 200;
    /** Reverse futility: up to this depth, when the evaluation beats beta by this margin per ply (less improving). */
    private static final int REVERSE_FUTILITY_DEPTH = 6;
    private static final int REVERSE_FUTILITY_MARGIN = 80;
    private static final int REVERSE_FUTILITY_IMPROVING = 20;
    /** Null move: from this depth, searched this many plies shallower plus one per {@code NULL_MOVE_DEPTH_DIVISOR}. */
    private static final int NULL_MOVE_MIN_DEPTH = 3;
    private static final int NULL_MOVE_REDUCTION = 3;
    private static final int NULL_MOVE_DEPTH_DIVISOR = 5;
    /** Razoring: up to this depth, when the evaluation lies this far per ply below alpha. */
    private static final int RAZOR_DEPTH = 2;
    private static final int RAZOR_MARGIN = 250;
    /** ProbCut: from this depth, a capture beating beta by the margin in a search this many plies shallower. */
    private static final int PROBCUT_MIN_DEPTH = 5;
    private static final int PROBCUT_MARGIN = 200;
    private static final int PROBCUT_REDUCTION = 4;
    /** Internal iterative reduction: from this depth, a PV or cut node without a hash move searches a ply less. */
    private static final int IIR_MIN_DEPTH = 6;
    /**
     * Singular extension: from this depth, with a hash entry at most this many plies shallower, the other moves
     * must fall this far per ply below the hash score.
     */
    private static final int SINGULAR_MIN_DEPTH = 6;
    private static final int SINGULAR_TT_DEPTH_SLACK = 3;
    private static final int SINGULAR_MARGIN_PER_PLY = 2;
    /**
     * A hash move this far below the singular bound at a zero-window node gets two plies, at most this many times
     * in one line (so the line cannot grow without end).
     */
    private static final int DOUBLE_EXTENSION_MARGIN = 20;
    private static final int MAX_DOUBLE_EXTENSIONS = 6;
    /** Futility: up to this depth, quiet moves when the evaluation plus the margin cannot reach alpha. */
    private static final int FUTILITY_DEPTH = 3;
    private static final int FUTILITY_MARGIN = 110;
    private static final int FUTILITY_MARGIN_PER_PLY = 110;
    /**
     * Late-move pruning: up to this depth, quiet moves after {@code LMP_BASE + depth^2} quiets were tried (twice as
     * many while improving).
     */
    private static final int LMP_DEPTH = 4;
    private static final int LMP_BASE = 3;
    /** Up to this depth, losing captures are skipped, and so are quiet moves that lose more than this per ply. */
    private static final int SEE_PRUNING_DEPTH = 3;
    private static final int SEE_QUIET_MARGIN_PER_PLY = 60;
    /**
     * Late-move reductions from this depth and after this many moves (PV nodes: one more): about
     * {@code LMR_BASE + ln(depth) ln(moves) / LMR_DIVISOR} plies, adjusted by the node and the move's history.
     */
    private static final int LMR_MIN_DEPTH = 3;
    private static final int LMR_MIN_MOVES = 2;
    private static final double LMR_BASE = 0.8;
    private static final double LMR_DIVISOR = 2.3;
    /** Delta pruning: a capture whose victim plus this cannot lift the stand-pat score to alpha is skipped. */
    private static final int DELTA_MARGIN = 180;

    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                REDUCTION[d][m] = (int) (LMR_BASE + Math.log(d) * Math.log(m) / LMR_DIVISOR);
            }
        }
    }

    private final TranspositionTable tt;
    private final Evaluator evaluator = new Evaluator();
    private final EvalCache evalCache;
    private final StaticExchange see = new StaticExchange();
    private final History history = new History(MAX_PLY);
    private final MovePicker picker = new MovePicker(history, see, MAX_PLY, MoveGenerator.MAX_MOVES);
    private final EvalCorrection correction = new EvalCorrection();
    private final TimeManager time = new TimeManager();
    private final NodeCounter counter = new NodeCounter(time);
    private final Weakening weakening = new Weakening();
    private final int[][] moves = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];
    /** Static evaluation of each ply's position as the search uses it (corrected), or -INF in check. */
    private final int[] staticEvals = new int[MAX_PLY + 1];
    /** The same before correction: what the hash table stores and a null move's child derives its own from. */
    private final int[] rawEvals = new int[MAX_PLY + 1];
    /** The move a singular-extension test leaves out at each ply ({@link Move#NONE} in normal searches). */
    private final int[] excluded = new int[MAX_PLY + 1];
    /** How many double extensions the line to each ply has taken. */
    private final int[] doubleExtensions = new int[MAX_PLY + 2];
    private Board board;
    /** The board's ply at the root: repetitions at or after it are inside the searched line. */
    private int rootPly;
    private boolean courseRule;
    /** What a draw is worth to the side to move at the root, negated: centipawns (see {@link #setContempt}). */
    private int contempt;
    /** Whether the search must stop: set by {@link #countNodeAndCheckStop}, read after every search call. */
    private boolean aborted;
    private int selDepth;

    // Root state: the moves, best first after each iteration, the best so far and its score.
    private final RootMoves rootMoves = new RootMoves();
    private int rootCount;
    private int rootBest;
    private int rootBestScore;
    /** How many lines to search; with one, no line is recorded and the search is the plain single-PV search. */
    private int multiPv = 1;

    Search(TranspositionTable tt) {
        this(tt, EvalCache.SLOTS);
    }

    /** A search on {@code tt} with an evaluation cache of {@code evalCacheSlots} (fewer for a small heap). */
    Search(TranspositionTable tt, int evalCacheSlots) {
        this.tt = tt;
        evalCache = new EvalCache(evalCacheSlots);
    }

    void setCourseRule(boolean on) {
        courseRule = on;
    }

    /**
     * Scores a draw in the tree as {@code -cp} for the side to move at the root (and {@code +cp} for its
     * opponent): with {@code cp > 0} the engine plays on in positions it judges about equal rather than repeat.
     */
    void setContempt(int cp) {
        contempt = cp;
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

    void stop() {
        counter.requestStop();
    }

    /** Evaluates with {@code net}, or with the hand-written terms when null; forgets the cached evaluations. */
    void useNetwork(Network net) {
        evaluator.useNetwork(net);
        evalCache.clear();
    }

    /**
     * Empties the evaluation cache. Its values are pure (a position's evaluation, keyed by its hash), but whether a
     * position is in it changes the tree: only an unknown evaluation is first tried lazily on the cheap estimate
     * (reverse futility, quiescence stand pat), so the same search on a fuller cache prunes other nodes.
     */
    void clearEvalCache() {
        evalCache.clear();
    }

    /**
     * Forgets what earlier searches taught about move order and the evaluation's errors (the histories and the
     * correction history), not the evaluation cache ({@link #clearEvalCache}).
     */
    void clearHistory() {
        history.clear();
        correction.clear();
    }

    long nodes() {
        return counter.nodes();
    }

    /** Runs the search on {@code b} (restored afterwards) and returns the move to play. */
    SearchResult run(Board b, Limits limits, int moveOverhead, int maxDepth, SearchListener listener) {
        evaluator.startSearch(b);
        try {
            return runAttached(b, limits, moveOverhead, maxDepth, listener);
        } finally {
            evaluator.endSearch();
        }
    }

    private SearchResult runAttached(Board b, Limits limits, int moveOverhead, int maxDepth,
            SearchListener listener) {
        board = b;
        rootPly = b.ply();
        aborted = false;
        counter.start(limits.nodes, limits.stopSignal);
        time.start(limits, b.sideToMove(), moveOverhead);
        tt.newSearch();
        history.newSearch();

        int hashMove = tt.probe(b.hashLo(), b.hashHi()) ? tt.hitMove : Move.NONE;
        rootCount = rootMoves.setUp(b, limits.searchMoves, hashMove);
        if (rootCount == 0) {
            // Checkmated or stalemated: nothing to play; report "mate 0" or a draw score.
            boolean mated = b.inCheck();
            SearchInfo info = new SearchInfo(0, 0, mated ? -MATE : 0, 0, 0, time.elapsed(), 0, new int[0]);
            return new SearchResult(Move.NONE, Move.NONE, info);
        }
        rootBest = rootMoves.get(0).move;
        rootBestScore = -INF;

        int depthCap = Math.min(maxDepth, MAX_PLY - 4);
        if (limits.depth > 0) {
            depthCap = Math.min(depthCap, limits.depth);
        }
        // A weakened level chooses among the scores of one search; more lines would only spend its node budget.
        int lines = weakening.isOn() ? 1 : Math.min(multiPv, rootCount);
        SearchInfo last = null;
        int previousScore = 0;
        int stableIterations = 0;
        for (int depth = 1; depth <= depthCap; depth++) {
            selDepth = 0;
            int bestBefore = rootBest;
            int score = lines == 1 ? aspiration(depth, previousScore, 0) : searchLines(depth, lines);
            if (aborted && last != null) {
                // The unfinished iteration only changed rootBest if a move proved better than the last best.
                break;
            }
            if (aborted && score == -INF) {
                score = evaluator.evaluate(b); // not even one root move finished: report the static view
            }
            stableIterations = rootBest == bestBefore ? stableIterations + 1 : 0;
            boolean scoreFell = depth > 1 && score < previousScore - TimeManager.SCORE_DROP;
            previousScore = score;
            rootBestScore = score;
            if (lines == 1 || aborted) {
                last = report(depth, score);
                if (listener != null) {
                    listener.onIteration(last);
                }
            } else {
                last = reportLines(depth, lines, listener);
            }
            if (aborted) {
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
        int best = rootBest;
        if (weakening.isOn() && rootBestScore != -INF && rootMoves.get(0).move == best) {
            best = rootMoves.choose(weakening);
        }
        int ponder = last.pv.length >= 2 && last.pv[0] == best ? last.pv[1] : Move.NONE;
        return new SearchResult(best, ponder, last);
    }

    private SearchInfo report(int depth, int score) {
        int[] line = new int[pvLength[0]];
        System.arraycopy(pv[0], 0, line, 0, line.length);
        if (line.length == 0 || line[0] != rootBest) {
            line = new int[] {rootBest};
        }
        return new SearchInfo(depth, Math.max(selDepth, depth), score, SearchInfo.mateIn(score), nodes(),
                time.elapsed(), tt.hashFull(), line, 1);
    }

    /** Reports every line of a finished multi-PV iteration, best first; returns the first line's report. */
    private SearchInfo reportLines(int depth, int lines, SearchListener listener) {
        SearchInfo first = null;
        for (int k = 0; k < lines; k++) {
            RootMove line = rootMoves.get(k);
            SearchInfo info = new SearchInfo(depth, Math.max(selDepth, depth), line.lineScore,
                    SearchInfo.mateIn(line.lineScore), nodes(), time.elapsed(), tt.hashFull(), line.pv(), k + 1);
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
            if (aborted) {
                return k == 0 ? score : rootMoves.get(0).lineScore;
            }
            rootMoves.get(k).setLine(score, pv[0], pvLength[0]);
        }
        rootMoves.sortLines(lines);
        rootBest = rootMoves.get(0).move;
        return rootMoves.get(0).lineScore;
    }

    /**
     * One iteration (or one line of a multi-PV iteration) over the root moves from index {@code first} on: a
     * narrow window around the last score, widened until the score falls inside it.
     */
    private int aspiration(int depth, int previous, int first) {
        if (depth < ASPIRATION_MIN_DEPTH || weakening.isOn() || Math.abs(previous) >= MATE_BOUND) {
            return searchRoot(depth, -INF, INF, first);
        }
        int window = ASPIRATION_WINDOW;
        int alpha = Math.max(previous - window, -INF);
        int beta = Math.min(previous + window, INF);
        while (true) {
            int score = searchRoot(depth, alpha, beta, first);
            if (aborted) {
                return score;
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

    /**
     * Searches the root moves from index {@code first} on (0: all of them; more for the later lines of a multi-PV
     * search, which leave out the better lines' moves); the best one moves to index {@code first}. For a weakened
     * level, moves within its window of the best get exact scores ({@link RootMove#score}) so one of them can be
     * chosen later. Only the first line's search changes {@link #rootBest}.
     */
    private int searchRoot(int depth, int alpha, int beta, int first) {
        int bestScore = -INF;
        int bestIndex = -1;
        int margin = weakening.window();
        int windowFloor = alpha; // weak mode measures moves against the best score, not the raised alpha
        pvLength[0] = 0;
        for (int i = first; i < rootCount; i++) {
            RootMove root = rootMoves.get(i);
            int m = root.move;
            board.make(m);
            boolean check = board.inCheck();
            int lower = margin > 0 && bestScore > -INF ? Math.max(windowFloor, bestScore - margin) : alpha;
            int score;
            if (i == first) {
                score = -search(depth - 1, -beta, -lower, 1, true, check, false);
            } else {
                score = -search(depth - 1, -lower - 1, -lower, 1, true, check, true);
                if (score > lower && score < beta && !aborted) {
                    score = -search(depth - 1, -beta, -lower, 1, true, check, false);
                }
            }
            board.unmake();
            if (aborted) {
                break;
            }
            root.score = score > lower || i == first ? score : -INF;
            if (score > bestScore) {
                bestScore = score;
                bestIndex = i;
                if (score > alpha) {
                    alpha = Math.max(alpha, score);
                    if (first == 0) {
                        rootBest = m;
                    }
                    updatePv(0, m);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (bestIndex > first) {
            rootMoves.moveToFront(first, bestIndex);
        }
        return bestScore;
    }

    /**
     * The search below the root. {@code inCheck} is whether the side to move is in check (the caller knows it from
     * making the move); {@code cutNode} whether this zero-window node is expected to fail high (its parent expects
     * a refutation here), where reductions can be bolder.
     */
    private int search(int depth, int alpha, int beta, int ply, boolean allowNull, boolean inCheck,
            boolean cutNode) {
        // Step 1. At the horizon, only captures (and check evasions) are searched.
        pvLength[ply] = ply;
        if (depth <= 0) {
            return quiescence(alpha, beta, ply, inCheck);
        }

        // Step 2. Node count and limits, draws, the ply limit.
        if (countNodeAndCheckStop()) {
            return 0;
        }
        if (ply > selDepth) {
            selDepth = ply;
        }
        doubleExtensions[ply + 1] = doubleExtensions[ply];
        if (isDraw()) {
            return drawScore(ply);
        }
        if (ply >= MAX_PLY - 1) {
            return evaluator.evaluate(board);
        }

        // Step 3. Mate-distance pruning: no line from here can beat a mate already found nearer the root.
        alpha = Math.max(alpha, -MATE + ply);
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        boolean pvNode = beta - alpha > 1;

        // Step 4. Check extension.
        if (inCheck) {
            depth++;
        }

        // Step 5. Hash table: a deep enough entry may settle a zero-window node at once.
        int excludedMove = excluded[ply];
        int hashMove = Move.NONE;
        int lo = board.hashLo();
        int hi = board.hashHi();
        boolean ttHit = tt.probe(lo, hi);
        int ttScore = 0;
        int ttDepth = 0;
        int ttBound = TranspositionTable.BOUND_NONE;
        if (ttHit) {
            hashMove = tt.hitMove;
            ttScore = TranspositionTable.fromTt(tt.hitScore, ply);
            ttDepth = tt.hitDepth;
            ttBound = tt.hitBound;
            if (!pvNode && ttDepth >= depth && excludedMove == Move.NONE
                    && TranspositionTable.settlesWindow(ttBound, ttScore, alpha, beta)) {
                return ttScore;
            }
        }

        // Step 6. Static evaluation: from the hash table or the evaluation cache when known. Before computing it,
        // reverse futility (step 7) is tried on the cheap estimate: when the estimate clears the stricter margin
        // by LAZY_MARGIN more, the full evaluation almost always clears it too.
        int us = board.sideToMove();
        int rawEval = TranspositionTable.NO_EVAL;
        if (!inCheck) {
            rawEval = knownEval(ttHit, ply);
            if (rawEval == TranspositionTable.NO_EVAL) {
                if (!pvNode && excludedMove == Move.NONE && depth <= REVERSE_FUTILITY_DEPTH && isNotMate(beta)
                        && !evaluator.skipsEstimate()) {
                    int rough = corrected(evaluator.estimate(board), us);
                    if (rough - LAZY_MARGIN - REVERSE_FUTILITY_MARGIN * depth >= beta) {
                        return rough;
                    }
                }
                rawEval = freshEval();
            }
        }
        int staticEval = inCheck ? -INF : corrected(rawEval, us);
        rawEvals[ply] = rawEval;
        staticEvals[ply] = staticEval;
        // The root never writes staticEvals[0], so at ply 2 "improving" means "better than level". Comparing with
        // the root's evaluation instead measured -22 +- 29 Elo in self-play (docs/engine.md), so it stays.
        boolean improving = !inCheck && ply >= 2 && staticEval > staticEvals[ply - 2];
        // For pruning, a hash score whose bound points the right way is a better guess than the static view.
        int eval = staticEval;
        if (ttHit && !inCheck && Math.abs(ttScore) < MATE_BOUND && (ttBound == TranspositionTable.BOUND_EXACT
                || ttBound == TranspositionTable.BOUND_LOWER && ttScore > eval
                || ttBound == TranspositionTable.BOUND_UPPER && ttScore < eval)) {
            eval = ttScore;
        }
        boolean mayPrune = !pvNode && !inCheck && excludedMove == Move.NONE;

        if (mayPrune) {
            // Step 7. Reverse futility: far above beta with little depth left, the opponent will not catch up.
            int margin = (REVERSE_FUTILITY_MARGIN - (improving ? REVERSE_FUTILITY_IMPROVING : 0)) * depth;
            if (depth <= REVERSE_FUTILITY_DEPTH && eval - margin >= beta && isNotMate(beta)) {
                return eval;
            }

            // Step 8. Null move: if passing still fails high, a real move will too (not in pawn endings, where
            // zugzwang is common). The reduction does not grow with the evaluation's margin over beta: the
            // evaluation misjudges king attacks, and the deeper null search finds the mating threats behind a
            // position that only looks won.
            if (allowNull && depth >= NULL_MOVE_MIN_DEPTH && eval >= beta
                    && Evaluator.nonPawnMaterial(board, us) > 0 && beta > -MATE_BOUND) {
                int r = NULL_MOVE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR;
                board.makeNull();
                int score = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false, !cutNode);
                board.unmakeNull();
                if (aborted) {
                    return 0;
                }
                if (score >= beta) {
                    return score >= MATE_BOUND ? beta : score;
                }
            }
        }

        // Step 9. Razoring: hopelessly below alpha near the horizon, only captures can save the position.
        if (mayPrune && depth <= RAZOR_DEPTH && eval + RAZOR_MARGIN * depth < alpha && alpha < MATE_BOUND) {
            int score = quiescence(alpha, alpha + 1, ply, false);
            if (aborted) {
                return 0;
            }
            if (score <= alpha) {
                return score;
            }
        }

        // Step 10. ProbCut: a capture that beats beta by a clear margin in a shallow search almost surely beats
        // beta in the full one. Skipped when the hash table already says the position falls short of that margin.
        int probBeta = beta + PROBCUT_MARGIN;
        if (mayPrune && depth >= PROBCUT_MIN_DEPTH && Math.abs(beta) < MATE_BOUND
                && !(ttHit && ttDepth >= depth - PROBCUT_REDUCTION + 1 && ttScore < probBeta)) {
            int score = probCut(depth, probBeta, ply, staticEval, rawEval, lo, hi, cutNode);
            if (aborted) {
                return 0;
            }
            if (score >= probBeta) {
                return score;
            }
        }

        // Step 11. Internal iterative reduction: without a hash move a deep PV or cut node is probably searched
        // in a poor order.
        if (hashMove == Move.NONE && depth >= IIR_MIN_DEPTH && (pvNode || cutNode)) {
            depth--;
        }

        // Step 12. Singular extension: when every move but the hash move falls well short of its hash score at a
        // reduced depth, the hash move is the only good one here and gets a ply more (two when they fall far
        // short, a few times a line). When even the others reach beta, several moves refute the opponent's last
        // one and this node fails high without a full search.
        int hashMoveExtension = 0;
        if (depth >= SINGULAR_MIN_DEPTH && excludedMove == Move.NONE && hashMove != Move.NONE
                && ttDepth >= depth - SINGULAR_TT_DEPTH_SLACK && (ttBound & TranspositionTable.BOUND_LOWER) != 0
                && Math.abs(ttScore) < MATE_BOUND) {
            int singularBeta = ttScore - SINGULAR_MARGIN_PER_PLY * depth;
            excluded[ply] = hashMove;
            int score = search((depth - 1) / 2, singularBeta - 1, singularBeta, ply, false, inCheck, cutNode);
            excluded[ply] = Move.NONE;
            if (aborted) {
                return 0;
            }
            if (score < singularBeta) {
                hashMoveExtension = !pvNode && score < singularBeta - DOUBLE_EXTENSION_MARGIN
                        && doubleExtensions[ply] < MAX_DOUBLE_EXTENSIONS ? 2 : 1;
            } else if (singularBeta >= beta) {
                return singularBeta;
            } else if (ttScore >= beta) {
                // Another move nearly reaches the hash score too: the hash move is not the only way to beta, so
                // it gets a ply less.
                hashMoveExtension = -1;
            }
        }

        // Step 13. Generate and order the moves; none means mate or stalemate.
        int[] list = moves[ply];
        int count = MoveGenerator.generate(board, list, 0);
        if (count == 0) {
            return inCheck ? -MATE + ply : drawScore(ply);
        }
        picker.scoreAll(board, ply, list, count, hashMove);

        // Step 14. The move loop.
        int bestScore = -INF;
        int bestMove = Move.NONE;
        int originalAlpha = alpha;
        int quietsTried = 0;
        int movesSearched = 0;
        boolean shallow = !pvNode && !inCheck && depth <= SEE_PRUNING_DEPTH;
        boolean futile = !pvNode && !inCheck && depth <= FUTILITY_DEPTH
                && eval + FUTILITY_MARGIN + FUTILITY_MARGIN_PER_PLY * depth <= alpha;
        for (int i = 0; i < count; i++) {
            int m = picker.next(board, ply, list, i, count);
            if (m == excludedMove) {
                continue;
            }
            boolean quiet = !Move.isTactical(m);
            boolean lateQuiet = quiet && movesSearched > 0 && bestScore > -MATE_BOUND;

            // Step 14a. Late-move pruning: at shallow depth, quiet moves far down the list rarely matter.
            if (lateQuiet && !pvNode && !inCheck && depth <= LMP_DEPTH
                    && quietsTried >= LMP_BASE + depth * depth * (improving ? 2 : 1)) {
                if (depth <= SEE_PRUNING_DEPTH) {
                    // Everything after this move is another quiet (pruned here too) or a bad capture (pruned
                    // below at this depth): stop now instead of sorting the rest only to skip it.
                    break;
                }
                continue;
            }
            // Step 14b. Losing captures near the horizon are skipped outright...
            if (shallow && !quiet && picker.isBadCapture(ply, i) && movesSearched > 0 && bestScore > -MATE_BOUND) {
                continue;
            }
            // ...and so are quiet moves that simply hang material.
            if (shallow && lateQuiet && see.evaluate(board, m) < -SEE_QUIET_MARGIN_PER_PLY * depth) {
                continue;
            }
            board.make(m);
            boolean givesCheck = board.inCheck();
            // Step 14c. Futility: quiet moves that do not give check cannot lift a hopeless evaluation to alpha.
            if (futile && lateQuiet && !givesCheck) {
                board.unmake();
                quietsTried++;
                continue;
            }

            // Step 14d. Principal variation search with late-move reductions.
            int extension = m == hashMove ? hashMoveExtension : 0;
            int newDepth = depth - 1 + extension;
            doubleExtensions[ply + 1] = doubleExtensions[ply] + (extension == 2 ? 1 : 0);
            int score;
            if (movesSearched == 0) {
                score = -search(newDepth, -beta, -alpha, ply + 1, true, givesCheck, !pvNode && !cutNode);
            } else {
                int reduction = 0;
                if (depth >= LMR_MIN_DEPTH && quiet && !inCheck && !givesCheck
                        && movesSearched >= LMR_MIN_MOVES + (pvNode ? 1 : 0)) {
                    reduction = lateMoveReduction(depth, movesSearched, newDepth, pvNode, cutNode, improving,
                            ply, i);
                }
                score = -search(newDepth - reduction, -alpha - 1, -alpha, ply + 1, true, givesCheck, true);
                if (reduction > 0 && score > alpha && !aborted) {
                    score = -search(newDepth, -alpha - 1, -alpha, ply + 1, true, givesCheck, !cutNode);
                }
                if (score > alpha && score < beta && !aborted) {
                    score = -search(newDepth, -beta, -alpha, ply + 1, true, givesCheck, false);
                }
            }
            board.unmake();
            if (aborted) {
                return 0;
            }
            movesSearched++;
            if (quiet) {
                quietsTried++;
            }

            // Step 14e. A better move: raise alpha; a cutoff teaches the history tables.
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    bestMove = m;
                    alpha = score;
                    if (pvNode) {
                        updatePv(ply, m);
                    }
                    if (score >= beta) {
                        if (quiet) {
                            history.rewardQuiet(board, m, ply, us, depth, list, i);
                        } else {
                            history.rewardCapture(m, depth);
                        }
                        history.punishCaptures(depth, list, i);
                        break;
                    }
                }
            }
        }

        // Step 15. The result: stored in the hash table, and its lesson for the evaluation's correction.
        if (movesSearched == 0) {
            // Everything was pruned: fall back to the static view (never claim a mate that was not searched).
            return Math.max(alpha, staticEval == -INF ? alpha : staticEval);
        }
        if (excludedMove != Move.NONE) {
            return bestScore; // a result without the best move must not stand for the position
        }
        int bound = TranspositionTable.boundOf(bestScore, originalAlpha, beta);
        tt.store(lo, hi, bestMove, TranspositionTable.toTt(bestScore, ply), depth, bound, rawEval);
        if (!inCheck && (bestMove == Move.NONE || !Move.isTactical(bestMove)) && Math.abs(bestScore) < MATE_BOUND
                && !(bound == TranspositionTable.BOUND_LOWER && bestScore <= staticEval)
                && !(bound == TranspositionTable.BOUND_UPPER && bestScore >= staticEval)) {
            // Only results that say which way the evaluation erred: a quiet best move (a capture's gain is not
            // the evaluation's error) and a bound on the informative side of the static score.
            correction.update(us, board.pawnKeyLo(), depth, bestScore - rawEval);
        }
        return bestScore;
    }

    /**
     * How many plies less to search the quiet move handed out at index {@code i}: the base reduction for the depth
     * and move number, less at PV nodes and for moves with a good history, more at expected cut nodes and when the
     * position is not improving; never below zero or down to the horizon.
     */
    private int lateMoveReduction(int depth, int movesSearched, int newDepth, boolean pvNode, boolean cutNode,
            boolean improving, int ply, int i) {
        int reduction = REDUCTION[Math.min(depth, 63)][Math.min(movesSearched, 63)];
        if (pvNode) {
            reduction--;
        }
        if (cutNode) {
            reduction++;
        }
        if (!improving) {
            reduction++;
        }
        reduction -= picker.historyReductionBonus(ply, i);
        return Math.max(0, Math.min(reduction, newDepth - 1));
    }

    /**
     * Tries the captures that win enough material to make beating {@code probBeta} plausible: a quiescence
     * search first, then a search {@link #PROBCUT_REDUCTION} plies shallower. Returns the first score at or above
     * {@code probBeta} (stored in the hash table), or {@code -INF}.
     */
    private int probCut(int depth, int probBeta, int ply, int staticEval, int rawEval, int lo, int hi,
            boolean cutNode) {
        int[] list = moves[ply];
        int count = MoveGenerator.generate(board, list, 0, true);
        picker.scoreCaptures(ply, list, count, Move.NONE);
        for (int i = 0; i < count; i++) {
            int m = picker.nextCapture(ply, list, i, count);
            if (see.evaluate(board, m) < probBeta - staticEval) {
                continue;
            }
            board.make(m);
            boolean check = board.inCheck();
            int score = -quiescence(-probBeta, -probBeta + 1, ply + 1, check);
            if (score >= probBeta && !aborted) {
                score = -search(depth - PROBCUT_REDUCTION, -probBeta, -probBeta + 1, ply + 1, true, check, !cutNode);
            }
            board.unmake();
            if (aborted) {
                return 0;
            }
            if (score >= probBeta) {
                tt.store(lo, hi, m, TranspositionTable.toTt(score, ply), depth - PROBCUT_REDUCTION + 1,
                        TranspositionTable.BOUND_LOWER, rawEval);
                return score;
            }
        }
        return -INF;
    }

    /** Captures and promotions only (all evasions in check), until the position is quiet. */
    private int quiescence(int alpha, int beta, int ply, boolean inCheck) {
        // Step 1. Node count and limits, the ply limit, dead draws.
        pvLength[ply] = ply;
        if (countNodeAndCheckStop()) {
            return 0;
        }
        if (ply > selDepth) {
            selDepth = ply;
        }
        if (ply >= MAX_PLY - 1) {
            return evaluator.evaluate(board);
        }
        if (Rules.insufficientMaterial(board)) {
            return drawScore(ply);
        }

        // Step 2. Hash table.
        int lo = board.hashLo();
        int hi = board.hashHi();
        int hashMove = Move.NONE;
        boolean ttHit = tt.probe(lo, hi);
        if (ttHit) {
            hashMove = tt.hitMove;
            int s = TranspositionTable.fromTt(tt.hitScore, ply);
            if (TranspositionTable.settlesWindow(tt.hitBound, s, alpha, beta)) {
                return s;
            }
        }

        // Step 3. Stand pat: out of check, the side to move may decline every capture.
        int standPat = -INF;
        int rawEval = TranspositionTable.NO_EVAL;
        if (!inCheck) {
            rawEval = knownEval(ttHit, ply);
            if (rawEval == TranspositionTable.NO_EVAL && evaluator.skipsEstimate()) {
                rawEval = freshEval(); // a network alone: the estimate would save nothing
            } else if (rawEval == TranspositionTable.NO_EVAL) {
                // Lazy evaluation: when a cheap estimate lies far outside the window, the full evaluation almost
                // always does too, and then its exact value would not change what this node returns.
                int rough = corrected(evaluator.estimate(board), board.sideToMove());
                if (rough - LAZY_MARGIN >= beta) {
                    return rough - LAZY_MARGIN;
                }
                if (rough + LAZY_MARGIN <= alpha) {
                    standPat = rough + LAZY_MARGIN; // an upper bound: it never raises alpha
                } else {
                    rawEval = freshEval();
                }
            }
            if (rawEval != TranspositionTable.NO_EVAL) {
                standPat = corrected(rawEval, board.sideToMove());
            }
            if (standPat >= beta) {
                return standPat;
            }
            if (standPat > alpha) {
                alpha = standPat;
            }
        }

        // Step 4. Generate and order: every evasion in check, else captures and promotions.
        int[] list = moves[ply];
        int count = MoveGenerator.generate(board, list, 0, !inCheck);
        if (count == 0) {
            return inCheck ? -MATE + ply : standPat;
        }
        if (inCheck) {
            picker.scoreAll(board, ply, list, count, hashMove);
        } else {
            picker.scoreCaptures(ply, list, count, hashMove);
        }

        // Step 5. The move loop, skipping captures that cannot reach alpha or that lose material.
        int bestScore = standPat;
        int bestMove = Move.NONE;
        int originalAlpha = alpha;
        for (int i = 0; i < count; i++) {
            int m = inCheck ? picker.next(board, ply, list, i, count) : picker.nextCapture(ply, list, i, count);
            if (!inCheck) {
                // Delta pruning: even winning this piece for free would not reach alpha.
                if (Move.promotion(m) == 0
                        && standPat + StaticExchange.VALUE[Piece.type(Move.captured(m))] + DELTA_MARGIN <= alpha) {
                    continue;
                }
                if (MovePicker.mayLoseMaterial(m) && see.evaluate(board, m) < 0) {
                    continue;
                }
            }
            board.make(m);
            int score = -quiescence(-beta, -alpha, ply + 1, board.inCheck());
            board.unmake();
            if (aborted) {
                return 0;
            }
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    alpha = score;
                    bestMove = m;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }

        // Step 6. The result, stored in the hash table at depth 0.
        if (bestScore == -INF) {
            bestScore = alpha; // in check with every evasion skipped cannot happen, but stay safe
        }
        int bound = TranspositionTable.boundOf(bestScore, originalAlpha, beta);
        tt.store(lo, hi, bestMove, TranspositionTable.toTt(bestScore, ply), 0, bound, rawEval);
        return bestScore;
    }

    private void updatePv(int ply, int move) {
        pv[ply][ply] = move;
        int childLength = pvLength[ply + 1];
        for (int i = ply + 1; i < childLength; i++) {
            pv[ply][i] = pv[ply + 1][i];
        }
        pvLength[ply] = Math.max(childLength, ply + 1);
    }

    /** Counts a node; true once the search must stop. */
    private boolean countNodeAndCheckStop() {
        aborted = counter.countNode();
        return aborted;
    }

    /**
     * The static evaluation at {@code ply} when it costs no evaluator call: from the hash table entry probed for
     * this node, derived from the parent's after a null move, or from the evaluation cache. Else {@code NO_EVAL}.
     */
    private int knownEval(boolean ttHit, int ply) {
        if (ttHit && tt.hitEval != TranspositionTable.NO_EVAL) {
            return tt.hitEval;
        }
        if (board.moveAt(board.ply() - 1) == Move.NONE) {
            return Evaluator.afterNullMove(rawEvals[ply - 1]); // null moves are made only at ply 1 or later
        }
        int eval = evalCache.probe(board.hashLo(), board.hashHi());
        return eval == EvalCache.NONE ? TranspositionTable.NO_EVAL : eval;
    }

    /** Runs the evaluator on the current position and caches the result. */
    private int freshEval() {
        int eval = evaluator.evaluate(board);
        evalCache.store(board.hashLo(), board.hashHi(), eval);
        return eval;
    }

    /** {@code rawEval} with the correction history applied, kept clear of the mate scores. */
    private int corrected(int rawEval, int side) {
        int eval = correction.apply(rawEval, side, board.pawnKeyLo());
        return Math.max(-MATE_BOUND + 1, Math.min(MATE_BOUND - 1, eval));
    }

    /** A draw's score for the side to move at {@code ply}: the root side's contempt counts against it. */
    private int drawScore(int ply) {
        return (ply & 1) == 0 ? -contempt : contempt;
    }

    private boolean isDraw() {
        // A repetition inside the searched line is a draw; one of a position from before the root needs two.
        return board.halfmoveClock() >= 100 || board.repeatedInSearch(rootPly) || Rules.insufficientMaterial(board)
                || courseRule && board.halfmoveClock() >= Rules.COURSE_PLIES && Rules.courseRepetition(board);
    }

    private static boolean isNotMate(int score) {
        return score > -MATE_BOUND && score < MATE_BOUND;
    }
}
