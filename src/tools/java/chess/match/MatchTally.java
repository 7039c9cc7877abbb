package chess.match;

import chess.engine.LevelRating;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The running score of a match from engine 1's side: wins, draws and losses, how the games ended, and each
 * engine's failures (illegal moves, crashes, losses on time) counted apart. The Elo difference and its 95% error
 * bar are {@link LevelRating}'s, engine 2 taken as rated 0; the likelihood of superiority (LOS) is the chance that
 * engine 1 is the stronger, from the decisive games.
 */
final class MatchTally {
    private final String[] names;
    private int wins;
    private int draws;
    private int losses;
    private final Map<Termination, Integer> terminations = new EnumMap<>(Termination.class);
    private final int[][] failures = new int[2][Termination.values().length];

    MatchTally(String name1, String name2) {
        names = new String[] {name1, name2};
    }

    /** Counts a finished game; {@code engine1White} says which colour engine 1 had. */
    synchronized void add(GameEnd end, boolean engine1White) {
        double points = engine1White ? end.whitePoints() : 1 - end.whitePoints();
        if (points == 1) {
            wins++;
        } else if (points == 0) {
            losses++;
        } else {
            draws++;
        }
        terminations.merge(end.termination(), 1, Integer::sum);
        if (end.termination().isFailure()) {
            int loser = points == 0 ? 0 : 1;
            failures[loser][end.termination().ordinal()]++;
        }
    }

    int wins() {
        return wins;
    }

    int draws() {
        return draws;
    }

    int losses() {
        return losses;
    }

    int games() {
        return wins + draws + losses;
    }

    /** How many games engine {@code engine} (0 or 1) lost by {@code failure}. */
    int failures(int engine, Termination failure) {
        return failures[engine][failure.ordinal()];
    }

    /** Engine 1's Elo advantage with its 95% error bar; infinite when it won or lost every game. */
    LevelRating.Rating rating() {
        return LevelRating.rate(List.of(new LevelRating.Match(0, wins, draws, losses)));
    }

    /** The probability that engine 1 is stronger: Φ((W − L) / √(W + L)); draws say nothing about it. */
    double los() {
        if (wins + losses == 0) {
            return 0.5;
        }
        return 0.5 * (1 + Erf.erf((wins - losses) / Math.sqrt(2.0 * (wins + losses))));
    }

    /** The summary for people, several lines. */
    synchronized String report() {
        StringBuilder out = new StringBuilder();
        LevelRating.Rating r = rating();
        out.append(String.format(Locale.ROOT, "%s vs %s: %d games, W-D-L %d-%d-%d (from %s's side)%n", names[0],
                names[1], games(), wins, draws, losses, names[0]));
        out.append(String.format(Locale.ROOT, "score %.1f%%, Elo difference %s, LOS %.1f%%%n", 100 * r.score(),
                elo(r), 100 * los()));
        out.append("terminations:");
        terminations.forEach((t, n) -> out.append(' ').append(t.text).append(' ').append(n).append(','));
        out.setLength(out.length() - 1);
        out.append('\n');
        for (Termination t : new Termination[] {Termination.ILLEGAL_MOVE, Termination.CRASH, Termination.TIME_LOSS}) {
            out.append(String.format(Locale.ROOT, "%s: %s %d, %s %d%n", plural(t), names[0], failures(0, t), names[1],
                    failures(1, t)));
        }
        return out.toString();
    }

    private static String elo(LevelRating.Rating r) {
        if (Double.isInfinite(r.elo())) {
            return r.elo() > 0 ? "+inf (every game won)" : "-inf (every game lost)";
        }
        double elo = Math.abs(r.elo()) < 0.05 ? 0 : r.elo(); // not "-0.0" for an even score
        return String.format(Locale.ROOT, "%+.1f ± %.1f (95%%)", elo, r.errorBar());
    }

    private static String plural(Termination failure) {
        switch (failure) {
            case ILLEGAL_MOVE: return "illegal moves";
            case CRASH: return "crashes";
            default: return "losses on time";
        }
    }
}
