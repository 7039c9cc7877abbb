package chess.engine;

/**
 * How a {@link Level} below full strength picks its move: at random among the root moves that scored within
 * {@code marginCp} of the best, and with {@code blunderPermille} per mille from a wider window. The search gives
 * the root moves inside {@link #window()} exact scores so that the choice is among moves it really measured. A
 * forced mate is never passed over (that would not look human, just broken), and a move that gets mated is never
 * chosen.
 */
final class Weakening {
    /** Smallest window a blunder chooses from, in centipawns. */
    private static final int MIN_BLUNDER_WINDOW = 200;

    private int marginCp;
    private int blunderPermille;
    private final Xorshift random = new Xorshift(1);

    /** Sets the margin and blunder rate (0, 0 for full strength) and seeds the choice. */
    void configure(int marginCp, int blunderPermille, int seed) {
        this.marginCp = Math.max(0, marginCp);
        this.blunderPermille = Math.max(0, blunderPermille);
        random.setSeed(seed);
    }

    boolean isOn() {
        return marginCp > 0 || blunderPermille > 0;
    }

    /** How far below the best root score the search must score moves exactly (0 at full strength). */
    int window() {
        if (!isOn()) {
            return 0;
        }
        return blunderPermille > 0 ? Math.max(marginCp * 3, MIN_BLUNDER_WINDOW) : marginCp;
    }

    /**
     * The move to play from the root moves of the last finished iteration: {@code moves[0]} is the best, and
     * {@code scores[i]} is exact for the moves within {@link #window()} of it ({@code -Search.INF} for the others).
     */
    int choose(int[] moves, int[] scores, int count) {
        int best = moves[0];
        int top = scores[0];
        boolean blunder = blunderPermille > 0 && random.nextInt(1000) < blunderPermille;
        int window = blunder ? window() : marginCp;
        if (top >= Search.MATE_BOUND) {
            return best;
        }
        int candidates = 0;
        for (int i = 0; i < count; i++) {
            if (isCandidate(scores[i], top, window)) {
                candidates++;
            }
        }
        if (candidates <= 1) {
            return best;
        }
        int pick = random.nextInt(candidates);
        for (int i = 0; i < count; i++) {
            if (isCandidate(scores[i], top, window) && pick-- == 0) {
                return moves[i];
            }
        }
        return best;
    }

    private static boolean isCandidate(int score, int top, int window) {
        return score > -Search.INF && score >= top - window && score > -Search.MATE_BOUND;
    }
}
