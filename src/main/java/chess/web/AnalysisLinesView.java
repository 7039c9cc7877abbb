package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * The analysis's settings and lines: how many lines (MultiPV 1-5), the best-move arrow on or off, and with more
 * than one line each line on a row of its own, the best first. With one line the readout above (score and line)
 * says it all, so the rows stay hidden.
 */
final class AnalysisLinesView {
    private final HTMLDocument document;
    private final HTMLSelectElement count;
    private final HTMLElement arrowToggle;
    private final HTMLElement list;
    private final HTMLElement singleLine;
    private GameController controller;
    private BoardState state;
    /** The lines as drawn, to rebuild the rows only when they change (the engine reports several times a second). */
    private List<String> drawn = List.of();
    /** The rows on show, the best line first (kept from report to report). */
    private final List<HTMLElement> rows = new ArrayList<>();

    AnalysisLinesView(HTMLDocument document) {
        this.document = document;
        count = (HTMLSelectElement) Dom.byId(document, "analysis-line-count");
        arrowToggle = Dom.byId(document, "best-arrow");
        list = Dom.byId(document, "analysis-lines");
        singleLine = Dom.byId(document, "pv");
    }

    void bind(GameController gameController) {
        this.controller = gameController;
        Dom.listen(count, "change", e -> controller.setAnalysisLines(Dom.number(count.getValue())));
        Dom.listen(arrowToggle, "click", e -> controller.setBestMoveArrow(state == null || !state.bestMoveArrow));
    }

    void draw(BoardState s) {
        state = s;
        String wanted = Integer.toString(s.analysisLineCount);
        if (!wanted.equals(count.getValue())) {
            count.setValue(wanted);
        }
        Dom.setAttribute(arrowToggle, "aria-pressed", s.bestMoveArrow ? "true" : "false");
        boolean several = s.analysisLineCount > 1;
        Dom.setHidden(list, !several);
        Dom.setHidden(singleLine, several);
        List<String> lines = several ? s.analysisLines : List.of();
        if (lines.equals(drawn)) {
            return;
        }
        drawn = lines;
        // The rows stay; only a line whose text changed is written (most reports change one line or two).
        int shown = 0;
        for (String line : lines) {
            if (line.isEmpty()) {
                continue; // a line the engine has not reported yet
            }
            if (shown == rows.size()) {
                HTMLElement row = Dom.element(document, "li", shown == 0 ? "best" : "");
                list.appendChild(row);
                rows.add(row);
            }
            Dom.setText(rows.get(shown), line);
            shown++;
        }
        while (rows.size() > shown) {
            list.removeChild(rows.remove(rows.size() - 1));
        }
    }
}
