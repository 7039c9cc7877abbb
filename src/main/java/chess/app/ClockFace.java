package chess.app;

/**
 * What the two clocks beside the board show at one moment, as plain values (made afresh for every redraw of the
 * clocks, which the page does several times a second without drawing the rest of the state).
 */
public final class ClockFace {
    /** No clocks: the game is untimed. */
    public static final ClockFace NONE = new ClockFace(false, "", "", false, false, -1, "", "");

    public final boolean shown;
    /** "4:57", "0:09.4". */
    public final String whiteText;
    public final String blackText;
    /** Under the low-time mark: drawn in the warning colour. */
    public final boolean whiteLow;
    public final boolean blackLow;
    /** The side whose clock runs ({@link chess.core.Piece#WHITE} or BLACK), or -1. */
    public final int running;
    /** For screen readers, read when asked ("White 4 minutes 57 seconds"), never announced on each tick. */
    public final String whiteSpoken;
    public final String blackSpoken;

    ClockFace(boolean shown, String whiteText, String blackText, boolean whiteLow, boolean blackLow, int running,
            String whiteSpoken, String blackSpoken) {
        this.shown = shown;
        this.whiteText = whiteText;
        this.blackText = blackText;
        this.whiteLow = whiteLow;
        this.blackLow = blackLow;
        this.running = running;
        this.whiteSpoken = whiteSpoken;
        this.blackSpoken = blackSpoken;
    }

    /** True when {@code o} draws the same (the page touches the clocks' elements only when the face changed). */
    public boolean sameAs(ClockFace o) {
        return o != null && shown == o.shown && whiteText.equals(o.whiteText) && blackText.equals(o.blackText)
                && whiteLow == o.whiteLow && blackLow == o.blackLow && running == o.running;
    }
}
