package chess.web;

import chess.app.BoardState;
import chess.core.IntRound;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.xml.Element;

/**
 * The analysis's best move as an arrow over the board: an SVG layer of the board's size (800 x 800, a square is
 * 100) that lets every pointer event through to the squares. Hidden when the setting is off, when the analysis
 * has no move yet and when no analysis is on show (a stopped one keeps its arrow until the position changes).
 */
final class BestMoveArrow {
    private static final int SQUARE = 100;
    private static final int HEAD_LENGTH = 42;
    private static final int HEAD_HALF_WIDTH = 30;

    private final Element group;
    private final Element shaft;
    private final Element head;
    private String drawn = "";

    BestMoveArrow(HTMLDocument document) {
        Element layer = Dom.byId(document, "arrow-layer");
        group = Svg.add(layer, "g", "class", "best-move", "display", "none");
        shaft = Svg.add(group, "line", "class", "arrow-shaft");
        head = Svg.add(group, "polygon", "class", "arrow-head");
    }

    void draw(BoardState s) {
        boolean show = s.analysisShown && s.bestMoveArrow && s.arrowFrom >= 0 && s.arrowTo >= 0
                && s.arrowFrom != s.arrowTo;
        String wanted = show ? s.arrowFrom + "-" + s.arrowTo + (s.flipped ? "f" : "") : "";
        if (wanted.equals(drawn)) {
            return;
        }
        drawn = wanted;
        if (!show) {
            group.setAttribute("display", "none");
            return;
        }
        double x1 = centre(s.arrowFrom & 7, s.flipped);
        double y1 = centre(7 - (s.arrowFrom >> 3), s.flipped);
        double x2 = centre(s.arrowTo & 7, s.flipped);
        double y2 = centre(7 - (s.arrowTo >> 3), s.flipped);
        double length = Math.sqrt((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1));
        double ux = (x2 - x1) / length;
        double uy = (y2 - y1) / length;
        // The tip stops a little short of the centre, the shaft where the head begins.
        double tipX = x2 - ux * 12;
        double tipY = y2 - uy * 12;
        double baseX = tipX - ux * HEAD_LENGTH;
        double baseY = tipY - uy * HEAD_LENGTH;
        shaft.setAttribute("x1", round(x1));
        shaft.setAttribute("y1", round(y1));
        shaft.setAttribute("x2", round(baseX));
        shaft.setAttribute("y2", round(baseY));
        head.setAttribute("points", round(tipX) + "," + round(tipY) + " "
                + round(baseX - uy * HEAD_HALF_WIDTH) + "," + round(baseY + ux * HEAD_HALF_WIDTH) + " "
                + round(baseX + uy * HEAD_HALF_WIDTH) + "," + round(baseY - ux * HEAD_HALF_WIDTH));
        group.removeAttribute("display");
    }

    /** The centre of a file or a row from the top (0..7) on screen; a flipped board mirrors both. */
    private static double centre(int index, boolean flipped) {
        return (flipped ? 7 - index : index) * SQUARE + SQUARE / 2.0;
    }

    /** Whole units (a hundredth of a square) as text: no double formatting in TeaVM. */
    private static String round(double v) {
        return Integer.toString(IntRound.of(v));
    }
}
