package chess.app;

/**
 * What the controller needs from a screen. The browser's DOM view implements it in chess.web; tests use a
 * recording fake. The view only draws what it is given and forwards the user's actions to the controller.
 */
public interface GameView {
    /** Draws the whole state: called after every change. */
    void render(BoardState state);

    /**
     * Draws the state soon: after an engine report, several of which may come at once. Only what the
     * engine reports can have changed since the last {@link #render} (its readout and lines, the evaluation bar,
     * the best-move arrow, the hint, the engine's status), so a view may gather the reports into one redraw of
     * those parts (the state is made only then); by default it draws everything at once.
     */
    default void renderSoon(java.util.function.Supplier<BoardState> state) {
        render(state.get());
    }

    /**
     * Draws the whole state soon: after a change that may come many times a second (a review's results). A view may
     * gather them into one later redraw (the state is made only then); by default it draws at once.
     */
    default void renderWholeSoon(java.util.function.Supplier<BoardState> state) {
        render(state.get());
    }

    /**
     * Draws the state after a change of the move input alone (a piece picked up, its targets, the promotion choice,
     * the move box's error, a premove): only those parts can have changed since the last drawing, so a view may draw
     * just them (the board, the promotion chooser, the move box's error); by default it draws everything.
     */
    default void renderMoveInput(BoardState state) {
        render(state);
    }

    /**
     * Draws a held arrow key's step: {@code step} has the new position, its move list and navigation, the move
     * input's and the engine's parts made anew, and the rest (the review, the opening, the panels) as last drawn;
     * {@code whole} makes the whole state. A view may draw only the parts a step changes and the whole state once
     * the steps pause (a slow phone drew the whole page per step and fell seconds behind the key); by default it
     * draws the whole state at once.
     */
    default void renderStep(BoardState step, java.util.function.Supplier<BoardState> whole) {
        render(whole.get());
    }

    /** Says a short sentence to screen-reader users (an aria-live region in the page). */
    void announce(String message);

    /** Puts text on the clipboard; {@code what} names it for the user ("FEN", "PGN", "link"). */
    void copyText(String what, String text);

    /** Offers {@code text} as a file to save ({@code fileName} such as "game.pgn"). */
    void downloadText(String fileName, String text);

    /** Replaces the address shown in the address bar, without a new history entry. */
    void replaceAddress(String address);

    /**
     * Replaces the address soon: after every change, which may come many times a second (a held arrow key). A view
     * may write it in a task of its own and at most a few times a second (the address is made only then, as coding
     * a long game is not free); by default it is written at once.
     */
    default void replaceAddressSoon(java.util.function.Supplier<String> address) {
        replaceAddress(address.get());
    }

    /**
     * Replaces the address when the view finds the time: after a change nobody waits to see there (a review's
     * result, several a second while it runs). A view may write it seconds later; by default at once.
     */
    default void replaceAddressUnhurried(java.util.function.Supplier<String> address) {
        replaceAddressSoon(address);
    }
}
