package chess.app;

/** The clock's part of the page's state: the clocks' faces and the time-control settings with their messages. */
public final class ClockState {
    /** The two clocks at the time the state was made. */
    public final ClockFace face;
    /** The chosen control for the select: "untimed", a preset ("5+3") or "custom". */
    public final String chosenId;
    /** What the setting did ("5+3: starts with the next new game"), or "". */
    public final String message;
    /** Why typed custom values were refused (the previous setting is kept), or "". */
    public final String error;
    /** Pause is offered: a game against the engine, on the player's turn, the clock running. */
    public final boolean canPause;
    public final boolean paused;

    ClockState(ClockFace face, String chosenId, String message, String error, boolean canPause, boolean paused) {
        this.face = face;
        this.chosenId = chosenId;
        this.message = message;
        this.error = error;
        this.canPause = canPause;
        this.paused = paused;
    }
}
