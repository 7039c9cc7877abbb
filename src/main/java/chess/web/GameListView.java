package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import chess.app.GameListRows;
import chess.app.ImportedGame;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;

/**
 * The games of an imported PGN file with several: a filter box (matches the labels as one types, in the page),
 * one button per game that opens it, and "Show more": at most {@link #PAGE} more rows at a time, so a file of
 * thousands of games does not make a DOM that is slow to build and to lay out.
 */
final class GameListView {
    static final int PAGE = 200;

    private final HTMLDocument document;
    private final HTMLElement box;
    private final HTMLInputElement filter;
    private final HTMLElement list;
    private final HTMLElement count;
    private final HTMLElement more;
    private GameController controller;
    private GameListRows rows = new GameListRows(java.util.List.of());
    private int limit = PAGE;
    /** What the rows show now: the filter, the limit and the game on the board. */
    private String drawnFilter;
    private int drawnLimit;
    private int drawnShown;
    private int drawnTableSerial;
    private int drawnListedRead;

    GameListView(HTMLDocument document) {
        this.document = document;
        box = byId("games");
        filter = (HTMLInputElement) byId("games-filter");
        list = byId("games-list");
        count = byId("games-count");
        more = byId("games-more");
    }

    private HTMLElement byId(String id) {
        return Dom.byId(document, id);
    }

    void bind(GameController gameController) {
        this.controller = gameController;
        Dom.listen(filter, "input", e -> {
            limit = PAGE;
            drawRows();
        });
        Dom.listen(more, "click", e -> {
            limit += PAGE;
            drawRows();
        });
        Dom.listen(list, "click", e -> {
            HTMLElement row = Dom.withAttribute(e.getTarget(), "data-game", 1);
            int number = row == null ? -1 : Dom.number(row.getAttribute("data-game"));
            if (number > 0) {
                controller.openImportedGame(number);
            }
        });
        Dom.listen(byId("games-close"), "click", e -> controller.closeImport());
    }

    void draw(BoardState s) {
        Dom.setHidden(box, s.importedGames.isEmpty());
        if (!rows.isFor(s.importedGames)) {
            rows = new GameListRows(s.importedGames);
            limit = PAGE;
            filter.setValue("");
            drawnFilter = null; // redraw
        }
        if (s.importedGameShown != drawnShown || s.opening.tableSerial != drawnTableSerial
                || s.opening.listedRead != drawnListedRead) {
            drawnFilter = null; // another game is marked, or the rows can now name (more of) their openings
        }
        drawnTableSerial = s.opening.tableSerial;
        drawnListedRead = s.opening.listedRead;
        drawnShown = s.importedGameShown;
        drawRows();
    }

    /** ", C50 Italian Game" for a game without opening tags, found from its moves when its row is drawn; or "". */
    private String openingFromMoves(ImportedGame game) {
        if (!game.opening.isEmpty()) {
            return "";
        }
        String name = controller.importedGameOpening(game.number);
        return name.isEmpty() ? "" : ", " + name;
    }

    private void drawRows() {
        String text = filter.getValue();
        if (rows.size() == 0) { // no list (the box is hidden): nothing to filter, no case tables to load
            if (list.getFirstChild() != null) {
                list.setTextContent("");
            }
            drawnFilter = null;
            return;
        }
        if (text.equals(drawnFilter) && limit == drawnLimit) {
            return;
        }
        drawnFilter = text;
        drawnLimit = limit;
        GameListRows.Page page = rows.page(text, limit);
        list.setTextContent("");
        for (int index : page.shown) {
            ImportedGame game = rows.game(index);
            HTMLElement item = Dom.element(document, "li", "");
            HTMLElement button = Dom.element(document, "button", "game");
            button.setAttribute("type", "button");
            button.setAttribute("data-game", Integer.toString(game.number));
            button.setTextContent(rows.label(index) + openingFromMoves(game));
            if (game.number == drawnShown) {
                button.setAttribute("aria-current", "true");
            }
            item.appendChild(button);
            list.appendChild(item);
        }
        int rest = page.matching - page.shown.size();
        Dom.setHidden(more, rest <= 0);
        Dom.setText(more, "Show " + Math.min(rest, PAGE) + " more");
        Dom.setText(count, page.matching == rows.size() ? rows.size() + " games"
                : page.matching + " of " + rows.size() + " games match");
    }
}
