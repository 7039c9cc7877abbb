package chess.engine;

/**
 * What the caller allows one search: any mix of a fixed move time, clock times with increments and moves to go,
 * a depth, a node count, or "infinite" (until stopped). Zero means "not set". Setters chain:
 * {@code new Limits().moveTime(500)}.
 */
public final class Limits {
    int moveTime;
    int whiteTime;
    int blackTime;
    int whiteIncrement;
    int blackIncrement;
    int movesToGo;
    int depth;
    long nodes;
    boolean infinite;
    /** Go on from where the last search, cut short, left this same position ({@link SearchSlice}). */
    boolean resume;
    StopSignal stopSignal;
    /** Root moves the search may choose from (UCI {@code searchmoves}); empty means all legal moves. */
    int[] searchMoves = new int[0];

    public Limits moveTime(int ms) {
        moveTime = Math.max(0, ms);
        return this;
    }

    /** Remaining clock times in ms; a clock of 0 or less is treated as "almost out of time". */
    public Limits clock(int whiteMs, int blackMs, int whiteIncMs, int blackIncMs) {
        whiteTime = whiteMs <= 0 ? 1 : whiteMs;
        blackTime = blackMs <= 0 ? 1 : blackMs;
        whiteIncrement = Math.max(0, whiteIncMs);
        blackIncrement = Math.max(0, blackIncMs);
        return this;
    }

    public Limits whiteTime(int ms) {
        whiteTime = ms <= 0 ? 1 : ms;
        return this;
    }

    public Limits blackTime(int ms) {
        blackTime = ms <= 0 ? 1 : ms;
        return this;
    }

    public Limits whiteIncrement(int ms) {
        whiteIncrement = Math.max(0, ms);
        return this;
    }

    public Limits blackIncrement(int ms) {
        blackIncrement = Math.max(0, ms);
        return this;
    }

    public Limits movesToGo(int n) {
        movesToGo = Math.max(0, n);
        return this;
    }

    public Limits depth(int plies) {
        depth = Math.max(0, plies);
        return this;
    }

    public Limits nodes(long n) {
        nodes = Math.max(0, n);
        return this;
    }

    public Limits infinite(boolean on) {
        infinite = on;
        return this;
    }

    /** Restricts the search to these root moves; moves that are not legal in the position are ignored. */
    public Limits searchMoves(int[] moves) {
        searchMoves = moves == null ? new int[0] : moves.clone();
        return this;
    }

    /** A signal the search polls besides its clock; setting it ends the search within about 1000 nodes. */
    public Limits stopSignal(StopSignal signal) {
        stopSignal = signal;
        return this;
    }

    /**
     * A copy of these limits for one slice of a search ended by {@code signal}: with {@code resume}, the slice goes
     * on from where the last search of the same position was cut short, if it was ({@link SearchSlice}).
     */
    public Limits slice(StopSignal signal, boolean resume) {
        Limits c = new Limits();
        c.moveTime = moveTime;
        c.whiteTime = whiteTime;
        c.blackTime = blackTime;
        c.whiteIncrement = whiteIncrement;
        c.blackIncrement = blackIncrement;
        c.movesToGo = movesToGo;
        c.depth = depth;
        c.nodes = nodes;
        c.infinite = infinite;
        c.searchMoves = searchMoves;
        c.stopSignal = signal;
        c.resume = resume;
        return c;
    }

    /**
     * Whether only a stop or a depth ends the search (infinite, or a depth without a clock, time or node limit):
     * what a search in slices may be, its slices ended by time but not its work.
     */
    public boolean endsByStopOrDepth() {
        return (infinite || depth > 0) && moveTime == 0 && whiteTime == 0 && blackTime == 0 && nodes == 0;
    }

    public int depth() {
        return depth;
    }

    /** True when nothing would end the search: no time, depth or node limit and not infinite. */
    boolean isEmpty() {
        return !infinite && moveTime == 0 && whiteTime == 0 && blackTime == 0 && depth == 0 && nodes == 0;
    }

    boolean hasClock(int side) {
        return (side == 0 ? whiteTime : blackTime) > 0;
    }

    @Override
    public String toString() {
        return "Limits[movetime=" + moveTime + " wtime=" + whiteTime + " btime=" + blackTime + " winc="
                + whiteIncrement + " binc=" + blackIncrement + " movestogo=" + movesToGo + " depth=" + depth
                + " nodes=" + nodes + " infinite=" + infinite + "]";
    }
}
