package chess.link;

import chess.core.Square;
import chess.pgn.Shape;
import chess.pgn.Shapes;
import java.util.ArrayList;
import java.util.List;

/**
 * A move's arrows or circles in bits (format 2, docs/links.md): a count of shapes - 1, then each as its colour in 2
 * bits (G, R, B, Y) and its square in 6 (a1 = 0 .. h8 = 63), an arrow's target square in 6 more. Only a value that
 * reads back exactly ({@link #codable}) is coded so; any other stays text, so nothing is lost.
 */
final class ShapeBits {
    private static final int COLOUR_BITS = 2;
    private static final int SQUARE_BITS = 6;

    private ShapeBits() {
    }

    /** True when {@code value} of a {@code cal} ({@code arrows}) or {@code csl} command is shapes in their own form. */
    static boolean codable(String value, boolean arrows) {
        Shapes.Parsed parsed = Shapes.parse(value, arrows);
        return !parsed.shapes.isEmpty() && parsed.problems.isEmpty() && parsed.value().equals(value);
    }

    /** Writes a {@link #codable} value. */
    static void write(String value, boolean arrows, BitWriter out) {
        List<Shape> shapes = Shapes.parse(value, arrows).shapes;
        out.writeCount(shapes.size() - 1);
        for (Shape s : shapes) {
            out.write(Shape.COLOURS.indexOf(s.colour()), COLOUR_BITS);
            out.write(Square.to64(s.from()), SQUARE_BITS);
            if (arrows) {
                out.write(Square.to64(s.to()), SQUARE_BITS);
            }
        }
    }

    /** Reads what {@link #write} wrote, as the command's value; null when the bits cannot be such shapes. */
    static String read(BitReader in, boolean arrows) {
        int count = in.readCount() + 1;
        if (count < 1 || count > Shapes.MAX_PER_COMMAND || in.overran()) {
            return null;
        }
        List<Shape> shapes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            char colour = Shape.COLOURS.charAt(in.read(COLOUR_BITS));
            int from = Square.from64(in.read(SQUARE_BITS));
            int to = arrows ? Square.from64(in.read(SQUARE_BITS)) : from;
            if (in.overran()) {
                return null;
            }
            shapes.add(new Shape(from, to, colour));
        }
        StringBuilder value = new StringBuilder();
        for (Shape s : shapes) {
            value.append(value.length() == 0 ? "" : ",").append(s);
        }
        String text = value.toString();
        return codable(text, arrows) ? text : null; // an arrow to its own square or a repeat: no encoder writes those
    }
}
