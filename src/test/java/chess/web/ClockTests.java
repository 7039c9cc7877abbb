package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.Select;

/**
 * Games on the clock in real headless Chromium, against the WebAssembly GC build ({@link PageTestBase} says why one
 * build): both clocks move in a fast game against the engine, which answers on its own clock; the clocks follow the
 * board's orientation; a flag (the clocks' time moved forward through the page's test hook, {@code
 * window.chessClockSkew}) ends the game with the right result, and the PGN says so; custom values are checked; a
 * premove is played when the engine has moved. Waits are generous liveness bounds; nothing here times the page.
 */
abstract class ClockTests extends PageTestBase {
    ClockTests() {
        super(1280, 900);
    }

    private void chooseControl(String value) {
        new Select(page.byId("time-control")).selectByValue(value);
    }

    private String clock(String slot) {
        return page.text("clock-" + slot + "-time");
    }

    private String side(String slot) {
        return page.text("clock-" + slot + "-side");
    }

    private boolean running(String slot) {
        return page.byId("clock-" + slot).getDomAttribute("class").contains("running");
    }

    /** Moves the clocks' time forward by {@code ms} (the page adds it to performance.now()). */
    private void skew(int ms) {
        chrome.executeScript("window.chessClockSkew = (window.chessClockSkew || 0) + arguments[0];", ms);
    }

    /** Moves in the list (counted without reading them: the list may be redrawn meanwhile). */
    private int moveCount() {
        return chrome.findElements(org.openqa.selenium.By.cssSelector("#moves button[data-node]")).size();
    }

    private String copiedPgn() {
        page.byId("pgn-copy").click();
        return page.byId("copy-buffer").getDomProperty("value");
    }

    @Test
    void bothClocksMoveAndTheEngineAnswersOnItsClock() {
        page.open("#play=white&level=1");
        assertFalse(page.byId("clock-top").isDisplayed(), "untimed by default: no clocks");
        chooseControl("1+0");
        assertEquals("1:00", clock("top"));
        assertEquals("1:00", clock("bottom"));
        assertEquals("Black", side("top"), "the player's side at the bottom");
        assertEquals("White", side("bottom"));
        page.play("e4");
        page.waitUntil(20, "the engine's reply", () -> moveCount() == 2);
        assertTrue(running("bottom"), "the player's clock runs after the reply");
        assertFalse(running("top"));
        PageDriver.sleep(1500);
        assertNotEquals("1:00", clock("bottom"), "the player's clock has moved");
        page.play("d4");
        page.waitUntil(20, "the engine's second reply", () -> moveCount() == 4);
        String pgn = copiedPgn();
        assertTrue(pgn.contains("[TimeControl \"60\"]"), pgn);
        assertTrue(pgn.contains("1. e4 {[%clk 0:01:00]}"), pgn);
        assertTrue(pgn.matches("(?s).*1\\.\\.\\. \\S+ \\{\\[%clk 0:00:[0-5]\\d]}.*"), "Black's %clk: " + pgn);
        page.byId("flip").click();
        assertEquals("White", side("top"), "the clocks follow the board");

        skew(61_000); // the player's minute is up
        page.waitUntil(10, "the flag", () -> page.text("result").equals("White ran out of time: Black wins"));
        assertFalse(running("top") || running("bottom"), "both clocks stopped");
        assertEquals("0:00.0", clock("top"));
        page.play("Nf3");
        assertEquals(4, moveCount(), "the game is over");
        pgn = copiedPgn();
        assertTrue(pgn.contains("[Termination \"time forfeit\"]"), pgn);
        assertTrue(pgn.contains("[Result \"0-1\"]"), pgn);
    }

    @Test
    void aFlagAgainstALoneKingIsADraw() {
        page.open("#fen=8/8/8/4k3/8/8/3QK3/8%20w%20-%20-%200%201");
        chooseControl("3+2");
        page.play("Qd3", "Ke6");
        assertTrue(running("bottom"), "White's clock runs (White at the bottom)");
        skew(200_000);
        page.waitUntil(10, "the flag", () -> page.text("result")
                .equals("White ran out of time: Black cannot mate, a draw"));
        assertTrue(copiedPgn().contains("[Result \"1/2-1/2\"]"));
    }

    @Test
    void customValuesAreCheckedAndThePreviousControlKept() {
        page.open("");
        chooseControl("custom");
        page.byId("clock-minutes").clear();
        page.byId("clock-minutes").sendKeys("0");
        page.byId("clock-increment").clear();
        page.byId("clock-increment").sendKeys("0");
        page.byId("clock-set").click();
        assertEquals("0 minutes and 0 seconds a move is no time at all: give minutes or an increment.",
                page.text("clock-error"));
        assertFalse(page.byId("clock-top").isDisplayed(), "still untimed");
        page.byId("clock-minutes").clear();
        page.byId("clock-minutes").sendKeys("9999");
        page.byId("clock-set").click();
        assertEquals("Minutes: 9999 is too long; at most 600 (10 hours).", page.text("clock-error"));
        page.byId("clock-minutes").clear();
        page.byId("clock-minutes").sendKeys("0.5");
        page.byId("clock-increment").clear();
        page.byId("clock-increment").sendKeys("1");
        page.byId("clock-set").click();
        assertEquals("", page.text("clock-error"));
        assertEquals("0:30", clock("bottom"));
        page.play("e4", "e5");
        assertTrue(copiedPgn().contains("[TimeControl \"30+1\"]"));
    }

    @Test
    void aPremoveIsPlayedOnceTheEngineHasMoved() {
        page.open("#play=white&level=10");
        chooseControl("30+0"); // the engine takes its time: the premove is entered while it thinks
        page.play("e4");
        page.square("g1").click();
        page.square("f3").click();
        assertTrue(page.square("f3").getDomAttribute("class").contains("premove"), "shown as pending");
        assertTrue(page.square("g1").getDomAttribute("class").contains("premove"));
        assertEquals(List.of("e4"), page.moveTexts());
        page.byId("move-now").click();
        page.waitUntil(20, "the premove", () -> moveCount() == 3);
        assertEquals("Nf3", page.moveTexts().get(2));
        assertFalse(page.square("f3").getDomAttribute("class").contains("premove"));
    }

    @Test
    void aHiddenTabNeitherFreezesNorSkipsTime() throws InterruptedException {
        page.open("");
        chooseControl("10+5");
        page.play("e4", "e5"); // White's clock runs from here
        chrome.executeScript("window.hiddenCount = 0; document.addEventListener('visibilitychange', function () {"
                + " if (document.hidden) { window.hiddenCount++; } });");
        String app = chrome.getWindowHandle();
        long start = System.nanoTime();
        chrome.switchTo().newWindow(org.openqa.selenium.WindowType.TAB);
        chrome.get("about:blank");
        Thread.sleep(4000);
        chrome.close();
        chrome.switchTo().window(app);
        double away = (System.nanoTime() - start) / 1e9;
        assertEquals(1L, chrome.executeScript("return window.hiddenCount;"), "the page was hidden once");
        page.waitUntil(5, "the clock redrawn", () -> !clock("bottom").equals("10:00"));
        String shown = clock("bottom");
        int left = Integer.parseInt(shown.substring(0, shown.indexOf(':'))) * 60
                + Integer.parseInt(shown.substring(shown.indexOf(':') + 1));
        int used = 600 - left;
        assertTrue(used >= 3, "the hidden time was counted: " + shown + " after " + away + " s away");
        assertTrue(used <= away + 30, "and not more than passed: " + shown + " after " + away + " s away");
    }
}
