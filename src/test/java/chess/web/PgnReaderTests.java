package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The PGN reader as the page's second script (js/pgn-tools.js) in real headless Chromium, once per build (the Js and
 * Wasm *IT subclasses): not loaded before PGN is read, loaded once by the first import, which then lists a file's
 * games, filters them by the words typed and opens the one picked; when it cannot be loaded the panel says so, the
 * app plays on, and the next import, once it is reachable, reads the game.
 */
abstract class PgnReaderTests extends PageTestBase {
    static final String SCRIPT = "js/pgn-tools.js";
    private static final String GAME = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 {open} (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n";

    PgnReaderTests() {
        super(1280, 900);
    }

    /** The reader's requests in this document so far. */
    @SuppressWarnings("unchecked")
    private List<String> scriptRequests() {
        return ((List<String>) chrome.executeScript("return performance.getEntriesByType('resource')"
                + ".map(function (e) { return e.name; });")).stream().filter(r -> r.contains("pgn-tools.js")).toList();
    }

    /** Pastes {@code pgn} into the PGN box and imports it. */
    private void importText(String pgn) {
        chrome.executeScript("arguments[0].value = arguments[1];", chrome.findElement(By.id("pgn-text")), pgn);
        chrome.findElement(By.id("pgn-import")).click();
    }

    @Test
    void theReaderIsLoadedByTheFirstImportAndListsAndOpensGames() {
        page.open("");
        page.play("d4");
        assertEquals(List.of(), scriptRequests(), "not loaded before PGN is read");
        importText(GAME + GAME.replace("Anna", "Cleo") + GAME.replace("Anna", "Dora"));
        page.waitUntil(30, "the game list", () -> page.text("import-status").equals("3 games in this file: pick one."));
        assertEquals(1, scriptRequests().size(), scriptRequests().toString());
        List<String> rows = chrome.findElements(By.cssSelector("#games-list [data-game]")).stream()
                .map(e -> e.getText()).toList();
        assertTrue(rows.size() == 3 && rows.get(1).contains("Cleo – Ben"), rows.toString());
        assertEquals("3 games", page.text("games-count"));
        chrome.findElement(By.id("games-filter")).sendKeys("CLEO ben");
        page.waitUntil(5, "the filter's one match", () -> page.text("games-count").equals("1 of 3 games match"));
        rows = chrome.findElements(By.cssSelector("#games-list [data-game]")).stream().map(e -> e.getText()).toList();
        assertTrue(rows.size() == 1 && rows.get(0).startsWith("2. Cleo – Ben"), rows.toString());
        chrome.findElement(By.id("games-filter")).clear();
        chrome.executeScript("document.getElementById('games-filter').dispatchEvent(new Event('input'));");
        page.waitUntil(5, "every game again", () -> page.text("games-count").equals("3 games"));
        chrome.findElements(By.cssSelector("#games-list [data-game]")).get(1).click();
        page.waitUntil(10, "game 2 opened", () -> page.text("import-status").startsWith("Game 2: "));
        assertEquals("Game 2: loaded: 8 moves.", page.text("import-status"));
        assertEquals(8, page.moveTexts().size(), page.moveTexts().toString());
        assertTrue(page.moveTexts().contains("Bb5"), page.moveTexts().toString());
        importText(GAME);
        page.waitUntil(10, "the second import", () -> page.text("import-status").equals("loaded: 8 moves."));
        assertEquals(1, scriptRequests().size(), "loaded once: " + scriptRequests());
    }

    /**
     * With the reader blocked (past the service worker and the cache, which would otherwise answer), the panel says
     * so, the board keeps its game and plays on, and an import once it is reachable again reads the game.
     */
    @Test
    void aBlockedReaderIsSaidInThePanelAndTheAppGoesOn() {
        blockRequests("*pgn-tools.js*");
        try {
            page.open("");
            page.play("e4");
            importText(GAME);
            page.waitUntil(20, "the panel saying the PGN could not be read",
                    () -> page.text("import-status").startsWith("The PGN could not be read:"));
            assertEquals("The PGN could not be read: js/pgn-tools.js could not be loaded (offline, or blocked). The"
                    + " rest of the app works as before; try again when the connection is back.",
                    page.text("import-status"));
            assertEquals(List.of("e4"), page.moveTexts(), "the board keeps its game");
            page.play("e5", "Nf3");
            assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", page.fenBox());
            blockRequests(); // reachable again (still past the caches)
            importText(GAME);
            page.waitUntil(30, "the game read", () -> page.text("import-status").equals("loaded: 8 moves."));
            assertEquals(8, page.moveTexts().size());
        } finally {
            unblockRequests();
        }
    }
}
