package chess.pgn;

import chess.core.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The shapes of a move, kept in its comment commands as lichess and chess.com write them: arrows in
 * {@code [%cal Ge2e4,Rd8d1]}, circles in {@code [%csl Gd4,Yf7]}. Reading never throws: an entry that is not a
 * shape (an unknown colour, a square off the board, an arrow to its own square, a repeat) is left out and named in
 * {@link Parsed#problems}, and a list is cut at {@link #MAX_PER_COMMAND} entries.
 */
public final class Shapes {
    /** The command of a move's arrows. */
    public static final String ARROWS = "cal";
    /** The command of a move's circles. */
    public static final String CIRCLES = "csl";
    /** Entries kept from one command: far more than anyone draws, few enough to stay drawable and shareable. */
    public static final int MAX_PER_COMMAND = 64;

    private Shapes() {
    }

    /** What one command's value holds: the shapes kept, and a sentence for each entry left out. */
    public static final class Parsed {
        public final List<Shape> shapes;
        public final List<String> problems;

        Parsed(List<Shape> shapes, List<String> problems) {
            this.shapes = Collections.unmodifiableList(shapes);
            this.problems = Collections.unmodifiableList(problems);
        }

        /** The kept shapes as the command's value ("Ge2e4,Rd8d1"); "" when none. */
        public String value() {
            return join(shapes);
        }
    }

    /**
     * Reads the value of a {@code cal} ({@code arrows}) or {@code csl} command: entries separated by commas or
     * spaces, each a colour letter (G, R, B, Y; lower case is read as upper) and two squares for an arrow, one for a
     * circle.
     */
    public static Parsed parse(String value, boolean arrows) {
        List<Shape> shapes = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        String command = "[%" + (arrows ? ARROWS : CIRCLES) + "]";
        int entries = 0;
        int i = 0;
        int n = value == null ? 0 : value.length();
        while (i < n) {
            char c = value.charAt(i);
            if (c == ',' || c == ' ') {
                i++;
                continue;
            }
            int end = i;
            while (end < n && value.charAt(end) != ',' && value.charAt(end) != ' ') {
                end++;
            }
            entries++;
            if (shapes.size() + problems.size() < MAX_PER_COMMAND) {
                String entry = value.substring(i, end);
                String problem = read(entry, arrows, shapes);
                if (problem != null) {
                    problems.add(command + " '" + shortened(entry) + "' " + problem + "; it is left out");
                }
            }
            i = end;
        }
        if (entries > MAX_PER_COMMAND) {
            problems.add(command + " has " + entries + " entries; only the first " + MAX_PER_COMMAND + " are read");
        }
        return new Parsed(shapes, problems);
    }

    /** Reads one entry into {@code shapes}; returns why it is not a shape, or null. */
    private static String read(String entry, boolean arrows, List<Shape> shapes) {
        int length = arrows ? 5 : 3;
        if (entry.length() != length) {
            return arrows ? "is not an arrow (a colour and two squares, like Ge2e4)"
                    : "is not a circle (a colour and a square, like Gd4)";
        }
        char colour = Character.toUpperCase(entry.charAt(0));
        if (Shape.COLOURS.indexOf(colour) < 0) {
            return "has the unknown colour '" + entry.charAt(0) + "' (G, R, B or Y)";
        }
        int from = Square.parse(entry.charAt(1), entry.charAt(2));
        int to = arrows ? Square.parse(entry.charAt(3), entry.charAt(4)) : from;
        if (from == Square.NONE || to == Square.NONE) {
            return "names a square that is not on the board";
        }
        if (arrows && from == to) {
            return "is an arrow from a square to itself";
        }
        Shape shape = new Shape(from, to, colour);
        for (Shape s : shapes) {
            if (s.sameSquares(shape)) {
                return "repeats a shape on the same squares";
            }
        }
        shapes.add(shape);
        return null;
    }

    /** The shapes of a move: its circles, then its arrows (entries that are not shapes are passed over). */
    public static List<Shape> of(MoveNode node) {
        List<Shape> all = new ArrayList<>(parse(node.commands().get(CIRCLES), false).shapes);
        all.addAll(parse(node.commands().get(ARROWS), true).shapes);
        return all;
    }

    /**
     * Makes {@code shapes} the move's shapes, rewriting (or removing) its {@code csl} and {@code cal} commands, which
     * then follow its other commands, circles first.
     */
    public static void set(MoveNode node, List<Shape> shapes) {
        List<Shape> circles = new ArrayList<>();
        List<Shape> arrows = new ArrayList<>();
        for (Shape s : shapes) {
            List<Shape> kind = s.isCircle() ? circles : arrows;
            if (kind.size() < MAX_PER_COMMAND) {
                kind.add(s);
            }
        }
        node.setCommand(CIRCLES, ""); // removed first, so circles always come before arrows
        node.setCommand(ARROWS, "");
        node.setCommand(CIRCLES, join(circles));
        node.setCommand(ARROWS, join(arrows));
    }

    /**
     * The shapes after drawing {@code drawn} over {@code shapes}: the same shape again removes it, a shape on the
     * same squares in another colour takes that colour, anything else is added (while there is room).
     */
    public static List<Shape> toggled(List<Shape> shapes, Shape drawn) {
        List<Shape> result = new ArrayList<>(shapes);
        for (int i = 0; i < result.size(); i++) {
            Shape s = result.get(i);
            if (s.sameSquares(drawn)) {
                if (s.colour() == drawn.colour()) {
                    result.remove(i);
                } else {
                    result.set(i, drawn);
                }
                return result;
            }
        }
        int sameKind = 0;
        for (Shape s : result) {
            sameKind += s.isCircle() == drawn.isCircle() ? 1 : 0;
        }
        if (sameKind < MAX_PER_COMMAND) {
            result.add(drawn);
        }
        return result;
    }

    /** "circle on d4, red; arrow from e2 to e4, green", or "" when there are none. */
    public static String describe(List<Shape> shapes) {
        StringBuilder text = new StringBuilder();
        for (Shape s : shapes) {
            text.append(text.length() == 0 ? "" : "; ").append(s.describe());
        }
        return text.toString();
    }

    private static String join(List<Shape> shapes) {
        StringBuilder value = new StringBuilder();
        for (Shape s : shapes) {
            value.append(value.length() == 0 ? "" : ",").append(s);
        }
        return value.toString();
    }

    private static String shortened(String entry) {
        return entry.length() <= 12 ? entry : entry.substring(0, 12) + "…";
    }
}
