package chess.web;

import chess.app.GameController;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Dragging a new piece from the board editor's palette onto the board, with pointer events (mouse, pen and touch):
 * a press on a palette piece becomes a drag once the pointer travels a few pixels, a ghost of the piece follows it,
 * and the release over a square puts the piece there ({@link GameController#editorDropNew}); released anywhere else
 * it is dropped. A press that does not travel is left to the palette's click handler (choosing the tool).
 */
final class PaletteDrag {
    /** Pointer travel (px) before a press becomes a drag. */
    private static final int THRESHOLD = 4;

    private final GameController controller;
    private final HTMLElement board;
    private final Ghost ghost;
    /** The palette piece pressed ("wQ"), or null. */
    private String piece;
    private int pointer = -1;
    private int pressX;
    private int pressY;
    private boolean dragging;
    private boolean swallowClick;

    PaletteDrag(HTMLDocument document, GameController controller, HTMLElement board) {
        this.controller = controller;
        this.board = board;
        this.ghost = new Ghost(document);
    }

    /** A pointer went down on the palette (on one of its buttons or between them). */
    void pointerDown(PointerEvent e) {
        if (!e.isPrimary() || ("mouse".equals(e.getPointerType()) && e.getButton() != 0)) {
            return;
        }
        cancel();
        swallowClick = false;
        HTMLElement button = Dom.withAttribute(e.getTarget(), "data-tool", 1);
        String tool = button == null ? null : button.getAttribute("data-tool");
        if (tool == null || tool.length() != 2) {
            return; // the eraser is chosen by clicking, never dragged
        }
        piece = tool;
        pointer = e.getPointerId();
        pressX = e.getClientX();
        pressY = e.getClientY();
        e.preventDefault(); // no text selection while dragging; the click still follows a press that stays put
        button.focus();
    }

    void pointerMove(PointerEvent e) {
        if (piece == null || e.getPointerId() != pointer) {
            return;
        }
        if (!dragging) {
            int dx = e.getClientX() - pressX;
            int dy = e.getClientY() - pressY;
            if (dx * dx + dy * dy < THRESHOLD * THRESHOLD) {
                return;
            }
            dragging = true;
            double size = board.getBoundingClientRect().getWidth() / 8;
            ghost.show(piece, size, size);
        }
        ghost.moveTo(e.getClientX(), e.getClientY());
    }

    void pointerUp(PointerEvent e) {
        if (piece == null || e.getPointerId() != pointer) {
            return;
        }
        String dropped = dragging ? piece : null;
        cancel();
        if (dropped != null) {
            swallowClick = true; // with touch the click follows on the palette button: the drop has decided
            String square = Browser.squareAt(e.getClientX(), e.getClientY());
            if (square != null) {
                controller.editorDropNew(dropped, square);
            }
        }
    }

    /** Ends a press or drag without placing anything (pointercancel, or a new press). */
    void cancel() {
        ghost.remove();
        piece = null;
        pointer = -1;
        dragging = false;
    }

    /** True (once) when a click on the palette belongs to a finished drag and must be ignored. */
    boolean swallowsClick() {
        boolean swallow = swallowClick;
        swallowClick = false;
        return swallow;
    }
}
