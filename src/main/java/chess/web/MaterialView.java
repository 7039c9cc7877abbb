package chess.web;

import chess.app.BoardState;
import chess.app.Material;
import chess.core.Piece;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The captured pieces beside the board, by each player's side of it (above the board the top side's, below it the
 * bottom side's), grouped by kind, with "+3" for the side ahead. Screen readers get the same in words
 * ("White has captured a knight. White is up a knight."); the pictures and the figure are hidden from them.
 */
final class MaterialView {
    private final HTMLDocument document;
    private final HTMLElement[] strips;
    /** What each strip shows now, to skip unchanged redraws (engine reports redraw the page many times a second). */
    private final String[] drawn = {"", ""};

    MaterialView(HTMLDocument document) {
        this.document = document;
        strips = new HTMLElement[] {Dom.byId(document, "material-top"), Dom.byId(document, "material-bottom")};
    }

    void draw(BoardState s) {
        int bottom = s.flipped ? Piece.BLACK : Piece.WHITE;
        Material material = s.material();
        drawStrip(0, 1 - bottom, material, false);
        drawStrip(1, bottom, material, true);
    }

    /** Strip {@code slot} with what {@code side} has captured; the words on who is ahead go with that side. */
    private void drawStrip(int slot, int side, Material m, boolean atBottom) {
        String lead = m.lead(side);
        boolean saysBalance = !lead.isEmpty() || m.balance() == 0 && atBottom;
        String words = m.capturedSaid(side) + "." + (saysBalance ? " " + m.balanceSaid() + "." : "");
        String wanted = side + "|" + words + "|" + lead;
        if (wanted.equals(drawn[slot])) {
            return;
        }
        drawn[slot] = wanted;
        HTMLElement strip = strips[slot];
        while (strip.getFirstChild() != null) {
            strip.removeChild(strip.getFirstChild());
        }
        // The captured pieces are the other side's: the dark theme outlines black ones (dark.css).
        strip.setClassName(side == Piece.WHITE ? "material black-pieces" : "material white-pieces");
        HTMLElement said = Dom.element(document, "span", "sr-only");
        said.setTextContent(words);
        strip.appendChild(said);
        HTMLElement pictures = Dom.element(document, "span", "caps");
        pictures.setAttribute("aria-hidden", "true");
        for (int type : Material.LISTED_TYPES) {
            String piece = BoardState.pieceClass(Piece.make(1 - side, type));
            for (int i = 0; i < m.captured(side, type); i++) {
                pictures.appendChild(Dom.element(document, "span", i == 0 ? "cap " + piece : "cap same " + piece));
            }
        }
        strip.appendChild(pictures);
        if (!lead.isEmpty()) {
            HTMLElement figure = Dom.element(document, "span", "lead");
            figure.setAttribute("aria-hidden", "true");
            figure.setTextContent(lead);
            strip.appendChild(figure);
        }
    }
}
