package chess.engine;

/**
 * Receives a report after each completed iteration of the search; with MultiPV above 1, one report per line,
 * best first ({@link SearchInfo#multiPv} 1, 2, ...).
 */
public interface SearchListener {
    void onIteration(SearchInfo info);
}
