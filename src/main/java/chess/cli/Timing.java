package chess.cli;

import java.util.Locale;

/** Formats elapsed time and speed the same way in every command. */
final class Timing {
    private Timing() {
    }

    /** "Time: 1.234 s, 96.5 M nodes/s". */
    static String line(long nodes, long nanos) {
        return String.format(Locale.ROOT, "Time: %.3f s, %.1f M nodes/s", seconds(nanos), millionsPerSecond(nodes, nanos));
    }

    static double seconds(long nanos) {
        return nanos / 1e9;
    }

    /** Speed in millions of nodes per second; a run too short to measure counts as one nanosecond. */
    static double millionsPerSecond(long nodes, long nanos) {
        return nodes * 1e3 / Math.max(1, nanos);
    }
}
