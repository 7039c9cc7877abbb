package chess.uci;

/**
 * The JVM's {@link SearchRunner}: each search on a fresh daemon thread, one at a time, so the reader can still answer
 * {@code stop}, {@code isready} and {@code quit} meanwhile. (The browser's worker runs its searches synchronously.)
 */
public final class ThreadRunner implements SearchRunner {
    private Thread worker;

    @Override
    public synchronized void start(Runnable task) {
        awaitIdle();
        worker = new Thread(task, "search");
        worker.setDaemon(true);
        worker.start();
    }

    /** Blocks until the running search has finished; an interrupt meanwhile is kept for the caller. */
    @Override
    public void awaitIdle() {
        Thread t;
        synchronized (this) {
            t = worker;
        }
        if (t == null) {
            return;
        }
        boolean interrupted = false;
        while (t.isAlive()) {
            try {
                t.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
