package chess.web;

import chess.app.EngineLink;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.MessageEvent;
import org.teavm.jso.workers.Worker;

/**
 * The engine in a Web Worker (worker-boot.js with the page's build): lines go out with postMessage, lines that
 * come back go to the controller. {@link #restart} terminates the worker — the only way to end a synchronous
 * search at once — and puts a spare worker, loaded in advance, in its place, so the next search starts without
 * waiting for a build to load. Lines still queued from a terminated worker (or from the idle spare) are dropped.
 *
 * <p>Nothing here runs inside the task of the user's action (a move, a click): lines are posted, and a worker is
 * created, in a task of their own right after it, and a new spare is loaded a second later. Creating a worker
 * costs the main thread a few milliseconds, and its start (the browser parses and compiles the engine's build on
 * another thread) competes for the CPU; on a small machine, both inside the move's task made it one long task.
 */
final class WorkerEngine implements EngineLink {
    /** How long after a restart the next spare worker is loaded: after the new search has got going. */
    private static final int SPARE_DELAY_MS = 1000;

    private final String build;
    /** Where the engine's lines go. */
    private Consumer<String> lines = line -> { };
    private Worker worker;
    private Worker spare;
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
            post(worker, String.join("\n", outbox));
        }
        outbox.clear();
    }

    @Override
    public void restart() {
        if (worker != null) {
            worker.terminate();
        }
        outbox.clear(); // lines for the engine just ended; a posted one would have been lost with it
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
    private Worker load() {
        Worker w = createWorker("worker-boot.js?build=" + build);
        if (w == null) { // e.g. a page opened from file://, where workers are refused
            Window.setTimeout(() -> lines.accept(
                    EngineLink.failureLine("could not start: this browser refused to start a worker")), 0);
            return null;
        }
        w.onMessage((MessageEvent e) -> {
            if (worker == w) { // a terminated worker's last lines may still be queued: ignore them
                lines.accept(text(e.getData()));
            }
        });
        w.onError(e -> {
            if (worker == w) {
                lines.accept(EngineLink.failureLine("could not start: the worker failed to load"));
            } else if (spare == w) {
                spare = null; // not worth swapping in
            }
        });
        return w;
    }

    @JSBody(params = "url", script = "try { return new Worker(url); } catch (e) { return null; }")
    private static native Worker createWorker(String url);

    @JSBody(params = { "worker", "line" }, script = "worker.postMessage(line);")
    private static native void post(Worker worker, String line);

    @JSBody(params = "data", script = "return String(data);")
    private static native String text(JSObject data);
}
