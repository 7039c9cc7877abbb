package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
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
        Dom.setText(status, s.engineStatus);
        status.setClassName(s.thinking || s.canStop ? "engine-status busy" : "engine-status");
        analysisBox.setHidden(!s.analysisShown);
        Dom.setText(score, s.scoreText.isEmpty() ? "…" : s.scoreText);
        double share = s.whiteShare < 0 ? 0.5 : s.whiteShare;
        // Tenths of a percent in integers: formatting a double in TeaVM first builds big tables (a few ms at start).
        long tenths = Math.round(share * 1000);
        barWhite.getStyle().setProperty("width", tenths / 10 + "." + tenths % 10 + "%");
        bar.setAttribute("aria-valuenow", Long.toString(Math.round(share * 100)));
        bar.setAttribute("aria-valuetext", s.scoreSpoken.isEmpty() ? "no score yet" : s.scoreSpoken);
        Dom.setText(depth, s.depthText);
        Dom.setText(speed, s.speedText);
        Dom.setText(line, s.pvText);
        analysisLines.draw(s);
        arrow.draw(s);
        Dom.setText(hintText, s.hintText);
        Dom.setText(message, s.engineMessage);
    }
}
