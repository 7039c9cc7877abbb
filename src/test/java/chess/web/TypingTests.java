package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Text boxes keep what is typed while the engine works, in real headless Chromium against the WebAssembly build: a
 * FEN typed slowly while analysis reports arrive, or while the engine plays itself, and a move typed during analysis.
 * What keeps them is the page's Java, the same in the JavaScript build; what the engine's build changes runs against
 * both ({@link EngineFeelTests}).
 */
abstract class TypingTests extends PageTestBase {
    static final String START = ChromePageTests.START;
    static final String MATED = FeelTests.MATED;
    static final String STALEMATE = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

    TypingTests() {
        super(1280, 800);
    }

    /** Types {@code text} one character at a time with a pause after each, as a person does. */
    void typeSlowly(WebElement input, String text, int pauseMs) {
        for (char c : text.toCharArray()) {
            input.sendKeys(String.valueOf(c));
            PageDriver.sleep(pauseMs);
        }
    }

    /** Counts the engine reports drawn: each changes the depth, the score or the speed. */
    void countReports() {
        chrome.executeScript("window.__reports = 0; new MutationObserver(function () { window.__reports++; })"
                + ".observe(document.getElementById('analysis-box'), { subtree: true, childList: true,"
                + " characterData: true });");
    }

    long reports() {
        return ((Number) chrome.executeScript("return window.__reports;")).longValue();
    }

    @Test
    void aFenTypedSlowlyDuringAnalysisIsKeptAndLoads() {
        page.open("");
        chrome.findElement(By.id("analysis")).click();
        new Select(chrome.findElement(By.id("analysis-line-count"))).selectByValue("3"); // more reports
        WebElement fen = chrome.findElement(By.id("fen"));
        fen.click();
        fen.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.DELETE);
        countReports();
        typeSlowly(fen, STALEMATE, 150);
        assertEquals(STALEMATE, page.fenBox(), "nothing typed was lost");
        long reports = reports();
        System.out.println("[" + build() + "] engine reports drawn while the FEN was typed: " + reports);
        assertTrue(reports > 3, "the engine reported while the FEN was typed (" + reports + ")");
        fen.sendKeys(Keys.ENTER);
        assertEquals(STALEMATE, page.fenBox());
        assertEquals("Draw by stalemate", page.text("result"));
        assertEquals("h8, black king", page.square("h8").getDomAttribute("aria-label"));
    }

    @Test
    void aFenTypedDuringEngineVersusEngineIsKeptAndLoads() {
        page.open("#play=watch&level=1");
        page.waitUntil(10, "the engine's first move", () -> !page.fenBox().equals(START));
        WebElement fen = chrome.findElement(By.id("fen"));
        fen.click();
        fen.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.DELETE);
        String typed = MATED.substring(0, 30);
        typeSlowly(fen, typed, 60);
        assertEquals(typed, page.fenBox(), "the engine's moves did not overwrite the box");
        fen.sendKeys(MATED.substring(30), Keys.ENTER);
        assertEquals(MATED, page.fenBox());
        assertEquals("Checkmate: Black wins", page.text("result"));
    }

    @Test
    void aMoveTypedDuringAnalysisIsKept() {
        page.open("");
        chrome.findElement(By.id("analysis")).click();
        WebElement input = chrome.findElement(By.id("move-input"));
        typeSlowly(input, "Nf3", 150);
        assertEquals("Nf3", input.getDomProperty("value"));
        input.sendKeys(Keys.ENTER);
        assertEquals("", input.getDomProperty("value"));
        assertEquals("f3, white knight", page.square("f3").getDomAttribute("aria-label"));
    }
}
