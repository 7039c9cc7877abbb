package chess.match;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The UCI traffic of a match, one line per line sent ({@code >}) or received ({@code <}), with the seconds since
 * the match began, the worker and the engine's name: {@code 12.345 w2 ours > go nodes 5000} (the format
 * bench/uci-log-times.mjs reads). {@link #NONE} writes nothing.
 */
class MatchLog implements AutoCloseable {
    static final MatchLog NONE = new MatchLog(null);

    private final PrintWriter out;
    private final long start = System.nanoTime();

    private MatchLog(PrintWriter out) {
        this.out = out;
    }

    static MatchLog to(Path file) throws IOException {
        return new MatchLog(new PrintWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8)));
    }

    /** Logs a line; {@code engine} is the worker and the engine's name ({@code w2 ours}). */
    void write(String engine, String direction, String line) {
        if (out != null) {
            synchronized (out) {
                out.printf(Locale.ROOT, "%.3f %s %s %s%n", (System.nanoTime() - start) / 1e9, engine, direction, line);
            }
        }
    }

    @Override
    public void close() {
        if (out != null) {
            out.close();
        }
    }
}
