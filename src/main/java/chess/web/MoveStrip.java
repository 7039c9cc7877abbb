package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The phone's move strip under the board: the shown line in one row ("12. Nf3 Nc6 13. Bb5"), the shown move
 * marked and kept in the middle, as phone chess apps have it. A tap on a move shows it; a sideways swipe steps one
 * move ({@link BoardSwipe}: to the left the next, to the right the previous). The full move list, the one screen
 * readers and keyboards use, is in the panel: this strip is hidden from them and its moves take no focus.
 */
final class MoveStrip {
    private final HTMLDocument document;
    private final HTMLElement strip;
    /** The line and shown move drawn now, to skip unchanged redraws. */
    private String drawn = "";

    MoveStrip(HTMLDocument document) {
        this.document = document;
        strip = Dom.byId(document, "move-strip");
    }

    void bind(GameController controller) {
        Dom.listen(strip, "click", e -> {
            HTMLElement move = Dom.withAttribute(e.getTarget(), "data-node", 2);
            int id = move == null ? -1 : Dom.number(move.getAttribute("data-node"));
            if (id >= 0) {
                controller.goToMove(id);
            }
        });
        new BoardSwipe(controller::forward, controller::back).install(strip);
    }

    void draw(BoardState s) {
        List<String> moves = s.moves;
        String wanted = s.ply + "|" + s.firstMoveNumber + s.blackMovesFirst + "|" + s.lineIds + "|" + moves;
        if (wanted.equals(drawn)) {
            return;
        }
        drawn = wanted;
        while (strip.getFirstChild() != null) {
            strip.removeChild(strip.getFirstChild());
        }
        if (moves.isEmpty()) {
            strip.appendChild(Dom.element(document, "span", "strip-empty")).setTextContent("No moves yet");
            return;
        }
        HTMLElement row = Dom.element(document, "span", "strip-row");
        HTMLElement shown = null;
        for (int i = 0; i < moves.size(); i++) {
            boolean black = (i % 2 == 1) != s.blackMovesFirst;
            int number = s.firstMoveNumber + (i + (s.blackMovesFirst ? 1 : 0)) / 2;
            if (!black || i == 0) {
                HTMLElement label = Dom.element(document, "span", "strip-number");
                label.setTextContent(number + (black ? "\u2026" : "."));
                row.appendChild(label);
            }
            HTMLElement move = Dom.element(document, "span", i + 1 == s.ply ? "strip-move current" : "strip-move");
            move.setAttribute("data-node", Integer.toString(s.lineIds.get(i)));
            move.setTextContent(moves.get(i));
            row.appendChild(move);
            if (i + 1 == s.ply) {
                shown = move;
            }
        }
        strip.appendChild(row);
        centre(row, shown);
    }

    /** Scrolls the row so the shown move sits in the middle (the start: the row's beginning). */
    private void centre(HTMLElement row, HTMLElement shown) {
        if (shown == null) {
            strip.setScrollLeft(0);
            return;
        }
        int middle = shown.getOffsetLeft() + shown.getOffsetWidth() / 2 - row.getOffsetLeft();
        strip.setScrollLeft(Math.max(0, middle - strip.getClientWidth() / 2));
    }
}
