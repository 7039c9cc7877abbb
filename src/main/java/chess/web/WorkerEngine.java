package chess.web;

import chess.app.EngineLink;
import chess.app.GameController;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.MessageEvent;
import org.teavm.jso.workers.Worker;

/**
 * The engine in a Web Worker (worker-boot.js with the page's build): lines go out with postMessage, lines that
 * come back go to the controller. {@link #restart} terminates the worker — the only way to end a synchronous
 * search at once — and starts a fresh one straight away, so it is loading while the page goes on; lines still
 * queued from a terminated worker are dropped. The worker is created on first use.
 */
final class WorkerEngine implements EngineLink {
    private final String build;
    private GameController controller;
    private Worker worker;

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
            start();
        }
        post(worker, line);
    }

    @Override
    public void restart() {
        if (worker != null) {
            worker.terminate();
            worker = null;
        }
        start();
    }

    private void start() {
        Worker w = new Worker("worker-boot.js?build=" + build);
        worker = w;
        w.onMessage((MessageEvent e) -> {
            if (worker == w) { // a terminated worker's last lines may still be queued: ignore them
                controller.engineLine(text(e.getData()));
            }
        });
        w.onError(e -> {
            if (worker == w) {
                controller.engineLine("info string engine could not start: the worker failed to load");
            }
        });
    }

    @JSBody(params = { "worker", "line" }, script = "worker.postMessage(line);")
    private static native void post(Worker worker, String line);

    @JSBody(params = "data", script = "return String(data);")
    private static native String text(JSObject data);
}
