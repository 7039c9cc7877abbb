package chess.engine;

/**
 * Runs a search's helpers on threads of their own while the main search runs on the calling thread: the JVM's
 * {@link HelperThreads}. The browser builds never get one (an engine worker is a single thread; the page's helpers
 * are other workers that share its table: chess.web.WorkerEngine), so the code that starts threads is not even
 * compiled into them: an {@link Engine} without a runner searches alone.
 */
public interface ParallelRunner {
    /**
     * Starts every helper on a thread of its own, runs {@code main} on the calling thread, and returns once
     * {@code main} and every helper have ended. {@code main} must tell the helpers to stop before it returns (also
     * when it throws).
     */
    void runAlongside(Runnable main, Runnable[] helpers);
}
