package chess.web;

import chess.app.EmbedViewer;
import org.teavm.jso.browser.Window;

/**
 * Entry point of the embeddable viewer (embed.html, JavaScript build only: see docs/embed.md): the board, the move
 * list and the navigation of the game in the address, without the engine, the editor or any worker, and without
 * the PGN and FEN readers and the link encoder, loaded on demand ({@link PgnScript}); a page opened at a
 * {@code #pgn=} or {@code #fen=} link loads {@link EmbedWithPgnMain} instead.
 */
public final class EmbedMain {
    private EmbedMain() {
    }

    public static void main(String[] args) {
        PgnScript secondScript = new PgnScript(Window.current().getDocument());
        EmbedPage page = new EmbedPage(Window.current().getDocument(), secondScript);
        EmbedViewer viewer = new EmbedViewer(page, secondScript);
        page.bind(viewer);
        page.open(Window.current().getLocation().getFullURL());
    }
}
