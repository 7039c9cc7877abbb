package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The game review and the analysis lines in real headless Chromium, once per build (JavaScript and WebAssembly GC,
 * by the two *IT subclasses), since the engine that reviews and analyses is each build's own: a miniature with a
 * losing blunder reviewed at Quick depth (marks, graph, moments, the better line, the PGN with evaluations), and the
 * analysis's lines and arrow.
 */
abstract class ReviewTests extends ReviewTestBase {
    @Test
    void aQuickReviewMarksTheBlunderDrawsTheGraphAndExportsTheEvaluations() {
        page.open("");
        importMiniature();
        new Select(chrome.findElement(By.id("review-depth"))).selectByValue("quick");
        WebElement start = chrome.findElement(By.id("review-start"));
        assertEquals("Review game", start.getText());
        start.click();
        WebElement progress = chrome.findElement(By.id("review-progress"));
        assertEquals("15", progress.getDomAttribute("aria-valuemax"), "15 positions: the start and 14 moves");
        assertTrue(chrome.findElement(By.id("review-cancel")).isDisplayed(), "Cancel while it runs");
        assertFalse(start.isDisplayed());
        // The board stays usable while the review runs: a step back and forth.
        chrome.findElement(By.id("nav-end")).click();
        assertEquals("Nf3#", currentMove());
        page.waitUntil(REVIEW_SECONDS, "the review to finish", () -> !reviewRunning());
        assertTrue(start.isDisplayed());

        List<String> moves = page.moveTexts();
        assertTrue(moves.contains("Nxf7??"), "5. Nxf7 allows mate in three: " + moves);
        assertFalse(moves.contains("Nf3#??") || moves.contains("Qg5??"), "Black played well: " + moves);

        List<WebElement> points = chrome.findElements(By.cssSelector("#review-graph g.point"));
        assertEquals(15, points.size(), "one point per position");
        String line = chrome.findElement(By.cssSelector("#review-graph path.graph-line")).getDomAttribute("d");
        assertEquals(14, line.chars().filter(c -> c == 'L').count(), "one unbroken line through 15 points: " + line);
        assertTrue(chrome.findElements(By.cssSelector("#review-graph circle.dot.blunder")).size() >= 1);
        // The dots, made, moved and removed result by result, end as one per marked move (?!, ? or ??).
        assertEquals(moves.stream().filter(m -> m.endsWith("?") || m.endsWith("?!")).count(),
                chrome.findElements(By.cssSelector("#review-graph circle.dot")).size(), "one dot per marked move");
        assertEquals("5. Nxf7??", chrome.findElement(By.cssSelector("#review-graph g.point:nth-child(10) title"))
                .getDomProperty("textContent").split(":")[0]);

        WebElement summary = chrome.findElement(By.id("review-summary"));
        assertTrue(summary.isDisplayed());
        assertTrue(Integer.parseInt(page.text("review-w-blunders")) >= 1, page.text("review-w-blunders"));
        assertTrue(page.text("review-w-accuracy").matches("\\d+\\.\\d%"), page.text("review-w-accuracy"));
        assertTrue(page.text("review-b-acpl").matches("\\d+"), page.text("review-b-acpl"));

        // The moments, updated in place result by result, end as the marked moves of the line, in order, once each.
        List<String> momentMoves = chrome.findElements(By.cssSelector("#review-moments .moment-label")).stream()
                .map(e -> e.getText().replaceFirst("^\\d+\\.(\\.\\.)? ", "")).toList();
        assertEquals(moves.stream().filter(m -> m.endsWith("?") || m.endsWith("?!")).toList(), momentMoves);
        WebElement moment = chrome.findElements(By.cssSelector("#review-moments button")).stream()
                .filter(b -> b.getText().startsWith("5. Nxf7??")).findFirst().orElseThrow();
        assertTrue(moment.getText().contains("Blunder") && moment.getText().endsWith(" was best"), moment.getText());
        moment.click();
        assertEquals("Nxf7??", currentMove());
        assertEquals("true", moment.getDomAttribute("aria-current"));
        assertEquals(1, chrome.findElements(By.cssSelector("#review-moments [aria-current='true']")).size());
        assertTrue(page.text("review-verdict").startsWith("Blunder (??): White's winning chances fell from "),
                page.text("review-verdict"));
        assertTrue(page.text("review-better-line").startsWith("Better: 5. "), page.text("review-better-line"));
        assertEquals(List.of(), Axe.violations(chrome, "[" + build() + "] a finished review"),
                "the review's marks, table and moments are readable");

        points.get(3).click(); // the graph's fourth point: after 2. Nf3
        assertEquals("Nf3", currentMove());
        moment.click();

        assertEquals(0, chrome.findElements(By.cssSelector("#moves .variation")).size());
        chrome.findElement(By.id("review-better")).click();
        assertEquals(1, chrome.findElements(By.cssSelector("#moves .variation")).size(), "the better line added");
        assertEquals(1, chrome.findElements(By.cssSelector("#moves .variation [aria-current='true']")).size(),
                "its first move shown");

        chrome.findElement(By.id("pgn-copy")).click();
        String pgn = chrome.findElement(By.id("copy-buffer")).getDomProperty("value");
        assertTrue(pgn.contains("[%eval "), pgn);
        assertTrue(pgn.contains("5. Nxf7 $4") || pgn.contains("5. Nxf7??"), pgn);
    }

