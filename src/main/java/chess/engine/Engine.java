package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Game;
import chess.core.Move;
import chess.core.RuleSet;

/**
 * The engine's single entry point (the course's {@code make_move}): given a position with its game history (a
 * {@link Board} whose moves since setUp are the game) and {@link Limits}, it returns the move to play, reporting
 * after each iteration to a {@link SearchListener}. It returns a legal move whenever one exists, even at 1 ms or
 * depth 1, and {@link Move#NONE} only when there is none.
 *
 * <p>One engine keeps its transposition table and history between moves of a game; it is not thread-safe, except
 * that {@link #stop()} may be called from another thread while {@link #search} runs. Given a
 * {@link ParallelRunner} (the JVM's {@link HelperThreads}) it can search with several threads
 * ({@link #setThreads}, Lazy SMP: {@link SmpSearch}); without one, and with one thread, it searches alone.
 */
public final class Engine {
    public static final int DEFAULT_HASH_MB = 16;
    /** Time kept back from every limit for I/O and scheduling delays (busy machines need it). */
    public static final int DEFAULT_MOVE_OVERHEAD_MS = 30;
    /** The deepest iteration a search reaches, in plies (a deeper depth limit means this one). */
    public static final int MAX_DEPTH = Search.MAX_PLY - 4;
    /** Think time used when the caller gives no limit at all. */
    public static final int DEFAULT_MOVE_TIME_MS = 1000;
    /** Most lines {@link #setMultiPv} allows. */
    public static final int MAX_MULTI_PV = 5;

    private final TranspositionTable tt;
    private final Search search;
    /** The largest heap the JVM may use, in bytes, or 0 when unknown (the table then gets the size asked). */
    private final long maxHeap;
    private int moveOverhead = DEFAULT_MOVE_OVERHEAD_MS;
    private Level level = Level.L10;
    /** The seed set by {@link #setSeed} (or the default): where a new game starts the draws. */
    private int firstSeed = 0x2545F491;
    /** The seed of the next weakened search (advanced by each one). */
    private int seed = firstSeed;
    private RuleSet ruleSet = RuleSet.STANDARD;
    /** Centipawns a draw costs the engine ({@link #setContempt}). */
    private int contempt;
    /** Whether the engine analyses rather than plays ({@link #setAnalysing}). */
    private boolean analysing;
    private int multiPv = 1;
    /** The evaluation network in use (null: hand-written), for helpers made later. */
    private Network network;
    /** Evaluation cache size of each search (the main one's; helpers get the same). */
    private final int evalCacheSlots;
    /** The helper searches, once {@link #allowThreads} gave a way to run them; null before. */
    private SmpSearch smp;
    private int maxThreads = 1;
    private int threads = 1;
    /** Whether {@link #search} is running (read by {@link #setThreads} from another thread). */
    private volatile boolean searching;

    public Engine() {
        this(DEFAULT_HASH_MB);
    }

    public Engine(int hashMb) {
        this(hashMb, 0);
    }

    /**
     * An engine whose hash table is sized to fit a heap of {@code maxHeapBytes} (the JVM's
     * {@code Runtime.maxMemory()}; 0 when unknown, as in a browser): smaller than {@code hashMb} when that much
     * would not leave room for the rest (see {@link #hashBytes()}).
     */
    public Engine(int hashMb, long maxHeapBytes) {
        this(hashMb, maxHeapBytes, null);
    }

    /**
     * As above, but with the hash table's entries in {@code sharedTable} when given: memory that engines in other
     * workers search with at the same time (the browser's Lazy SMP: chess.web), taken as it is, so the engine makes
     * no table of its own. {@link #setHashSize} gives it a table of its own.
     */
    public Engine(int hashMb, long maxHeapBytes, TableMemory sharedTable) {
        maxHeap = Math.max(0, maxHeapBytes);
        tt = sharedTable != null ? TranspositionTable.over(sharedTable)
                : new TranspositionTable(TranspositionTable.affordableBytes(hashMb, maxHeap));
        // In a heap too small for a 1 MB table the evaluation cache shrinks too (2 MB to 256 KB), so that the
        // engine still starts (-Xmx8m); everywhere else it is the same, and so is the bench.
        boolean smallHeap = maxHeap > 0 && TranspositionTable.affordableBytes(1, maxHeap) < 1 << 20;
        evalCacheSlots = smallHeap ? EvalCache.SMALL_SLOTS : EvalCache.SLOTS;
        search = new Search(tt, evalCacheSlots);
    }

    /**
     * Lets {@link #setThreads} use up to {@code max} threads, the helpers started by {@code runner} (on the JVM
     * {@link HelperThreads#INSTANCE}, with the machine's cores as the most). Without this call the engine searches
     * with one thread, and nothing that starts a thread is reachable (the browser builds).
     */
    public void allowThreads(ParallelRunner runner, int max) {
        smp = new SmpSearch(search, runner, evalCacheSlots);
        maxThreads = Math.max(1, max);
    }

