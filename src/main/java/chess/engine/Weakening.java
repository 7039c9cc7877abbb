package chess.engine;

/**
 * How a {@link Level} below full strength picks its move: each root move the search scored within
 * {@code noiseCp} of the best gets a random bonus from 0 to {@code noiseCp}, and the move with the highest score
 * plus bonus is played. Better moves stay likelier, a move {@code noiseCp} or more below the best is never
 * played, and so a level only drops what its own search cannot see: its mistakes are the tactics beyond its
 * depth, as a player's are, not a piece thrown away at random. The search gives the root moves inside
 * {@link #window()} exact scores so that the choice is among moves it really measured. A forced mate is never
 * passed over (that would not look human, just broken), and a move that gets mated is never chosen.
 */
final class Weakening {
    private int noiseCp;
    private final Xorshift random = new Xorshift(1);

    /** Sets the noise (0 for the best move always) and seeds the choice. */
    void configure(int noiseCp, int seed) {
        this.noiseCp = Math.max(0, noiseCp);
        random.setSeed(seed);
    }

    boolean isOn() {
        return noiseCp > 0;
    }

    /** How far below the best root score the search must score moves exactly (0 when off). */
    int window() {
        return noiseCp;
    }

    /**
     * The move to play from the first {@code count} root moves of the last finished iteration: {@code moves[0]} is
     * the best, and the score of each is exact for the moves within {@link #window()} of it ({@code -Search.INF}
     * for the others).
     */
    int choose(RootMove[] moves, int count) {
        int top = moves[0].score;
        if (!isOn() || top >= Search.MATE_BOUND) {
            return moves[0].move;
        }
        int chosen = moves[0].move;
        int chosenValue = top + random.nextInt(noiseCp);
        for (int i = 1; i < count; i++) {
            int score = moves[i].score;
            if (score <= top - noiseCp || score <= -Search.MATE_BOUND) {
                continue; // out of reach of the noise, unmeasured (-INF), or walks into a mate
            }
            int value = score + random.nextInt(noiseCp);
            if (value > chosenValue) {
                chosen = moves[i].move;
                chosenValue = value;
            }
        }
        return chosen;
    }
}
