package chess.engine;

import chess.core.Board;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.Piece;
import chess.core.Rules;

/**
 * The search of the tree from the root moves down: principal-variation search (negamax alpha-beta) and a
 * quiescence search with check evasions, driven by {@link Search} one iteration (or aspiration window) at a time.
 * {@link #search} is written as numbered steps: mate-distance pruning, the hash table, the static evaluation,
 * reverse futility, null move, razoring, ProbCut, internal iterative reduction, singular extension, then the move
 * loop with late-move, futility and SEE pruning and late-move reductions. Every margin it prunes with is a named
 * constant below. Move order is {@link MovePicker}'s (fed by {@link History}). The static evaluation it prunes
 * with is corrected by what earlier searches found in positions with the same pawn structure
 * ({@link EvalCorrection}).
 *
 * <p>All buffers are allocated once; a node allocates nothing. The search polls its own clock and stop signals
 * ({@link NodeCounter}) and stops by itself; {@link #stop()} may also be called from another thread on the JVM.
 */
final class TreeSearch {
    private static final int INF = Search.INF;
    private static final int MATE = Search.MATE;
    private static final int MAX_PLY = Search.MAX_PLY;
    private static final int MATE_BOUND = Search.MATE_BOUND;

    // ---------------------------------------------------------------- margins and limits, in one place
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
    private final NodeCounter counter;
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
    /** Whether the evaluation shrinks as the fifty-move count runs out (see {@link #setFiftyMoveShrink}). */
    private boolean fiftyMoveShrink = true;
    /** Whether the search must stop: set by {@link #countNodeAndCheckStop}, read after every search call. */
    private boolean aborted;
    private int selDepth;

    /** A search on {@code tt} with an evaluation cache of {@code evalCacheSlots}, stopped at {@code time}'s limit. */
    TreeSearch(TranspositionTable tt, int evalCacheSlots, TimeManager time) {
        this.tt = tt;
        evalCache = new EvalCache(evalCacheSlots);
        counter = new NodeCounter(time);
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

    /**
     * Whether {@link #corrected} shrinks the evaluation toward a draw as the fifty-move count runs out: in play at
     * full strength only, so a capped level plays the moves its label was measured with (as with contempt), and
     * analysis scores a position whatever its count ({@code Engine.setAnalysing}).
     */
    void setFiftyMoveShrink(boolean on) {
        fiftyMoveShrink = on;
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

    /** Attaches the evaluator to {@code b} for a search of it; {@link #endSearch} detaches it. */
    void startSearch(Board b) {
        evaluator.startSearch(b);
    }

    void endSearch() {
        evaluator.endSearch();
    }

    /**
     * Where the last {@link #searchRoot} was cut short, when it was after its first move: the root move it was
     * searching (-1: none), the best score and alpha of the moves before it.
     */
    private int cutAt = -1;
    private int cutBestScore;
    private int cutAlpha;

    /**
     * Makes {@code b} the root and starts counting nodes towards {@code limits}; a slice that goes on with the last
     * search ({@code resuming}) keeps its histories and killers as they were.
     */
    void start(Board b, Limits limits, boolean resuming) {
        board = b;
        rootPly = b.ply();
        aborted = false;
        counter.start(limits.nodes, limits.stopSignal);
        if (!resuming) {
            history.newSearch();
        }
    }

    /** Whether the search has stopped (a limit or a stop request): every result since then is unfinished. */
    boolean aborted() {
        return aborted;
    }

    /** Forgets the deepest ply reached, for a new iteration. */
    void newIteration() {
        selDepth = 0;
    }

    /** The deepest ply reached in this iteration. */
    int selDepth() {
        return selDepth;
    }

    /** Whether the last {@link #searchRoot} was aborted after its first move had been searched. */
    boolean cutAfterFirstMove() {
        return cutAt >= 0;
    }

    /** The principal variation the last {@link #searchRoot} found: the first {@link #rootPvLength()} moves. */
    int[] rootPv() {
        return pv[0];
    }

    int rootPvLength() {
        return pvLength[0];
    }

    /** The static evaluation of the root position (for a report when no root move was finished). */
    int evaluateRoot() {
        return evaluator.evaluate(board);
    }

    /**
     * Searches the root moves from index {@code first} on (0: all of them; more for the later lines of a multi-PV
     * search, which leave out the better lines' moves); the best one moves to index {@code first}. For a weakened
     * level, moves within its window of the best get exact scores ({@link RootMove#score}) so one of them can be
     * chosen later ({@code margin} is the level's {@link Weakening#window()}, 0 at full strength). Only the first
     * line's search changes {@link RootMoves#best}. With {@code goOn}, a search of the same root, depth and window
     * that an abort cut short after its first move ({@link #cutAfterFirstMove}) goes on from the move it was
     * searching: the moves before it keep their results (the best of them is first, its line the root's line), only
     * the rest are searched.
     */
    int searchRoot(RootMoves rootMoves, int depth, int alpha, int beta, int first, int margin, boolean goOn) {
        int bestScore = -INF;
        int bestIndex = -1;
        int windowFloor = alpha; // weak mode measures moves against the best score, not the raised alpha
        int start = first;
        if (goOn && cutAt > first && margin == 0) {
            start = cutAt;
            bestScore = cutBestScore;
            bestIndex = first; // the abort moved the best so far to the front
            alpha = cutAlpha;
        } else {
            pvLength[0] = 0;
        }
        cutAt = -1;
        for (int i = start; i < rootMoves.count(); i++) {
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
                if (i > first) { // what the finished moves found stays for a search that goes on
                    cutAt = i;
                    cutBestScore = bestScore;
                    cutAlpha = alpha;
                }
                break;
            }
            root.score = score > lower || i == first ? score : -INF;
            if (score > bestScore) {
                bestScore = score;
                bestIndex = i;
                if (score > alpha) {
                    alpha = Math.max(alpha, score);
                    if (first == 0) {
                        rootMoves.best = m;
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
                // A hash score whose bound points the right way is a better guess than the static view.
                if (ttHit) {
                    int s = TranspositionTable.fromTt(tt.hitScore, ply);
                    if (Math.abs(s) < MATE_BOUND && (tt.hitBound == TranspositionTable.BOUND_EXACT
                            || tt.hitBound == TranspositionTable.BOUND_LOWER && s > standPat
                            || tt.hitBound == TranspositionTable.BOUND_UPPER && s < standPat)) {
                        standPat = s;
                    }
                }
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

    /**
     * {@code rawEval} with the correction history applied, shrunk toward a draw as the fifty-move rule's count runs
     * out (to half at 100 plies: an edge nobody can turn into a capture or pawn move soon is worth less; not at a
     * capped level), kept clear of the mate scores.
     */
    private int corrected(int rawEval, int side) {
        int eval = correction.apply(rawEval, side, board.pawnKeyLo());
        if (fiftyMoveShrink) {
            eval = eval * (200 - Math.min(board.halfmoveClock(), 100)) / 200;
        }
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
