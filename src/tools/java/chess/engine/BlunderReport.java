package chess.engine;

import java.io.PrintStream;
import java.util.List;

/** Prints {@link BlunderCount}'s table: the totals, the blunders by phase and the biggest ones. */
final class BlunderReport {
    private BlunderReport() {
    }

    static void print(PrintStream out, String title, List<JudgedGame> games, BlunderTally t) {
        out.println(title);
        out.printf("%-28s %6d   %s%n", "games", games.size(), record(games));
        out.printf("%-28s %6d   (%d from positions not lost beyond %d cp: the base of the rates)%n",
                "moves judged", t.moves(), t.counted(), BlunderTally.LOST_CP);
        out.printf("%-28s %6d   %5.1f per 100 moves%n", "blunders (loss >= " + BlunderTally.BLUNDER_CP + " cp)",
                t.blunders(), BlunderTally.per100(t.blunders(), t.counted()));
        out.printf("%-28s %6d   %5.1f per 100 moves (blunders included)%n",
                "mistakes (loss >= " + BlunderTally.MISTAKE_CP + " cp)", t.mistakes(),
                BlunderTally.per100(t.mistakes(), t.counted()));
        out.printf("%-28s %6d   %5.1f per 100 moves (of the blunders: the mover still >= +%d cp after it)%n",
                "  still ahead after it", t.stillAhead(), BlunderTally.per100(t.stillAhead(), t.counted()),
                BlunderTally.STILL_AHEAD_CP);
        out.println();
        out.printf("%-12s %8s %9s %8s %12s%n", "moves", "counted", "blunders", "per 100", "still ahead");
        for (int p = 0; p < BlunderTally.PHASES.length; p++) {
            out.printf("%-12s %8d %9d %8.1f %12d%n", BlunderTally.PHASES[p], t.phaseCounted(p), t.phaseBlunders(p),
                    BlunderTally.per100(t.phaseBlunders(p), t.phaseCounted(p)), t.phaseStillAhead(p));
        }
        List<BlunderTally.Blunder> biggest = t.biggest();
        if (!biggest.isEmpty()) {
            out.println();
            out.printf("biggest blunders%n%-6s %-14s %7s %7s %7s%n", "game", "move", "before", "after", "loss");
            for (BlunderTally.Blunder b : biggest) {
                out.printf("%-6d %-14s %+7d %+7d %7d%n", b.game(), b.label(), b.before(), b.after(), b.loss());
            }
        }
    }

    /** The judged side's wins, draws and losses, e.g. {@code +1 =2 -1}. */
    private static String record(List<JudgedGame> games) {
        int[] wdl = new int[3];
        int unfinished = 0;
        for (JudgedGame g : games) {
            double s = g.score();
            if (s < 0) {
                unfinished++;
            } else {
                wdl[s == 1 ? 0 : s == 0.5 ? 1 : 2]++;
            }
        }
        return String.format("(+%d =%d -%d%s for the judged side)", wdl[0], wdl[1], wdl[2],
                unfinished > 0 ? ", " + unfinished + " without a result" : "");
    }
}
