package chess.app;

/**
 * How a part of the controller (the engine's, the review's, the editor's, the move input's...) tells the page what
 * it did. The {@link GameController}, which wires the parts, answers it.
 */
interface Updates {
    /** The game or a setting changed: the page's address, the engine's search and the board are brought up to date. */
    void changed();

    /**
     * As {@link #changed}, for changes that come many times a second without the player (a review's results): the
     * view may gather them into one later whole redraw, and write the address seconds later. By default the same as
     * {@link #changed}.
     */
    default void changedSoon() {
        changed();
    }

    /** Redraws (nothing else changed that the address or the engine would see). */
    void render();

    /**
     * Redraws after a change of the move input alone (a piece picked up or put down, the promotion choice, the move
     * box's error, a premove): nothing else changed. By default the same as {@link #render}.
     */
    default void renderMoveInput() {
        render();
    }

    /** Redraws after an engine report: the view may gather several reports into one redraw. */
    void renderSoon();

    /** Says a short sentence to screen-reader users. */
    void announce(String message);
}
