package chess.web;

import chess.app.BoardState;
import chess.app.GameHeader;
import chess.core.Piece;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The game's players and event beside the board, as a board app shows them: above the board the player of the side
 * at the top, below it the other (they swap when the board flips), each with a small chip of their colour, and a line
 * above both with the event, site, year, round and result. A game without tags shows none of them. Text only, from
 * the PGN's tags: long names are cut with an ellipsis by the style sheet, the full name stays in the title.
 */
final class PlayersView {
    private final HTMLDocument document;
    private final HTMLElement info;
    private final HTMLElement[] rows;
    /** What each part shows now, to skip unchanged redraws (engine reports redraw the page many times a second). */
    private final String[] drawn = {"", "", ""};

    PlayersView(HTMLDocument document) {
        this.document = document;
        info = Dom.byId(document, "game-info");
        rows = new HTMLElement[] {Dom.byId(document, "player-top"), Dom.byId(document, "player-bottom")};
    }

    void draw(BoardState s) {
        GameHeader h = s.editor != null ? GameHeader.NONE : s.header;
        String line = h.event.isEmpty() ? h.result : h.result.isEmpty() ? h.event : h.event + " \u00b7 " + h.result;
        if (!line.equals(drawn[2])) {
            drawn[2] = line;
            Dom.setText(info, line);
            Dom.setAttribute(info, "title", line);
            Dom.setHidden(info, line.isEmpty());
        }
        int bottom = s.flipped ? Piece.BLACK : Piece.WHITE;
        drawPlayer(0, bottom != Piece.WHITE, h);
        drawPlayer(1, bottom == Piece.WHITE, h);
    }

    private void drawPlayer(int slot, boolean white, GameHeader h) {
        String name = h.player(white);
        String wanted = white + "|" + name;
        if (wanted.equals(drawn[slot])) {
            return;
        }
        drawn[slot] = wanted;
        HTMLElement row = rows[slot];
        while (row.getFirstChild() != null) {
            row.removeChild(row.getFirstChild());
        }
        Dom.setHidden(row, name.isEmpty());
        if (name.isEmpty()) {
            return;
        }
        String side = white ? "White" : "Black";
        HTMLElement chip = Dom.element(document, "span", white ? "player-chip white" : "player-chip black");
        chip.setAttribute("aria-hidden", "true");
        row.appendChild(chip);
        HTMLElement said = Dom.element(document, "span", "sr-only");
        said.setTextContent(side + ": ");
        row.appendChild(said);
        HTMLElement text = Dom.element(document, "span", "player-name");
        text.setTextContent(name);
        row.appendChild(text);
        row.setAttribute("title", side + ": " + name);
    }
}
