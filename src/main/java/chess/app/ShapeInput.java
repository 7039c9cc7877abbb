package chess.app;

/**
 * Drawing arrows and circles with the pointer on the board's squares ("a1".."h8"): the app's controller, or the
 * embeddable viewer's, which draws on its own copy of the game.
 */
public interface ShapeInput {
    /** Draws an arrow between two squares (a circle when they are the same) in G, R, B or Y; again removes it. */
    void drawShape(String from, String to, char colour);

    /** The colour a pointer's modifiers choose (Shift red, Ctrl/Alt blue, both yellow; else green). */
    char shapeColour(boolean shift, boolean ctrlOrAlt);
}
