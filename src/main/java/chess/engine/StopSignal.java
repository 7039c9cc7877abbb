package chess.engine;

/**
 * A stop request made for one particular search: created before the search starts and handed over in its
 * {@link Limits}, so a "stop" that arrives before the search thread is even running is not lost.
 */
public final class StopSignal {
    private volatile boolean stopped;

    public void stop() {
        stopped = true;
    }

    public boolean isStopped() {
        return stopped;
    }
}
