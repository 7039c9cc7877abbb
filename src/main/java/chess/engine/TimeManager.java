package chess.engine;

/**
 * Turns {@link Limits} into two deadlines: a soft one (do not start another iteration after it) and a hard one
 * (abort the search). Times are milliseconds since the search started.
 */
final class TimeManager {
    /** No time limit. */
    static final long UNLIMITED = Long.MAX_VALUE / 4;

    /** Moves the remaining clock is planned for when the GUI does not say (sudden death or increment). */
    static final int DEFAULT_MOVES_TO_GO = 20;

    long soft = UNLIMITED;
    long hard = UNLIMITED;
    /** True when the soft limit comes from a clock (stop early if the next iteration cannot finish). */
    boolean fromClock;

    void plan(Limits limits, int side, int moveOverhead) {
        soft = UNLIMITED;
        hard = UNLIMITED;
        fromClock = false;
        if (limits.infinite) {
            return;
        }
        if (limits.moveTime > 0) {
            long t = Math.max(1, limits.moveTime - moveOverhead);
            soft = t;
            hard = t;
        }
        if (limits.hasClock(0) || limits.hasClock(1)) {
            // A GUI that sent only the opponent's clock still gets a timed search (using that clock).
            long remaining = limits.hasClock(side) ? (side == 0 ? limits.whiteTime : limits.blackTime)
                    : (side == 0 ? limits.blackTime : limits.whiteTime);
            long increment = side == 0 ? limits.whiteIncrement : limits.blackIncrement;
            // Without movestogo plan for 20 more moves: 10+0.1 games showed the engine ending with a third of its
            // clock unused (28 was too cautious), while depth was what it lacked.
            int movesToGo = limits.movesToGo > 0 ? Math.min(limits.movesToGo, 40) : DEFAULT_MOVES_TO_GO;
            long usable = Math.max(1, remaining - moveOverhead);
            long target = usable / movesToGo + increment * 3 / 4;
            long ceiling = Math.max(1, usable / (limits.movesToGo == 1 ? 1 : 3)); // never bet much of the clock
            long clockSoft = Math.max(1, Math.min(target, ceiling));
            long clockHard = Math.max(1, Math.min(target * 4, ceiling));
            fromClock = clockSoft < soft;
            soft = Math.min(soft, clockSoft);
            hard = Math.min(hard, clockHard);
        }
    }
}
