package chess.web;

import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * The page's look, chosen in the settings and kept in this browser ({@link SavedSettings}): the theme (Auto follows
 * the system's light or dark setting, Light, Dark) and the board colours. look.js applied the saved choices before
 * the first paint, the same way: the theme is the media of the dark style sheet (dark.css), so Auto is plain CSS
 * ({@code prefers-color-scheme}); the board colours are the root element's {@code data-board} (style.css).
 */
final class LookSettings {
    static final String[] THEMES = {"auto", "light", "dark"};
    /** The first is the default, drawn by style.css without a data-board attribute. */
    static final String[] BOARDS = {"green", "wood", "blue", "grey"};

    private final HTMLDocument document;

    LookSettings(HTMLDocument document) {
        this.document = document;
    }

    void bind() {
        HTMLSelectElement theme = (HTMLSelectElement) Dom.byId(document, "theme");
        HTMLSelectElement board = (HTMLSelectElement) Dom.byId(document, "board-colours");
        theme.setValue(SavedSettings.theme());
        board.setValue(SavedSettings.boardColours());
        Dom.listen(theme, "change", e -> {
            String chosen = known(theme.getValue(), THEMES);
            SavedSettings.saveTheme(chosen);
            applyTheme(chosen);
        });
        Dom.listen(board, "change", e -> {
            String chosen = known(board.getValue(), BOARDS);
            SavedSettings.saveBoardColours(chosen);
            applyBoard(chosen);
        });
    }

    private void applyTheme(String theme) {
        HTMLElement dark = Dom.byId(document, "dark-theme");
        String media = "dark".equals(theme) ? "all" : "light".equals(theme) ? "not all"
                : "(prefers-color-scheme: dark)";
        Dom.setAttribute(dark, "media", media);
    }

    private void applyBoard(String board) {
        HTMLElement root = document.getDocumentElement();
        if (BOARDS[0].equals(board)) {
            root.removeAttribute("data-board");
        } else {
            root.setAttribute("data-board", board);
        }
    }

    /** {@code value} when it is one of {@code values}, else the first of them (the default). */
    static String known(String value, String[] values) {
        for (String v : values) {
            if (v.equals(value)) {
                return v;
            }
        }
        return values[0];
    }
}
