package chess.app;

import java.util.List;

/**
 * The engine as the controller sees it: a UCI engine that takes text lines (its answers come back through
 * {@link GameController#engineLine}) and that can be replaced at once. In the page it is a Web Worker; a search
 * there runs synchronously and cannot read a {@code stop}, so ending a search early means {@link #restart}.
 */
public interface EngineLink {
    /**
     * How a link reports its own failure, which no UCI engine's output looks like: a line of this prefix and then
     * what went wrong ("info string engine could not start: ...", "info string engine error: ..."). The page's
     * worker scripts (worker-boot.js, worker-lines.js) write the same words.
     */
    String FAILURE_PREFIX = "info string engine";

    /** The line that reports the link's failure {@code what} ("could not start: the worker failed to load"). */
    static String failureLine(String what) {
        return FAILURE_PREFIX + " " + what;
    }

    /** True when {@code line} reports the link's own failure rather than the engine's output. */
    static boolean isFailure(String line) {
        return line.startsWith(FAILURE_PREFIX);
    }

    /** The failure of a {@link #isFailure} line as the page says it: "Engine could not start: ...". */
    static String failureMessage(String line) {
        return "Engine" + line.substring(FAILURE_PREFIX.length());
    }

    /** Sends one UCI command line. */
    void send(String line);

    /**
     * Offers help with the search just started: engines that share this one's hash table may search
     * {@code helperLines} (options, position, {@code go infinite}) alongside it until it ends or is ended, and what
     * they find reaches it through the table (Lazy SMP across the page's workers: chess.web.WorkerEngine). Only
     * their table counts; their own reports are never shown. A link without helpers ignores it.
     */
    default void helpWith(List<String> helperLines) {
    }

    /** How many engines search the current search: 1, or more while helpers search alongside it. */
    default int searchers() {
        return 1;
    }

    /**
     * Ends the engine at once — its search and any lines it has not delivered yet are lost — and starts a fresh one
     * with default options; lines sent afterwards go to the fresh engine.
     */
    void restart();

    /** An engine that never answers (for a controller without one). */
    EngineLink NONE = new EngineLink() {
        @Override
        public void send(String line) {
        }

        @Override
        public void restart() {
        }
    };
}
