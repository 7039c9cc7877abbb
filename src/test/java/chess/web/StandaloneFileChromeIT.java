package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The standalone single file (chess-standalone.html, the JavaScript build only) opened from disk (file://), where
 * the page may fetch nothing: it plays on without opening names and says why, keeps its games or says why it cannot,
 * makes an image and imports PGN with the scripts it carries inline. (OfflineChromeIT plays it against the engine.)
 */
class StandaloneFileChromeIT extends PageTestBase {
    StandaloneFileChromeIT() {
        super(1280, 900);
    }

    @Override
    boolean sharesTheBrowser() {
        return false; // its page is a file (ChromeTestBase)
    }

    @Override
    String build() {
        return "js";
    }

    /** Opens the standalone file afresh and checks that it started its (JavaScript) build. */
    private void openFile() {
        chrome.get("about:blank");
        chrome.get(TestSite.standaloneFileUri());
        assertEquals("js", ChromeBrowser.startedBuild(chrome));
    }

    @Test
    void playsWithoutOpeningNamesAndSaysWhy() {
        openFile();
        page.waitUntil(OpeningTests.TABLE_SECONDS, "the page to say why there are no names",
                () -> String.valueOf(page.byId("opening").getDomAttribute("title")).contains("opened from a file"));
        page.play("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5");
        assertEquals(6, page.moveTexts().size());
        assertFalse(page.byId("opening").isDisplayed());
    }

    @Test
    void keepsItsGamesOrSaysWhyAndPlaysOn() {
        openFile();
        page.play("e4", "e5");
        assertEquals(List.of("e4", "e5"), page.moveTexts());
        page.waitUntil(LibraryTests.SECONDS, "the game kept (or the reason it cannot be)", 
                () -> keptGames().contains("* · 1 move"));
        String status = page.text("library-status");
        assertTrue(status.isEmpty() || status.startsWith("This browser is not keeping your games"), status);
    }

    @Test
    void hasTheImageScriptInlineAndMakesTheImage() {
        openFile();
        assertEquals(Boolean.TRUE, chrome.executeScript("return typeof window.chessImageTools === 'function';"));
        page.play("e4", "e5"); // the app's own main ran before the second script's replaced the global name
        assertEquals(List.of("e4", "e5"), page.moveTexts());
        page.byId("image-svg").click();
        // The pieces come from the inlined style sheet's data: URIs: the file's policy allows no fetch.
        page.waitUntil(20, "the image made", () -> page.text("image-status").startsWith("Saved position.svg ("));
    }

    @Test
    void hasThePgnReaderInlineAndImports() {
        openFile();
        assertEquals(Boolean.TRUE, chrome.executeScript("return typeof window.chessPgnTools === 'function';"));
        page.play("e4"); // the app's own main ran: the reader's, inline before it, did not take its place
        chrome.executeScript("arguments[0].value = arguments[1];", chrome.findElement(By.id("pgn-text")),
                "1. d4 d5 2. c4 *");
        chrome.findElement(By.id("pgn-import")).click();
        page.waitUntil(10, "the game read", () -> page.text("import-status").equals("loaded: 3 moves."));
        assertEquals(List.of("d4", "d5", "c4"), page.moveTexts());
    }

    @Test
    void playsItsSoundsFromTheAddressesItCarries() {
        String recorder = MoveProbes.recordSoundsInNewPages(chrome);
        try {
            openFile();
            page.play("e4");
            List<String> all = List.of("move ready", "capture ready", "castle ready", "check ready", "game_end ready");
            page.waitUntil(10, "every sound loaded from the file's own data: addresses (it may fetch nothing)",
                    () -> all.equals(MoveProbes.soundPlayers(chrome).stream().map(p -> p.replace(" ended", ""))
                            .toList()));
            MoveProbes.expectSounds(page, chrome, List.of("move"), "the first move");
            assertEquals(List.of(), MoveProbes.soundErrors(chrome));
            assertEquals(Boolean.TRUE, chrome.executeScript("return window.__soundPlayers.every(function (a) {"
                    + " return a.src.indexOf('data:audio/wav;base64,') === 0; });"),
                    "each element plays a data: address");
        } finally {
            MoveProbes.stopRecordingSounds(chrome, recorder);
        }
    }

    /** The library rows' details ("* · 1 move"), read in one script. */
    @SuppressWarnings("unchecked")
    private List<String> keptGames() {
        return (List<String>) chrome.executeScript("return Array.from(document.querySelectorAll("
                + "'#library-list .library-details')).map(function (e) { return e.textContent; });");
    }
}
