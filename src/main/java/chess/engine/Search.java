package chess.engine;

import chess.core.Board;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.Piece;
import chess.core.Rules;

/**
 * Iterative-deepening principal-variation search (negamax alpha-beta) with aspiration windows, quiescence search
 * with check evasions, a transposition table, and the usual ordering and pruning: hash move, SEE-sorted captures
 * (with capture history), killers and history; null move (not in pawn endings), ProbCut, late-move reductions,
 * reverse futility and futility pruning, late-move pruning, internal iterative reduction, check and singular
 * extensions and mate-distance pruning. The static evaluation it prunes with is corrected by what earlier searches
 * found in positions with the same pawn structure ({@link EvalCorrection}).
 *
 * <p>All buffers are allocated once; a node allocates nothing. The search polls its own clock every 1024 nodes
 * and stops by itself (a browser worker cannot interrupt it); {@link #stop()} may also be called from another
 * thread on the JVM.
 */
final class Search {
    static final int INF = 30000;
    static final int MATE = 29000;
    static final int MAX_PLY = 100;
    /** Scores beyond this are mate scores. */
    static final int MATE_BOUND = MATE - MAX_PLY;

    private static final int SCORE_HASH = 2_000_000;
    private static final int SCORE_GOOD_CAPTURE = 1_000_000;
    private static final int SCORE_KILLER_1 = 900_000;
    private static final int SCORE_KILLER_2 = 890_000;
    private static final int SCORE_COUNTER = 880_000;
    private static final int SCORE_BAD_CAPTURE = -1_000_000;
    /**
     * Bound of every history value: the update in {@link #addHistory} moves a value towards it and, with bonuses
     * below 512, never past it, so the tables fit in {@code short}s (half the memory, fewer cache misses).
     */
    private static final int HISTORY_MAX = 16384;

    private static final int[][] REDUCTION = new int[64][64];
    /** How far above beta a capture must score in ProbCut's shallow search. */
    private static final int PROBCUT_MARGIN = 200;
    /** Reverse futility prunes up to this depth, when the evaluation beats beta by this margin per ply. */
    private static final int REVERSE_FUTILITY_DEPTH = 6;
    private static final int REVERSE_FUTILITY_MARGIN = 80;
    /**
     * How far the full evaluation may lie from {@link Evaluator#estimate} for the search to trust the estimate
     * instead. Over the bench's searches 99% of evaluations lay within 200 cp of it.
     */
    private static final int LAZY_MARGIN = 200;

