package chess.web;

import chess.app.AppLink;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The viewer's "Open in the full app" link. Its exact address (the move shown, the reader's arrows) is made by a
 * {@link Source} that may first have to load a script; until then the link holds the game as it came
 * ({@link AppLink#roughAddress}). The script is asked for only when the link is about to be used (pointer over it,
 * focus, a touch), so a page that is only looked at loads nothing more; a click that comes before the address is
 * made opens the new tab at once, as the click allows, and sends it to the address when it is ready.
 */
final class AppLinkAnchor {
    /** Makes addresses, at once or after loading what it needs. */
    interface Source extends AppLink.Maker {
        /** True when {@link #make} answers at once. */
        boolean ready();
    }

    private final HTMLElement anchor;
    private final Source source;
    private AppLink shown;
    private int serial;
    private int madeSerial = -1;
    private boolean wanted;

    AppLinkAnchor(HTMLElement anchor, Source source) {
        this.anchor = anchor;
        this.source = source;
        for (String intent : new String[] {"pointerenter", "focus", "touchstart"}) {
            Dom.listen(anchor, intent, e -> want());
        }
        Dom.listen(anchor, "click", e -> {
            if (madeSerial != serial) {
                e.preventDefault();
                openWhenMade();
            }
        });
    }

    /** The viewer shows something else: the link follows. */
    void show(AppLink link) {
        shown = link;
        serial++;
        if (wanted || source.ready()) {
            make();
        } else {
            Dom.setAttribute(anchor, "href", link.roughAddress());
        }
    }

    private void want() {
        if (!wanted) {
            wanted = true;
            make();
        }
    }

    private void make() {
        int request = serial;
        source.make(shown, address -> {
            if (request == serial) {
                Dom.setAttribute(anchor, "href", address);
                madeSerial = request;
            }
        });
    }

    /** A tab opened now, inside the click, and sent to the address once it is made (or the rough one). */
    private void openWhenMade() {
        JSObject tab = openBlank();
        AppLink link = shown;
        int request = serial;
        wanted = true;
        source.make(link, address -> {
            if (request == serial) {
                Dom.setAttribute(anchor, "href", address);
                madeSerial = request;
            }
            if (tab != null) {
                go(tab, address);
            }
        });
    }

    @JSBody(script = "var tab = window.open('', '_blank'); if (tab) { tab.opener = null; } return tab;")
    private static native JSObject openBlank();

    @JSBody(params = { "tab", "address" }, script = "tab.location.href = new URL(address, location.href).href;")
    private static native void go(JSObject tab, String address);
}
