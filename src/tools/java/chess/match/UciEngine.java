package chess.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * One engine process spoken to in UCI. A reader thread takes its output line by line and stamps each with the time
 * it arrived, so a move's thinking time does not include the delay before the game's thread looks. The process's
 * error output is discarded (an engine that writes much there could otherwise block).
 */
final class UciEngine implements AutoCloseable {
    /** The engine ended (or closed its output) before answering. */
    static final class Crashed extends IOException {
        Crashed(String message) {
            super(message);
        }
    }

    /** The engine gave no awaited line within the time allowed; it still runs (close it). */
    static final class TimedOut extends IOException {
        TimedOut(String message) {
            super(message);
        }
    }

    /** A line of output and the time it came ({@link System#nanoTime}). */
    record Line(String text, long nanos) {
    }

    private static final Line END = new Line(null, 0);

    private final String name;
    /** The worker and the name, as the log gives them: {@code w2 ours}. */
    private final String logName;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    private final MatchLog log;

    /** Starts {@code spec}'s process; {@code worker} tells apart the copies that play at the same time. */
    UciEngine(EngineSpec spec, int worker, MatchLog log) throws IOException {
        this.name = spec.name();
        this.logName = "w" + worker + " " + spec.name();
        this.log = log;
        process = new ProcessBuilder(spec.argv()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readOutput, "uci-" + name);
        reader.setDaemon(true);
        reader.start();
    }

    private void readOutput() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                long now = System.nanoTime();
                log.write(logName, "<", line);
                lines.add(new Line(line, now));
            }
        } catch (IOException e) {
            // the process went away: END below says so
        }
        lines.add(END);
    }

    /**
     * Starts the engine: {@code uci}, the options, {@code isready}. Waits at most {@code timeoutMs} for each
     * answer, and warns on stderr of an option the engine does not list.
     */
    void start(Iterable<EngineSpec.Option> options, long timeoutMs) throws IOException {
        Set<String> offered = new HashSet<>();
        send("uci");
        await(line -> {
            if (line.startsWith("option name ") && line.contains(" type ")) {
                offered.add(line.substring("option name ".length(), line.indexOf(" type ")).toLowerCase(Locale.ROOT));
            }
            return line.equals("uciok");
        }, timeoutMs);
        for (EngineSpec.Option option : options) {
            if (!offered.contains(option.name().toLowerCase(Locale.ROOT))) {
                // Most engines ignore an unknown option silently: a misspelt one would change the match unseen.
                System.err.println("warning: " + name + " offers no option named '" + option.name() + "'");
            }
            send(option.command());
        }
        ready(timeoutMs);
    }

    /** {@code isready}, and waits for {@code readyok}. */
    void ready(long timeoutMs) throws IOException {
        send("isready");
        await(line -> line.equals("readyok"), timeoutMs);
    }

    void send(String line) throws IOException {
        log.write(logName, ">", line);
        try {
            in.write(line + "\n");
            in.flush();
        } catch (IOException e) {
            throw new Crashed(name + " does not take input any more (" + e.getMessage() + ")");
        }
    }

    /** The first line (trimmed) that {@code wanted} accepts, skipping others. */
    Line await(Predicate<String> wanted, long timeoutMs) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (true) {
            Line line;
            try {
                line = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
            if (line == null) {
                throw new TimedOut(name + " gave no answer within " + timeoutMs + " ms");
            }
            if (line == END) {
                lines.add(END); // stays the answer to any later wait
                throw new Crashed(name + " ended" + exitText());
            }
            if (wanted.test(line.text().trim())) {
                return new Line(line.text().trim(), line.nanos());
            }
        }
    }

    private String exitText() {
        try {
            return process.waitFor(1, TimeUnit.SECONDS) ? " with exit status " + process.exitValue() : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    /** Asks the engine to quit, and ends the process if it does not within a second. */
    @Override
    public void close() {
        try {
            send("quit");
        } catch (IOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                kill();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill();
        }
    }

    /** Ends the process at once (after a hang, a crash or a loss on time). */
    void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }
}
