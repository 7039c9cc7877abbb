package chess.web;

import chess.app.BoardState;
import chess.core.IntRound;
import chess.core.Square;
import chess.pgn.Shape;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.xml.Element;

/**
 * The arrows and circles drawn on the shown move, in the board's SVG layer ({@code #arrow-layer}, 800 x 800, a
 * square is 100; it lets every pointer event through to the squares) under the engine's best-move arrow. They have
 * their own look: narrower, with a wide flat head, in four colours (the style sheet's {@code .shape-G} ..
 * {@code .shape-Y}); the best-move arrow keeps its own. A shape being drawn is shown faded until it is let go.
 */
final class ShapeLayer {
    private static final int SQUARE = 100;
    private static final int HEAD_LENGTH = 38;
    private static final int HEAD_HALF_WIDTH = 27;
    private static final int CIRCLE_RADIUS = 44;

    private final Element group;
    private final Element preview;
    private String drawn = "";
    private String previewed = "";
    private boolean flipped;

    ShapeLayer(HTMLDocument document) {
        Element layer = Dom.byId(document, "arrow-layer");
        group = Svg.element(document, "g", "class", "drawn-shapes");
        preview = Svg.element(document, "g", "class", "drawn-shapes preview");
        // First in the layer: the best-move arrow, added after, stays on top.
        layer.insertBefore(preview, layer.getFirstChild());
        layer.insertBefore(group, preview);
    }

    /** Draws the shown move's shapes (none in the board editor); skips a redraw that would change nothing. */
    void draw(BoardState s) {
        flipped = s.flipped;
        List<Shape> shapes = s.editor == null ? s.shapes : List.of();
        String wanted = shapes + (s.flipped ? "f" : "");
        if (wanted.equals(drawn)) {
            return;
        }
        drawn = wanted;
        Svg.clear(group);
        for (Shape shape : shapes) {
            add(group, Square.to64(shape.from()), Square.to64(shape.to()), shape.colour());
        }
    }

    /** Shows the shape a gesture would draw (squares 0..63, a circle when equal); -1 hides it. */
    void preview(int from, int to, char colour) {
        String wanted = from < 0 || to < 0 ? "" : from + "-" + to + colour + (flipped ? "f" : "");
        if (wanted.equals(previewed)) {
            return;
        }
        previewed = wanted;
        Svg.clear(preview);
        if (!wanted.isEmpty()) {
            add(preview, from, to, colour);
        }
    }

    private void add(Element parent, int from, int to, char colour) {
        String cls = "shape shape-" + colour;
        double x1 = centre(from & 7);
        double y1 = centre(7 - (from >> 3));
        if (from == to) {
            Svg.add(parent, "circle", "class", cls + " shape-circle", "cx", round(x1), "cy", round(y1),
                    "r", Integer.toString(CIRCLE_RADIUS));
            return;
        }
        double x2 = centre(to & 7);
        double y2 = centre(7 - (to >> 3));
        double length = Math.sqrt((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1));
        double ux = (x2 - x1) / length;
        double uy = (y2 - y1) / length;
        // From the edge of the start square's centre area to just short of the target's centre.
        double startX = x1 + ux * 18;
        double startY = y1 + uy * 18;
        double tipX = x2 - ux * 8;
        double tipY = y2 - uy * 8;
        double baseX = tipX - ux * HEAD_LENGTH;
        double baseY = tipY - uy * HEAD_LENGTH;
        Element arrow = Svg.add(parent, "g", "class", cls + " shape-arrow");
        Svg.add(arrow, "line", "class", "shape-shaft", "x1", round(startX), "y1", round(startY), "x2", round(baseX),
                "y2", round(baseY));
        Svg.add(arrow, "polygon", "class", "shape-head", "points", round(tipX) + "," + round(tipY) + " "
                + round(baseX - uy * HEAD_HALF_WIDTH) + "," + round(baseY + ux * HEAD_HALF_WIDTH) + " "
                + round(baseX + uy * HEAD_HALF_WIDTH) + "," + round(baseY - ux * HEAD_HALF_WIDTH));
    }

    /** The centre of a file or a row from the top (0..7) on screen; a flipped board mirrors both. */
    private double centre(int index) {
        return (flipped ? 7 - index : index) * SQUARE + SQUARE / 2.0;
    }

    /** Whole units (a hundredth of a square) as text: no double formatting nor emulated long in TeaVM. */
    private static String round(double v) {
        return Integer.toString(IntRound.of(v));
    }
}
