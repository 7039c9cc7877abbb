package chess.web;

import chess.app.BoardState;
import chess.app.ClockFace;
import chess.app.GameController;
import chess.core.Piece;
import java.util.function.Supplier;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The two clocks beside the board: the top one is the top side's (they follow the board's orientation), the running
 * one highlighted, a low one in the warning colour, tenths under ten seconds. While a clock runs, a timer redraws
 * them ten times a second by asking the controller for the clocks now (the time comes from {@link PageClock}, never
 * from counting ticks, so a throttled timer in a hidden tab only draws less often); the same call lets a flag fall.
 * The boxes are {@code role="timer"}, which screen readers read when asked and do not announce on each change.
 */
final class ClockView {
    static final int REDRAW_MS = 100;

    private final HTMLElement[] boxes;
    private final HTMLElement[] sides;
    private final HTMLElement[] times;
    private Supplier<ClockFace> ticks;
    private boolean flipped;
    private boolean paused;
    private ClockFace shown;
    private int timer = -1;

    ClockView(HTMLDocument document) {
        boxes = new HTMLElement[] {Dom.byId(document, "clock-top"), Dom.byId(document, "clock-bottom")};
        sides = new HTMLElement[] {Dom.byId(document, "clock-top-side"), Dom.byId(document, "clock-bottom-side")};
        times = new HTMLElement[] {Dom.byId(document, "clock-top-time"), Dom.byId(document, "clock-bottom-time")};
    }

    void bind(GameController controller) {
        ticks = controller::clockTick;
        // Back in view: redraw at once (and let a flag that fell while hidden be seen), without waiting for a tick.
        Dom.listen(Window.current().getDocument(), "visibilitychange", e -> tick());
    }

    void draw(BoardState s) {
        boolean turned = s.flipped != flipped || s.clock.paused != paused;
        flipped = s.flipped;
        paused = s.clock.paused;
        show(s.clock.face, turned);
        boolean running = s.clock.face.running >= 0;
        if (running && timer < 0) {
            timer = Window.setInterval(this::tick, REDRAW_MS);
        } else if (!running && timer >= 0) {
            Window.clearInterval(timer);
            timer = -1;
        }
    }

    private void tick() {
        if (ticks != null) {
            show(ticks.get(), false);
        }
    }

    private void show(ClockFace face, boolean force) {
        if (!force && face.sameAs(shown)) {
            return;
        }
        shown = face;
        int top = flipped ? Piece.WHITE : Piece.BLACK;
        drawBox(0, face, top);
        drawBox(1, face, 1 - top);
    }

    private void drawBox(int slot, ClockFace face, int side) {
        HTMLElement box = boxes[slot];
        Dom.setHidden(box, !face.shown);
        if (!face.shown) {
            return;
        }
        boolean white = side == Piece.WHITE;
        boolean low = white ? face.whiteLow : face.blackLow;
        box.setClassName("clock" + (face.running == side ? " running" : "") + (low ? " low" : "")
                + (paused ? " paused" : ""));
        box.setAttribute("aria-label", (white ? face.whiteSpoken : face.blackSpoken) + (paused ? ", paused" : ""));
        Dom.setText(sides[slot], white ? "White" : "Black");
        Dom.setText(times[slot], white ? face.whiteText : face.blackText);
    }
}
