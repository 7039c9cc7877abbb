package chess.engine;

/**
 * The JVM's {@link ParallelRunner}: a fresh daemon thread per helper and search, joined before the search returns,
 * so no thread outlives the search that started it (a thread's start costs far less than a search).
 */
public final class HelperThreads implements ParallelRunner {
    public static final HelperThreads INSTANCE = new HelperThreads();

    private HelperThreads() {
    }

    @Override
    public void runAlongside(Runnable main, Runnable[] helpers) {
        Thread[] threads = new Thread[helpers.length];
        try {
            for (int i = 0; i < helpers.length; i++) {
                threads[i] = new Thread(helpers[i], "search-helper-" + (i + 1));
                threads[i].setDaemon(true);
                threads[i].start();
            }
        } finally {
            // Also when a start failed: main runs (and stops the helpers already started) before the joins.
            try {
                main.run();
            } finally {
                joinAll(threads);
            }
        }
    }

    /** Waits for every started thread; an interrupt meanwhile is kept for the caller. */
    private static void joinAll(Thread[] threads) {
        boolean interrupted = false;
        for (Thread t : threads) {
            while (t != null && t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