    /** Whether {@link #allowThreads} was called: the engine can run helper threads (the JVM). */
    public boolean threadsAllowed() {
        return smp != null;
    }

    /** The most threads {@link #setThreads} accepts: 1 unless {@link #allowThreads} said more. */
    public int maxThreads() {
        return maxThreads;
    }

    /**
     * Searches with {@code n} threads from the next search on (clamped to 1..{@link #maxThreads()}): the main
     * search and {@code n - 1} Lazy SMP helpers sharing the hash table. Weakened levels always search with one.
     * Refused (false, nothing changed) while a search runs; true when set.
     */
    public boolean setThreads(int n) {
        if (searching) {
            return false;
        }
        threads = Math.max(1, Math.min(maxThreads, n));
        if (smp != null) {
            smp.setHelperCount(threads - 1, network);
        }
        return true;
    }

    public int threads() {
        return threads;
    }

    /**
     * Resizes (and clears) the transposition table to {@code megabytes}, or to what the heap affords; returns true
     * when the table has the size asked, false when it is smaller ({@link #hashBytes()} says how big).
     */
    public boolean setHashSize(int megabytes) {
        tt.resize(TranspositionTable.affordableBytes(megabytes, maxHeap));
        return tt.bytes() == (long) Math.max(1, megabytes) << 20;
    }

    /** The hash table's actual size in bytes (a power of two; smaller than asked when the heap is small). */
    public long hashBytes() {
        return tt.bytes();
    }

    /** A table size as people read it: "16 MB", "512 KB". */
    public static String formatBytes(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MB" : (bytes >> 10) + " KB";
    }

    /**
     * The bench's start: at most {@code bytes} of the hash table, cleared, and an empty evaluation cache (what is
     * cached decides which evaluations the search trusts, so the node count depends on it; see {@link Bench}).
     */
    void useHashAtMost(long bytes) {
        tt.useAtMost(bytes);
        search.clearEvalCache();
    }

    /**
     * Evaluates positions with {@code net} from now on, or with the hand-written evaluation when null. The hash
     * table and the caches are emptied: their scores came from the other evaluation. A shared table
     * (see the constructor) keeps its entries: the engines sharing it evaluate with the same net, and another may be
     * searching with it now.
     */
    public void useNetwork(Network net) {
        network = net;
        search.useNetwork(net);
        if (smp != null) {
            smp.useNetwork(net);
        }
        if (tt.shared()) {
            clearHistories();
        } else {
            clearTableAndHistories();
        }
    }

    /** The whole hash table again, cleared. */
    void useWholeHash() {
        tt.useAll();
    }

    /**
     * Forgets everything learned (a new game, UCI {@code ucinewgame}): the hash table, the histories, the correction
     * history and the evaluation cache, and a weakened level's draws start again from the seed, so that the next
     * searches are exactly a freshly constructed engine's (same iterations, node counts and moves at a fixed node
     * count). The pawn-structure cache stays: it is keyed by the whole pawn key and what it holds is a function of
     * the pawns alone, read the same whether cached or computed.
     */
    public void clear() {
        clearTableAndHistories();
        search.clearEvalCache();
        if (smp != null) {
            smp.clearEvalCache();
        }
        seed = firstSeed;
    }

    /**
     * What {@link Bench} forgets between its positions: {@link #clear()} but the evaluation cache, which the bench
     * empties only once, before its first position. Its signature (docs/engine.md) was fixed that way; emptying
     * the cache before every position as well would change it without changing the search.
     */
    void clearTableAndHistories() {
        tt.clear();
        clearHistories();
    }

    private void clearHistories() {
        search.clearHistory();
        if (smp != null) {
            smp.clearHistory();
        }
    }

    /** Milliseconds kept back from every time limit for communication delays. */
    public void setMoveOverhead(int ms) {
        moveOverhead = Math.max(0, ms);
    }

    public void setLevel(Level level) {
        this.level = level == null ? Level.L10 : level;
    }

    public Level level() {
        return level;
    }

    /**
     * Seed of the generator that weakened levels use to choose among moves (same seed, same choices); each search
     * draws from the next seed, and {@link #clear()} goes back to this one.
     */
    public void setSeed(int seed) {
        this.firstSeed = seed;
        this.seed = seed;
    }

    /**
     * The draw rules the search applies in its tree; with {@link RuleSet#COURSE} the course's repetition rule
     * ({@link chess.core.Rules#courseRepetition}) also counts as a draw.
     */
    public void setRuleSet(RuleSet rules) {
        ruleSet = rules == null ? RuleSet.STANDARD : rules;
        search.setCourseRule(ruleSet == RuleSet.COURSE);
    }

    public RuleSet ruleSet() {
        return ruleSet;
    }

