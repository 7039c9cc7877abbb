package chess.app;

/** Runs a task later on the page's own thread (setTimeout in the browser): pacing and the engine's watchdog. */
public interface Scheduler {
    void after(int ms, Runnable task);

    /** Never runs anything (for a controller without a clock). */
    Scheduler NONE = (ms, task) -> { };
}
