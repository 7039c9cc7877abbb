package chess.web;

import chess.app.GameController;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * The page's visibility (Page Visibility API): while the page is hidden — another tab, a minimised window, a phone
 * locked in a pocket — the controller pauses the analysis, so it burns no battery, and starts it again when the page
 * is shown. Going hidden (or away: {@code pagehide}) is also the last sure moment to write a waiting address.
 */
final class PageVisibility {
    private PageVisibility() {
    }

    /** Tells {@code controller} whenever the page is hidden or shown, and {@code addresses} when it may be left. */
    static void watch(HTMLDocument document, GameController controller, AddressWrites addresses) {
        Dom.listen(document, "visibilitychange", e -> {
            boolean hidden = hidden(document);
            if (hidden) {
                addresses.now();
            }
            controller.setPageHidden(hidden);
        });
        Dom.listen(Window.current(), "pagehide", e -> addresses.now());
        if (hidden(document)) { // opened in a background tab
            controller.setPageHidden(true);
        }
    }

    @JSBody(params = "document", script = "return document.visibilityState === 'hidden';")
    private static native boolean hidden(HTMLDocument document);
}
