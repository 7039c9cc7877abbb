package chess.engine;

/**
 * Where an infinite search that was cut short stands, so that the next search of the same position can go on from
 * there instead of from depth 1 ({@link Limits#resume}): a browser worker's search runs inside one message's
 * handler, where no "stop" line can reach it, so on a page that cannot share a stop flag with it an analysis runs
 * in slices of a tenth of a second and more, each returning to the worker's event loop, and the next slice takes up
 * the iteration the last one left unfinished (from the root move it was searching: {@code TreeSearch.searchRoot}),
 * with the root moves' order, the scores and the reports so far.
 */
final class SearchSlice {
    private boolean kept;
    private int keyLo;
    private int keyHi;
    private int multiPv;
    private int searchMoveCount;
    /** The next iteration to search, and what the iterations so far left for it. */
    int iteration;
    int previousScore;
    int stableIterations;
    SearchInfo last;
    /** Nodes and milliseconds of the slices so far: reports count the whole search. */
    long nodes;
    long elapsedMs;

    /** Keeps where a search of the position with these keys stands after its slice. */
    void keep(int keyLo, int keyHi, int multiPv, int searchMoveCount, int iteration, int previousScore,
            int stableIterations, SearchInfo last, long nodes, long elapsedMs) {
        kept = true;
        this.keyLo = keyLo;
        this.keyHi = keyHi;
        this.multiPv = multiPv;
        this.searchMoveCount = searchMoveCount;
        this.iteration = iteration;
        this.previousScore = previousScore;
        this.stableIterations = stableIterations;
        this.last = last;
        this.nodes = nodes;
        this.elapsedMs = elapsedMs;
    }

    /**
     * Whether a slice was kept for the position with these keys, searched for as many lines and restricted to as
     * many moves ({@code searchmoves}; 0: all): the caller asks to go on only with the same search.
     */
    boolean fits(int keyLo, int keyHi, int multiPv, int searchMoveCount) {
        return kept && this.keyLo == keyLo && this.keyHi == keyHi && this.multiPv == multiPv
                && this.searchMoveCount == searchMoveCount;
    }

    void forget() {
        kept = false;
        last = null;
        nodes = 0;
        elapsedMs = 0;
    }
}
