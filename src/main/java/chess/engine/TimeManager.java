package chess.engine;

/**
 * Turns {@link Limits} into two deadlines, in milliseconds since the search started: a soft one (do not start
 * another iteration after it) and a hard one (abort the search). On a clock the soft deadline then moves with the
 * search: more time while the best move keeps changing or the score falls, less once the same move has survived
 * several iterations.
 */
final class TimeManager {
    /** No time limit. */
    static final long UNLIMITED = Long.MAX_VALUE / 4;

    /** Moves the remaining clock is planned for when the GUI does not say (sudden death or increment). */
    static final int DEFAULT_MOVES_TO_GO = 20;
    /** The most moves a GUI's {@code movestogo} is believed for. */
    private static final int MAX_MOVES_TO_GO = 40;
    /** Share of the increment spent on this move (percent). */
    private static final int INCREMENT_SHARE = 75;
    /** Never plan more than this fraction of the remaining clock for one move (1 / n), unless it is the last one. */
    private static final int CLOCK_CEILING_DIVISOR = 3;
    /**
     * Later moves the clock keeps a reserve for (at most; fewer when {@code movestogo} says the clock is refilled
     * sooner): each may cost the move overhead, or {@link #MIN_MOVE_COST}, less the increment, however fast it is
     * played. Once the clock is down to that reserve the engine moves almost at once.
     */
    private static final int RESERVE_MOVES = 40;
    /** What a move costs on the clock at least, in ms, even with a Move Overhead of 0 (JVM, I/O, GUI). */
    private static final int MIN_MOVE_COST = 10;
    /**
     * What a fixed {@code movetime} is shortened by, in ms (or by the Move Overhead if smaller): enough for the
     * search to notice its deadline (it polls its clock every 1024 nodes, about 3 ms on the JVM) and print its
     * bestmove.
     * Not the whole overhead: that protects a clock against network and GUI delays, and a fixed move time has no
     * clock to lose on; taking 30 ms off {@code movetime 50} left the engine 20 ms.
     */
    static final int MOVE_TIME_MARGIN = 5;
    /** The hard deadline as a multiple of the planned time. */
    private static final int HARD_FACTOR = 4;
    /**
     * On a clock, a new iteration starts only before this share (percent) of the planned time: an iteration
     * takes longer than all before it, so one started late would mostly be cut off by the hard deadline.
     */
    private static final int SOFT_SHARE = 60;
    /** A score this much (centipawns) below the last iteration's counts as falling. */
    static final int SCORE_DROP = 30;

    private long soft = UNLIMITED;
    private long hard = UNLIMITED;
    /** True when the soft limit comes from a clock (stop early if the next iteration cannot finish). */
    private boolean fromClock;
    private long startMillis;

    /** Starts the clock of a search and plans its deadlines. */
    void start(Limits limits, int side, int moveOverhead) {
        startMillis = System.currentTimeMillis();
        soft = UNLIMITED;
        hard = UNLIMITED;
        fromClock = false;
        if (limits.infinite) {
            return;
        }
        if (limits.moveTime > 0) {
            long t = Math.max(1, limits.moveTime - Math.min(moveOverhead, MOVE_TIME_MARGIN));
            soft = t;
            hard = t;
        }
        if (limits.hasClock(0) || limits.hasClock(1)) {
            // A GUI that sent only the opponent's clock still gets a timed search (using that clock).
            long remaining = limits.hasClock(side) ? (side == 0 ? limits.whiteTime : limits.blackTime)
                    : (side == 0 ? limits.blackTime : limits.whiteTime);
            long increment = side == 0 ? limits.whiteIncrement : limits.blackIncrement;
            int movesToGo = limits.movesToGo > 0 ? Math.min(limits.movesToGo, MAX_MOVES_TO_GO) : DEFAULT_MOVES_TO_GO;
            // Every later move costs at least the overhead even when played at once, and the increment only
            // partly pays for it: keep that much for the moves still to come before the clock is refilled.
            long laterMoves = limits.movesToGo > 0 ? Math.min(limits.movesToGo - 1, RESERVE_MOVES) : RESERVE_MOVES;
            long reserve = laterMoves * Math.max(0, Math.max(moveOverhead, MIN_MOVE_COST) - increment);
            long usable = Math.max(1, remaining - moveOverhead - reserve);
            long target = usable / movesToGo + increment * INCREMENT_SHARE / 100;
            long ceiling = Math.max(1, usable / (limits.movesToGo == 1 ? 1 : CLOCK_CEILING_DIVISOR));
            long clockSoft = Math.max(1, Math.min(target, ceiling));
            long clockHard = Math.max(1, Math.min(target * HARD_FACTOR, ceiling));
            fromClock = clockSoft < soft;
            soft = Math.min(soft, clockSoft);
            hard = Math.min(hard, clockHard);
        }
    }

    /** The planned time in ms (no new iteration after it), {@link #UNLIMITED} if none. */
    long softLimit() {
        return soft;
    }

    /** The time in ms after which the search aborts, {@link #UNLIMITED} if none. */
    long hardLimit() {
        return hard;
    }

    /** Milliseconds since {@link #start}. */
    long elapsed() {
        return System.currentTimeMillis() - startMillis;
    }

    /** True when a time limit applies (soft or hard). */
    boolean isTimed() {
        return soft != UNLIMITED;
    }

    /** True once the hard deadline has passed: the search must abort. */
    boolean pastHardLimit() {
        return elapsed() >= hard;
    }

    /**
     * Whether to stop after an iteration: {@code stableIterations} is how many iterations in a row kept the best
     * move, {@code scoreFell} whether this one's score fell by {@link #SCORE_DROP} or more.
     */
    boolean stopAfterIteration(int stableIterations, boolean scoreFell) {
        long softStop = fromClock ? soft * SOFT_SHARE / 100 * clockShare(stableIterations, scoreFell) / 100 : soft;
        return isTimed() && elapsed() >= softStop;
    }

    /** Percent of the planned time to use on a clock, by how settled the search looks. */
    private static int clockShare(int stableIterations, boolean scoreFell) {
        int share = stableIterations == 0 ? 150 : stableIterations == 1 ? 115 : stableIterations >= 5 ? 75 : 100;
        return scoreFell ? share * 3 / 2 : share;
    }
}
