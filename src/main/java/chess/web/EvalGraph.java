package chess.web;

import chess.app.GameController;
import chess.app.ReviewState;
import chess.core.IntRound;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The review's evaluation graph, inline SVG: White's winning chances for each position of the shown line (White's
 * share white from the bottom, Black's dark above, 50% on the dashed middle line), gaps where a position has no
 * evaluation yet, coloured dots on the moves marked ?!, ? and ??, and a vertical line at the shown position. Each
 * position is a full-height column with a title (hover) that goes to its move when clicked; keyboard users have
 * the key moments list and the move list instead, so the columns are not in the tab order.
 *
 * <p>The drawing is in a fixed 800 x 200 box (integers only: formatting doubles in TeaVM is slow at first) scaled
 * to the panel's width. The page is redrawn many times a second during analysis, so the points are redrawn only
 * when they changed and a step moves the marker alone.
 */
final class EvalGraph {
    static final int WIDTH = 800;
    static final int HEIGHT = 200;

    private final HTMLElement container;
    private final Element area;
    private final Element line;
    private final Element marker;
    private final Element dots;
    private final Element columns;
    private String drawn = "";
    private int markerX = -1;
    /** The columns' node ids and labels as built, and each column's title element and text: kept between results. */
    private String drawnColumns = "";
    private Element[] titles = new Element[0];
    private String[] titleTexts = new String[0];
    /** Each point's dot as drawn ("class cx cy"), null for none, and its element: kept between results. */
    private String[] dotTexts = new String[0];
    private Element[] dotElements = new Element[0];

    EvalGraph(HTMLDocument document, HTMLElement container) {
        this.container = container;
        Element svg = Svg.element(document, "svg", "viewBox", "0 0 " + WIDTH + " " + HEIGHT, "class", "graph",
                "role", "img", "aria-label", "White's winning chances after each move");
        Svg.add(svg, "rect", "class", "graph-bg", "x", "0", "y", "0", "width", Integer.toString(WIDTH),
                "height", Integer.toString(HEIGHT));
        area = Svg.add(svg, "path", "class", "graph-area", "d", "");
        Svg.add(svg, "line", "class", "graph-mid", "x1", "0", "y1", Integer.toString(HEIGHT / 2),
                "x2", Integer.toString(WIDTH), "y2", Integer.toString(HEIGHT / 2));
        line = Svg.add(svg, "path", "class", "graph-line", "d", "");
        marker = Svg.add(svg, "line", "class", "graph-now", "x1", "0", "y1", "0", "x2", "0",
                "y2", Integer.toString(HEIGHT));
        dots = Svg.add(svg, "g", "class", "graph-dots");
        columns = Svg.add(svg, "g", "class", "graph-points");
        container.appendChild(svg);
    }

    void bind(GameController controller) {
        Dom.listen(container, "click", e -> {
            HTMLElement point = Dom.withAttribute(e.getTarget(), "data-node", 2);
            int id = point == null ? -1 : Dom.number(point.getAttribute("data-node"));
            if (id >= 0) {
                controller.goToMove(id);
            }
        });
    }

    void draw(List<ReviewState.Point> points, int currentIndex) {
        Dom.setHidden(container, points.isEmpty());
        String signature = signature(points);
        if (!signature.equals(drawn)) {
            drawn = signature;
            redraw(points);
        }
        int x = points.isEmpty() ? 0 : x(currentIndex, points.size());
        if (x != markerX) {
            markerX = x;
            marker.setAttribute("x1", Integer.toString(x));
            marker.setAttribute("x2", Integer.toString(x));
        }
    }

    /**
     * Draws the paths again (two attributes), and of the columns and dots only what changed: while a review runs each
     * result adds one point, and rebuilding every column (a group, a rectangle and a title each) per result made
     * the page's style and layout work grow with the game.
     */
    private void redraw(List<ReviewState.Point> points) {
        int n = points.size();
        StringBuilder areaPath = new StringBuilder();
        StringBuilder linePath = new StringBuilder();
        String columnsWanted = columnsSignature(points);
        boolean sameColumns = columnsWanted.equals(drawnColumns);
        if (!sameColumns) {
            drawnColumns = columnsWanted;
            Svg.clear(columns);
            titles = new Element[n];
            titleTexts = new String[n];
            Svg.clear(dots);
            dotTexts = new String[n];
            dotElements = new Element[n];
        }
        int runStart = -1; // the first x of the run of evaluated points being drawn, or -1 in a gap
        for (int i = 0; i < n; i++) {
            ReviewState.Point p = points.get(i);
            int x = x(i, n);
            boolean known = !Double.isNaN(p.whiteWin);
            if (known) {
                int y = y(p.whiteWin);
                if (runStart < 0) {
                    runStart = x;
                    areaPath.append('M').append(x).append(' ').append(HEIGHT).append('V').append(y);
                    linePath.append('M').append(x).append(' ').append(y);
                } else {
                    areaPath.append('L').append(x).append(' ').append(y);
                    linePath.append('L').append(x).append(' ').append(y);
                }
            }
            drawDot(i, known && !p.glyph.isEmpty() ? p.glyph : "", x, known ? y(p.whiteWin) : 0);
            if (runStart >= 0 && (!known || i == n - 1)) { // a run ends: close its area down to the bottom
                areaPath.append('V').append(HEIGHT).append('Z');
                runStart = -1;
            }
            String title = title(p);
            if (!sameColumns) {
                titles[i] = column(p, i, n);
            }
            if (!title.equals(titleTexts[i])) {
                titleTexts[i] = title;
                titles[i].setTextContent(title);
            }
        }
        area.setAttribute("d", areaPath.toString());
        line.setAttribute("d", linePath.toString());
    }

    /**
     * Point {@code i}'s coloured dot, for a marked move with a score ({@code glyph} empty: none), made, moved or
     * removed only when it changed: while a review runs each result moves a point or two, and building every dot
     * again per result was a third of the graph's script.
     */
    private void drawDot(int i, String glyph, int x, int y) {
        String wanted = glyph.isEmpty() ? null : glyphClass(glyph) + " " + x + " " + y;
        if (wanted == null ? dotTexts[i] == null : wanted.equals(dotTexts[i])) {
            return;
        }
        boolean shown = dotTexts[i] != null;
        dotTexts[i] = wanted;
        // A removed dot's element stays in the array, out of the graph: TeaVM's WebAssembly GC build cannot store
        // null into an array of JavaScript objects (the module fails to compile).
        if (wanted == null) {
            dots.removeChild(dotElements[i]);
        } else if (dotElements[i] == null) {
            dotElements[i] = Svg.add(dots, "circle", "class", "dot " + glyphClass(glyph), "cx", Integer.toString(x),
                    "cy", Integer.toString(y), "r", "9");
        } else {
            dotElements[i].setAttribute("class", "dot " + glyphClass(glyph));
            dotElements[i].setAttribute("cx", Integer.toString(x));
            dotElements[i].setAttribute("cy", Integer.toString(y));
            if (!shown) {
                dots.appendChild(dotElements[i]);
            }
        }
    }

    /** The point's clickable column, from halfway to the previous point to halfway to the next; its title, empty. */
    private Element column(ReviewState.Point p, int i, int n) {
        int left = i == 0 ? 0 : (x(i - 1, n) + x(i, n)) / 2;
        int right = i == n - 1 ? WIDTH : (x(i, n) + x(i + 1, n)) / 2;
        Element g = Svg.add(columns, "g", "class", "point", "data-node", Integer.toString(p.nodeId));
        Svg.add(g, "rect", "x", Integer.toString(left), "y", "0", "width", Integer.toString(Math.max(1, right - left)),
                "height", Integer.toString(HEIGHT));
        return Svg.add(g, "title");
    }

    /** A column's title (shown on hover): the move and White's chances after it. */
    private static String title(ReviewState.Point p) {
        String chances = Double.isNaN(p.whiteWin) ? "not reviewed yet"
                : "White's chances " + IntRound.of(p.whiteWin) + "%";
        return p.label + p.glyph + ": " + chances;
    }

    /** What the columns' shapes depend on: the points' nodes and labels (not their scores). */
    private static String columnsSignature(List<ReviewState.Point> points) {
        StringBuilder sb = new StringBuilder();
        for (ReviewState.Point p : points) {
            sb.append(p.nodeId).append(':').append(p.label).append(';');
        }
        return sb.toString();
    }

    private static int x(int i, int n) {
        return n <= 1 ? WIDTH / 2 : i * WIDTH / (n - 1); // a line of up to 2.6 million points
    }

    /** White's chances upwards; a little room at the top and bottom so the line stays visible at 0 and 100. */
    private static int y(double whiteWin) {
        double clamped = Math.max(0, Math.min(100, whiteWin));
        return IntRound.of(HEIGHT - 4 - clamped * (HEIGHT - 8) / 100);
    }

    static String glyphClass(String glyph) {
        switch (glyph) {
            case "??": return "blunder";
            case "?": return "mistake";
            case "?!": return "inaccuracy";
            default: return "";
        }
    }

    private static String signature(List<ReviewState.Point> points) {
        StringBuilder sb = new StringBuilder();
        for (ReviewState.Point p : points) {
            sb.append(p.nodeId).append(':').append(Double.isNaN(p.whiteWin) ? -1 : y(p.whiteWin)).append(p.glyph)
                    .append(p.label).append(';');
        }
        return sb.toString();
    }
}
