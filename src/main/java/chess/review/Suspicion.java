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
    /**
     * A drop from here on (a mistake's threshold, percentage points) is always checked before it is marked; a
     * review may check from lower down too ({@link #accuses(MoveAssessment, double)}).
     */
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
        return accuses(first, CHECKED_FROM);
    }

    /**
     * True when the first pass's drop reaches {@code from} (at most {@link #CHECKED_FROM}): a review with time for
     * it looks again at inaccuracies too, since a first pass that undervalues a blunder often sees an inaccuracy
     * (29...Qe7 in Botvinnik-Capablanca: 7 points at 160,000 nodes, 13 at 640,000, 23 by Stockfish).
     */
    public static boolean accuses(MoveAssessment first, double from) {
        return first.drop >= Math.min(from, CHECKED_FROM);
    }

    /**
     * True when the scores before and after a move the first pass itself chose ({@code before}, {@code after},
     * White's view) fall apart by {@code from} points or more for the mover (at most {@link #CHECKED_FROM}, as for
     * {@link #accuses(MoveAssessment, double)}). The engine's own choice loses
     * nothing by the first pass's judgement, but two searches that far apart mean one of them did not see enough:
     * the search before may have liked the move for a line that does not hold (a blunder it played itself), so the
     * deeper look decides.
     */
    public static boolean disagree(Score before, Score after, boolean whiteMoved, double from) {
        return before.winPercentFor(whiteMoved) - after.winPercentFor(whiteMoved) >= Math.min(from, CHECKED_FROM);
    }

    /**
     * True when the mover's winning chances after the opponent's reply ({@code afterReply}, White's view) are at
     * least {@link #SWING} points below those after the move ({@code afterMove}).
     */
    public static boolean swing(Score afterMove, Score afterReply, boolean whiteMoved) {
        return afterMove.winPercentFor(whiteMoved) - afterReply.winPercentFor(whiteMoved) >= SWING;
    }
}
