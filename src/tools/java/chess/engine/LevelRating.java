package chess.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A player's rating from matches against opponents of known rating (a tool, not a test): the performance rating R
 * at which the expected score {@code sum n_i / (1 + 10^((r_i - R) / 400))} equals the score made, with a 95% error
 * bar from the games' own spread of results (draws narrow it). Used to label the {@link Level}s from their matches
 * against Stockfish's {@code UCI_Elo} ladder, and by {@code chess.match.UciMatch} for a match's Elo difference (the
 * opponent rated 0).
 *
 * <p>Run: {@code mvn -q -o -Ptools test-compile exec:java -Dtool=chess.engine.LevelRating -Dargs="1350:40-10-50
 * 1500:20-10-70"}, one {@code OPPONENT_ELO:WINS-DRAWS-LOSSES} per match.
 */
public final class LevelRating {
    /** One match: the opponent's rating and the player's wins, draws and losses. */
    public record Match(double opponentElo, int wins, int draws, int losses) {
        int games() {
            return wins + draws + losses;
        }

        double points() {
            return wins + draws / 2.0;
        }

        static Match parse(String text) {
            String[] parts = text.split("[:-]");
            if (parts.length != 4) {
                throw new IllegalArgumentException("not OPPONENT_ELO:W-D-L: " + text);
            }
            return new Match(Double.parseDouble(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]),
                    Integer.parseInt(parts[3]));
        }
    }

    /** The rating and its 95% half-width; infinite when every game was won or every game lost. */
    public record Rating(double elo, double errorBar, int games, double score) {
    }

    private LevelRating() {
    }

    static double expected(double elo, double opponentElo) {
        return 1 / (1 + Math.pow(10, (opponentElo - elo) / 400));
    }

    public static Rating rate(List<Match> matches) {
        int games = 0;
        double points = 0;
        for (Match m : matches) {
            games += m.games();
            points += m.points();
        }
        if (points == 0 || points == games) {
            double sign = points == 0 ? -1 : 1;
            return new Rating(sign * Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, games, points / games);
        }
        double low = -2000;
        double high = 6000;
        for (int i = 0; i < 200; i++) { // the expected score rises with R: bisect
            double mid = (low + high) / 2;
            if (expectedPoints(matches, mid) < points) {
                low = mid;
            } else {
                high = mid;
            }
        }
        double elo = (low + high) / 2;
        double variance = 0; // of the points made, about their expectation at R
        double slope = 0; // d(expected points)/dR
        for (Match m : matches) {
            double e = expected(elo, m.opponentElo());
            variance += m.wins() * (1 - e) * (1 - e) + m.draws() * (0.5 - e) * (0.5 - e) + m.losses() * e * e;
            slope += m.games() * e * (1 - e) * Math.log(10) / 400;
        }
        return new Rating(elo, 1.96 * Math.sqrt(variance) / slope, games, points / games);
    }

    private static double expectedPoints(List<Match> matches, double elo) {
        double sum = 0;
        for (Match m : matches) {
            sum += m.games() * expected(elo, m.opponentElo());
        }
        return sum;
    }

    public static void main(String[] args) {
        List<Match> matches = new ArrayList<>();
        for (String a : args) {
            matches.add(Match.parse(a));
        }
        if (matches.isEmpty()) {
            System.err.println("usage: LevelRating OPPONENT_ELO:W-D-L ...");
            System.exit(2);
        }
        Rating r = rate(matches);
        System.out.printf(Locale.ROOT, "%d games, score %.1f%%, performance %.0f ± %.0f%n", r.games(),
                100 * r.score(), r.elo(), r.errorBar());
    }
}
