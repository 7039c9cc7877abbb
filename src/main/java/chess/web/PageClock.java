package chess.web;

import org.teavm.jso.JSBody;

/**
 * The clocks' time in the page: {@code performance.now()}, which keeps counting while the tab is hidden or busy, so
 * the clocks neither freeze nor skip (timers only redraw them). {@code window.chessClockSkew} (ms, normally absent)
 * is added: the browser tests move the clocks' time forward with it instead of waiting.
 */
final class PageClock {
    private PageClock() {
    }

    @JSBody(script = "return performance.now() + (typeof window.chessClockSkew === 'number' ? window.chessClockSkew : 0);")
    static native double now();
}
