package chess.engine;

/**
 * Counts a search's nodes and, every {@link #POLL_INTERVAL} of them, looks at everything that may end it: the
 * node limit, {@link #requestStop()} (from another thread on the JVM), the caller's {@link StopSignal} and the
 * clock's hard limit. The search polls by itself because a browser worker cannot interrupt it. Once it says stop,
 * it keeps saying so until the next {@link #start}.
 */
final class NodeCounter {
    /** Nodes between two looks at the clock and the stop signals. */
    static final int POLL_INTERVAL = 1024;

    private final TimeManager time;
    private volatile boolean stopRequested;
    private StopSignal stopSignal;
    private boolean stopped;
    private long nodeLimit;
    private long nodesBefore; // nodes counted before the current poll interval
    private int nodesInInterval;
    private int nextCheck;

    /** A counter that stops at {@code time}'s hard limit (started by the search for each run). */
    NodeCounter(TimeManager time) {
        this.time = time;
    }

    /** Starts counting from zero for a search limited to {@code nodes} (0: no limit), stopped by {@code signal}. */
    void start(long nodes, StopSignal signal) {
        stopRequested = false;
        stopSignal = signal;
        stopped = false;
        nodesBefore = 0;
        nodesInInterval = 0;
        nodeLimit = nodes > 0 ? nodes : Long.MAX_VALUE;
        nextCheck = (int) Math.min(POLL_INTERVAL, nodeLimit);
    }

    void requestStop() {
        stopRequested = true;
    }

    /** Counts a node and polls the limits every {@code nextCheck} nodes; true once the search must stop. */
    boolean countNode() {
        if (++nodesInInterval >= nextCheck) {
            nodesBefore += nodesInInterval;
            nodesInInterval = 0;
            if (stopRequested || stopSignal != null && stopSignal.isStopped() || nodesBefore >= nodeLimit
                    || time.pastHardLimit()) {
                stopped = true;
            }
            nextCheck = (int) Math.max(1, Math.min(POLL_INTERVAL, nodeLimit - nodesBefore));
        }
        return stopped;
    }

    long nodes() {
        return nodesBefore + nodesInInterval;
    }
}