    /**
     * What a draw costs the engine in its own games, in centipawns: with {@code cp > 0} it plays on in positions
     * it judges within {@code cp} of equal instead of repeating or trading down to a dead draw. Analysis
     * ({@link #setAnalysing}) sets it aside, so a drawn line reads 0.00 there. Only full strength uses it: levels 1-9
     * score draws 0, as they did when their Elo labels were measured (docs/levels.md).
     */
    public void setContempt(int cp) {
        contempt = cp;
    }

    public int contempt() {
        return contempt;
    }

    /**
     * Whether the engine analyses (UCI {@code UCI_AnalyseMode}: the page's analysis, hints and review) rather than
     * plays. Two terms are for play only: contempt (an analysing GUI sees a drawn line scored 0) and the fifty-move
     * shrink, which made play stronger (docs/engine.md) but scales a score by the fifty-move count, which a capture
     * or a pawn move resets, so a review compared a position before such a move with one after it on two different
     * scales (at Standard it found 47 of the human games' 67 blunders with it, 54 without; docs/review.md).
     */
    public void setAnalysing(boolean on) {
        analysing = on;
    }

    public boolean analysing() {
        return analysing;
    }

    /**
     * How many best root moves each search reports as lines of their own (UCI MultiPV), clamped to
     * 1..{@link #MAX_MULTI_PV}. Each line costs a search of the moves not in a better line; the move played is
     * line 1's. Weakened levels ignore it and search one line, so a level plays the same whatever it is set to.
     */
    public void setMultiPv(int lines) {
        multiPv = Math.max(1, Math.min(MAX_MULTI_PV, lines));
        search.setMultiPv(multiPv);
    }

    public int multiPv() {
        return multiPv;
    }

    /** Asks a running search to finish as soon as possible (safe from another thread). */
    public void stop() {
        search.stop();
    }

    /**
     * Searches {@code board} (left unchanged afterwards) within {@code limits}; {@code listener} may be null.
     * The level's caps apply on top of the limits. Empty (or null) limits mean {@link #DEFAULT_MOVE_TIME_MS}.
     */
    public SearchResult search(Board board, Limits limits, SearchListener listener) {
        // No limit at all would search (almost) forever: treat it as a one-second search instead.
        Limits effective = limits == null || limits.isEmpty() ? new Limits().moveTime(DEFAULT_MOVE_TIME_MS) : limits;
        int maxDepth = level.maxDepth;
        int drawCost = analysing ? 0 : contempt; // contempt is for play only, as is the fifty-move shrink
        if (!level.isFullStrength()) {
            effective = capped(effective, level);
            search.setWeakening(level.noiseCp, seed);
            search.setContempt(0);
            search.setFiftyMoveShrink(false);
            seed = seed * 1103515245 + 12345; // the next move draws differently
        } else {
            search.setWeakening(0, seed);
            search.setContempt(drawCost);
            search.setFiftyMoveShrink(!analysing);
        }
        searching = true;
        try {
            if (threads > 1 && smp != null && level.isFullStrength()) {
                return smp.run(board, effective, moveOverhead, maxDepth, listener, ruleSet == RuleSet.COURSE,
                        drawCost, !analysing);
            }
            search.setHelpers(null);
            return search.run(board, effective, moveOverhead, maxDepth, listener);
        } finally {
            searching = false;
        }
    }

    /**
     * Searches the current position of {@code game} with the game's moves as history and the game's rule set
     * (for this search only); the game itself is not touched.
     */
    public SearchResult search(Game game, Limits limits, SearchListener listener) {
        Board board = Fen.parse(game.startFen(), game.board().variant());
        for (int m : game.moves()) {
            board.make(m);
        }
        RuleSet saved = ruleSet;
        setRuleSet(game.ruleSet());
        try {
            return search(board, limits, listener);
        } finally {
            setRuleSet(saved);
        }
    }

    private static Limits capped(Limits l, Level level) {
        Limits c = new Limits();
        c.moveTime = l.moveTime;
        c.whiteTime = l.whiteTime;
        c.blackTime = l.blackTime;
        c.whiteIncrement = l.whiteIncrement;
        c.blackIncrement = l.blackIncrement;
        c.movesToGo = l.movesToGo;
        c.depth = l.depth;
        c.nodes = l.nodes;
        c.infinite = false; // a weakened level always ends by itself
        c.stopSignal = l.stopSignal;
        if (level.maxNodes > 0) {
            c.nodes = c.nodes > 0 ? Math.min(c.nodes, level.maxNodes) : level.maxNodes;
        }
        if (level.maxTimeMs > 0) {
            c.moveTime = c.moveTime > 0 ? Math.min(c.moveTime, level.maxTimeMs) : level.maxTimeMs;
        }
        return c;
    }

    /** Nodes the main thread of the last search searched (without its helpers'; for chess.engine.ThreadScaling). */
    long mainThreadNodes() {
        return search.ownNodes();
    }

    /** Nodes searched by the last (or running) search, by all its threads. */
    public long nodes() {
        return search.nodes();
    }
}
