package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The position's pieces before the app's script has come (board-preview.js), in real headless Chromium: with the
 * app's build blocked, the page shows the address's position over the style sheet's squares (the starting position,
 * a FEN link's, turned for flip=1 or play=black), nothing for a game link or a placement that is no board, and once
 * the app has drawn its board the preview is hidden. The preview does not depend on the build: the JavaScript one
 * is blocked and then allowed.
 */
class BoardPreviewChromeIT extends PageTestBase {
    private static final String FEN = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

    BoardPreviewChromeIT() {
        super(1280, 900);
    }

    @Override
    String build() {
        return "js";
    }

    /** The preview's 64 squares' piece classes, a8 (or h1 when turned) first, "" for an empty square. */
    @SuppressWarnings("unchecked")
    private List<String> preview() {
        return (List<String>) chrome.executeScript("return Array.prototype.map.call("
                + "document.querySelectorAll('#board-preview > span'), function (s) { return s.className; });");
    }

    /** The preview's coordinate labels in the page's order: the ranks down the left, then the files. */
    @SuppressWarnings("unchecked")
    private List<String> coordinates() {
        return (List<String>) chrome.executeScript("return Array.prototype.map.call(document.querySelectorAll("
                + "'#board-preview .coord'), function (s) { return s.getAttribute('data-label'); });");
    }

    /** Loads the page at {@code suffix} (after ?build=js) with the app's script blocked; the preview as drawn. */
    private List<String> previewWithoutTheApp(String suffix) {
        chrome.get("about:blank"); // a new document each time: a changed fragment alone would not load the page
        chrome.get(TestSite.url() + "?build=js" + suffix);
        page.waitUntil(10, "the page read", () -> "complete".equals(chrome.executeScript("return document.readyState")));
        assertEquals(0L, chrome.executeScript("return document.getElementById('board').childElementCount"),
                "the app is blocked");
        return preview();
    }

    @Test
    void theAddressesPositionShowsBeforeTheAppAndHidesOnceTheAppHasDrawn() {
        blockRequests("*js/chess.js*");
        try {
            List<String> start = previewWithoutTheApp("");
            assertEquals(64, start.size());
            assertEquals(List.of("bR", "bN", "bB", "bQ", "bK", "bB", "bN", "bR"), start.subList(0, 8));
            assertEquals(List.of("wR", "wN", "wB", "wQ", "wK", "wB", "wN", "wR"), start.subList(56, 64));
            assertEquals(32, start.stream().filter(c -> c.isEmpty()).count());
            assertEquals(List.of("8", "7", "6", "5", "4", "3", "2", "1", "a", "b", "c", "d", "e", "f", "g", "h"),
                    coordinates(), "the coordinates where the app puts them");
            assertEquals("visible", chrome.executeScript(
                    "return getComputedStyle(document.getElementById('board-preview')).visibility"));
            assertTrue((Long) chrome.executeScript("return document.getElementById('board-preview')"
                    + ".getBoundingClientRect().width") > 100, "as wide as the board");

            List<String> fen = previewWithoutTheApp("#fen=" + FEN.replace(' ', '_'));
            assertEquals("bN", fen.get(2 * 8 + 2), "c6 " + fen);
            assertEquals("wN", fen.get(5 * 8 + 5), "f3");
            assertEquals("", fen.get(7 * 8 + 6), "g1 emptied");

            List<String> turned = previewWithoutTheApp("#fen=" + FEN.replace(' ', '_') + "&flip=1");
            assertEquals("wR", turned.get(0), "h1 first when turned");
            assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "h", "g", "f", "e", "d", "c", "b", "a"),
                    coordinates());
            assertEquals("wN", turned.get(63 - (5 * 8 + 5)), "f3");
            assertEquals(turned, previewWithoutTheApp("#play=black&fen=" + FEN.replace(' ', '_')),
                    "play=black turns it too");

            assertEquals(List.of(), previewWithoutTheApp("#g=AAAA"), "a game waits for the app");
            assertEquals(List.of(), previewWithoutTheApp("#fen=8/8/8/8/8/8/8/8_w_-_-_0_1"), "no kings: no board");
            assertEquals(List.of(), previewWithoutTheApp("#fen=%3Cimg%20src%3Dx%3E"), "not a placement");
        } finally {
            unblockRequests();
        }
        page.open("#fen=" + FEN.replace(' ', '_'));
        assertEquals(FEN, page.fenBox());
        assertEquals(64, preview().size(), "still in the page");
        assertEquals("none", chrome.executeScript(
                "return getComputedStyle(document.getElementById('board-preview')).display"),
                "hidden under the app's board");
    }
}
