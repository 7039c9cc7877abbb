package chess.uci;

/**
 * Runs the search that a {@code go} command hands over. On the JVM this is a worker thread (so the reader can
 * still answer {@code stop}, {@code isready} and {@code quit}); in a browser worker it runs the task at once.
 */
public interface SearchRunner {
    /** Starts {@code task}; it is never called while a previous task is still running. */
    void start(Runnable task);

    /** Blocks until the running task (if any) has finished. */
    void awaitIdle();

    /**
     * Runs each task synchronously inside {@link #start}: for single-threaded hosts and tests. Nothing can stop such
     * a search from outside, so hosts using it should always send a limit ({@code movetime}, clock, depth or nodes);
     * {@code go infinite} would only end at the maximum depth.
     */
    SearchRunner SYNCHRONOUS = new SearchRunner() {
        @Override
        public void start(Runnable task) {
            task.run();
        }

        @Override
        public void awaitIdle() {
        }
    };
}
