package chess.web;

import chess.app.EngineLink;
import chess.app.GameController;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.MessageEvent;
import org.teavm.jso.workers.Worker;

/**
 * The engine in a Web Worker (worker-boot.js with the page's build): lines go out with postMessage, lines that
 * come back go to the controller. {@link #restart} terminates the worker — the only way to end a synchronous
 * search at once — and puts a spare worker, loaded in advance, in its place, so the next search starts without
 * waiting for a build to load; then it loads the next spare. Lines still queued from a terminated worker (or from
 * the idle spare) are dropped. The first worker is created on first use.
 */
final class WorkerEngine implements EngineLink {
    private final String build;
    private GameController controller;
    private Worker worker;
    private Worker spare;

    /** {@code build}: "wasm" or "js", the build the page runs. */
    WorkerEngine(String build) {
        this.build = build;
    }

    void connect(GameController gameController) {
        this.controller = gameController;
    }

    @Override
    public void send(String line) {
        if (worker == null) {
            worker = load();
        }
        if (worker != null) {
            post(worker, line);
        }
    }

    @Override
    public void restart() {
        if (worker != null) {
            worker.terminate();
        }
        worker = spare != null ? spare : load();
        spare = worker != null ? load() : null;
    }

    /** A new worker, or null (reported to the controller) when the browser refuses one. */
    private Worker load() {
        Worker w = createWorker("worker-boot.js?build=" + build);
        if (w == null) { // e.g. a page opened from file://, where workers are refused
            Window.setTimeout(() -> controller.engineLine(
                    "info string engine could not start: this browser refused to start a worker"), 0);
            return null;
        }
        w.onMessage((MessageEvent e) -> {
            if (worker == w) { // a terminated worker's last lines may still be queued: ignore them
                controller.engineLine(text(e.getData()));
            }
        });
        w.onError(e -> {
            if (worker == w) {
                controller.engineLine("info string engine could not start: the worker failed to load");
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
