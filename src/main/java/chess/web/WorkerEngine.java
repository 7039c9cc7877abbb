package chess.web;

import chess.app.EngineLink;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.teavm.jso.browser.Window;

/**
 * The engine in a Web Worker (worker-boot.js with the page's build): lines go out with postMessage, lines that
 * come back go to the controller. {@link #restart} ends the running search at once: by the worker's shared stop
 * flag where the page is cross-origin isolated (the service worker makes the app's page so from the second visit
 * on), and the worker goes on with its hash table and net; else by terminating the worker and putting a spare
 * worker, loaded in advance, in its place, so the next search starts without waiting for a build to load
 * ({@link EngineWorker}). Lines still queued from a terminated worker, from the idle spare or from an ended search
 * are dropped.
 *
 * <p>Nothing here runs inside the task of the user's action (a move, a click): lines are posted, and a worker is
 * created, in a task of their own right after it, and a new spare is loaded a second later. Creating a worker
 * costs the main thread a few milliseconds, and its start (the browser parses and compiles the engine's build on
 * another thread) competes for the CPU; on a small machine, both inside the move's task made it one long task.
 */
final class WorkerEngine implements EngineLink, EngineWorker.Listener {
    /** How long after a restart the next spare worker is loaded: after the new search has got going. */
    private static final int SPARE_DELAY_MS = 1000;

    private final String build;
    /** Where the engine's lines go. */
    private Consumer<String> lines = line -> { };
    private EngineWorker worker;
    private EngineWorker spare;
    /** Lines sent but not yet posted: they go out together in the next task. */
    private final List<String> outbox = new ArrayList<>();
    private boolean flushScheduled;
    private boolean spareScheduled;

    /** {@code build}: "wasm" or "js", the build the page runs. */
    WorkerEngine(String build) {
        this.build = build;
    }

    /** Sends the engine's lines to {@code receiver} (the controller's engineLine or reviewLine). */
    void connect(Consumer<String> receiver) {
        this.lines = receiver;
    }

    @Override
    public void send(String line) {
        outbox.add(line);
        if (!flushScheduled) {
            flushScheduled = true;
            Window.setTimeout(this::flush, 0);
        }
    }

    private void flush() {
        flushScheduled = false;
        if (outbox.isEmpty()) {
            return;
        }
        if (worker == null) {
            worker = load();
        }
        if (worker != null) { // one message for the task's lines: each postMessage is a copy and an event
            worker.post(String.join("\n", outbox));
        }
        outbox.clear();
    }

    @Override
    public void restart() {
        outbox.clear(); // lines for the work just ended; a posted one would have been lost with it
        if (worker != null && worker.stopByFlag()) {
            return;
        }
        if (worker != null) {
            worker.terminate();
        }
        worker = spare; // null: the next flush loads one
        spare = null;
        if (!spareScheduled) {
            spareScheduled = true;
            Window.setTimeout(() -> {
                spareScheduled = false;
                if (spare == null) {
                    spare = load();
                }
            }, SPARE_DELAY_MS);
        }
    }

    /** A new worker, or null (reported to the controller) when the browser refuses one. */
    private EngineWorker load() {
        EngineWorker w = EngineWorker.start("worker-boot.js?build=" + build, this);
        if (w == null) { // e.g. a page opened from file://, where workers are refused
            Window.setTimeout(() -> lines.accept(
                    EngineLink.failureLine("could not start: this browser refused to start a worker")), 0);
        }
        return w;
    }

    @Override
    public void line(EngineWorker from, String line) {
        if (from == worker) { // a terminated worker's last lines may still be queued: ignore them
            lines.accept(line);
        }
    }

    @Override
    public void failed(EngineWorker from) {
        if (from == worker) {
            lines.accept(EngineLink.failureLine("could not start: the worker failed to load"));
        } else if (from == spare) {
            spare = null; // not worth swapping in
        }
    }
}
