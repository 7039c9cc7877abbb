package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;

/**
 * The library of games kept in the browser, in real headless Chromium, against the WebAssembly GC build ({@link
 * PageTestBase} says why one build): a played game is kept, survives a reload and is offered when the app is opened
 * again; a PGN file imported into it, searched, renamed, deleted and brought back, exported; a damaged entry written
 * straight into IndexedDB is skipped with a note; two tabs on one game keep both versions; blocked storage is said once
 * and the app still plays. Each test starts from an empty library.
 */
abstract class LibraryTests extends PageTestBase {
    /** Saves wait for the game to settle (600 ms); the list is read 300 ms after the start: generous bounds. */
    static final int SECONDS = 20;
    private static final String FILE = "[Event \"Club\"]\n[White \"Carlsen\"]\n[Black \"Anna\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"
            + "[Event \"Club\"]\n[White \"Ben\"]\n[Black \"Dora\"]\n[Result \"0-1\"]\n\n1. d4 d5 2. c4 e6 0-1\n\n"
            + "[Event \"Club\"]\n[White \"Emil\"]\n[Black \"Fay\"]\n[Result \"1/2-1/2\"]\n\n1. c4 c5 1/2-1/2\n";

    @TempDir
    Path temp;

    LibraryTests() {
        super(1280, 900);
    }

    /**
     * Opens the page on an empty library, with nothing remembered by the tab. The page the test before left may
     * still write its game as it unloads (a hidden page saves at once), after the library was emptied: then it is
     * emptied again.
     */
    void emptyLibrary() {
        for (int attempt = 0; attempt < 3; attempt++) {
            page.open("");
            // Emptied, not deleted: a deletion waits for every open connection, and the page holds one.
            chrome.executeAsyncScript("var done = arguments[arguments.length - 1]; sessionStorage.clear();"
                    + " var r = indexedDB.open('chess-library', 1); r.onupgradeneeded = function () {"
                    + " r.result.createObjectStore('entries', { keyPath: 'id' }).createIndex('newest', ['order', 'id']);"
                    + " r.result.createObjectStore('games', { keyPath: 'id' }); };"
                    + " r.onsuccess = function () { var tx = r.result.transaction(['entries', 'games'], 'readwrite');"
                    + " tx.objectStore('entries').clear(); tx.objectStore('games').clear();"
                    + " tx.oncomplete = function () { r.result.close(); done(true); }; };"
                    + " r.onerror = function () { done(false); };");
            page.open("");
            try {
                waitForCount("No games kept yet");
                return;
            } catch (org.openqa.selenium.TimeoutException e) {
                if (attempt == 2) {
                    throw e;
                }
            }
        }
    }

    void waitForCount(String start) {
        page.waitUntil(SECONDS, "the library's count to start with '" + start + "'",
                () -> page.text("library-count").startsWith(start));
    }

    List<String> titles() {
        return texts(".library-title");
    }

    List<String> details() {
        return texts(".library-details");
    }

    /** The rows' texts of one part, read in one script (the list may be redrawn between two WebDriver calls). */
    @SuppressWarnings("unchecked")
    private List<String> texts(String part) {
        return (List<String>) chrome.executeScript("return Array.from(document.querySelectorAll('#library-list "
                + part + "')).map(function (e) { return e.textContent; });");
    }

    /**
     * Waits for unfinished games' rows of these lengths ("2 moves"); the opening, when the table is in by then,
     * follows the length.
     */
    void waitForLengths(String... lengths) {
        page.waitUntil(SECONDS, "rows of " + List.of(lengths), () -> {
            List<String> shown = details();
            if (shown.size() != lengths.length) {
                return false;
            }
            for (int i = 0; i < lengths.length; i++) {
                String want = "* · " + lengths[i];
                if (!shown.get(i).equals(want) && !shown.get(i).startsWith(want + " · ")) {
                    return false;
                }
            }
            return true;
        });
    }

