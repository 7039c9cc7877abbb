package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * A second script of the app (a TeaVM JavaScript build of its own, as js/image-tools.js), loaded the first time it
 * is needed so its bytes stay out of the first paint. Once loaded, its {@code main([])} is run (its {@code main}
 * replaces the JavaScript build's own global, which has already run) and must set {@code window[global]} to the
 * function the page calls. The standalone page has the script inline, so the global may be there from the start.
 * A load that fails (offline without it cached, blocked) is reported to the waiting request with the reason, and
 * the next request tries again.
 */
final class LazyScript {
    /** What to do when the script is ready, or what to say when it could not be loaded. */
    interface Waiting {
        void ready();

        void failed(String reason);
    }

    private final HTMLDocument document;
    private final String src;
    private final String global;
    private boolean loading;
    private Waiting waiting;

    LazyScript(HTMLDocument document, String src, String global) {
        this.document = document;
        this.src = src;
        this.global = global;
    }

    /** True when a request would be answered at once. */
    boolean ready() {
        return hasFunction(global);
    }

    /**
     * Runs {@code then} at once when the script is ready, or after loading it. Only the latest request waits: a
     * panel asks for one thing at a time, and the player's last click is what they want.
     */
    void whenReady(Waiting then) {
        if (ready()) {
            then.ready();
            return;
        }
        waiting = then;
        if (loading) {
            return;
        }
        loading = true;
        HTMLElement script = document.createElement("script");
        Dom.listen(script, "load", e -> {
            loading = false;
            String problem = start();
            if (problem.isEmpty() && !ready()) {
                problem = "it did not start";
            }
            answer(problem.isEmpty() ? "" : src + " loaded, but " + problem);
        });
        Dom.listen(script, "error", e -> {
            loading = false;
            script.getParentNode().removeChild(script); // a later request adds a new one
            answer(src + " could not be loaded (offline, or blocked)");
        });
        script.setAttribute("src", src);
        document.getHead().appendChild(script);
    }

    private void answer(String problem) {
        Waiting then = waiting;
        waiting = null;
        if (then == null) {
            return;
        }
        if (problem.isEmpty()) {
            then.ready();
        } else {
            then.failed(problem);
        }
    }

    @JSBody(params = "name", script = "return typeof window[name] === 'function';")
    private static native boolean hasFunction(String name);

    /** Runs the loaded script's entry; "" or what went wrong. */
    @JSBody(script = "try { main([]); return ''; } catch (err) { return 'it failed to start ('"
            + " + String(err && err.message || err) + ')'; }")
    private static native String start();
}
