package chess.pgn;

import chess.core.AsciiCase;
import chess.core.Square;
import java.util.List;

/**
 * One shape drawn on the board at a move: an arrow from one square to another, or a circle on one square (from ==
 * to), in one of four colours: {@code G} green, {@code R} red, {@code B} blue, {@code Y} yellow. In PGN an arrow is
 * {@code Ge2e4} in a {@code [%cal ...]} command, a circle {@code Rd4} in {@code [%csl ...]} ({@link Shapes}).
 */
public final class Shape {
    /** The colour letters, in the order the page offers them. */
    public static final String COLOURS = "GRBY";
    private static final String[] COLOUR_NAMES = {"green", "red", "blue", "yellow"};

    private final int from;
    private final int to;
    private final char colour;

    /**
     * @param from a 0x88 square
     * @param to a 0x88 square; the same as {@code from} for a circle
     * @param colour one of {@link #COLOURS}
     * @throws IllegalArgumentException for a square off the board or another colour
     */
    public Shape(int from, int to, char colour) {
        if (!Square.onBoard(from) || !Square.onBoard(to) || from < 0 || to < 0) {
            throw new IllegalArgumentException("a shape's squares are on the board: " + from + ", " + to);
        }
        if (COLOURS.indexOf(colour) < 0) {
            throw new IllegalArgumentException("a shape's colour is G, R, B or Y, not '" + colour + "'");
        }
        this.from = from;
        this.to = to;
        this.colour = colour;
    }

    /**
     * The shape between two squares named as the page names them ("e2", "e4"; the same twice for a circle), or null
     * when either is not a square (a drag off the board) or the colour is not one of {@link #COLOURS}.
     */
    public static Shape between(String from, String to, char colour) {
        int a = Square.parse(from);
        int b = Square.parse(to);
        return a == Square.NONE || b == Square.NONE || COLOURS.indexOf(colour) < 0 ? null : new Shape(a, b, colour);
    }

    /**
     * The colour a pointer's modifier keys choose, as on the big sites: Shift red, Ctrl or Alt (or Cmd) blue, Shift
     * with Ctrl or Alt yellow; with none, {@code plain}.
     */
    public static char colourOfModifiers(boolean shift, boolean ctrlOrAlt, char plain) {
        return shift && ctrlOrAlt ? 'Y' : shift ? 'R' : ctrlOrAlt ? 'B' : plain;
    }

    /** The 0x88 square it starts on (a circle's square). */
    public int from() {
        return from;
    }

    /** The 0x88 square an arrow points to; {@link #from()} for a circle. */
    public int to() {
        return to;
    }

    /** G, R, B or Y. */
    public char colour() {
        return colour;
    }

    public boolean isCircle() {
        return from == to;
    }

    /** True when both mark the same squares (the same arrow or circle, whatever its colour). */
    public boolean sameSquares(Shape other) {
        return from == other.from && to == other.to;
    }

    /** "green", "red", "blue" or "yellow". */
    public String colourName() {
        return COLOUR_NAMES[COLOURS.indexOf(colour)];
    }

    /** In words, for screen readers: "arrow from e2 to e4, green" or "circle on d4, red". */
    public String describe() {
        return isCircle() ? "circle on " + Square.name(from) + ", " + colourName()
                : "arrow from " + Square.name(from) + " to " + Square.name(to) + ", " + colourName();
    }

    /** What a screen reader hears after this shape was toggled into {@code after}: "Arrow from e2 to e4, green, drawn". */
    public String saidAfterToggle(List<Shape> after) {
        return AsciiCase.capitalised(describe()) + (after.contains(this) ? ", drawn" : ", removed");
    }

    /** As in PGN: "Ge2e4" for an arrow, "Rd4" for a circle. */
    @Override
    public String toString() {
        return isCircle() ? colour + Square.name(from) : colour + Square.name(from) + Square.name(to);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Shape && ((Shape) o).from == from && ((Shape) o).to == to && ((Shape) o).colour == colour;
    }

    @Override
    public int hashCode() {
        return (from * 128 + to) * 31 + colour;
    }
}
