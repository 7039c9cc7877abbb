package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.cli.SiteServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * Opening names in real headless Chromium, against the WebAssembly GC build ({@link PageTestBase} says why one build):
 * the name under the board and above the moves after moves are played, after a PGN import (and in its game list), for a
 * transposition, in the exported PGN and the review; and a site without the table, where the app plays on without names
 * (the standalone file, which has the JavaScript build only, is checked by {@link StandaloneFileChromeIT}).
 */
abstract class OpeningTests extends PageTestBase {
    static final String GIUOCO = "C50 Italian Game: Giuoco Piano";
    /** The table is fetched after the first paint and read in one task: generous, for a busy machine. */
    static final int TABLE_SECONDS = 30;
    private SiteServer withoutTable;

    OpeningTests() {
        super(1280, 800);
    }

    @Override
    boolean sharesTheBrowser() {
        return false; // one of its pages comes from a server of its own (ChromeTestBase)
    }

    void waitForName(String name) {
        page.waitUntil(TABLE_SECONDS, "the opening name '" + name + "' under the board",
                () -> name.equals(page.byId("opening").getText()));
    }

    /** The game list's rows as shown, read in one script: the list may be redrawn between two WebDriver calls. */
    @SuppressWarnings("unchecked")
    List<String> rows() {
        return (List<String>) chrome.executeScript("return Array.from(document.querySelectorAll('#games-list button'))"
                + ".map(function (b) { return b.innerText.trim(); });");
    }

    void importPgn(String pgn) {
        chrome.executeScript("arguments[0].value = arguments[1];", page.byId("pgn-text"), pgn);
        page.byId("pgn-import").click();
    }

    @Test
    void theNameAppearsAfterMovesAndFollowsTheShownMove() {
        page.open("");
        page.play("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5");
        waitForName(GIUOCO);
        assertEquals(GIUOCO, page.text("moves-opening"), "above the move list too");
        page.play("a3"); // out of the book: the name is the last named position's
        assertEquals(GIUOCO, page.text("opening"));
        page.byId("nav-back").click();
        page.byId("nav-back").click();
        assertEquals("C50 Italian Game", page.text("opening"));
        page.byId("nav-start").click();
        assertFalse(page.byId("opening").isDisplayed(), "the start position has no name");
        page.byId("pgn-copy").click();
        String pgn = page.byId("copy-buffer").getDomProperty("value");
        assertTrue(pgn.contains("[ECO \"C50\"]") && pgn.contains("[Opening \"Italian Game: Giuoco Piano\"]"), pgn);
    }

    @Test
    void aTranspositionIsNamedByThePosition() {
        page.open("");
        page.play("Nf3", "Nc6", "e4", "e5", "Bc4", "Bc5");
        waitForName(GIUOCO);
    }

    @Test
    void anImportedGameAndTheGameListAreNamed() {
        page.open("");
        page.play("e4", "c5");
        waitForName("B20 Sicilian Defense"); // the table is in
        importPgn("[White \"Tagged\"]\n[Opening \"Sicilian by its tag\"]\n\n1. e4 c5 *\n\n"
                + "[White \"Untagged\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n");
        page.waitUntil(TABLE_SECONDS, "the untagged game named from its moves", () -> rows().size() == 2
                && rows().get(1).endsWith("Normal Defense"));
        List<String> rows = rows();
        assertTrue(rows.get(0).endsWith(", Sicilian by its tag"), "from its tag: " + rows.get(0));
        assertTrue(rows.get(1).endsWith(", D35 Queen's Gambit Declined: Normal Defense"), "from its moves: " + rows.get(1));
        chrome.findElement(By.cssSelector("#games-list button[data-game='2']")).click();
        assertFalse(page.byId("opening").isDisplayed(), "an imported game opens at its start");
        page.byId("nav-end").click();
        assertEquals("D35 Queen's Gambit Declined: Normal Defense", page.text("opening"));
    }

    @Test
    void withoutTheTableTheAppPlaysOnWithoutNames(@TempDir Path copy) throws IOException {
        TestSite.copyTree(TestSite.builtDir(), copy);
        Files.delete(copy.resolve("openings.txt"));
        withoutTable = SiteServer.start(copy, 0);
        page.load(withoutTable.url() + "?build=" + build());
        page.waitUntil(TABLE_SECONDS, "the page to say why there are no names",
                () -> page.byId("opening").getDomAttribute("title").contains("HTTP 404"));
        page.play("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5");
        assertEquals("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", page.fenBox());
        assertEquals(6, page.moveTexts().size());
        assertFalse(page.byId("opening").isDisplayed());
        assertFalse(page.byId("moves-opening").isDisplayed());
    }

    @Test
    void theReviewNamesTheOpeningAndTheMoveThatLeftTheory() {
        page.open("");
        page.play("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "a3");
        waitForName(GIUOCO);
        new Select(page.byId("review-depth")).selectByValue("quick");
        page.byId("review-start").click();
        page.waitUntil(ReviewTests.REVIEW_SECONDS, "the review's summary", () -> page.byId("review-opening").isDisplayed());
        assertEquals("Opening: C50 Italian Game: Giuoco Piano, out of known theory with 4. a3.",
                page.text("review-opening"));
    }

    @AfterAll
    void stopServer() {
        if (withoutTable != null) {
            withoutTable.close();
        }
    }
}
