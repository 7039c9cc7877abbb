package chess.image;

import chess.core.Square;

/**
 * A drawn shape: an arrow from one square to another, or a circle on a square (from equals to), in one of the four
 * colours players use (lichess's and chess.com's {@code %cal}/{@code %csl} letters): G green, R red, B blue, Y yellow.
 */
public final class Shape {
    public static final String COLOUR_LETTERS = "GRBY";
    /** Fill colours, in the order of {@link #COLOUR_LETTERS}; drawn with some transparency over the board. */
    static final String[] COLOURS = {"#15781b", "#b72a2a", "#1f5fbf", "#e6a100"};
    static final String[] COLOUR_NAMES = {"green", "red", "blue", "yellow"};

    public final int from;
    public final int to;
    public final char colour;

    private Shape(int from, int to, char colour) {
        this.from = from;
        this.to = to;
        this.colour = colour;
    }

    /**
     * An arrow (or a circle when {@code from == to}) between 0x88 squares in colour G, R, B or Y, or null when a
     * square is off the board or the colour unknown: shapes come from PGN comments and links, outside input.
     */
    public static Shape of(int from, int to, char colour) {
        if (!Square.onBoard(from) || !Square.onBoard(to) || COLOUR_LETTERS.indexOf(colour) < 0) {
            return null;
        }
        return new Shape(from, to, colour);
    }

    public boolean isCircle() {
        return from == to;
    }

    /** The colour it is drawn in, #rrggbb. */
    public String fillColour() {
        return COLOURS[COLOUR_LETTERS.indexOf(colour)];
    }

    /** In words: "arrow from e2 to e4, green", "circle on d4, red". */
    public String spoken() {
        String name = COLOUR_NAMES[COLOUR_LETTERS.indexOf(colour)];
        return isCircle() ? "circle on " + Square.name(from) + ", " + name
                : "arrow from " + Square.name(from) + " to " + Square.name(to) + ", " + name;
    }
}
