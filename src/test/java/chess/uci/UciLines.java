package chess.uci;

import java.util.ArrayList;
import java.util.List;

/**
 * What a processor running its search on another thread has printed, for tests: collects the lines as they come
 * (from any thread) and lets a test wait for one. Waits are liveness bounds, not speed tests.
 */
final class UciLines implements UciOutput {
    private final List<String> lines = new ArrayList<>();

    @Override
    public synchronized void line(String line) {
        lines.add(line);
        notifyAll();
    }

    /** Every line so far. */
    synchronized List<String> snapshot() {
        return new ArrayList<>(lines);
    }

    /** How many lines have come so far. */
    synchronized int count() {
        return lines.size();
    }

    /** The lines from index {@code from} on. */
    synchronized List<String> since(int from) {
        return new ArrayList<>(lines.subList(from, lines.size()));
    }

    /** Waits up to {@code ms} for a line starting with {@code prefix}; false if none came. */
    synchronized boolean waitFor(String prefix, long ms) throws InterruptedException {
        long end = System.currentTimeMillis() + ms;
        while (lines.stream().noneMatch(l -> l.startsWith(prefix))) {
            long left = end - System.currentTimeMillis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
        return true;
    }
}
