package chess.web;

import chess.app.AppLink;
import chess.app.EmbedViewer;
import org.teavm.jso.browser.Window;

/**
 * Entry point of the viewer with the PGN and FEN readers built in (js/embed-with-pgn.js): what embed-boot.js loads
 * for a page opened at a {@code #pgn=} or {@code #fen=} link, which then needs no second script. {@code #g=} links
 * load the lighter {@link EmbedMain}, which fetches the readers only if the embedding page later switches to such a
 * link.
 */
public final class EmbedWithPgnMain {
    private EmbedWithPgnMain() {
    }

    public static void main(String[] args) {
        EmbedPage page = new EmbedPage(Window.current().getDocument(), new AppLinkAnchor.Source() {
            @Override
            public void make(AppLink link, AppLink.Made done) {
                done.made(link.address()); // this script has the encoder
            }

            @Override
            public boolean ready() {
                return true;
            }
        });
        EmbedViewer viewer = new EmbedViewer(page); // reads #pgn= and #fen= links itself, at once
        page.bind(viewer);
        page.open(Window.current().getLocation().getFullURL());
    }
}
