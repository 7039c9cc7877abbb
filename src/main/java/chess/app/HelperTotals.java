package chess.app;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The nodes and speed of a search helped by other engines (the page's helper workers), reported as one engine with
 * several threads reports them: the reporting engine's {@code info} lines get the helpers' latest counts added to
 * their {@code nodes} and {@code nps}. Everything else in a line (depth, score, the line itself) stays the
 * reporting engine's.
 */
public final class HelperTotals {
    /** Per helper: its latest nodes and nodes per second in the current search. */
    private final Map<Object, long[]> latest = new HashMap<>();

    /** Forgets every helper's counts: a new search starts. */
    public void clear() {
        latest.clear();
    }

    /** Keeps the counts of {@code helper}'s {@code info} line (other lines are ignored). */
    public void helperLine(Object helper, String line) {
        if (!isReport(line)) {
            return;
        }
        // Not String.split: its regular expressions would join the page's script (35 KB gzip in the JS build).
        List<String> t = EngineInfo.words(line);
        long nodes = valueAfter(t, "nodes");
        if (nodes >= 0) {
            latest.put(helper, new long[] {nodes, Math.max(0, valueAfter(t, "nps"))});
        }
    }

    /** {@code line} with the helpers' nodes and speeds added, or {@code line} itself when there is nothing to add. */
    public String addTo(String line) {
        if (latest.isEmpty() || !isReport(line)) {
            return line;
        }
        long nodes = 0;
        long nps = 0;
        for (long[] counts : latest.values()) {
            nodes += counts[0];
            nps += counts[1];
        }
        List<String> t = EngineInfo.words(line);
        for (int i = 0; i + 1 < t.size() && !t.get(i).equals("pv"); i++) {
            long own = number(t.get(i + 1));
            if (own >= 0 && t.get(i).equals("nodes")) {
                t.set(i + 1, Long.toString(own + nodes));
            } else if (own >= 0 && t.get(i).equals("nps")) {
                t.set(i + 1, Long.toString(own + nps));
            }
        }
        return String.join(" ", t);
    }

    private static boolean isReport(String line) {
        return line.startsWith("info ") && !line.startsWith("info string");
    }

    /** The number after the token {@code name} (before the line's {@code pv}), or -1. */
    private static long valueAfter(List<String> t, String name) {
        for (int i = 0; i + 1 < t.size() && !t.get(i).equals("pv"); i++) {
            if (t.get(i).equals(name)) {
                return number(t.get(i + 1));
            }
        }
        return -1;
    }

    /** A count (a number of up to 18 digits, not negative), or -1. */
    private static long number(String text) {
        return Math.max(-1, EngineInfo.number(text, -1));
    }
}
