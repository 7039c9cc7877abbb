package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import chess.core.IntRound;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * What the engine says: its status line; while an analysis is on show the score with its evaluation bar (a meter
 * that screen readers read as words), the depth, the speed, the line or lines ({@link AnalysisLinesView}) and the
 * best-move arrow ({@link BestMoveArrow}); then the hint and the engine's message.
 */
final class EngineReadout {
    private final HTMLElement status;
    private final HTMLElement analysisBox;
    private final HTMLElement score;
    private final HTMLElement bar;
    private final HTMLElement barWhite;
    private final HTMLElement depth;
    private final HTMLElement speed;
    private final HTMLElement line;
    private final HTMLElement hintText;
    private final HTMLElement message;
    private final AnalysisLinesView analysisLines;
    private final BestMoveArrow arrow;
    /** The evaluation bar's transform as last written. */
    private String drawnScale = "";

    EngineReadout(HTMLDocument document) {
        status = Dom.byId(document, "engine-status");
        analysisBox = Dom.byId(document, "analysis-box");
        score = Dom.byId(document, "eval-score");
        bar = Dom.byId(document, "eval-bar");
        barWhite = Dom.byId(document, "eval-white");
        depth = Dom.byId(document, "depth");
        speed = Dom.byId(document, "speed");
        line = Dom.byId(document, "pv");
        hintText = Dom.byId(document, "hint-text");
        message = Dom.byId(document, "engine-message");
        analysisLines = new AnalysisLinesView(document);
        arrow = new BestMoveArrow(document);
    }

    /** The settings of the analysis's lines (how many, the arrow) go to the controller. */
    void bind(GameController controller) {
        analysisLines.bind(controller);
    }

    void draw(BoardState s) {
        boolean searching = s.thinking || s.canStop;
        Dom.setText(status, s.engineStatus);
        Dom.setAttribute(status, "class", searching ? "engine-status busy" : "engine-status");
        Dom.setHidden(analysisBox, !s.analysisShown);
        Dom.setText(score, s.scoreText.isEmpty() ? "…" : s.scoreText);
        double share = s.whiteShare < 0 ? 0.5 : s.whiteShare;
        // Thousandths in integers: formatting a double in TeaVM first builds big tables (a few ms at start).
        int parts = IntRound.of(share * 1000);
        String scale = "scaleX(" + parts / 1000 + "." + thousandths(parts % 1000) + ")";
        if (!scale.equals(drawnScale)) { // an unchanged style written again still invalidates the page's style
            drawnScale = scale;
            barWhite.getStyle().setProperty("transform", scale);
        }
        Dom.setAttribute(bar, "aria-valuenow", Integer.toString(IntRound.of(share * 100)));
        Dom.setAttribute(bar, "aria-valuetext", s.scoreSpoken.isEmpty() ? "no score yet" : s.scoreSpoken);
        Dom.setText(depth, s.depthText);
        Dom.setText(speed, s.speedText);
        Dom.setText(line, s.pvText);
        Dom.setAttribute(line, "class", searching ? "pv live" : "pv"); // cut to two lines only while it changes
        analysisLines.draw(s);
        arrow.draw(s);
        Dom.setText(hintText, s.hintText);
        Dom.setText(message, s.engineMessage);
    }

    /** 0..999 as three digits ("050"): the fraction of a scale in thousandths. */
    private static String thousandths(int n) {
        return n < 10 ? "00" + n : n < 100 ? "0" + n : Integer.toString(n);
    }
}
