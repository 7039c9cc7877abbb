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
 * that {@link #stop()} may be called from another thread while {@link #search} runs.
 */
public final class Engine {
    public static final int DEFAULT_HASH_MB = 16;
    /** Time kept back from every limit for I/O and scheduling delays (busy machines need it). */
    public static final int DEFAULT_MOVE_OVERHEAD_MS = 30;
    /** Think time used when the caller gives no limit at all. */
    public static final int DEFAULT_MOVE_TIME_MS = 1000;

    private final TranspositionTable tt;
    private final Search search;
    private int hashMb;
    private int moveOverhead = DEFAULT_MOVE_OVERHEAD_MS;
    private Level level = Level.L10;
    private int seed = 0x2545F491;
    private RuleSet ruleSet = RuleSet.STANDARD;

    public Engine() {
        this(DEFAULT_HASH_MB);
    }

    public Engine(int hashMb) {
        this.hashMb = Math.max(1, hashMb);
        tt = new TranspositionTable(this.hashMb);
        search = new Search(tt);
    }

    /**
     * Resizes (and clears) the transposition table; returns false, keeping the old table, when that much memory
     * cannot be had.
     */
    public boolean setHashSize(int megabytes) {
        if (!tt.resize(Math.max(1, megabytes))) {
            return false;
        }
        hashMb = Math.max(1, megabytes);
        return true;
    }

    public int hashSize() {
        return hashMb;
    }

    /** Forgets everything learned (a new game). */
    public void clear() {
        tt.clear();
        search.clearHistory();
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

    /** Seed of the generator that weakened levels use to choose among moves (same seed, same choices). */
    public void setSeed(int seed) {
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
        if (!level.isFullStrength()) {
            effective = capped(effective, level);
            search.setWeakening(level.marginCp, level.blunderPermille, seed);
            seed = seed * 1103515245 + 12345; // the next move draws differently
        } else {
            search.setWeakening(0, 0, seed);
        }
        return search.run(board, effective, moveOverhead, maxDepth, listener);
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

    /** Convenience: the best move in UCI notation for a FEN, thinking {@code moveTimeMs}; "0000" if none. */
    public static String makeMove(String fen, int moveTimeMs) {
        Board board = Fen.parse(fen);
        SearchResult r = new Engine().search(board, new Limits().moveTime(Math.max(1, moveTimeMs)), null);
        return Move.toUci(r.bestMove);
    }

    /** Nodes searched by the last (or running) search. */
    public long nodes() {
        return search.nodes();
    }
}
