package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The small panel under the board for arrows and circles: the Draw toggle (draw mode, for touch: taps and drags on
 * the board draw instead of moving), its four colours, and the shown move's shapes said in words for screen readers
 * ({@code #shapes-said}, which the board's description includes). The board editor has no shapes: the panel and its
 * help are hidden while it is open.
 */
final class DrawTools {
    private static final String COLOURS = "GRBY";

    private final HTMLElement toggle;
    private final HTMLElement[] colours = new HTMLElement[4];
    private final HTMLElement said;
    private final HTMLElement panel;
    private final HTMLElement help;
    private BoardState state;

    DrawTools(HTMLDocument document) {
        toggle = Dom.byId(document, "draw-mode");
        for (int i = 0; i < 4; i++) {
            colours[i] = Dom.byId(document, "draw-" + COLOURS.charAt(i));
        }
        said = Dom.byId(document, "shapes-said");
        panel = Dom.byId(document, "draw-tools");
        help = Dom.byId(document, "draw-help");
    }

    void bind(GameController controller) {
        Dom.listen(toggle, "click", e -> controller.setDrawMode(state == null || !state.drawMode));
        for (int i = 0; i < 4; i++) {
            char colour = COLOURS.charAt(i);
            Dom.listen(colours[i], "click", e -> controller.setDrawColour(colour));
        }
    }

    void draw(BoardState s) {
        state = s;
        Dom.setHidden(panel, s.editor != null);
        Dom.setHidden(help, s.editor != null);
        Dom.setAttribute(toggle, "aria-pressed", s.drawMode ? "true" : "false");
        for (int i = 0; i < 4; i++) {
            Dom.setAttribute(colours[i], "aria-pressed", s.drawColour == COLOURS.charAt(i) ? "true" : "false");
        }
        String text = s.editor != null ? "" : s.shapesText();
        Dom.setText(said, text.isEmpty() ? "" : "Drawn on this move: " + text + ".");
    }
}
