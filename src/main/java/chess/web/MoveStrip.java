package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The phone's move strip under the board: the shown line in one row ("12. Nf3 Nc6 13. Bb5?!"), each move with its
 * move-quality symbol, the shown move marked and kept in the middle, as phone chess apps have it. A tap on a move
 * shows it; a sideways swipe steps one move ({@link BoardSwipe}: to the left the next, to the right the previous).
 * The full move list, the one screen readers and keyboards use, is in the panel: this strip is hidden from them and
 * its moves take no focus.
 */
final class MoveStrip {
    private final HTMLDocument document;
    private final HTMLElement strip;
    private boolean shown;
    /** The last state given, drawn when the strip shows again. */
    private BoardState last;
    /** The line and shown move drawn now, to skip unchanged redraws (engine reports redraw many times a second). */
    private int drawnPly = -1;
    /** {@link #lineStart} of the drawn line. */
    private int drawnFirst;
    private List<Integer> drawnIds = List.of();
    private List<String> drawnMoves = List.of();
    /** The move-quality symbols drawn, one per move: a review writes them one result at a time. */
    private List<String> drawnSymbols = List.of();
    /** The drawn row and its moves, the first move at 0: a step only moves the mark between two of them. */
    private HTMLElement row;
    private HTMLElement[] moveElements = new HTMLElement[0];
    /** Centres the shown move at the next animation frame ({@link NextFrame} says why not at once). */
    private final NextFrame centring = new NextFrame(() -> {
        if (shown) {
            centre(drawnPly >= 1 && drawnPly <= moveElements.length ? moveElements[drawnPly - 1] : null);
        }
    });

    MoveStrip(HTMLDocument document) {
        this.document = document;
        strip = Dom.byId(document, "move-strip");
    }

    void bind(GameController controller) {
        Dom.listen(strip, "click", e -> {
            HTMLElement move = Dom.withAttribute(e.getTarget(), "data-node", 2);
            int id = move == null ? -1 : Dom.number(move.getAttribute("data-node"));
            if (id >= 0) {
                controller.goToMove(id);
            }
        });
        new BoardSwipe(controller::forward, controller::back).install(strip);
    }

    /**
     * Whether the strip is on show (a narrow screen): a wide page skips its redraws, which read the layout to centre
     * the shown move; shown again, it draws the last state.
     */
    void setShown(boolean shown) {
        this.shown = shown;
        drawnPly = -1; // drawn again when it shows: a hidden strip lost its scroll position
        if (shown && last != null) {
            draw(last);
        }
    }

    void draw(BoardState s) {
        last = s;
        if (!shown) {
            return;
        }
        if (drawnPly >= 0 && sameMoves(s)) { // a step along the drawn line or a new symbol: not a thousand moves
            rewriteSymbols(s.lineSymbols);
            if (s.ply != drawnPly) {
                markShown(s.ply);
            }
            return;
        }
        if (drawnPly >= 0 && moveElements.length > 0 && extendsDrawnLine(s)) { // a move played at the end
            appendMoves(s, moveElements.length);
            drawnIds = s.lineIds;
            drawnMoves = s.moves;
            rewriteSymbols(s.lineSymbols);
            markShown(s.ply);
            return;
        }
        drawnIds = s.lineIds;
        drawnMoves = s.moves;
        drawnSymbols = s.lineSymbols;
        drawnFirst = lineStart(s);
        while (strip.getFirstChild() != null) {
            strip.removeChild(strip.getFirstChild());
        }
        moveElements = new HTMLElement[0];
        row = null;
        if (s.moves.isEmpty()) {
            drawnPly = s.ply;
            strip.appendChild(Dom.element(document, "span", "strip-empty")).setTextContent("No moves yet");
            centring.request();
            return;
        }
        row = Dom.element(document, "span", "strip-row");
        appendMoves(s, 0);
        strip.appendChild(row);
        drawnPly = -1; // the new row has no mark to take away
        markShown(s.ply);
    }

    /** Adds the moves of {@code s} from index {@code from} on to the row, with their move numbers. */
    private void appendMoves(BoardState s, int from) {
        List<String> moves = s.moves;
        HTMLElement[] elements = java.util.Arrays.copyOf(moveElements, moves.size());
        for (int i = from; i < moves.size(); i++) {
            boolean black = (i % 2 == 1) != s.blackMovesFirst;
            int number = s.firstMoveNumber + (i + (s.blackMovesFirst ? 1 : 0)) / 2;
            if (!black || i == 0) {
                HTMLElement label = Dom.element(document, "span", "strip-number");
                label.setTextContent(number + (black ? "\u2026" : "."));
                row.appendChild(label);
            }
            HTMLElement move = Dom.element(document, "span", "strip-move");
            move.setAttribute("data-node", Integer.toString(s.lineIds.get(i)));
            move.setTextContent(moves.get(i));
            Dom.setMoveSymbols(document, move, s.lineSymbols.get(i));
            row.appendChild(move);
            elements[i] = move;
        }
        moveElements = elements;
    }

    /** Writes the symbols that differ from those drawn, on the moves drawn. */
    private void rewriteSymbols(List<String> symbols) {
        if (symbols.equals(drawnSymbols)) {
            return;
        }
        for (int i = 0; i < moveElements.length && i < symbols.size(); i++) {
            if (i >= drawnSymbols.size() || !symbols.get(i).equals(drawnSymbols.get(i))) {
                Dom.setMoveSymbols(document, moveElements[i], symbols.get(i));
            }
        }
        drawnSymbols = symbols;
    }

    /** Moves the mark to the move after {@code ply} moves and centres it at the next frame. */
    private void markShown(int ply) {
        mark(drawnPly, false);
        drawnPly = ply;
        mark(ply, true);
        centring.request();
    }

    /** Whether {@code s}'s line is the drawn one with moves added at its end. */
    private boolean extendsDrawnLine(BoardState s) {
        int n = drawnIds.size();
        return lineStart(s) == drawnFirst && s.lineIds.size() > n
                && s.lineIds.subList(0, n).equals(drawnIds) && s.moves.subList(0, n).equals(drawnMoves);
    }

    private boolean sameMoves(BoardState s) {
        return lineStart(s) == drawnFirst && s.lineIds.equals(drawnIds) && s.moves.equals(drawnMoves);
    }

    /** Where {@code s}'s line starts, as a ply count: its first move number and who moves first. */
    private static int lineStart(BoardState s) {
        return s.firstMoveNumber * 2 + (s.blackMovesFirst ? 1 : 0);
    }

    /** Marks or unmarks the move after {@code ply} moves of the drawn line (none at the start). */
    private void mark(int ply, boolean current) {
        if (ply >= 1 && ply <= moveElements.length) {
            moveElements[ply - 1].setClassName(current ? "strip-move current" : "strip-move");
        }
    }

    /** Scrolls the row so the shown move sits in the middle (the start: the row's beginning). */
    private void centre(HTMLElement shownMove) {
        if (shownMove == null || row == null) {
            strip.setScrollLeft(0);
            return;
        }
        int middle = shownMove.getOffsetLeft() + shownMove.getOffsetWidth() / 2 - row.getOffsetLeft();
        strip.setScrollLeft(Math.max(0, middle - strip.getClientWidth() / 2));
    }
}
