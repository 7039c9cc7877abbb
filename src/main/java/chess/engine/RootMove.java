package chess.engine;

/**
 * A legal move at the root of a {@link Search} with what the search found for it: its score, and while it leads
 * one of the MultiPV lines, that line's score and principal variation. A search keeps one of these for every move
 * a position can have, for its whole life, and reorders them rather than their fields: nothing here allocates.
 */
final class RootMove {
    int move;
    /**
     * The score of the move's last search: exact for the best and, at a weakened level, for the moves within
     * {@link Weakening#window()} of it, {@code -Search.INF} for moves that fell below the window. Before the first
     * search, the move's place in the initial order.
     */
    int score;
    /** The score of the line this move leads, from the iteration that searched it as a MultiPV line. */
    int lineScore;
    private final int[] pv = new int[Search.MAX_PLY + 1];
    private int pvLength;

    /**
     * Records the line this move leads: its score and principal variation, the first {@code length} moves of
     * {@code variation} when it starts with this move (else the line is the move alone).
     */
    void setLine(int score, int[] variation, int length) {
        lineScore = score;
        if (length > 0 && variation[0] == move) {
            System.arraycopy(variation, 0, pv, 0, length);
            pvLength = length;
        } else {
            pv[0] = move;
            pvLength = 1;
        }
    }

    /** The principal variation of the line this move leads, in a new array (for a report). */
    int[] pv() {
        int[] line = new int[pvLength];
        System.arraycopy(pv, 0, line, 0, pvLength);
        return line;
    }
}
