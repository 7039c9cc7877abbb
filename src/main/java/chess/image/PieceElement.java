package chess.image;

/**
 * One element of a piece drawing with its colours worked out: a path, a rectangle (x, y, width, height, corner
 * radius) or a circle (cx, cy, r), in the drawing's 45 x 45 units; fill and stroke are {@code #rrggbb} or null for
 * none.
 */
public final class PieceElement {
    public enum Kind { PATH, RECT, CIRCLE }

    public final Kind kind;
    /** The path data as written in the file (PATH only), and read. */
    public final String d;
    public final PathData path;
    /** RECT: x, y, width, height, rx; CIRCLE: cx, cy, r. */
    private final double[] numbers;
    public final String fill;
    public final String stroke;

    PieceElement(Kind kind, String d, double[] numbers, String fill, String stroke) {
        this.kind = kind;
        this.d = d;
        this.path = d == null ? null : PathData.parse(d);
        this.numbers = numbers;
        this.fill = fill;
        this.stroke = stroke;
    }

    public double number(int i) {
        return numbers[i];
    }
}
