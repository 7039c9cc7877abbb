package chess.web;

import chess.app.BoardState;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The phone's first screen: on a narrow screen (the style sheet's {@link #NARROW}) the move buttons « ‹ › » move from
 * under the move list to under the board, beside the {@link MoveStrip}, so stepping through a game never scrolls the
 * board away; they move back when the screen widens (a phone turned, a window resized). Under them one line of the
 * engine's readout (score and line, or its status) stands for the analysis box, which is folded in the Game tab.
 */
final class PhoneLayout {
    /** The same width as style.css's narrow layout. */
    static final String NARROW = "(max-width: 600px)";

    private final HTMLElement nav;
    private final HTMLElement navSlot;
    /** Where the buttons live on a wide screen: in the move list's part, before this element (the review). */
    private final HTMLElement wideParent;
    private final HTMLElement wideNext;
    private final HTMLElement readout;
    private String drawn = "";

    PhoneLayout(HTMLDocument document) {
        nav = Dom.byId(document, "nav");
        navSlot = Dom.byId(document, "nav-slot");
        wideNext = Dom.byId(document, "review");
        wideParent = (HTMLElement) wideNext.getParentNode();
        readout = Dom.byId(document, "readout-line");
    }

    /** Places the move buttons now and whenever the width crosses the line; the strip draws only while shown. */
    void bind(MoveStrip strip) {
        watch(NARROW, narrow -> {
            place(narrow);
            strip.setShown(narrow);
        });
    }

    private void place(boolean narrow) {
        if (narrow && nav.getParentNode() != navSlot) {
            navSlot.appendChild(nav);
        } else if (!narrow && nav.getParentNode() != wideParent) {
            wideParent.insertBefore(nav, wideNext);
        }
    }

    void draw(BoardState s) {
        String line = s.analysisShown ? (s.scoreText.isEmpty() ? "\u2026" : s.scoreText) + " " + s.pvText
                : s.engineStatus;
        if (!line.equals(drawn)) {
            drawn = line;
            Dom.setText(readout, line);
            Dom.setHidden(readout, line.isEmpty());
        }
    }

    @JSFunctor
    interface Change extends JSObject {
        void changed(boolean matches);
    }

    /** Calls {@code change} now and whenever the media query {@code query} starts or stops matching. */
    @JSBody(params = { "query", "change" }, script = "var m = window.matchMedia(query); change(!!m.matches);"
            + " var f = function (e) { change(!!e.matches); };"
            + " if (m.addEventListener) { m.addEventListener('change', f); } else { m.addListener(f); }")
    private static native void watch(String query, Change change);
}
