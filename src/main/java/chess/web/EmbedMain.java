package chess.web;

import chess.app.EmbedViewer;
import org.teavm.jso.browser.Window;

/**
 * Entry point of the embeddable viewer (embed.html, JavaScript build only: see docs/embed.md): the board, the move
 * list and the navigation of the game in the address, without the engine, the editor or any worker, and without
 * the PGN reader, loaded on demand ({@link PgnScript}); a page opened at a {@code #pgn=} link loads
 * {@link EmbedWithPgnMain} instead.
 */
public final class EmbedMain {
    private EmbedMain() {
    }

    public static void main(String[] args) {
        EmbedPage page = new EmbedPage(Window.current().getDocument());
        EmbedViewer viewer = new EmbedViewer(page, new PgnScript(Window.current().getDocument()));
        page.bind(viewer);
        page.open(Window.current().getLocation().getFullURL());
    }
}
