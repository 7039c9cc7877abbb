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
    private int markerX = -1;
    /**
     * What each point was last drawn with: its node (the columns are built again when the nodes change), its height
     * (-1: no evaluation), its dot's glyph and its title. Compared point by point: building a signature string of
     * the whole line per redraw was a fifth of the graph's script on a slowed phone.
     */
    private int[] drawnIds = new int[0];
    private int[] drawnYs = new int[0];
    private String[] drawnGlyphs = new String[0];
    private String[] titleTexts = new String[0];
    private Element[] titles = new Element[0];
    /** Each point's dot element (made when first needed) and whether it is in the graph now. */
    private Element[] dotElements = new Element[0];
    private boolean[] dotShown = new boolean[0];

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
        int n = points.size();
        if (!sameNodes(points)) {
            rebuildColumns(points);
        }
        boolean heightsChanged = false;
        for (int i = 0; i < n; i++) {
            ReviewState.Point p = points.get(i);
            boolean known = !Double.isNaN(p.whiteWin);
            int y = known ? y(p.whiteWin) : -1;
            String glyph = known ? p.glyph : "";
            if (y != drawnYs[i] || !glyph.equals(drawnGlyphs[i])) {
                heightsChanged |= y != drawnYs[i];
                drawnYs[i] = y;
                drawnGlyphs[i] = glyph;
                drawDot(i, glyph, x(i, n), y);
            }
            String title = title(p);
            if (!title.equals(titleTexts[i])) {
                titleTexts[i] = title;
                titles[i].setTextContent(title);
            }
        }
        if (heightsChanged) {
            drawPaths(n);
        }
        int x = n == 0 ? 0 : x(currentIndex, n);
        if (x != markerX) {
            markerX = x;
            marker.setAttribute("x1", Integer.toString(x));
            marker.setAttribute("x2", Integer.toString(x));
        }
    }

    private boolean sameNodes(List<ReviewState.Point> points) {
        if (points.size() != drawnIds.length) {
            return false;
        }
        for (int i = 0; i < drawnIds.length; i++) {
            if (points.get(i).nodeId != drawnIds[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * A new line (or its length changed): one clickable column per point, the dots gone, nothing drawn yet. While a
     * review runs each result only moves a point or two, so this is rare; rebuilding every column (a group, a
     * rectangle and a title each) per result made the page's style and layout work grow with the game.
     */
    private void rebuildColumns(List<ReviewState.Point> points) {
        int n = points.size();
        Svg.clear(columns);
        Svg.clear(dots);
        drawnIds = new int[n];
        drawnYs = new int[n];
        drawnGlyphs = new String[n];
        titleTexts = new String[n];
        titles = new Element[n];
        dotElements = new Element[n];
        dotShown = new boolean[n];
        for (int i = 0; i < n; i++) {
            ReviewState.Point p = points.get(i);
            drawnIds[i] = p.nodeId;
            drawnYs[i] = -2; // never a height: the first pass draws every point
            drawnGlyphs[i] = "";
            titles[i] = column(p, i, n);
        }
    }

    /** The area under the line and the line itself through every evaluated point, with gaps where none is. */
    private void drawPaths(int n) {
        StringBuilder areaPath = new StringBuilder();
        StringBuilder linePath = new StringBuilder();
        boolean inRun = false;
        for (int i = 0; i < n; i++) {
            int y = drawnYs[i];
            int x = x(i, n);
            if (y >= 0) {
                if (!inRun) {
                    inRun = true;
                    areaPath.append('M').append(x).append(' ').append(HEIGHT).append('V').append(y);
                    linePath.append('M').append(x).append(' ').append(y);
                } else {
                    areaPath.append('L').append(x).append(' ').append(y);
                    linePath.append('L').append(x).append(' ').append(y);
                }
            }
            if (inRun && (y < 0 || i == n - 1)) { // a run ends: close its area down to the bottom
                areaPath.append('V').append(HEIGHT).append('Z');
                inRun = false;
            }
        }
        area.setAttribute("d", areaPath.toString());
        line.setAttribute("d", linePath.toString());
    }

    /**
     * Point {@code i}'s coloured dot at ({@code x}, {@code y}), for a marked move with a score ({@code glyph} empty:
     * none): while a review runs each result moves a point or two, and building every dot again per result was a
     * third of the graph's script.
     */
    private void drawDot(int i, String glyph, int x, int y) {
        // A removed dot's element stays in the array, out of the graph: TeaVM's WebAssembly GC build cannot store
        // null into an array of JavaScript objects (the module fails to compile).
        if (glyph.isEmpty()) {
            if (dotShown[i]) {
                dotShown[i] = false;
                dots.removeChild(dotElements[i]);
            }
        } else if (dotElements[i] == null) {
            dotShown[i] = true;
            dotElements[i] = Svg.add(dots, "circle", "class", "dot " + glyphClass(glyph), "cx", Integer.toString(x),
                    "cy", Integer.toString(y), "r", "9");
        } else {
            dotElements[i].setAttribute("class", "dot " + glyphClass(glyph));
            dotElements[i].setAttribute("cx", Integer.toString(x));
            dotElements[i].setAttribute("cy", Integer.toString(y));
            if (!dotShown[i]) {
                dotShown[i] = true;
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
}