    /** Every game's PGN in the IndexedDB, read straight from it. */
    @SuppressWarnings("unchecked")
    List<String> storedGames() {
        return (List<String>) chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " var r = indexedDB.open('chess-library'); r.onsuccess = function () {"
                + " var q = r.result.transaction('games').objectStore('games').getAll();"
                + " q.onsuccess = function () { done(q.result.map(function (g) { return g.pgn; }));"
                + " r.result.close(); }; };");
    }

    @Test
    void aPlayedGameIsKeptAndOfferedWhenTheAppIsOpenedAgain() {
        emptyLibrary();
        page.play("e4", "e5", "Nf3");
        waitForLengths("2 moves");
        assertEquals(List.of("? – ?"), titles());
        assertTrue(storedGames().get(0).contains("1. e4 e5 2. Nf3"), storedGames().toString());

        chrome.navigate().refresh(); // a reload: the address holds the game, the tab its entry
        assertEquals(page.build(), ChromeBrowser.startedBuild(chrome));
        waitForCount("1 game");
        assertEquals(List.of("e4", "e5", "Nf3"), page.moveTexts());
        assertFalse(page.byId("library-offer").isDisplayed(), "the tab's own game is on the board: no offer");

        String first = chrome.getWindowHandle();
        chrome.switchTo().newWindow(WindowType.TAB); // the app opened again, at its bare address
        try {
            page.open("");
            page.waitUntil(SECONDS, "the offer to continue", () -> page.byId("library-offer").isDisplayed());
            String offer = page.text("library-offer-text");
            assertTrue(offer.startsWith("? – ?, * · 2 moves"), offer);
            assertEquals(List.of(), page.moveTexts(), "the offer does not replace the board by itself");
            page.byId("library-continue").click();
            page.waitUntil(SECONDS, "the game back on the board", () -> page.moveTexts().size() == 3);
            assertFalse(page.byId("library-offer").isDisplayed());
            page.play("Nc6");
            waitForLengths("2 moves");
            page.waitUntil(SECONDS, "the continued game kept in the same entry",
                    () -> storedGames().size() == 1 && storedGames().get(0).contains("2. Nf3 Nc6"));
        } finally {
            chrome.close();
            chrome.switchTo().window(first);
        }
    }

    @Test
    void aPgnFileIsImportedSearchedRenamedDeletedBroughtBackAndExported() throws IOException {
        emptyLibrary();
        Path file = temp.resolve("club.pgn");
        Files.writeString(file, FILE);
        // Counts the texts put where the PGN reader takes a staged text from (BrowserFiles.readTextToReader).
        chrome.executeScript("window.__staged = 0; var pieces = null; Object.defineProperty(window, 'chessPgnPieces',"
                + " { configurable: true, get: function () { return pieces; },"
                + " set: function (p) { if (p && p.length) { window.__staged++; } pieces = p; } });");
        page.byId("library-file").sendKeys(file.toString());
        waitForCount("3 games");
        assertEquals(1L, chrome.executeScript("return window.__staged;"), "the file's text went to the reader's side");
        assertNull(chrome.executeScript("return window.chessPgnPieces;"), "and the reader took it from there");
        assertEquals(List.of("Carlsen – Anna", "Ben – Dora", "Emil – Fay"), titles(), "in the file's order");
        assertEquals("Added 3 games to your games.", page.text("library-status"));
        assertEquals("1-0 · 3 moves", details().get(0));
        assertEquals(List.of(), Axe.violations(chrome, "[" + build() + "] the Games panel with three games"));

        page.byId("library-search").sendKeys("carlsen 1-0");
        page.waitUntil(SECONDS, "the search", () -> titles().equals(List.of("Carlsen – Anna")));
        assertEquals("1 of 3 games matches", page.text("library-count"));
        page.byId("library-search").sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.BACK_SPACE);
        page.waitUntil(SECONDS, "all rows again", () -> titles().size() == 3);

        chrome.findElement(By.cssSelector("[data-rename]")).click();
        WebElement name = page.byId("library-rename-input");
        assertEquals("Carlsen – Anna", name.getDomProperty("value"));
        name.sendKeys(Keys.chord(Keys.CONTROL, "a"), "Club final", Keys.ENTER);
        page.waitUntil(SECONDS, "the new name", () -> titles().get(0).equals("Club final"));
        assertFalse(page.byId("library-rename").isDisplayed());

        chrome.findElement(By.cssSelector("[data-delete]")).click();
        page.waitUntil(SECONDS, "the row gone", () -> titles().equals(List.of("Ben – Dora", "Emil – Fay")));
        assertEquals("Deleted “Club final”.", page.text("library-undo-text"));
        page.byId("library-undo").click();
        page.waitUntil(SECONDS, "the row back", () -> titles().size() == 3);
        assertEquals("Club final", titles().get(0), "back with its name");

        chrome.executeScript("window.__exported = null; var made = URL.createObjectURL;"
                + " URL.createObjectURL = function (blob) { window.__exported = blob; return made.call(URL, blob); };");
        page.byId("library-export").click();
        String exported = (String) chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " var wait = function () { if (window.__exported) { window.__exported.text().then(done); }"
                + " else { setTimeout(wait, 50); } }; wait();");
        assertTrue(exported.contains("[White \"Carlsen\"]") && exported.contains("[White \"Ben\"]")
                && exported.contains("1. c4 c5 1/2-1/2"), exported);

        chrome.findElements(By.cssSelector("[data-open]")).get(1).click();
        page.waitUntil(SECONDS, "the opened game", () -> page.moveTexts().equals(List.of("d4", "d5", "c4", "e6")));
    }

    @Test
    void aDamagedEntryIsSkippedWithANoteAndTheOthersAreListed() {
        emptyLibrary();
        page.play("d4", "d5");
        waitForLengths("1 move");
        chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " var r = indexedDB.open('chess-library'); r.onsuccess = function () {"
                + " var tx = r.result.transaction(['entries', 'games'], 'readwrite');"
                + " tx.objectStore('entries').put({ id: 'damaged', order: -Date.now() - 60000, rev: 1, meta: 42 });"
                + " tx.objectStore('entries').put({ id: 'later', order: -Date.now() - 60001, rev: 1,"
                + "   meta: 'chess-library 9\\ncreated 1\\n' });"
                + " tx.oncomplete = function () { r.result.close(); done(true); }; };");
        chrome.navigate().refresh();
        page.waitUntil(SECONDS, "the note", () -> page.text("library-status").contains("skipped"));
        assertEquals("2 saved games could not be read and were skipped: it was written by a newer version of the app"
                + " (format 9).",
                page.text("library-status"));
        assertEquals(1, details().size(), "the readable game is listed");
    }

    @Test
    void twoTabsOnOneGameKeepBothVersions() {
        emptyLibrary();
        page.play("e4", "e5");
        waitForLengths("1 move");
        String first = chrome.getWindowHandle();
        chrome.switchTo().newWindow(WindowType.TAB);
        String second = chrome.getWindowHandle();
        try {
            page.open("");
            waitForCount("1 game");
            chrome.findElement(By.cssSelector("[data-open]")).click();
            page.waitUntil(SECONDS, "the game in the second tab", () -> page.moveTexts().size() == 2);

            chrome.switchTo().window(first);
            page.play("Nf3");
            waitForLengths("2 moves");

            chrome.switchTo().window(second);
            page.play("Bc4");
            page.waitUntil(SECONDS, "the second tab's note", () -> page.text("library-status")
                    .contains("also changed in another tab"));
            page.waitUntil(SECONDS, "both versions stored", () -> storedGames().size() == 2);
            List<String> games = storedGames();
            assertTrue(games.stream().anyMatch(g -> g.contains("2. Nf3")), games.toString());
            assertTrue(games.stream().anyMatch(g -> g.contains("2. Bc4")), games.toString());
        } finally {
            chrome.switchTo().window(second);
            chrome.close();
            chrome.switchTo().window(first);
        }
    }

    @Test
    void blockedStorageIsSaidOnceAndTheAppStillPlays() {
        Map<String, Object> added = chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of(
                "source", "IDBFactory.prototype.open = function () {"
                        + " throw new DOMException('The operation is insecure.', 'SecurityError'); };"));
        try {
            page.open("");
            page.waitUntil(SECONDS, "the message", () -> page.text("library-status").contains("not keeping"));
            assertEquals("This browser is not keeping your games (storage is blocked or unavailable in this window)."
                    + " They are kept only while this page is open: use Export all or Download PGN to keep them.",
                    page.text("library-status"));
            page.play("e4", "e5", "Nf3");
            assertEquals(List.of("e4", "e5", "Nf3"), page.moveTexts());
            waitForLengths("2 moves"); // kept in memory
            assertEquals(1, countOf(page.text("library-status"), "not keeping"), "said once");
        } finally {
            chrome.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument",
                    Map.of("identifier", added.get("identifier")));
        }
    }

    private static int countOf(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
