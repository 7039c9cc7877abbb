package chess.engine;

import chess.core.Move;

/** The outcome of one search: the move to play ({@link Move#NONE} only when there is no legal move). */
public final class SearchResult {
    public final int bestMove;
    /** The expected reply (second PV move), or {@link Move#NONE}. */
    public final int ponderMove;
    /** The last report (depth, score, nodes, PV); never null. */
    public final SearchInfo info;

    SearchResult(int bestMove, int ponderMove, SearchInfo info) {
        this.bestMove = bestMove;
        this.ponderMove = ponderMove;
        this.info = info;
    }
}
