package chess.web;

import org.teavm.jso.dom.html.HTMLElement;

/**
 * A horizontal swipe across the board steps through the game, as a page is turned: to the left the next move, to
 * the right the previous one. Only a clear sideways stroke counts (at least 40 px, twice as wide as it is tall), so
 * a tap or a vertical scroll of the page around the viewer does nothing. Pointer events: finger, pen or mouse.
 */
final class BoardSwipe {
    /** Shortest stroke that counts, in CSS pixels: longer than any tap's wobble. */
    static final int MIN_DISTANCE = 40;

    private final Runnable next;
    private final Runnable previous;
    private int pointer = -1;
    private int startX;
    private int startY;

    BoardSwipe(Runnable next, Runnable previous) {
        this.next = next;
        this.previous = previous;
    }

    void install(HTMLElement board) {
        Dom.listen(board, "pointerdown", e -> {
            PointerEvent p = (PointerEvent) e;
            pointer = p.getPointerId();
            startX = p.getClientX();
            startY = p.getClientY();
        });
        Dom.listen(board, "pointerup", e -> {
            PointerEvent p = (PointerEvent) e;
            if (p.getPointerId() != pointer) {
                return;
            }
            pointer = -1;
            int dx = p.getClientX() - startX;
            int dy = p.getClientY() - startY;
            if (Math.abs(dx) >= MIN_DISTANCE && Math.abs(dx) > 2 * Math.abs(dy)) {
                (dx < 0 ? next : previous).run();
            }
        });
        Dom.listen(board, "pointercancel", e -> pointer = -1);
    }
}
