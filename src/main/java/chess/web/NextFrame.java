package chess.web;

import org.teavm.jso.browser.Window;

/**
 * A piece of work that reads the layout (a scroll position, say), run once at the next animation frame however
 * often it is asked for before then. Reading the layout right after a render's changes would force a layout in the
 * middle of the task, again for every step of a held arrow key; at the frame the browser lays out once anyway.
 */
final class NextFrame {
    private final Runnable work;
    private boolean requested;

    NextFrame(Runnable work) {
        this.work = work;
    }

    void request() {
        if (requested) {
            return;
        }
        requested = true;
        Window.requestAnimationFrame(time -> {
            requested = false;
            work.run();
        });
    }
}