    @SuppressWarnings("unchecked")
    private List<List<String>> analysisRows() {
        return (List<List<String>>) chrome.executeScript("return [].map.call("
                + "document.querySelectorAll('#analysis-lines li'), function (li) {"
                + " return [li.className, li.textContent]; });");
    }

    /** Analysis with three lines (the engine's MultiPV) and the best-move arrow. */
    @Test
    void analysisShowsItsLinesAndTheBestMoveArrow() {
        page.open("#fen=r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R_w_KQkq_-_2_3");
        chrome.findElement(By.id("analysis")).click();
        new Select(chrome.findElement(By.id("analysis-line-count"))).selectByValue("3");
        // Each read in one go: every engine report redraws the rows.
        List<List<String>> rows = new java.util.ArrayList<>();
        page.waitUntil(20, "three analysis lines", () -> {
            rows.clear();
            rows.addAll(analysisRows());
            return rows.size() == 3;
        });
        assertEquals("best", rows.get(0).get(0));
        java.util.Set<String> firstMoves = new java.util.HashSet<>();
        for (List<String> row : rows) {
            assertTrue(row.get(1).matches("[+-]?\\d+\\.\\d\\d 3\\. .*|#-?\\d+ 3\\. .*"), row.get(1));
            firstMoves.add(row.get(1).split(" ")[2]);
        }
        assertEquals(3, firstMoves.size(), "three different moves: " + rows);
        assertFalse(chrome.findElement(By.id("pv")).isDisplayed(), "the rows replace the one-line readout");

        WebElement arrow = chrome.findElement(By.cssSelector("#arrow-layer g.best-move"));
        page.waitUntil(10, "the best-move arrow", () -> arrow.getDomAttribute("display") == null);
        int[] shaft = shaft();
        assertTrue(shaft[0] != shaft[2] || shaft[1] != shaft[3], "a shaft of some length");
        assertEquals("none", chrome.executeScript(
                "return getComputedStyle(document.getElementById('arrow-layer')).pointerEvents;"));
        // The arrow lies over the board exactly.
        assertEquals(chrome.findElement(By.id("board")).getRect(), chrome.findElement(By.id("arrow-layer")).getRect());

        chrome.findElement(By.id("stop")).click(); // a fixed best move, so the flipped arrow can be compared
        shaft = shaft();
        chrome.findElement(By.id("flip")).click();
        int[] flipped = shaft();
        for (int i = 0; i < 4; i++) {
            assertEquals(800 - shaft[i], flipped[i], 1, "mirrored on the flipped board"); // 1: rounding
        }

        WebElement toggle = chrome.findElement(By.id("best-arrow"));
        assertEquals("true", toggle.getDomAttribute("aria-pressed"));
        toggle.click();
        assertEquals("false", toggle.getDomAttribute("aria-pressed"));
        assertEquals("none", arrow.getDomAttribute("display"));

        new Select(chrome.findElement(By.id("analysis-line-count"))).selectByValue("1");
        assertTrue(chrome.findElement(By.id("pv")).isDisplayed());
        assertFalse(chrome.findElement(By.id("analysis-lines")).isDisplayed());
    }

    /** The arrow's shaft: x1, y1, x2, y2 in the layer's 800 x 800 units. */
    private int[] shaft() {
        WebElement line = chrome.findElement(By.cssSelector("#arrow-layer line.arrow-shaft"));
        int[] xy = new int[4];
        String[] names = {"x1", "y1", "x2", "y2"};
        for (int i = 0; i < 4; i++) {
            xy[i] = Integer.parseInt(line.getDomAttribute(names[i]));
        }
        return xy;
    }
}
