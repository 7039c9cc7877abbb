package chess.web;

import chess.app.BoardState;
import chess.app.OpeningState;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The opening's name under the board and above the move list ("C50 Italian Game: Giuoco Piano"), as text; empty
 * (and the lines hidden) where no position on the way back is named or the table is not there.
 */
final class OpeningView {
    private final HTMLElement underBoard;
    private final HTMLElement aboveMoves;
    private boolean tableMarked;

    OpeningView(HTMLDocument document) {
        underBoard = Dom.byId(document, "opening");
        aboveMoves = Dom.byId(document, "moves-opening");
    }

    void draw(BoardState s) {
        OpeningState o = s.opening;
        if (o.tableSerial > 0 && !tableMarked) {
            tableMarked = true;
            Browser.mark("opening-table-read"); // when the names could first show (a figure in docs/openings.md)
        }
        String name = s.editor != null ? "" : o.shown;
        for (HTMLElement line : new HTMLElement[] {underBoard, aboveMoves}) {
            Dom.setText(line, name);
            Dom.setHidden(line, name.isEmpty());
        }
        Dom.setAttribute(underBoard, "title", o.note.isEmpty() ? "The opening of the shown position" : o.note);
    }
}
