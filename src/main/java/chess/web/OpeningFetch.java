package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Window;

/**
 * Fetches the opening table ({@code openings.txt}, beside the page) after the first paint, so the names never delay
 * the board: a frame is requested, and the fetch starts in a task after that frame. The text, or why it could not
 * be had (no file, no network, a {@code file://} page such as the standalone file, which is not even asked), goes to
 * the receiver; the app works without names.
 */
final class OpeningFetch {
    static final String FILE = "openings.txt";

    private OpeningFetch() {
    }

    /** Starts the fetch once the page has painted. */
    static void afterFirstPaint(Receiver receiver) {
        Window.requestAnimationFrame(time -> Window.setTimeout(() -> {
            Browser.mark("opening-table-requested");
            fetch(FILE, receiver);
        }, 0));
    }

    @JSFunctor
    interface Receiver extends JSObject {
        void receive(boolean ok, String textOrReason);
    }

    @JSBody(params = { "url", "receiver" }, script = "if (location.protocol === 'file:') {"
            + " receiver(false, 'a page opened from a file cannot fetch ' + url); return; }"
            + " try {"
            + " fetch(url).then(function (r) {"
            + "   if (!r.ok) { throw new Error(url + ': HTTP ' + r.status); } return r.text(); })"
            + " .then(function (t) { receiver(true, t); }, function (e) {"
            + "   receiver(false, String(e && e.message ? e.message : e)); });"
            + " } catch (e) { receiver(false, 'this browser cannot fetch ' + url); }")
    private static native void fetch(String url, Receiver receiver);
}
