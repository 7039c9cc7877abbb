package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import chess.core.Square;

/**
 * Drawing on the board with the pointer: a right-button drag from square to square draws an arrow, a right click on
 * a square a circle (the same again removes it); Shift makes it red, Ctrl or Alt (Cmd) blue, Shift with either
 * yellow, else green. In draw mode (for touch) the primary pointer draws the same way, in the colour picked for it,
 * and pieces do not move. The browser's context menu is kept off the board.
 */
final class ShapeGesture {
    private final GameController controller;
    private final ShapeLayer layer;
    private String from;
    private int pointer = -1;
    private char colour = 'G';
    private boolean swallowClick;
    private boolean drawMode;

    ShapeGesture(GameController controller, ShapeLayer layer) {
        this.controller = controller;
        this.layer = layer;
    }

    void draw(BoardState s) {
        drawMode = s.drawMode && s.editor == null;
    }

    /** A press on square {@code name}: true when it starts a drawing (then it is not a piece's press). */
    boolean pointerDown(String name, PointerEvent e) {
        swallowClick = false;
        boolean rightButton = "mouse".equals(e.getPointerType()) && e.getButton() == 2;
        if (!rightButton && !(drawMode && e.isPrimary() && e.getButton() == 0)) {
            return false;
        }
        e.preventDefault();
        from = name;
        pointer = e.getPointerId();
        colour = controller.shapeColour(e.getShiftKey(), e.getCtrlKey() || e.getAltKey() || e.getMetaKey());
        swallowClick = !rightButton; // a left press in draw mode is followed by a click that must not move a piece
        showPreview(name);
        return true;
    }

    void pointerMove(PointerEvent e) {
        if (from != null && e.getPointerId() == pointer) {
            showPreview(Browser.squareAt(e.getClientX(), e.getClientY()));
        }
    }

    void pointerUp(PointerEvent e) {
        if (from == null || e.getPointerId() != pointer) {
            return;
        }
        String start = from;
        cancel();
        String to = Browser.squareAt(e.getClientX(), e.getClientY());
        swallowClick &= start.equals(to); // after a drag across squares no click reaches a square
        if (to != null) {
            controller.drawShape(start, to, colour); // let go off the board: nothing is drawn
        }
    }

    void cancel() {
        from = null;
        pointer = -1;
        layer.preview(-1, -1, colour);
    }

    /** True (once) when a click belongs to a drawing just made. */
    boolean swallowsClick() {
        boolean swallow = swallowClick;
        swallowClick = false;
        return swallow;
    }

    private void showPreview(String over) {
        int a = Square.parse(from);
        int b = over == null ? Square.NONE : Square.parse(over);
        if (a == Square.NONE || b == Square.NONE) {
            layer.preview(-1, -1, colour);
        } else {
            layer.preview(Square.to64(a), Square.to64(b), colour);
        }
    }
}
