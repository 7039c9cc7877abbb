package chess.web;

import chess.app.BoardInput;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.TextRectangle;

/**
 * Drag and drop of pieces with pointer events, so mouse, pen and touch work alike. A press on a square becomes a
 * drag once the pointer travels a few pixels and the controller agrees the piece may move; a copy of the piece
 * (the ghost) follows the pointer, and the release asks the controller to move to the square under it (null off
 * the board, which in the board editor removes the piece). A press that does not travel is left to the square's
 * click handler.
 */
final class PieceDrag {
    /** Pointer travel (px) before a press becomes a drag. */
    private static final int THRESHOLD = 4;

    /** What the drag needs to know about the drawn board. */
    interface Squares {
        /** The button at screen position {@code pos} (0..63 from the top-left). */
        HTMLElement element(int pos);

        /** "e4" for the square at screen position {@code pos}. */
        String name(int pos);

        /** Image class of the piece at screen position {@code pos}, "" when empty. */
        String pieceClass(int pos);
    }

    private final BoardInput controller;
    private final Squares squares;
    private int pressPosition = -1;
    private int pressPointer = -1;
    private int pressX;
    private int pressY;
    private boolean dragging;
    private boolean swallowClick;
    private final Ghost ghost;

    PieceDrag(HTMLDocument document, BoardInput controller, Squares squares) {
        this.ghost = new Ghost(document);
        this.controller = controller;
        this.squares = squares;
    }

    /** A pointer went down on the square at screen position {@code pos}. */
    void pointerDown(int pos, PointerEvent e) {
        if (!e.isPrimary() || ("mouse".equals(e.getPointerType()) && e.getButton() != 0)) {
            return;
        }
        cancel();
        swallowClick = false;
        pressPosition = pos;
        pressPointer = e.getPointerId();
        pressX = e.getClientX();
        pressY = e.getClientY();
        if (!squares.pieceClass(pos).isEmpty()) {
            e.preventDefault(); // no text selection or native image drag; the click still follows
            squares.element(pos).focus();
        }
    }

    void pointerMove(PointerEvent e) {
        if (pressPosition < 0 || e.getPointerId() != pressPointer) {
            return;
        }
        if (!dragging) {
            int dx = e.getClientX() - pressX;
            int dy = e.getClientY() - pressY;
            if (dx * dx + dy * dy < THRESHOLD * THRESHOLD) {
                return;
            }
            if (!controller.dragStart(squares.name(pressPosition))) {
                pressPosition = -1;
                return;
            }
            dragging = true;
            showGhost();
        }
        ghost.moveTo(e.getClientX(), e.getClientY());
    }

    void pointerUp(PointerEvent e) {
        if (pressPosition < 0 || e.getPointerId() != pressPointer) {
            return;
        }
        String from = squares.name(pressPosition);
        boolean dropped = dragging;
        cancel();
        if (dropped) {
            swallowClick = true; // a click may follow on the start square: the drop has decided already
            controller.drop(from, Browser.squareAt(e.getClientX(), e.getClientY()));
        }
    }

    /** Ends a press or drag without a move (pointercancel, or a new press). */
    void cancel() {
        ghost.remove();
        if (dragging) {
            squares.element(pressPosition).getClassList().remove("dragging");
        }
        pressPosition = -1;
        pressPointer = -1;
        dragging = false;
    }

    /** True (once) when a click event belongs to a finished drag and must be ignored. */
    boolean swallowsClick() {
        boolean swallow = swallowClick;
        swallowClick = false;
        return swallow;
    }

    /** True while the piece at screen position {@code pos} is being dragged (it is drawn faded). */
    boolean isDragging(int pos) {
        return dragging && pos == pressPosition;
    }

    private void showGhost() {
        HTMLElement source = squares.element(pressPosition);
        TextRectangle box = source.getBoundingClientRect();
        ghost.show(squares.pieceClass(pressPosition), box.getWidth(), box.getHeight());
        source.getClassList().add("dragging");
    }
}
