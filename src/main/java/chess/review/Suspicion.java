package chess.review;

/**
 * Which moves a review must look at again before it marks them. A first pass scores every position once at a
 * small budget; two such searches may disagree by more than a mark's threshold in a sharp position (a sacrifice
 * the shallow search does not see through), so a drop that would earn a mistake or a blunder is only a suspicion
 * until a deeper look confirms it ({@link Confirmation}). A move whose first pass saw no drop is suspected too
 * when the score after the opponent's reply swings hard against the mover: the search after the move missed
 * what the next one saw (Kasparov–Topalov 1999, 24...cxd4, looked sound to the first pass and lost the game).
 */
public final class Suspicion {
    /** A drop from here on (a mistake's threshold, percentage points) is checked before it is marked. */
    public static final double CHECKED_FROM = Judgement.MISTAKE.minimumDrop;
    /**
     * How far the mover's winning chances may fall from the position after the move to the position after the
     * opponent's reply (which cannot make the mover's position worse than it was) before the move is checked.
     */
    public static final double SWING = 15;

    private Suspicion() {
    }

    /** True when this assessment would mark the move ? or ??, which only a deeper look may confirm. */
    public static boolean accuses(MoveAssessment first) {
        return first.drop >= CHECKED_FROM;
    }

    /**
     * True when the mover's winning chances after the opponent's reply ({@code afterReply}, White's view) are at
     * least {@link #SWING} points below those after the move ({@code afterMove}).
     */
    public static boolean swing(Score afterMove, Score afterReply, boolean whiteMoved) {
        return afterMove.winPercentFor(whiteMoved) - afterReply.winPercentFor(whiteMoved) >= SWING;
    }
}
