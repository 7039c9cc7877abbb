package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/** The copy of a piece that follows the pointer during a drag (from the board or from the editor's palette). */
final class Ghost {
    private final HTMLDocument document;
    private HTMLElement element;

    Ghost(HTMLDocument document) {
        this.document = document;
    }

    /** Shows the piece of image class {@code pieceClass} ("wQ") in a square box of the given size (px). */
    void show(String pieceClass, double width, double height) {
        remove();
        element = document.createElement("div");
        element.setClassName("ghost " + pieceClass);
        element.getStyle().setProperty("width", pixels(width));
        element.getStyle().setProperty("height", pixels(height));
        document.getBody().appendChild(element);
    }

    /**
     * "52.5px", written by the browser: Java's own double-to-text would bring its whole number formatting into every
     * build that draws a board (about 10 KB of gzipped script, a sixth of the embeddable viewer).
     */
    @JSBody(params = "value", script = "return value + 'px';")
    private static native String pixels(double value);

    /** Centres the piece on a viewport point. */
    void moveTo(int x, int y) {
        if (element != null) {
            element.getStyle().setProperty("transform",
                    "translate(calc(-50% + " + x + "px), calc(-50% + " + y + "px))");
        }
    }

    void remove() {
        if (element != null) {
            element.getParentNode().removeChild(element);
            element = null;
        }
    }
}
