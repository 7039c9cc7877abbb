package chess.web;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Times in ms, per case and round, printed as a Markdown table of median, min and max per case (the probes' output,
 * pasted into docs as it stands). Cases keep the order they were first recorded in.
 */
final class TimingTable {
    private final int rounds;
    private final Map<String, double[]> times = new LinkedHashMap<>();

    TimingTable(int rounds) {
        this.rounds = rounds;
    }

    void record(String key, int round, double ms) {
        times.computeIfAbsent(key, k -> new double[rounds])[round] = ms;
    }

    /** The title line, then a table whose first column is headed {@code what}. */
    void print(String title, String what) {
        System.out.printf(Locale.ROOT, "%n%s%n%n", title);
        System.out.println("| " + what + " | median | min | max |");
        System.out.println("|---|---:|---:|---:|");
        for (Map.Entry<String, double[]> entry : times.entrySet()) {
            double[] t = entry.getValue().clone();
            Arrays.sort(t);
            System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f | %.0f |%n", entry.getKey(), t[t.length / 2], t[0],
                    t[t.length - 1]);
        }
    }
}
