package chess.web;

import chess.app.BoardState;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * What the board's colours say about a square, for screen readers: the picked-up piece, where it may go, the last
 * move, the king in check and the hint. Each is a short hidden text of its own ("selected", "legal move", ...) that
 * the squares refer to with {@code aria-describedby}, so a square's name stays "e4, white pawn" and its
 * description adds "last move, in check".
 */
final class SquareStates {
    private static final String[][] TEXTS = {
        {"sq-selected", "selected"}, {"sq-target", "legal move"}, {"sq-capture", "legal capture"},
        {"sq-last", "last move"}, {"sq-check", "in check"}, {"sq-hint", "hint"}, {"sq-premove", "premove"},
    };

    private SquareStates() {
    }

    /** Adds the hidden texts to the page (once, before the first square refers to them). */
    static void install(HTMLDocument document) {
        HTMLElement box = Dom.element(document, "div", "");
        box.setHidden(true);
        for (String[] text : TEXTS) {
            HTMLElement span = Dom.element(document, "span", "");
            span.setAttribute("id", text[0]);
            span.setTextContent(text[1]);
            box.appendChild(span);
        }
        document.getBody().appendChild(box);
    }

    /** The aria-describedby of square {@code sq} (0..63) in {@code s}: ids separated by spaces, or "". */
    static String describedBy(BoardState s, int sq) {
        StringBuilder ids = new StringBuilder();
        if (sq == s.selected) {
            add(ids, "sq-selected");
        }
        if (s.isTarget(sq)) {
            add(ids, s.piece(sq) != 0 ? "sq-capture" : "sq-target");
        }
        if (sq == s.lastFrom || sq == s.lastTo) {
            add(ids, "sq-last");
        }
        if (sq == s.checkSquare) {
            add(ids, "sq-check");
        }
        if (sq == s.hintFrom || sq == s.hintTo) {
            add(ids, "sq-hint");
        }
        if (sq == s.premoveFrom || sq == s.premoveTo) {
            add(ids, "sq-premove");
        }
        return ids.toString();
    }

    private static void add(StringBuilder ids, String id) {
        if (ids.length() > 0) {
            ids.append(' ');
        }
        ids.append(id);
    }
}
