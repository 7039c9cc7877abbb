package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * How the page feels while the engine works, in real headless Chromium, once per build (the Js and Wasm *IT
 * subclasses): text boxes keep what is typed while engine reports arrive, the focus stays on a chosen move,
 * messages are announced once, axe-core finds nothing in the states visited, analysis with moves played by clicks
 * keeps the main thread free, and the repetition rule is explained and kept across reloads; moves glide (not
 * dragged ones, not jumps, not under reduced motion) and sound, and the sounds can be muted.
 */
abstract class FeelTests extends PageTestBase {
    static final String START = ChromePageTests.START;
    /** Fool's mate: Black has mated. */
    static final String MATED = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    static final String STALEMATE = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

    FeelTests() {
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

    // ---- 1. text boxes are not overwritten ------------------------------------------------------------------

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

    // ---- 4. Stop ends analysis; a finished game shows its result --------------------------------------------

    @Test
    void stopTurnsAnalysisOffAndAFinishedGameShowsItsResult() {
        page.open("");
        chrome.findElement(By.id("analysis")).click();
        page.waitUntil(10, "analysis output", () -> page.text("depth").startsWith("Depth "));
        chrome.findElement(By.id("stop")).click();
        assertEquals("false", chrome.findElement(By.id("analysis")).getDomAttribute("aria-pressed"));
        assertEquals("Analysis stopped", page.text("engine-status"));
        page.square("e2").click();
        page.square("e4").click();
        PageDriver.sleep(500);
        assertEquals("", page.text("engine-status"), "the next move is not analysed");
        assertFalse(chrome.findElement(By.id("analysis-box")).isDisplayed());
        page.open("#fen=" + MATED.replace(' ', '_'));
        chrome.findElement(By.id("analysis")).click();
        page.waitUntil(5, "the result in the evaluation", () -> "0-1".equals(page.text("eval-score")));
        assertEquals("Checkmate: Black wins", page.text("pv"));
        assertEquals("Checkmate: Black wins", chrome.findElement(By.id("eval-bar")).getDomAttribute("aria-valuetext"));
    }

    // ---- 3. accessibility -----------------------------------------------------------------------------------

    @Test
    void theFocusStaysOnAChosenMove() {
        page.open("");
        page.play("e4", "e5", "Nf3");
        chrome.findElement(By.id("analysis")).click();
        chrome.findElement(By.cssSelector("#moves button[data-node='1']")).click();
        assertEquals("1", focusedMove(), "focus on the clicked move");
        // Safari and Firefox on the Mac do not focus a clicked button: a click from script does not either.
        chrome.executeScript("document.getElementById('move-input').focus();"
                + " document.querySelector(\"#moves button[data-node='3']\").click();");
        assertEquals("3", focusedMove(), "focus on the chosen move");
        // The move list may be drawn again after each step (analysis restarts): wait for each step to land before
        // the next, or a key can reach the button the list is replacing (seen failing 2 runs in 4).
        chrome.switchTo().activeElement().sendKeys(Keys.ARROW_LEFT);
        page.waitUntil(5, "focus on move 2 after the left arrow", () -> "2".equals(focusedMove()));
        chrome.findElement(By.cssSelector("#moves button[data-node='1']")).click();
        page.waitUntil(5, "focus on the clicked move 1", () -> "1".equals(focusedMove()));
        chrome.switchTo().activeElement().sendKeys(Keys.ARROW_RIGHT);
        page.waitUntil(5, "and it follows the keys: focus on move 2", () -> "2".equals(focusedMove()));
    }

    /** The data-node of the focused element (a move button), or null. */
    private String focusedMove() {
        return chrome.switchTo().activeElement().getDomAttribute("data-node");
    }

    /** The live regions (aria-live, role status/alert/log) whose text contains {@code words}. */
    long liveRegionsSaying(String words) {
        return ((Number) chrome.executeScript("var words = arguments[0];"
                + " return [].slice.call(document.querySelectorAll("
                + "'[aria-live], [role=status], [role=alert], [role=log]')).filter(function (e) {"
                + " return e.textContent.indexOf(words) >= 0; }).length;", words)).longValue();
    }

    @Test
    void hintsAndCopiesAreAnnouncedOnce() {
        page.open("");
        chrome.findElement(By.id("hint")).click();
        page.waitUntil(10, "the hint", () -> page.text("hint-text").startsWith("Hint: "));
        // Said when the hint search ends (the box shows the best move so far before that).
        page.waitUntil(10, "the hint said", () -> liveRegionsSaying("Hint: ") > 0);
        assertEquals(1, liveRegionsSaying("Hint: "), "the hint is said once");
        chrome.findElement(By.id("fen-copy")).click();
        page.waitUntil(5, "the copy", () -> !page.text("copied").isEmpty());
        assertEquals(1, liveRegionsSaying("FEN copied") + liveRegionsSaying("copy the FEN by hand"),
                "the copy is said once");
    }

    @Test
    void squaresDescribeTheirStateAndTheFenBoxItsError() {
        page.open("");
        page.square("e2").click();
        assertEquals("sq-selected", page.square("e2").getDomAttribute("aria-describedby"));
        assertEquals("sq-target", page.square("e4").getDomAttribute("aria-describedby"));
        assertEquals("legal move", chrome.findElement(By.id("sq-target")).getAttribute("textContent"));
        page.square("e4").click();
        assertEquals("sq-last", page.square("e4").getDomAttribute("aria-describedby"));
        assertEquals("e4, white pawn", page.square("e4").getDomAttribute("aria-label"));
        WebElement fen = chrome.findElement(By.id("fen"));
        assertEquals("fen-error", fen.getDomAttribute("aria-describedby"));
        assertEquals("false", fen.getDomAttribute("aria-invalid"));
        fen.sendKeys(Keys.chord(Keys.CONTROL, "a"), "not a fen", Keys.ENTER);
        assertEquals("true", fen.getDomAttribute("aria-invalid"));
        assertFalse(page.text("fen-error").isEmpty());
    }

    /** Runs axe-core on the page (its WCAG rules and best practices, and label-content-name-mismatch). */
    List<String> axeViolations(String state) {
        return Axe.violations(chrome, "[" + build() + "] " + state);
    }

    @Test
    void axeFindsNoViolationsInTheStatesVisited() {
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        List<String> all = new ArrayList<>();
        page.open("");
        all.addAll(axeViolations("start"));
        page.square("e2").click();
        all.addAll(axeViolations("piece picked up"));
        page.square("e4").click();
        chrome.findElement(By.id("analysis")).click();
        page.waitUntil(10, "analysis output", () -> page.text("depth").startsWith("Depth "));
        all.addAll(axeViolations("analysis"));
        chrome.findElement(By.id("stop")).click();
        WebElement fen = chrome.findElement(By.id("fen"));
        fen.sendKeys(Keys.chord(Keys.CONTROL, "a"), "8/8/8/8/8/8/8/8 w - - 0 x", Keys.ENTER);
        assertFalse(page.text("fen-error").isEmpty());
        all.addAll(axeViolations("FEN error"));
        page.open("#fen=8/P6k/8/8/8/8/8/K7_w_-_-_0_1");
        page.square("a7").click();
        page.square("a8").click();
        assertTrue(chrome.findElement(By.id("promotion")).isDisplayed());
        all.addAll(axeViolations("promotion"));
        page.open("#fen=" + MATED.replace(' ', '_'));
        chrome.findElement(By.id("analysis")).click();
        all.addAll(axeViolations("checkmate"));
        chrome.findElement(By.id("mute")).click();
        assertEquals("true", chrome.findElement(By.id("mute")).getDomAttribute("aria-pressed"));
        all.addAll(axeViolations("sounds muted"));
        chrome.findElement(By.id("mute")).click(); // the browser keeps it: leave the sounds on for the next tests
        Dimension wide = chrome.manage().window().getSize();
        try {
            chrome.manage().window().setSize(new Dimension(360, 740));
            page.open("");
            all.addAll(axeViolations("phone width"));
        } finally {
            chrome.manage().window().setSize(wide);
        }
        assertEquals(List.of(), all);
    }

    // ---- 2. the main thread while analysing -------------------------------------------------------------------

    /**
     * A main-thread task or a typical click (the median) this long means the page froze: the one bound the analysis
     * test holds them to, which a loaded 2-core machine passes. The goal is 50 ms; the real figures are measured and
     * printed by AnalysisJankProbe and LongTaskProbe (src/tools), see docs/web.md.
     */
    static final int FREEZE_MS = 5000;

    /** Records long tasks and the Event Timing of clicks (input to the next paint) from now on. */
    void recordMainThread() {
        chrome.executeScript("window.__lt = []; window.__clicks = [];"
                + " var t0 = performance.now();" // the start-up before now is not counted
                + " new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
                + "   if (e.startTime >= t0) { window.__lt.push(e.duration); } }); })"
                + "   .observe({ type: 'longtask', buffered: true });"
                + " new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
                + "   if (e.name === 'click' && e.startTime >= t0) { window.__clicks.push(e.duration); } }); })"
                + "   .observe({ type: 'event', durationThreshold: 16, buffered: true });");
    }

    @SuppressWarnings("unchecked")
    static double max(Object values) {
        double max = 0;
        for (Object v : (List<Object>) values) {
            max = Math.max(max, ((Number) v).doubleValue());
        }
        return max;
    }

    @Test
    @SuppressWarnings("unchecked")
    void analysingWhileMovesArePlayedKeepsTheMainThreadFree() {
        page.open("");
        chrome.findElement(By.id("analysis")).click();
        page.waitUntil(10, "analysis output", () -> page.text("depth").startsWith("Depth "));
        PageDriver.sleep(1000);
        recordMainThread();
        String[][] moves = {{"e2", "e4"}, {"e7", "e5"}, {"g1", "f3"}, {"b8", "c6"}, {"f1", "c4"}, {"g8", "f6"},
            {"d2", "d3"}, {"f8", "c5"}};
        for (String[] m : moves) {
            page.square(m[0]).click();
            page.square(m[1]).click();
            PageDriver.sleep(1000);
        }
        PageDriver.sleep(500);
        Object tasks = chrome.executeScript("return window.__lt;");
        Object clicks = chrome.executeScript("return window.__clicks;");
        double worstTask = max(tasks);
        double worstClick = max(clicks);
        List<Double> clickMs = new ArrayList<>();
        for (Object c : (List<Object>) clicks) {
            clickMs.add(((Number) c).doubleValue());
        }
        while (clickMs.size() < 2 * moves.length) {
            clickMs.add(16.0); // a click under 16 ms to the next paint is not reported
        }
        java.util.Collections.sort(clickMs);
        double medianClick = clickMs.get(clickMs.size() / 2);
        System.out.println("[" + build() + "] analysing, 8 moves 1 s apart: long tasks (ms) " + tasks
                + ", longest " + Math.round(worstTask) + "; clicks to the next paint over 16 ms " + clicks
                + ", median " + Math.round(medianClick) + ", longest " + Math.round(worstClick));
        assertTrue(page.text("engine-status").startsWith("Analysing"), page.text("engine-status"));
        assertEquals(moves.length, page.moveTexts().size(), "every move was played: " + page.moveTexts());
        // On a 2-core machine the analysing worker and the start of each new one (every move ends a search by
        // ending its worker) compete with the page for the CPU, and a busy machine adds spikes of several hundred
        // ms to single tasks and clicks: the test only catches a freeze (FREEZE_MS) and prints the figures.
        assertTrue(worstTask < FREEZE_MS, "a main-thread task took " + worstTask + " ms");
        assertTrue(medianClick < FREEZE_MS, "clicks took " + medianClick + " ms to the next paint (median)");
    }

    /**
     * Counts the search reports (lines with a node count) every engine worker of the page posts, and the workers the page ends, from a wrapper around
     * the Worker constructor installed before the page's scripts; returns the script's id, to remove it.
     */
    @SuppressWarnings("unchecked")
    String countWorkerLines() {
        String wrapper = "window.__workerLines = 0; window.__workersEnded = 0; window.__workersMade = 0;"
                + " window.__linesOf = []; window.__tablesShared = 0; window.__npsOf = [];"
                + " (function () { var Real = window.Worker;"
                + " window.Worker = function (url) { var index = window.__workersMade++; var w = new Real(url);"
                + "   window.__linesOf[index] = 0;"
                + "   w.addEventListener('message', function (e) { var line = String(e.data);"
                + "     if (line.indexOf('hash table shared') >= 0) { window.__tablesShared++; }"
                + "     if (line.indexOf(' nodes ') >= 0) { window.__workerLines++; window.__linesOf[index]++; }"
                + "     var nps = / nps (\\d+)/.exec(line); if (nps) { window.__npsOf[index] = +nps[1]; } });"
                + "   var end = w.terminate; w.terminate = function () { window.__workersEnded++; end.call(w); };"
                + "   return w; }; })();";
        return String.valueOf(((java.util.Map<String, Object>) chrome.executeCdpCommand(
                "Page.addScriptToEvaluateOnNewDocument", java.util.Map.of("source", wrapper))).get("identifier"));
    }

    long workerLines() {
        return ((Number) chrome.executeScript("return window.__workerLines;")).longValue();
    }

    /** The search reports of the page's {@code index}th worker (0 the first made). */
    long workerLines(int index) {
        return ((Number) chrome.executeScript("return window.__linesOf[arguments[0]] || 0;", index)).longValue();
    }

    long workersEnded() {
        return ((Number) chrome.executeScript("return window.__workersEnded;")).longValue();
    }

    boolean crossOriginIsolated() {
        return Boolean.TRUE.equals(chrome.executeScript("return self.crossOriginIsolated === true;"));
    }

    /**
     * The service worker serves the app's page cross-origin isolated, so from the second load on the page shares a
     * stop flag with its engine workers: a move during analysis ends the search by the flag, and the same workers,
     * their hash table kept, analyse the next position (the first load, not yet served by the service worker, ends
     * the worker and takes a spare instead). With {@code analysisWorkers=2} a helper searches alongside, sharing
     * the table. Counted by the Worker wrapper: two workers made, both took the shared table, none ended, reports
     * from both for every new position, none once Analysis is off.
     */
    @Test
    void onAnIsolatedPageAMoveEndsTheSearchesByTheFlagAndTheWorkersGoOn() {
        page.open("");
        assertEquals(Boolean.TRUE, ChromeBrowser.serviceWorkerControls(chrome, 30),
                "the service worker takes the page");
        String wrapper = countWorkerLines();
        try {
            page.open("&analysisWorkers=2", "");
            assertTrue(crossOriginIsolated(), "the page, served by its service worker, is cross-origin isolated");
            chrome.findElement(By.id("analysis")).click();
            page.waitUntil(10, "analysis output", () -> page.text("pv").startsWith("1. "));
            // A helper still starting when the search it helps is ended cannot be trusted with its flag yet and is
            // replaced; wait until it runs, as a player's first move seconds after switching Analysis on would.
            page.waitUntil(30, "the helper took the table and searches", () -> ((Number) chrome.executeScript(
                    "return window.__tablesShared;")).longValue() == 2 && workerLines(1) > 0);
            String[][] moves = {{"e2", "e4", "1... "}, {"e7", "e5", "2. "}, {"g1", "f3", "2... "}};
            for (String[] m : moves) {
                long helperLines = workerLines(1);
                page.square(m[0]).click();
                page.square(m[1]).click();
                page.waitUntil(10, "the position after " + m[0] + m[1] + " analysed",
                        () -> page.text("pv").startsWith(m[2]));
                page.waitUntil(10, "the helper searches the position after " + m[0] + m[1],
                        () -> workerLines(1) > helperLines);
            }
            assertEquals(2L, ((Number) chrome.executeScript("return window.__workersMade;")).longValue(),
                    "the engine and one helper analysed every position");
            assertEquals(2L, ((Number) chrome.executeScript("return window.__tablesShared;")).longValue(),
                    "both took the shared hash table");
            assertEquals(0L, workersEnded(), "no worker was ended");
            page.waitUntil(10, "the page says how many workers analyse",
                    () -> page.text("engine-status").equals("Analysing with 2 workers…"));
            System.out.println("[" + build() + "] speed shown with a helper: " + page.text("speed")
                    + "; the workers' own latest nodes/s: " + chrome.executeScript("return window.__npsOf;"));
            chrome.findElement(By.id("analysis")).click();
            PageDriver.sleep(500); // a report posted just before the flag may still be on its way
            long stopped = workerLines();
            PageDriver.sleep(2000);
            assertEquals(stopped, workerLines(), "Analysis off ends both searches");
        } finally {
            chrome.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument", java.util.Map.of("identifier",
                    wrapper));
        }
    }

    /**
     * Two engine workers given the same shared hash table (as the page gives its analysis helpers) use each other's
     * results: the second searches the position the first has just searched to depth 9 with far fewer nodes, where
     * a worker with a table of its own searches it exactly as the first did.
     */
    @Test
    void workersGivenTheSameSharedTableUseEachOthersResults() {
        page.open("");
        assertEquals(Boolean.TRUE, ChromeBrowser.serviceWorkerControls(chrome, 30),
                "the service worker takes the page");
        page.open("");
        assertTrue(crossOriginIsolated(), "the page, served by its service worker, is cross-origin isolated");
        chrome.manage().timeouts().scriptTimeout(java.time.Duration.ofSeconds(120));
        try {
            @SuppressWarnings("unchecked")
            java.util.List<Object> r = (java.util.List<Object>) chrome.executeAsyncScript(
                    "var done = arguments[arguments.length - 1], build = arguments[0];"
                    + " var table = new WebAssembly.Memory({ initial: 257, maximum: 257, shared: true });"
                    + " function start(shared) {"
                    + "   var w = new Worker('worker-boot.js?build=' + build + (shared ? '&table=1' : '')), said = [];"
                    + "   w.onmessage = function (e) { var line = String(Array.isArray(e.data) ? e.data[1] : e.data);"
                    + "     said.push(line); if (w.waiting) { w.waiting(line); } };"
                    + "   w.postMessage(shared ? { stopFlag: new SharedArrayBuffer(4), table: table }"
                    + "       : { stopFlag: new SharedArrayBuffer(4) });"
                    + "   w.said = said; return w; }"
                    + " function search(w) { return new Promise(function (resolve) { var nodes = -1;"
                    + "   w.waiting = function (line) { var m = / nodes (\\d+)/.exec(line); if (m) { nodes = +m[1]; }"
                    + "     if (line.indexOf('bestmove') === 0) { resolve(nodes); } };"
                    + "   w.postMessage('position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
                    + "\\ngo depth 9'); }); }"
                    + " var a = start(true), b = start(true), c = start(false), n = [];"
                    + " search(a).then(function (x) { n.push(x); return search(b); })"
                    + "   .then(function (x) { n.push(x); return search(c); })"
                    + "   .then(function (x) { n.push(x);"
                    + "     function shared(w) { return w.said.some(function (l) {"
                    + "       return l.indexOf('info string hash table shared: 16 MB') === 0; }); }"
                    + "     done([shared(a), shared(b), shared(c), n[0], n[1], n[2]]);"
                    + "     a.terminate(); b.terminate(); c.terminate(); });",
                    build());
            System.out.println("[" + build() + "] depth 9 on a shared table: first " + r.get(3) + " nodes, second "
                    + r.get(4) + ", own table " + r.get(5));
            assertEquals(java.util.List.of(true, true, false), r.subList(0, 3),
                    "the two given the table take it; the one without keeps its own");
            long first = ((Number) r.get(3)).longValue();
            long second = ((Number) r.get(4)).longValue();
            long own = ((Number) r.get(5)).longValue();
            assertTrue(first > 1000, "the first search searched (" + first + " nodes)");
            assertEquals(first, own, "a worker with its own table searches as the first did");
            assertTrue(second < first / 2, "the second found the first's results (" + second + " < " + first + "/2)");
        } finally {
            chrome.manage().timeouts().scriptTimeout(java.time.Duration.ofSeconds(10));
        }
    }

    /** Makes the page hidden or visible as a switch of tabs does: the visibility state, then the event. */
    void setPageHidden(boolean hidden) {
        chrome.executeScript("var hidden = arguments[0];"
                + " Object.defineProperty(document, 'visibilityState', { configurable: true,"
                + "   get: function () { return hidden ? 'hidden' : 'visible'; } });"
                + " Object.defineProperty(document, 'hidden', { configurable: true, get: function () { return hidden; } });"
                + " document.dispatchEvent(new Event('visibilitychange'));", hidden);
    }

    @Test
    void analysisPausesWhileThePageIsHiddenAndGoesOnWhenShown() {
        String wrapper = countWorkerLines();
        try {
            page.open("");
            chrome.findElement(By.id("analysis")).click();
            page.waitUntil(10, "analysis output", () -> page.text("depth").startsWith("Depth "));
            long before = workerLines();
            page.waitUntil(10, "the search reports as it goes", () -> workerLines() > before);

            setPageHidden(true);
            assertEquals("Analysis paused while the page is hidden", page.text("engine-status"));
            // A search is ended by its worker's stop flag where the page is cross-origin isolated (the service
            // worker makes it so from the second load in this browser on), else by ending the worker.
            boolean isolated = crossOriginIsolated();
            assertEquals(isolated ? 0L : 1L, workersEnded(),
                    isolated ? "the search ended by the flag, its worker kept" : "the searching worker was ended");
            PageDriver.sleep(1000); // a report posted just before the worker ended may still be on its way
            long paused = workerLines();
            PageDriver.sleep(3000);
            assertEquals(paused, workerLines(), "no worker searches while the page is hidden");
            assertEquals("true", chrome.findElement(By.id("analysis")).getDomAttribute("aria-pressed"),
                    "analysis stays on, paused");

            setPageHidden(false);
            page.waitUntil(10, "the analysis goes on", () -> workerLines() > paused
                    && page.text("engine-status").startsWith("Analysing"));
            page.square("e2").click();
            page.square("e4").click();
            page.waitUntil(10, "the next position is analysed", () -> page.text("pv").startsWith("1... "));
        } finally {
            chrome.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument", java.util.Map.of("identifier",
                    wrapper));
        }
    }

    // ---- 5. the repetition rule -------------------------------------------------------------------------------

    @Test
    void theRepetitionRuleIsExplainedAndKeptAcrossReloads() {
        page.open("");
        WebElement rules = chrome.findElement(By.id("rules"));
        String described = rules.getDomAttribute("aria-describedby");
        assertTrue(described != null && !described.isEmpty(), "the choice has a description");
        String help = page.text(described);
        assertTrue(help.contains("Standard") && help.contains("Course"), help);
        assertTrue(help.contains("8"), help);
        new Select(rules).selectByValue("course");
        page.open("");
        assertEquals("course", new Select(chrome.findElement(By.id("rules"))).getFirstSelectedOption()
                .getDomAttribute("value"), "kept across a reload");
        new Select(chrome.findElement(By.id("rules"))).selectByValue("standard");
        page.open("");
        assertEquals("standard", new Select(chrome.findElement(By.id("rules"))).getFirstSelectedOption()
                .getDomAttribute("value"));
    }

    // ---- 6. moves glide and sound -----------------------------------------------------------------------------

    /** How long the tests wait for a glide to end: it takes PieceMotion.GLIDE_MS (160 ms). */
    static final int AFTER_GLIDE_MS = 600;

    /** The recorded animation frames' entries for {@code square}, without the square: "piece wP|matrix(...)|1". */
    static List<String> entriesOn(String square, List<List<String>> frames) {
        List<String> entries = new ArrayList<>();
        for (List<String> frame : frames) {
            for (String entry : frame) {
                if (entry.startsWith(square + "|")) {
                    entries.add(entry.substring(square.length() + 1));
                }
            }
        }
        return entries;
    }

    void playByClicks(String from, String to) {
        page.square(from).click();
        page.square(to).click();
    }

    @Test
    void aClickedMoveGlidesToItsSquareAndStopsThere() {
        page.open("");
        // The exact size (Selenium's rectangles are rounded to whole pixels; a square may be 63.375 px high).
        double squareSize = ((Number) chrome.executeScript("return document.querySelector(\"[data-square='e4']\")"
                + ".getBoundingClientRect().height;")).doubleValue();
        MoveProbes.watchBoardAnimations(chrome);
        playByClicks("e2", "e4");
        PageDriver.sleep(AFTER_GLIDE_MS);
        List<List<String>> frames = MoveProbes.boardAnimationFrames(chrome);
        List<String> e4 = entriesOn("e4", frames);
        System.out.println("[" + build() + "] e2-e4 by clicks: " + e4.size() + " frames of glide " + e4);
        assertTrue(e4.size() >= 2, "the pawn glides over several frames: " + frames);
        assertEquals(e4.size(), frames.stream().mapToInt(List::size).sum(), "only the pawn moves: " + frames);
        java.util.Set<Double> heights = new java.util.TreeSet<>();
        for (String entry : e4) {
            String[] parts = entry.split("\\|");
            assertEquals("piece wP", parts[0], entry);
            assertTrue(parts[1].startsWith("matrix("), "never drawn on e4 before it arrives: " + entry);
            assertEquals(0, MoveProbes.translateX(parts[1]), 0.5, "straight up the file: " + entry);
            double dy = MoveProbes.translateY(parts[1]);
            assertTrue(dy >= 0 && dy <= 2 * squareSize + 0.5, "on the way up from e2, two squares below: " + entry);
            heights.add(dy);
        }
        assertTrue(heights.size() >= 2, "the pawn moves from frame to frame: " + heights);
        assertEquals(List.of(), MoveProbes.boardAnimationsNow(chrome), "the glide is over");
        assertEquals("none", chrome.executeScript("return getComputedStyle("
                + "document.querySelector(\"[data-square='e4'] .piece\")).transform;"));
        assertEquals("e4, white pawn", page.square("e4").getDomAttribute("aria-label"));
        assertEquals("e2, empty", page.square("e2").getDomAttribute("aria-label"));
    }

    @Test
    void capturesCastlingAndPromotionsGlideWhatMovesAndAPressEndsTheGlideAtOnce() {
        // Script clicks, so the glide is looked at in the same task that started it, whatever the machine's speed.
        String click = "document.querySelector(\"[data-square='\" + arguments[0] + \"']\").click();";
        page.open("#fen=rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR_w_KQkq_d6_0_2");
        chrome.executeScript(click, "e4");
        chrome.executeScript(click, "d5");
        List<String> capture = MoveProbes.boardAnimationsNow(chrome);
        assertTrue(capture.contains("d5|piece wP"), "the pawn glides: " + capture);
        assertTrue(capture.contains("d5|stand-in bP"), "the captured pawn fades under it: " + capture);
        chrome.executeScript("document.querySelector(\"[data-square='a7']\").dispatchEvent(new PointerEvent("
                + "'pointerdown', { bubbles: true, isPrimary: true, pointerType: 'mouse', button: 0 }));");
        assertEquals(List.of(), MoveProbes.boardAnimationsNow(chrome), "a press finishes the glide");
        assertEquals(0L, chrome.executeScript("return document.querySelectorAll('#board .stand-in').length;"),
                "and takes the captured pawn away");

        page.open("#fen=4k3/8/8/8/8/8/8/4K2R_w_K_-_0_1");
        chrome.executeScript(click, "e1");
        chrome.executeScript(click, "g1");
        List<String> castling = MoveProbes.boardAnimationsNow(chrome);
        assertTrue(castling.containsAll(List.of("g1|piece wK", "f1|piece wR")), "king and rook: " + castling);

        page.open("#fen=7k/P7/8/8/8/8/8/K7_w_-_-_0_1");
        chrome.executeScript(click, "a7");
        chrome.executeScript(click, "a8");
        chrome.executeScript("document.querySelector(\"#promotion button[data-piece='q']\").click();");
        List<String> promotion = MoveProbes.boardAnimationsNow(chrome);
        assertTrue(promotion.contains("a8|stand-in wP"), "a pawn glides to a8: " + promotion);
        assertTrue(promotion.contains("a8|piece wQ"), "over the queen, hidden until it lands: " + promotion);
        PageDriver.sleep(AFTER_GLIDE_MS);
        assertEquals(List.of(), MoveProbes.boardAnimationsNow(chrome));
        assertEquals(0L, chrome.executeScript("return document.querySelectorAll('#board .stand-in').length;"));
        assertEquals("a8, white queen", page.square("a8").getDomAttribute("aria-label"));
    }

    @Test
    void aDraggedMoveDoesNotGlide() {
        page.open("");
        MoveProbes.watchBoardAnimations(chrome);
        new org.openqa.selenium.interactions.Actions(chrome).clickAndHold(page.square("g1")).moveByOffset(5, 5)
                .moveToElement(page.square("f3")).release().perform();
        PageDriver.sleep(AFTER_GLIDE_MS);
        assertEquals("f3, white knight", page.square("f3").getDomAttribute("aria-label"));
        assertEquals(List.of(), MoveProbes.boardAnimationFrames(chrome), "the hand put the knight there");
    }

    @Test
    void stepsThroughTheMovesAndTheEnginesMovesGlideButJumpsDoNot() {
        page.open("");
        page.play("e4", "e5", "Nf3");
        PageDriver.sleep(AFTER_GLIDE_MS);
        MoveProbes.watchBoardAnimations(chrome);
        chrome.findElement(By.id("nav-back")).click();
        PageDriver.sleep(AFTER_GLIDE_MS);
        List<List<String>> back = MoveProbes.boardAnimationFrames(chrome);
        assertFalse(entriesOn("g1", back).isEmpty(), "one step back: the knight glides home " + back);
        MoveProbes.watchBoardAnimations(chrome);
        chrome.findElement(By.id("nav-start")).click();
        chrome.findElement(By.id("nav-end")).click();
        PageDriver.sleep(AFTER_GLIDE_MS);
        assertEquals(List.of(), MoveProbes.boardAnimationFrames(chrome), "the start and the end are jumps");
        MoveProbes.watchBoardAnimations(chrome);
        chrome.switchTo().activeElement().sendKeys(Keys.ARROW_LEFT);
        PageDriver.sleep(AFTER_GLIDE_MS);
        assertFalse(entriesOn("g1", MoveProbes.boardAnimationFrames(chrome)).isEmpty(), "← steps back too");

        page.open("#level=1");
        MoveProbes.watchBoardAnimations(chrome);
        new Select(chrome.findElement(By.id("play-mode"))).selectByValue("black"); // the engine plays White
        page.waitUntil(10, "the engine's first move", () -> !page.fenBox().equals(START));
        PageDriver.sleep(AFTER_GLIDE_MS);
        List<List<String>> engine = MoveProbes.boardAnimationFrames(chrome);
        assertFalse(engine.isEmpty(), "the engine's move glides");
    }

    @Test
    void underReducedMotionNothingGlides() {
        MoveProbes.emulateReducedMotion(chrome, "reduce");
        try {
            page.open("");
            assertEquals(true, chrome.executeScript(
                    "return matchMedia('(prefers-reduced-motion: reduce)').matches;"));
            MoveProbes.watchBoardAnimations(chrome);
            playByClicks("e2", "e4");
            chrome.findElement(By.id("move-input")).sendKeys("d5", Keys.ENTER);
            playByClicks("e4", "d5");
            PageDriver.sleep(AFTER_GLIDE_MS);
            assertEquals("d5, white pawn", page.square("d5").getDomAttribute("aria-label"));
            assertEquals(List.of(), MoveProbes.boardAnimationFrames(chrome), "no glide, no fade");
        } finally {
            MoveProbes.emulateReducedMotion(chrome, "");
        }
    }

    @Test
    void aMoveSoundsOnceAndACaptureCheckAndMateHaveTheirOwnSounds() {
        String recorder = MoveProbes.recordSoundsInNewPages(chrome);
        try {
            page.open("");
            assertEquals(List.of(), MoveProbes.sounds(chrome), "nothing before a move");
            playByClicks("e2", "e4");
            assertEquals(List.of(List.of("osc:sine")), MoveProbes.sounds(chrome), "a move: one tock");
            playByClicks("d7", "d5");
            playByClicks("e4", "d5");
            List<List<String>> sounds = MoveProbes.sounds(chrome);
            assertEquals(3, sounds.size(), sounds.toString());
            assertEquals(List.of("buffer", "osc:sine"), sounds.get(2), "a capture: a snap of noise and a thump");
            page.open("#fen=4k3/8/8/8/8/8/8/R3K3_w_Q_-_0_1");
            playByClicks("a1", "a8");
            assertEquals(List.of(List.of("osc:triangle", "osc:triangle")), MoveProbes.sounds(chrome),
                    "check: two blips");
            page.open("#fen=" + "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR_b_KQkq_g3_0_2");
            playByClicks("d8", "h4");
            assertEquals(List.of(List.of("osc:triangle", "osc:triangle", "osc:triangle")),
                    MoveProbes.sounds(chrome), "mate ends the game: a three-note chime");
            System.out.println("[" + build() + "] sounds played: " + sounds);
        } finally {
            MoveProbes.stopRecordingSounds(chrome, recorder);
        }
    }

    @Test
    void theAudioRestsInQuietSpellsAndWakesForTheNextMove() {
        String recorder = MoveProbes.recordSoundsInNewPages(chrome);
        try {
            page.open("");
            playByClicks("e2", "e4");
            assertEquals(1, MoveProbes.sounds(chrome).size());
            assertEquals(1, MoveProbes.audioContextStates(chrome).size(), "one context, made after the first press");
            page.waitUntil(5, "the audio at rest two seconds after the sound",
                    () -> MoveProbes.audioContextStates(chrome).equals(List.of("suspended")));
            playByClicks("e7", "e5");
            assertEquals(2, MoveProbes.sounds(chrome).size(), "the next move sounds");
            page.waitUntil(3, "the audio running again",
                    () -> MoveProbes.audioContextStates(chrome).equals(List.of("running")));
        } finally {
            MoveProbes.stopRecordingSounds(chrome, recorder);
        }
    }

    @Test
    void muteSilencesTheMovesAndIsKeptAcrossReloads() {
        String recorder = MoveProbes.recordSoundsInNewPages(chrome);
        WebElement mute;
        try {
            page.open("");
            mute = chrome.findElement(By.id("mute"));
            assertEquals("false", mute.getDomAttribute("aria-pressed"));
            mute.click();
            assertEquals("true", mute.getDomAttribute("aria-pressed"));
            playByClicks("e2", "e4");
            assertEquals(List.of(), MoveProbes.sounds(chrome), "muted: silent");
            page.open("");
            mute = chrome.findElement(By.id("mute"));
            assertEquals("true", mute.getDomAttribute("aria-pressed"), "kept across a reload");
            playByClicks("g1", "f3");
            assertEquals(List.of(), MoveProbes.sounds(chrome), "still silent");
            mute.click();
            assertEquals("false", mute.getDomAttribute("aria-pressed"));
            playByClicks("g8", "f6");
            assertEquals(List.of(List.of("osc:sine")), MoveProbes.sounds(chrome), "sounds again");
            page.open("");
            assertEquals("false", chrome.findElement(By.id("mute")).getDomAttribute("aria-pressed"));
        } finally {
            chrome.executeScript("try { localStorage.removeItem('chess.sound'); } catch (e) { }");
            MoveProbes.stopRecordingSounds(chrome, recorder);
        }
    }
}