    static {
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                REDUCTION[d][m] = (int) (0.8 + Math.log(d) * Math.log(m) / 2.3);
            }
        }
    }

    private final TranspositionTable tt;
    private final Evaluator evaluator = new Evaluator();
    private final EvalCache evalCache = new EvalCache();
    private final StaticExchange see = new StaticExchange();
    private final int[][] moves = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    private final int[][] scores = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    /**
     * Per ply and list index: 1 for a capture scored as good whose exchange has not been checked yet (see
     * {@link #pickScored}); moves with the list entries they belong to.
     */
    private final int[][] seePending = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];
    private final int[] killers = new int[2 * (MAX_PLY + 1)];
    /**
     * Piece (12 kinds) and destination (64 squares) of a move: the index of {@link #counterMoves} and the unit
     * of {@link #continuation}. The value {@code PIECE_TO} itself stands for "no move" (a null move, or before
     * the board's history).
     */
    private static final int PIECE_TO = 12 * 64;
    /**
     * Continuation history: how well a quiet move did as a reply to the move one ply before it and as a
     * follow-up to our own move two plies before, indexed {@code previous * PIECE_TO + move} (piece-to pairs).
     * The extra last row, for "no move", is never updated and stays zero.
     */
    private final short[] continuation = new short[(PIECE_TO + 1) * PIECE_TO];
    private static final int NO_CONTINUATION = PIECE_TO * PIECE_TO;
    /** The quiet reply that last refuted each move, indexed by that move's piece-to (or "no move"). */
    private final int[] counterMoves = new int[PIECE_TO + 1];
    private final short[] history = new short[2 << 14];
    /**
     * Capture history: how often a capture (by piece-to and the captured piece's type) refuted a position,
     * which orders captures of the same victim among themselves.
     */
    private final short[] captureHistory = new short[PIECE_TO * 8];
    /** Static evaluation of each ply's position as the search uses it (corrected), or -INF in check. */
    private final int[] staticEvals = new int[MAX_PLY + 1];
    /** The same before correction: what the hash table stores and a null move's child derives its own from. */
    private final int[] rawEvals = new int[MAX_PLY + 1];
    private final EvalCorrection correction = new EvalCorrection();
    /** The move a singular-extension test leaves out at each ply ({@link Move#NONE} in normal searches). */
    private final int[] excluded = new int[MAX_PLY + 1];
    private final TimeManager time = new TimeManager();
    private Board board;
    /** The board's ply at the root: repetitions at or after it are inside the searched line. */
    private int rootPly;
    private boolean courseRule;
    private volatile boolean stopRequested;
    private StopSignal stopSignal;
    private boolean aborted;
    private long startMillis;
    private long nodeLimit;
    private long nodesBefore; // nodes counted before the current check interval
    private int nodesInInterval;
    private int nextCheck;
    private int selDepth;

    // Root state.
    private final int[] rootMoves = new int[MoveGenerator.MAX_MOVES];
    private final int[] rootScores = new int[MoveGenerator.MAX_MOVES];
    private int rootCount;
    private int rootBest;
    private int rootBestScore;

    // Weakening (levels below full strength).
    private int weakMargin;
    private int blunderPermille;
    private final Xorshift random = new Xorshift(1);

    Search(TranspositionTable tt) {
        this.tt = tt;
    }

    void setCourseRule(boolean on) {
        courseRule = on;
    }

    /** Deliberate weakening: choose among root moves within {@code marginCp} of the best, sometimes worse. */
    void setWeakening(int marginCp, int blunderPermille, int seed) {
        this.weakMargin = Math.max(0, marginCp);
        this.blunderPermille = Math.max(0, blunderPermille);
        random.setSeed(seed);
    }

    void stop() {
        stopRequested = true;
    }

    void clearHistory() {
        java.util.Arrays.fill(history, (short) 0);
        java.util.Arrays.fill(killers, 0);
        java.util.Arrays.fill(counterMoves, 0);
        java.util.Arrays.fill(continuation, (short) 0);
        java.util.Arrays.fill(captureHistory, (short) 0);
        correction.clear();
    }

    long nodes() {
        return nodesBefore + nodesInInterval;
    }

    /** Runs the search on {@code b} (restored afterwards) and returns the move to play. */
    SearchResult run(Board b, Limits limits, int moveOverhead, int maxDepth, SearchListener listener) {
        board = b;
        rootPly = b.ply();
        stopRequested = false;
        stopSignal = limits.stopSignal;
        aborted = false;
        startMillis = System.currentTimeMillis();
        nodesBefore = 0;
        nodesInInterval = 0;
        nodeLimit = limits.nodes > 0 ? limits.nodes : Long.MAX_VALUE;
        nextCheck = (int) Math.min(1024, nodeLimit);
        time.plan(limits, b.sideToMove(), moveOverhead);
        tt.newSearch();
        for (int i = 0; i < killers.length; i++) {
            killers[i] = 0;
        }
        ageHistory(history);
        ageHistory(continuation);
        ageHistory(captureHistory);

        rootCount = MoveGenerator.generate(b, rootMoves, 0);
        restrictRootMoves(limits.searchMoves);
        if (rootCount == 0) {
            // Checkmated or stalemated: nothing to play; report "mate 0" or a draw score.
            boolean mated = b.inCheck();
            SearchInfo info = new SearchInfo(0, 0, mated ? -MATE : 0, 0, 0, elapsed(), 0, new int[0]);
            return new SearchResult(Move.NONE, Move.NONE, info);
        }
        orderRootMoves();
        rootBest = rootMoves[0];
        rootBestScore = -INF;

        int depthCap = Math.min(maxDepth, MAX_PLY - 4);
        if (limits.depth > 0) {
            depthCap = Math.min(depthCap, limits.depth);
        }
        boolean timed = time.soft != TimeManager.UNLIMITED;
        SearchInfo last = null;
        int previousScore = 0;
        int stableIterations = 0;
        for (int depth = 1; depth <= depthCap; depth++) {
            selDepth = 0;
            int bestBefore = rootBest;
            int score = aspiration(depth, previousScore);
            if (aborted && last != null) {
                // The unfinished iteration only changed rootBest if a move proved better than the last best.
                break;
            }
            if (aborted && score == -INF) {
                score = evaluator.evaluate(b); // not even one root move finished: report the static view
            }
            stableIterations = rootBest == bestBefore ? stableIterations + 1 : 0;
            boolean scoreFell = depth > 1 && score < previousScore - 30;
            previousScore = score;
            rootBestScore = score;
            last = report(depth, score);
            if (listener != null) {
                listener.onIteration(last);
            }
            if (aborted) {
                break;
            }
            long spent = elapsed();
            long softStop = time.fromClock ? time.soft * 6 / 10 * clockShare(stableIterations, scoreFell) / 100
                    : time.soft;
            if (timed && (spent >= softStop || rootCount == 1)) {
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
        if (weakMargin > 0 || blunderPermille > 0) {
            best = chooseWeakMove(best);
        }
        int ponder = last.pv.length >= 2 && last.pv[0] == best ? last.pv[1] : Move.NONE;
        return new SearchResult(best, ponder, last);
    }

    /**
     * Percent of the planned time to use on a clock: more while the best move keeps changing or the score falls
     * (the position is not understood yet), less once the same move has survived several iterations.
     */
    private static int clockShare(int stableIterations, boolean scoreFell) {
        int share = stableIterations == 0 ? 150 : stableIterations == 1 ? 115 : stableIterations >= 5 ? 75 : 100;
        return scoreFell ? share * 3 / 2 : share;
    }

    /** Keeps only the root moves in {@code allowed} (UCI searchmoves), unless none of them is legal. */
    private void restrictRootMoves(int[] allowed) {
        if (allowed.length == 0) {
            return;
        }
        int kept = 0;
        for (int i = 0; i < rootCount; i++) {
            int m = rootMoves[i];
            for (int a : allowed) {
                if (a == m) {
                    rootMoves[kept++] = m;
                    break;
                }
            }
        }
        if (kept > 0) {
            rootCount = kept;
        }
    }

    private SearchInfo report(int depth, int score) {
        int[] line = new int[pvLength[0]];
        System.arraycopy(pv[0], 0, line, 0, line.length);
        if (line.length == 0 || line[0] != rootBest) {
            line = new int[] {rootBest};
        }
        int mateIn = 0;
        if (score >= MATE_BOUND) {
            mateIn = (MATE - score + 1) / 2;
        } else if (score <= -MATE_BOUND) {
            mateIn = -(MATE + score) / 2;
            if (mateIn == 0) {
                mateIn = -1; // defensive: never report "mate 0" for a live position
            }
        }
        return new SearchInfo(depth, Math.max(selDepth, depth), score, mateIn, nodes(), elapsed(), tt.hashFull(),
                line);
    }

    private long elapsed() {
        return System.currentTimeMillis() - startMillis;
    }

    /** Root moves: the hash move first, then captures by MVV-LVA, then the rest in generation order. */
    private void orderRootMoves() {
        int hashMove = tt.probe(board.hashLo(), board.hashHi()) ? tt.hitMove : Move.NONE;
        for (int i = 0; i < rootCount; i++) {
            int m = rootMoves[i];
            rootScores[i] = m == hashMove ? SCORE_HASH : Move.isTactical(m) ? SCORE_GOOD_CAPTURE + mvvLva(m) : -i;
        }
        for (int i = 1; i < rootCount; i++) { // insertion sort, stable
            int m = rootMoves[i];
            int s = rootScores[i];
            int j = i - 1;
            while (j >= 0 && rootScores[j] < s) {
                rootMoves[j + 1] = rootMoves[j];
                rootScores[j + 1] = rootScores[j];
                j--;
            }
            rootMoves[j + 1] = m;
            rootScores[j + 1] = s;
        }
    }

    private int aspiration(int depth, int previous) {
        if (depth < 5 || weakMargin > 0 || blunderPermille > 0 || Math.abs(previous) >= MATE_BOUND) {
            return searchRoot(depth, -INF, INF);
        }
        int window = 20;
        int alpha = Math.max(previous - window, -INF);
        int beta = Math.min(previous + window, INF);
        while (true) {
            int score = searchRoot(depth, alpha, beta);
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
            window += window / 2 + 10;
            if (window > 600) {
                alpha = -INF;
                beta = INF;
            }
        }
    }

    /**
     * Searches every root move; the best one moves to the front. In weak mode moves within the margin of the best
     * get exact scores (kept in {@code rootScores}) so one of them can be chosen later.
     */
    private int searchRoot(int depth, int alpha, int beta) {
        int bestScore = -INF;
        int bestIndex = -1;
        int margin = weakWindow();
        int windowFloor = alpha; // weak mode measures moves against the best score, not the raised alpha
        pvLength[0] = 0;
        for (int i = 0; i < rootCount; i++) {
            int m = rootMoves[i];
            board.make(m);
            boolean check = board.inCheck();
            int lower = margin > 0 && bestScore > -INF ? Math.max(windowFloor, bestScore - margin) : alpha;
            int score;
            if (i == 0) {
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
            rootScores[i] = score > lower || i == 0 ? score : -INF;
            if (score > bestScore) {
                bestScore = score;
                bestIndex = i;
                if (score > alpha) {
                    alpha = Math.max(alpha, score);
                    rootBest = m;
                    updatePv(0, m);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (bestIndex > 0) {
            // Move the best to the front, shifting the others (and their scores) down by one.
            int m = rootMoves[bestIndex];
            int s = rootScores[bestIndex];
            System.arraycopy(rootMoves, 0, rootMoves, 1, bestIndex);
            System.arraycopy(rootScores, 0, rootScores, 1, bestIndex);
            rootMoves[0] = m;
            rootScores[0] = s;
        }
        return bestScore;
    }

    /** The window below the best root score that weak mode needs exact scores for. */
    private int weakWindow() {
        if (weakMargin == 0 && blunderPermille == 0) {
            return 0;
        }
        return blunderPermille > 0 ? Math.max(weakMargin * 3, 200) : weakMargin;
    }

    /** Picks a root move for a weakened level from the exact scores of the last finished iteration. */
    private int chooseWeakMove(int best) {
        if (rootBestScore == -INF || rootMoves[0] != best) {
            return best;
        }
        int top = rootScores[0];
        boolean blunder = blunderPermille > 0 && random.nextInt(1000) < blunderPermille;
        int window = blunder ? weakWindow() : weakMargin;
        if (top >= MATE_BOUND) {
            return best; // never miss a mate: that would not look human, just broken
        }
        int candidates = 0;
        for (int i = 0; i < rootCount; i++) {
            if (rootScores[i] > -INF && rootScores[i] >= top - window && rootScores[i] > -MATE_BOUND) {
                candidates++;
            }
        }
        if (candidates <= 1) {
            return best;
        }
        int pick = random.nextInt(candidates);
        for (int i = 0; i < rootCount; i++) {
            if (rootScores[i] > -INF && rootScores[i] >= top - window && rootScores[i] > -MATE_BOUND) {
                if (pick-- == 0) {
                    return rootMoves[i];
                }
            }
        }
        return best;
    }

    private void updatePv(int ply, int move) {
        pv[ply][ply] = move;
        int childLength = pvLength[ply + 1];
        for (int i = ply + 1; i < childLength; i++) {
            pv[ply][i] = pv[ply + 1][i];
        }
        pvLength[ply] = Math.max(childLength, ply + 1);
    }

    /** Counts a node and polls the limits every {@code nextCheck} nodes. */
    private boolean countNodeAndCheckStop() {
        if (++nodesInInterval >= nextCheck) {
            nodesBefore += nodesInInterval;
            nodesInInterval = 0;
            if (stopRequested || stopSignal != null && stopSignal.isStopped() || nodesBefore >= nodeLimit || elapsed() >= time.hard) {
                aborted = true;
            }
            nextCheck = (int) Math.max(1, Math.min(1024, nodeLimit - nodesBefore));
        }
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

    private boolean isDraw() {
        // A repetition inside the searched line is a draw; one of a position from before the root needs two.
        return board.halfmoveClock() >= 100 || board.repeatedInSearch(rootPly) || Rules.insufficientMaterial(board)
                || courseRule && board.halfmoveClock() >= Rules.COURSE_PLIES && Rules.courseRepetition(board);
    }

    /**
     * {@code inCheck} is whether the side to move is in check (the caller knows it from making the move);
     * {@code cutNode} whether this zero-window node is expected to fail high (its parent expects a refutation
     * here), where reductions can be bolder.
     */
    private int search(int depth, int alpha, int beta, int ply, boolean allowNull, boolean inCheck,
            boolean cutNode) {
        pvLength[ply] = ply;
        if (depth <= 0) {
            return quiescence(alpha, beta, ply, inCheck);
        }
        if (countNodeAndCheckStop()) {
            return 0;
        }
        if (ply > selDepth) {
            selDepth = ply;
        }
        if (isDraw()) {
            return 0;
        }
        if (ply >= MAX_PLY - 1) {
            return evaluator.evaluate(board);
        }
        // Mate-distance pruning: no line from here can beat a mate already found nearer the root.
        alpha = Math.max(alpha, -MATE + ply);
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        boolean pvNode = beta - alpha > 1;
        if (inCheck) {
            depth++;
        }

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
            ttScore = fromTt(tt.hitScore, ply);
            ttDepth = tt.hitDepth;
            ttBound = tt.hitBound;
            if (!pvNode && ttDepth >= depth && excludedMove == Move.NONE
                    && settlesWindow(ttBound, ttScore, alpha, beta)) {
                return ttScore;
            }
        }

        int us = board.sideToMove();
        int rawEval = TranspositionTable.NO_EVAL;
        if (!inCheck) {
            rawEval = knownEval(ttHit, ply);
            if (rawEval == TranspositionTable.NO_EVAL) {
                // Reverse futility (below) on the cheap estimate, saving the full evaluation: when the estimate
                // clears the stricter margin by LAZY_MARGIN more, the full evaluation almost always clears it too.
                if (!pvNode && excludedMove == Move.NONE && depth <= REVERSE_FUTILITY_DEPTH && beta > -MATE_BOUND
                        && beta < MATE_BOUND) {
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
        boolean improving = !inCheck && ply >= 2 && staticEval > staticEvals[ply - 2];
        // For pruning, a hash score whose bound points the right way is a better guess than the static view.
        int eval = staticEval;
        if (ttHit && !inCheck && Math.abs(ttScore) < MATE_BOUND && (ttBound == TranspositionTable.BOUND_EXACT
                || ttBound == TranspositionTable.BOUND_LOWER && ttScore > eval
                || ttBound == TranspositionTable.BOUND_UPPER && ttScore < eval)) {
            eval = ttScore;
        }

        if (!pvNode && !inCheck && excludedMove == Move.NONE) {
            // Reverse futility: far above beta with little depth left, the opponent will not catch up.
            int margin = (REVERSE_FUTILITY_MARGIN - (improving ? 20 : 0)) * depth;
            if (depth <= REVERSE_FUTILITY_DEPTH && eval - margin >= beta && beta > -MATE_BOUND && beta < MATE_BOUND) {
                return eval;
            }
            // Null move: if passing still fails high, a real move will too (not in pawn endings: zugzwang).
            if (allowNull && depth >= 3 && eval >= beta && Evaluator.nonPawnMaterial(board, us) > 0
                    && beta > -MATE_BOUND) {
                // No extra reduction for a big static margin: the evaluation misjudges king attacks, and the
                // deeper null search is what finds the mating threats behind a "won" position (lost 10+0.1 games).
                int r = 3 + depth / 5;
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

        // Razoring: hopelessly below alpha near the horizon, only captures can save the position.
        if (!pvNode && !inCheck && depth <= 2 && eval + 250 * depth < alpha && alpha < MATE_BOUND
                && excludedMove == Move.NONE) {
            int score = quiescence(alpha, alpha + 1, ply, false);
            if (aborted) {
                return 0;
            }
            if (score <= alpha) {
                return score;
            }
        }

        // ProbCut: a capture that beats beta by a clear margin in a shallow search almost surely beats beta in
        // the full one. Skipped when the hash table already says the position falls short of that margin.
        int probBeta = beta + PROBCUT_MARGIN;
        if (!pvNode && !inCheck && depth >= 5 && excludedMove == Move.NONE && Math.abs(beta) < MATE_BOUND
                && !(ttHit && ttDepth >= depth - 3 && ttScore < probBeta)) {
            int score = probCut(depth, probBeta, ply, staticEval, rawEval, lo, hi, cutNode);
            if (aborted) {
                return 0;
            }
            if (score >= probBeta) {
                return score;
            }
        }

        // Internal iterative reduction: without a hash move a deep PV or cut node is probably searched in a poor
        // order.
        if (hashMove == Move.NONE && depth >= 6 && (pvNode || cutNode)) {
            depth--;
        }

        // Singular extension: when every move but the hash move falls well short of its hash score at a reduced
        // depth, the hash move is the only good one here and gets a ply more. When even the others reach beta,
        // several moves refute the opponent's last one and this node fails high without a full search.
        int hashMoveExtension = 0;
        if (depth >= 8 && excludedMove == Move.NONE && hashMove != Move.NONE && ttDepth >= depth - 3
                && (ttBound & TranspositionTable.BOUND_LOWER) != 0 && Math.abs(ttScore) < MATE_BOUND) {
            int singularBeta = ttScore - 2 * depth;
            excluded[ply] = hashMove;
            int score = search((depth - 1) / 2, singularBeta - 1, singularBeta, ply, false, inCheck, cutNode);
            excluded[ply] = Move.NONE;
            if (aborted) {
                return 0;
            }
            if (score < singularBeta) {
                hashMoveExtension = 1;
            } else if (singularBeta >= beta) {
                return singularBeta;
            }
        }

        int[] list = moves[ply];
        int[] order = scores[ply];
        int count = MoveGenerator.generate(board, list, 0);
        if (count == 0) {
            return inCheck ? -MATE + ply : 0;
        }
        scoreMoves(list, order, count, hashMove, ply, us);

        int bestScore = -INF;
        int bestMove = Move.NONE;
        int originalAlpha = alpha;
        int quietsTried = 0;
        int movesSearched = 0;
        boolean futile = !pvNode && !inCheck && depth <= 3 && eval + 110 + 110 * depth <= alpha;
        for (int i = 0; i < count; i++) {
            int m = pickScored(list, order, ply, i, count);
            if (m == excludedMove) {
                continue;
            }
            boolean tactical = Move.isTactical(m);
            boolean quietish = !tactical;
            boolean lateQuiet = quietish && movesSearched > 0 && bestScore > -MATE_BOUND;
            // Late-move pruning: at shallow depth, quiet moves far down the list rarely matter.
            if (lateQuiet && !pvNode && !inCheck && depth <= 4 && quietsTried >= 3 + depth * depth * (improving ? 2 : 1)) {
                if (depth <= 3) {
                    // Everything after this move is another quiet (pruned here too) or a bad capture (pruned
                    // below at this depth): stop now instead of sorting the rest only to skip it.
                    break;
                }
                continue;
            }
            // Bad captures at low depth are skipped outright.
            if (!pvNode && !inCheck && depth <= 3 && tactical && order[i] <= SCORE_BAD_CAPTURE + 100000
                    && movesSearched > 0 && bestScore > -MATE_BOUND) {
                continue;
            }
            // A quiet move that simply hangs material is not worth a look near the horizon.
            if (lateQuiet && !pvNode && !inCheck && depth <= 3 && see.evaluate(board, m) < -60 * depth) {
                continue;
            }
            board.make(m);
            boolean givesCheck = board.inCheck();
            if (futile && lateQuiet && !givesCheck) {
                board.unmake();
                quietsTried++;
                continue;
            }
            int newDepth = depth - 1 + (m == hashMove ? hashMoveExtension : 0);
            int score;
            if (movesSearched == 0) {
                score = -search(newDepth, -beta, -alpha, ply + 1, true, givesCheck, !pvNode && !cutNode);
            } else {
                int reduction = 0;
                if (depth >= 3 && quietish && !inCheck && !givesCheck && movesSearched >= (pvNode ? 3 : 2)) {
                    reduction = REDUCTION[Math.min(depth, 63)][Math.min(movesSearched, 63)];
                    if (pvNode) {
                        reduction--;
                    }
                    if (cutNode) {
                        reduction++;
                    }
                    if (!improving) {
                        reduction++;
                    }
                    if (order[i] >= SCORE_COUNTER) {
                        reduction -= 1;
                    } else {
                        reduction -= order[i] / (HISTORY_MAX / 2); // well-proven quiets are reduced less, poor ones more
                    }
                    reduction = Math.max(0, Math.min(reduction, newDepth - 1));
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
            if (quietish) {
                quietsTried++;
            }
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    bestMove = m;
                    alpha = score;
                    if (pvNode) {
                        updatePv(ply, m);
                    }
                    if (score >= beta) {
                        if (quietish) {
                            rewardQuiet(m, ply, us, depth, list, i);
                        } else {
                            addHistory(captureHistory, captureSlot(m), historyBonus(depth));
                        }
                        punishCaptures(depth, list, i);
                        break;
                    }
                }
            }
        }
        if (movesSearched == 0) {
            // Everything was pruned: fall back to the static view (never claim a mate that was not searched).
            return Math.max(alpha, staticEval == -INF ? alpha : staticEval);
        }
        if (excludedMove != Move.NONE) {
            return bestScore; // a result without the best move must not stand for the position
        }
        int bound = boundOf(bestScore, originalAlpha, beta);
        tt.store(lo, hi, bestMove, toTt(bestScore, ply), depth, bound, rawEval);
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
     * Tries the captures that win enough material to make beating {@code probBeta} plausible: a quiescence
     * search first, then a search four plies shallower. Returns the first score at or above {@code probBeta}
     * (stored in the hash table), or {@code -INF}.
     */
    private int probCut(int depth, int probBeta, int ply, int staticEval, int rawEval, int lo, int hi,
            boolean cutNode) {
        int[] list = moves[ply];
        int[] order = scores[ply];
        int count = MoveGenerator.generate(board, list, 0, true);
        for (int i = 0; i < count; i++) {
            order[i] = captureOrder(list[i]);
        }
        for (int i = 0; i < count; i++) {
            int m = pickBest(list, order, i, count);
            if (see.evaluate(board, m) < probBeta - staticEval) {
                continue;
            }
            board.make(m);
            boolean check = board.inCheck();
            int score = -quiescence(-probBeta, -probBeta + 1, ply + 1, check);
            if (score >= probBeta && !aborted) {
                score = -search(depth - 4, -probBeta, -probBeta + 1, ply + 1, true, check, !cutNode);
            }
            board.unmake();
            if (aborted) {
                return 0;
            }
            if (score >= probBeta) {
                tt.store(lo, hi, m, toTt(score, ply), depth - 3, TranspositionTable.BOUND_LOWER, rawEval);
                return score;
            }
        }
        return -INF;
    }

    private int quiescence(int alpha, int beta, int ply, boolean inCheck) {
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
            return 0;
        }
        int lo = board.hashLo();
        int hi = board.hashHi();
        int hashMove = Move.NONE;
        boolean ttHit = tt.probe(lo, hi);
        if (ttHit) {
            hashMove = tt.hitMove;
            int s = fromTt(tt.hitScore, ply);
            if (settlesWindow(tt.hitBound, s, alpha, beta)) {
                return s;
            }
        }
        int standPat = -INF;
        int rawEval = TranspositionTable.NO_EVAL;
        if (!inCheck) {
            rawEval = knownEval(ttHit, ply);
            if (rawEval == TranspositionTable.NO_EVAL) {
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
        int[] list = moves[ply];
        int[] order = scores[ply];
        int count = MoveGenerator.generate(board, list, 0, !inCheck);
        if (count == 0) {
            return inCheck ? -MATE + ply : standPat;
        }
        if (inCheck) {
            scoreMoves(list, order, count, hashMove, ply, board.sideToMove());
        } else {
            for (int i = 0; i < count; i++) {
                order[i] = list[i] == hashMove ? SCORE_HASH : captureOrder(list[i]);
            }
        }
        int bestScore = standPat;
        int bestMove = Move.NONE;
        int originalAlpha = alpha;
        for (int i = 0; i < count; i++) {
            int m = inCheck ? pickScored(list, order, ply, i, count) : pickBest(list, order, i, count);
            if (!inCheck) {
                int captured = Move.captured(m);
                // Delta pruning: even winning this piece for free would not reach alpha.
                if (Move.promotion(m) == 0
                        && standPat + StaticExchange.VALUE[Piece.type(captured)] + 180 <= alpha) {
                    continue;
                }
                if (needsSee(m) && see.evaluate(board, m) < 0) {
                    continue; // losing exchange
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
        if (bestScore == -INF) {
            bestScore = alpha; // in check with every evasion skipped cannot happen, but stay safe
        }
        int bound = boundOf(bestScore, originalAlpha, beta);
        tt.store(lo, hi, bestMove, toTt(bestScore, ply), 0, bound, rawEval);
        return bestScore;
    }

    /** What a result of {@code score} proves about a position searched with the window (alpha, beta). */
    private static int boundOf(int score, int alpha, int beta) {
        return score >= beta ? TranspositionTable.BOUND_LOWER
                : score > alpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
    }

    /** True when a hash score with this bound answers the search of the window (alpha, beta) by itself. */
    private static boolean settlesWindow(int bound, int score, int alpha, int beta) {
        return bound == TranspositionTable.BOUND_EXACT || bound == TranspositionTable.BOUND_LOWER && score >= beta
                || bound == TranspositionTable.BOUND_UPPER && score <= alpha;
    }

    /** A capture can lose material only when the capturing piece is worth more than its victim. */
    private static boolean needsSee(int m) {
        int attacker = StaticExchange.VALUE[Piece.type(Move.piece(m))];
        int victim = StaticExchange.VALUE[Piece.type(Move.captured(m))];
        return attacker > victim && Move.promotion(m) == 0;
    }

    /**
     * Order of a capture or promotion: by victim and attacker first ({@link #mvvLva}), then, within about the
     * same victim, by its capture history. Stays far below the gaps between the move classes.
     */
    private int captureOrder(int m) {
        return 16 * mvvLva(m) + captureHistory[captureSlot(m)] / 8;
    }

    private static int captureSlot(int m) {
        return pieceTo(m) << 3 | Piece.type(Move.captured(m));
    }

    private static int mvvLva(int m) {
        int victim = Piece.type(Move.captured(m));
        int promo = Move.promotion(m);
        return victim * 64 + (promo == Piece.QUEEN ? 48 : promo != 0 ? -32 : 0) - Piece.type(Move.piece(m));
    }

    private void scoreMoves(int[] list, int[] order, int count, int hashMove, int ply, int us) {
        int k1 = killers[2 * ply];
        int k2 = killers[2 * ply + 1];
        int counter = counterMoves[previousPieceTo(1)];
        int reply = continuationBase(1);
        int followUp = continuationBase(2);
        int historyBase = us << 14;
        int[] unchecked = seePending[ply];
        for (int i = 0; i < count; i++) {
            int m = list[i];
            int s;
            int pending = 0;
            if (m == hashMove) {
                s = SCORE_HASH;
            } else if (Move.isTactical(m)) {
                if (Move.promotion(m) != 0 && Move.promotion(m) != Piece.QUEEN) {
                    s = SCORE_BAD_CAPTURE + captureOrder(m);
                } else {
                    s = SCORE_GOOD_CAPTURE + captureOrder(m);
                    pending = needsSee(m) ? 1 : 0;
                }
            } else if (m == k1) {
                s = SCORE_KILLER_1;
            } else if (m == k2) {
                s = SCORE_KILLER_2;
            } else if (m == counter) {
                s = SCORE_COUNTER;
            } else {
                int pieceTo = pieceTo(m);
                s = (history[historyBase | (m & 0x3fff)] + continuation[reply + pieceTo]
                        + continuation[followUp + pieceTo]) / 3;
            }
            order[i] = s;
            unchecked[i] = pending;
        }
    }

    /**
     * {@link #pickBest} for a list ordered by {@link #scoreMoves}, which scores every capture as good and leaves
     * the exchange check until the capture would be picked: most nodes end after a move or two, so most checks
     * would be wasted. A capture that loses material drops to the bad captures, keeping the capture order it was
     * scored with, and the pick is made again. The moves come out exactly as if every capture had been checked
     * up front: checking only lowers scores, and only the best one's.
     */
    private int pickScored(int[] list, int[] order, int ply, int i, int count) {
        int[] unchecked = seePending[ply];
        int best = indexOfBest(order, i, count);
        while (unchecked[best] != 0) {
            unchecked[best] = 0;
            if (see.evaluate(board, list[best]) < 0) {
                order[best] += SCORE_BAD_CAPTURE - SCORE_GOOD_CAPTURE;
                best = indexOfBest(order, i, count);
            }
        }
        unchecked[best] = unchecked[i];
        unchecked[i] = 0;
        return moveToFront(list, order, best, i);
    }

    /** Selection sort step: brings the best remaining move to index {@code i}. */
    private static int pickBest(int[] list, int[] order, int i, int count) {
        return moveToFront(list, order, indexOfBest(order, i, count), i);
    }

    /** Index of the highest score from {@code i} to {@code count} (the first one on a tie). */
    private static int indexOfBest(int[] order, int i, int count) {
        int best = i;
        int bestScore = order[i];
        for (int j = i + 1; j < count; j++) {
            if (order[j] > bestScore) {
                bestScore = order[j];
                best = j;
            }
        }
        return best;
    }

    /** Swaps the move at {@code best} (and its score) with the one at {@code i}; returns it. */
    private static int moveToFront(int[] list, int[] order, int best, int i) {
        int m = list[best];
        list[best] = list[i];
        list[i] = m;
        int score = order[best];
        order[best] = order[i];
        order[i] = score;
        return m;
    }

    /** A quiet move caused a cutoff: make it a killer and raise its history; lower the quiets tried before it. */
    private void rewardQuiet(int m, int ply, int us, int depth, int[] list, int index) {
        if (killers[2 * ply] != m) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = m;
        }
        counterMoves[previousPieceTo(1)] = m;
        int bonus = historyBonus(depth);
        int base = us << 14;
        int reply = continuationBase(1);
        int followUp = continuationBase(2);
        addHistory(history, base | (m & 0x3fff), bonus);
        addContinuation(reply, followUp, pieceTo(m), bonus);
        for (int j = 0; j < index; j++) {
            int other = list[j];
            if (!Move.isTactical(other)) {
                addHistory(history, base | (other & 0x3fff), -bonus);
                addContinuation(reply, followUp, pieceTo(other), -bonus);
            }
        }
    }

    /** A move caused a cutoff: lower the capture history of the captures tried before it, which did not. */
    private void punishCaptures(int depth, int[] list, int index) {
        int malus = -historyBonus(depth);
        for (int j = 0; j < index; j++) {
            if (Move.isTactical(list[j])) {
                addHistory(captureHistory, captureSlot(list[j]), malus);
            }
        }
    }

    /** Piece-to of the move {@code pliesBack} plies before this position, or {@code PIECE_TO} for none. */
    private int previousPieceTo(int pliesBack) {
        int ply = board.ply();
        int previous = ply >= pliesBack ? board.moveAt(ply - pliesBack) : Move.NONE;
        return previous == Move.NONE ? PIECE_TO : pieceTo(previous);
    }

    /** Start of the continuation-history row for the move {@code pliesBack} plies back (the zero row for none). */
    private int continuationBase(int pliesBack) {
        return previousPieceTo(pliesBack) * PIECE_TO;
    }

    private static int pieceTo(int move) {
        int piece = Move.piece(move);
        int to = Move.to(move);
        return ((piece >> 3) * 6 + (piece & 7) - 1) << 6 | (to >> 4) << 3 | (to & 7);
    }

    private void addContinuation(int reply, int followUp, int pieceTo, int bonus) {
        if (reply != NO_CONTINUATION) {
            addHistory(continuation, reply + pieceTo, bonus);
        }
        if (followUp != NO_CONTINUATION) {
            addHistory(continuation, followUp + pieceTo, bonus);
        }
    }

    /** What a cutoff at {@code depth} adds to a history value (below 512, as {@link #HISTORY_MAX} needs). */
    private static int historyBonus(int depth) {
        return Math.min(depth * depth, 400);
    }

    /** Between searches: keep a little of what earlier moves taught. */
    private static void ageHistory(short[] table) {
        for (int i = 0; i < table.length; i++) {
            table[i] /= 4;
        }
    }

    private static void addHistory(short[] table, int slot, int bonus) {
        int h = table[slot];
        h += bonus * 32 - h * Math.abs(bonus) / 512;
        table[slot] = (short) Math.max(-HISTORY_MAX, Math.min(HISTORY_MAX, h));
    }

    private static int toTt(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    private static int fromTt(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }
}
