package chess.engine;

import java.util.function.BooleanSupplier;

/**
 * A stop request made for one particular search: created before the search starts and handed over in its
 * {@link Limits}, so a "stop" that arrives before the search thread is even running is not lost. It may also
 * watch a request from outside the engine's own commands ({@link #StopSignal(BooleanSupplier)}): a browser worker's
 * search runs inside one message's handler, where no "stop" line can reach it, so the page raises a flag in memory
 * shared with the worker instead, and the search sees it when it polls.
 */
public final class StopSignal {
    private final BooleanSupplier outside;
    private volatile boolean stopped;

    public StopSignal() {
        this(null);
    }

    /** A signal that is also stopped once {@code outside} (null: none) says true, asked each time it is polled. */
    public StopSignal(BooleanSupplier outside) {
        this.outside = outside;
    }

    public void stop() {
        stopped = true;
    }

    public boolean isStopped() {
        if (!stopped && outside != null && outside.getAsBoolean()) {
            stopped = true;
        }
        return stopped;
    }
}
