package chess.review;

import java.util.List;

/**
 * One side's review: how many inaccuracies, mistakes and blunders, the average centipawn loss and an accuracy in
 * percent. The accuracy is the mean of two means of the moves' accuracies: the arithmetic mean (how well the side
 * played on the whole) and the harmonic mean (which one bad move pulls down hard, as one blunder can decide a
 * game). Each move's accuracy enters the harmonic mean as at least {@link #HARMONIC_FLOOR}, so that a single
 * catastrophe does not make every other move count for nothing.
 */
public final class SideSummary {
    static final double HARMONIC_FLOOR = 5.0;

    public final int moves;
    public final int inaccuracies;
    public final int mistakes;
    public final int blunders;
    /** Average centipawn loss (capped centipawns), 0 with no moves. */
    public final double averageCpLoss;
    /** 0..100; 100 with no moves. */
    public final double accuracy;

    private SideSummary(int moves, int inaccuracies, int mistakes, int blunders, double averageCpLoss,
            double accuracy) {
        this.moves = moves;
        this.inaccuracies = inaccuracies;
        this.mistakes = mistakes;
        this.blunders = blunders;
        this.averageCpLoss = averageCpLoss;
        this.accuracy = accuracy;
    }

    /** The summary of the moves in {@code assessed} made by White ({@code white}) or Black. */
    public static SideSummary of(List<MoveAssessment> assessed, boolean white) {
        int moves = 0;
        int[] counts = new int[Judgement.values().length];
        long cpLoss = 0;
        double sum = 0;
        double inverseSum = 0;
        for (MoveAssessment a : assessed) {
            if (a == null || a.whiteMoved != white) {
                continue;
            }
            moves++;
            counts[a.judgement.ordinal()]++;
            cpLoss += a.cpLoss;
            sum += a.accuracy;
            inverseSum += 1.0 / Math.max(HARMONIC_FLOOR, a.accuracy);
        }
        if (moves == 0) {
            return new SideSummary(0, 0, 0, 0, 0, 100);
        }
        double mean = sum / moves;
        double harmonic = moves / inverseSum;
        return new SideSummary(moves, counts[Judgement.INACCURACY.ordinal()], counts[Judgement.MISTAKE.ordinal()],
                counts[Judgement.BLUNDER.ordinal()], (double) cpLoss / moves, (mean + harmonic) / 2);
    }
}
