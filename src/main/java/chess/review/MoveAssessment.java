package chess.review;

/**
 * One move judged from the scores of the positions before and after it: the drop in the mover's winning chances,
 * the centipawn loss, the move's accuracy and its {@link Judgement}.
 *
 * <p>Mates need no rule of their own: a mate counts as winning chances of 100% (0% for the side being mated), so
 * walking into a mate drops the mover's chances to nothing (a blunder unless the game was already lost), and
 * letting a forced mate slip is judged by how much of the win is left (from mate to +3 is a blunder, to +10 is
 * nothing). A move the engine itself chose as best loses nothing, whatever the noise between two searches.
 */
public final class MoveAssessment {
    /** Move accuracy in percent from the drop d in winning chances: A·e^(−k·d) − c, clamped to 0..100. */
    static final double ACCURACY_SCALE = 103.1668;
    static final double ACCURACY_DECAY = 0.04354;
    static final double ACCURACY_OFFSET = 3.1668;

    public final boolean whiteMoved;
    /** The mover's winning chances before and after, in percent. */
    public final double winBefore;
    public final double winAfter;
    /** The drop in the mover's winning chances, percentage points, never negative. */
    public final double drop;
    /** The mover's loss in capped centipawns, never negative. */
    public final int cpLoss;
    /** 0..100. */
    public final double accuracy;
    public final Judgement judgement;

    private MoveAssessment(boolean whiteMoved, double winBefore, double winAfter, double drop, int cpLoss) {
        this(whiteMoved, winBefore, winAfter, drop, cpLoss, Judgement.ofDrop(drop));
    }

    private MoveAssessment(boolean whiteMoved, double winBefore, double winAfter, double drop, int cpLoss,
            Judgement judgement) {
        this.whiteMoved = whiteMoved;
        this.winBefore = winBefore;
        this.winAfter = winAfter;
        this.drop = drop;
        this.cpLoss = cpLoss;
        this.accuracy = accuracyOf(drop);
        this.judgement = judgement;
    }

    /**
     * This assessment with a mark no worse than {@code limit} (the same drop and accuracy): a suspicion not yet
     * confirmed by a deeper look is shown at most as {@code ?!}.
     */
    public MoveAssessment markedAtMost(Judgement limit) {
        if (judgement.ordinal() <= limit.ordinal()) {
            return this;
        }
        return new MoveAssessment(whiteMoved, winBefore, winAfter, drop, cpLoss, limit);
    }

    /**
     * Judges a move: {@code before} and {@code after} are the scores of the positions before and after it (White's
     * view), {@code playedBest} whether it was the move the engine found best before it.
     */
    public static MoveAssessment of(Score before, Score after, boolean whiteMoved, boolean playedBest) {
        double winBefore = before.winPercentFor(whiteMoved);
        double winAfter = after.winPercentFor(whiteMoved);
        if (playedBest) {
            return new MoveAssessment(whiteMoved, winBefore, winAfter, 0, 0);
        }
        double drop = Math.max(0, winBefore - winAfter);
        int cpLoss = Math.max(0, before.cappedCpFor(whiteMoved) - after.cappedCpFor(whiteMoved));
        return new MoveAssessment(whiteMoved, winBefore, winAfter, drop, cpLoss);
    }

    static double accuracyOf(double drop) {
        double a = ACCURACY_SCALE * Math.exp(-ACCURACY_DECAY * drop) - ACCURACY_OFFSET;
        return Math.max(0, Math.min(100, a));
    }
}
