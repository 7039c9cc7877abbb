package chess.pgn;

import chess.core.Square;

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
