package chess.engine;

/**
 * What the search reports after each finished iteration (and once more at the end). A multi-PV search reports one
 * per line and iteration, best line first, told apart by {@link #multiPv}.
 */
public final class SearchInfo {
    public final int depth;
    public final int selectiveDepth;
    /** Score in centipawns from the side to move's view; meaningless when {@link #mateIn} is not 0. */
    public final int scoreCp;
    /** Mate in this many moves (positive: side to move mates; negative: it gets mated); 0 if no mate seen. */
    public final int mateIn;
    public final long nodes;
    public final long nodesPerSecond;
    public final long timeMs;
    /** Transposition table fill in permille. */
    public final int hashFull;
    /** Principal variation (moves as ints of {@link chess.core.Move}). */
    public final int[] pv;
    /** Which line this is, 1-based: 1 is the best (the move the search plays at full strength). */
    public final int multiPv;

    SearchInfo(int depth, int selectiveDepth, int scoreCp, int mateIn, long nodes, long timeMs, int hashFull,
            int[] pv) {
        this(depth, selectiveDepth, scoreCp, mateIn, nodes, timeMs, hashFull, pv, 1);
    }

    SearchInfo(int depth, int selectiveDepth, int scoreCp, int mateIn, long nodes, long timeMs, int hashFull,
            int[] pv, int multiPv) {
        this.depth = depth;
        this.selectiveDepth = selectiveDepth;
        this.scoreCp = scoreCp;
        this.mateIn = mateIn;
        this.nodes = nodes;
        this.timeMs = timeMs;
        this.nodesPerSecond = timeMs > 0 ? nodes * 1000 / timeMs : nodes * 1000;
        this.hashFull = hashFull;
        this.pv = pv;
        this.multiPv = multiPv;
    }

    /** Moves to mate for a search score (negative when the side to move gets mated), else 0. */
    static int mateIn(int score) {
        int mateIn = 0;
        if (score >= Search.MATE_BOUND) {
            mateIn = (Search.MATE - score + 1) / 2;
        } else if (score <= -Search.MATE_BOUND) {
            mateIn = -(Search.MATE + score) / 2;
            if (mateIn == 0) {
                mateIn = -1; // defensive: never report "mate 0" for a live position
            }
        }
        return mateIn;
    }
}
