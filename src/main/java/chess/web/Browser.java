package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLElement;

/** The few browser calls that the JSO API classes do not cover. Each body is fixed text: no data is evaluated. */
final class Browser {
    private Browser() {
    }

    /** Milliseconds on the page's clock (performance.now): for spacing work, not for the time of day. */
    @JSBody(script = "return performance.now();")
    static native double now();

    /** Records a performance mark (for the time to first board paint), where the browser has marks. */
    @JSBody(params = "name", script = "if (typeof performance === 'object' && performance.mark) {"
            + " performance.mark(name); }")
    static native void mark(String name);

    /** Copies the text that is selected in the page; false when the browser refuses. */
    @JSBody(script = "try { return document.execCommand('copy') === true; } catch (e) { return false; }")
    static native boolean copySelection();

    /** Writes to the asynchronous clipboard where there is one; false when there is none. */
    @JSBody(params = "text", script = "if (typeof navigator === 'object' && navigator.clipboard"
            + " && navigator.clipboard.writeText) { navigator.clipboard.writeText(text).catch(function () {});"
            + " return true; } return false;")
    static native boolean writeClipboard(String text);

    /** Selects the whole value of an input or text area. */
    @JSBody(params = "element", script = "element.select();")
    static native void selectAll(HTMLElement element);

    /** The data-square name of the element at a viewport point or of one of its ancestors, or null. */
    @JSBody(params = { "x", "y" }, script = "var e = document.elementFromPoint(x, y);"
            + " while (e && e.getAttribute) { var s = e.getAttribute('data-square'); if (s) { return s; }"
            + " e = e.parentNode; } return null;")
    static native String squareAt(int x, int y);

    /** Focuses an element without scrolling the page to it (the move list scrolls itself). */
    @JSBody(params = "element", script = "try { element.focus({ preventScroll: true }); }"
            + " catch (e) { element.focus(); }")
    static native void focusWithoutScrolling(HTMLElement element);
}
