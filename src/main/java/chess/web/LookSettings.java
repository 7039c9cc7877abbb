package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * The page's look, chosen in the settings and kept in this browser ({@link SavedSettings}): the theme (Auto follows
 * the system's light or dark setting, Light, Dark) and the board colours. look.js applies them, the saved ones
 * before the first paint and these when they change: the theme is the media of the dark style sheet (dark.css), so
 * Auto is plain CSS ({@code prefers-color-scheme}); the board colours are the root element's {@code data-board}.
 */
final class LookSettings {
    static final String[] THEMES = {"auto", "light", "dark"};
    /** The first is the default, drawn by board.css without a data-board attribute. */
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
            apply(chosen, known(board.getValue(), BOARDS));
        });
        Dom.listen(board, "change", e -> {
            String chosen = known(board.getValue(), BOARDS);
            SavedSettings.saveBoardColours(chosen);
            apply(known(theme.getValue(), THEMES), chosen);
        });
    }

    /** Applies both choices the way look.js applied the saved ones before the first paint (its one function). */
    @JSBody(params = { "theme", "board" }, script = "window.chessLook.apply(theme, board);")
    private static native void apply(String theme, String board);

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
