package chess.engine;

/** Receives a report after each completed iteration of the search. */
public interface SearchListener {
    void onIteration(SearchInfo info);
}
