package chess.web;

import chess.app.EmbedViewer;
import org.teavm.jso.browser.Window;

/**
 * Entry point of the viewer with the PGN reader built in (js/embed-with-pgn.js): what embed-boot.js loads for a
 * page opened at a {@code #pgn=} link, which then needs no second script. Other links load the lighter
 * {@link EmbedMain}, which fetches the reader only if the embedding page later switches to a {@code #pgn=} link.
 */
public final class EmbedWithPgnMain {
    private EmbedWithPgnMain() {
    }

    public static void main(String[] args) {
        EmbedPage page = new EmbedPage(Window.current().getDocument());
        EmbedViewer viewer = new EmbedViewer(page); // reads #pgn= links itself, at once
        page.bind(viewer);
        page.open(Window.current().getLocation().getFullURL());
    }
}
