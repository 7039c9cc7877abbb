package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * How a review runs, in real headless Chromium against the WebAssembly GC build ({@link PageTestBase} says why one
 * build): cancelled, it resumes where it stopped; on a phone its panel fits the screen; two review workers start
 * with the review and give the same evaluations and marks as one.
 */
abstract class ReviewRunTests extends ReviewTestBase {
    @Test
    void aCancelledReviewResumesWhereItStopped() {
        page.open("");
        importMiniature();
        new Select(chrome.findElement(By.id("review-depth"))).selectByValue("standard");
        chrome.findElement(By.id("review-start")).click();
        WebElement progress = chrome.findElement(By.id("review-progress"));
        page.waitUntil(REVIEW_SECONDS, "a position reviewed", () -> !"0".equals(progress.getDomAttribute("value")));
        chrome.findElement(By.id("review-cancel")).click();
        String status = page.text("review-status");
        assertTrue(status.startsWith("Review stopped at "), status);
        assertEquals("Resume review", chrome.findElement(By.id("review-start")).getText());
        assertTrue(chrome.findElement(By.id("review-graph")).isDisplayed(), "what was found stays on the graph");
        chrome.findElement(By.id("review-start")).click();
        page.waitUntil(REVIEW_SECONDS, "the review to finish", () -> !reviewRunning());
        assertEquals("Review game", chrome.findElement(By.id("review-start")).getText());
        assertEquals(15, chrome.findElements(By.cssSelector("#review-graph g.point")).size());
        assertTrue(page.moveTexts().contains("Nxf7??"), page.moveTexts().toString());

        // The review lives in the game (evals and marks), so its link shows it again with no engine at work.
        chrome.findElement(By.id("share")).click();
        String link = page.address();
        page.load(link);
        assertEquals(15, chrome.findElements(By.cssSelector("#review-graph g.point")).size());
        assertTrue(page.moveTexts().contains("Nxf7??"), page.moveTexts().toString());
        assertTrue(chrome.findElement(By.id("review-summary")).isDisplayed());
    }

    @Test
    void onAPhoneTheReviewFitsTheScreenAndItsButtonsAreBigEnough() {
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", java.util.Map.of("width", 360, "height", 740,
                "deviceScaleFactor", 2, "mobile", true));
        try {
            page.open("");
            chrome.findElement(By.id("tab-import")).click(); // a phone shows one part of the panel at a time
            importMiniature();
            chrome.findElement(By.id("tab-moves")).click(); // the review is under the move list
            new Select(chrome.findElement(By.id("review-depth"))).selectByValue("quick");
            chrome.findElement(By.id("review-start")).click();
            page.waitUntil(REVIEW_SECONDS, "the review to finish", () -> !reviewRunning());
            @SuppressWarnings("unchecked")
            java.util.Map<String, Object> m = (java.util.Map<String, Object>) chrome.executeScript(
                    "var panel = document.getElementById('review').getBoundingClientRect(),"
                    + " graph = document.querySelector('#review-graph svg').getBoundingClientRect(), small = [];"
                    + " document.querySelectorAll('#review button, #review select').forEach(function (e) {"
                    + "   var r = e.getBoundingClientRect();"
                    + "   if (r.width > 0 && (r.width < 32 || r.height < 32)) { small.push(e.textContent); } });"
                    + " return { width: document.documentElement.clientWidth,"
                    + "   scrollWidth: document.documentElement.scrollWidth, panelWidth: panel.width,"
                    + "   graphWidth: graph.width, graphHeight: graph.height, small: small };");
            assertEquals(m.get("width"), m.get("scrollWidth"), "nothing sticks out sideways");
            double graphWidth = ((Number) m.get("graphWidth")).doubleValue();
            assertEquals(((Number) m.get("panelWidth")).doubleValue(), graphWidth, 1, "the graph spans the panel");
            assertTrue(((Number) m.get("graphHeight")).doubleValue() >= 60, "a readable graph: " + m);
            assertEquals(List.of(), m.get("small"), "touch targets under 32 px");
        } finally {
            chrome.executeCdpCommand("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
        }
    }

    /**
     * The page with {@code ?reviewWorkers=n} reviews the miniature at Quick; returns the PGN it copies and how many
     * workers the page made before the review (first paint and import) and for it, counted by a wrapper of the
     * Worker constructor installed before the page's scripts.
     */
    @SuppressWarnings("unchecked")
    Object[] reviewWithWorkers(int n) {
        String counter = String.valueOf(((java.util.Map<String, Object>) chrome.executeCdpCommand(
                "Page.addScriptToEvaluateOnNewDocument", java.util.Map.of("source",
                        "window.__workersMade = 0; (function () { var Real = window.Worker;"
                        + " window.Worker = function (url) { window.__workersMade++; return new Real(url); }; })();")))
                .get("identifier"));
        try {
            page.open("&reviewWorkers=" + n, "");
            importMiniature();
            long before = ((Number) chrome.executeScript("return window.__workersMade;")).longValue();
            new Select(chrome.findElement(By.id("review-depth"))).selectByValue("quick");
            chrome.findElement(By.id("review-start")).click();
            page.waitUntil(REVIEW_SECONDS, "the review to finish", () -> !reviewRunning());
            long during = ((Number) chrome.executeScript("return window.__workersMade;")).longValue() - before;
            chrome.findElement(By.id("pgn-copy")).click();
            return new Object[] {chrome.findElement(By.id("copy-buffer")).getDomProperty("value"), before, during};
        } finally {
            chrome.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument", java.util.Map.of("identifier",
                    counter));
        }
    }

    @Test
    void twoReviewWorkersStartWithTheReviewAndGiveTheSameEvaluationsAndMarksAsOne() {
        Object[] one = reviewWithWorkers(1);
        Object[] two = reviewWithWorkers(2);
        assertEquals(0L, two[1], "no review worker before a review is asked for");
        assertEquals(1L, one[2], "one review worker");
        assertEquals(2L, two[2], "two review workers, started by the review");
        String pgn = (String) two[0];
        assertTrue(pgn.contains("[%eval ") && (pgn.contains("5. Nxf7 $4") || pgn.contains("5. Nxf7??")), pgn);
        assertEquals(one[0], pgn, "the same scores and marks, whichever worker searched which position");
    }
}
