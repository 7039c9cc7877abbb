package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.San;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The page in real headless Chromium, run once per build (JavaScript and WebAssembly GC) by the two *IT
 * subclasses, for what each build does its own way: it starts, keeps to its content security policy, works under a
 * sub-path, reads a link, and its engine worker speaks UCI, plays, analyses, moves now and stops. Moves and FEN on
 * the page, the same Java in both builds, are {@link BoardPageTests}'.
 */
abstract class ChromePageTests extends PageTestBase {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

    /**
     * How long the engine may take to answer (a reply, a first move) or to stop before a test calls it stuck: a
     * liveness bound that a loaded 2-core machine passes, not a speed test. The latencies themselves are measured
     * and printed by EngineAnswerProbe (src/tools).
     */
    static final int ANSWER_SECONDS = 30;
    static final int STOP_SECONDS = 10;

    ChromePageTests() {
        super(1366, 900);
    }

    /**
     * Starts the engine worker of this build in the open page, sends {@code lines} and collects what it posts
     * until a line starts with {@code until}; returns every line received (see {@link WorkerTalk#talk}).
     */
    List<String> talkToWorker(List<String> lines, String until, int timeoutMs) {
        return WorkerTalk.talk(chrome, "worker-boot.js?build=" + build(), lines, until, timeoutMs);
    }

    @Test
    void engineWorkerSpeaksUci() {
        page.open("", "");
        List<String> got = talkToWorker(List.of("uci", "isready", "position startpos moves e2e4",
                "go depth 3"), "bestmove", 20000);
        assertTrue(got.contains("info string build " + build()), got.toString());
        assertTrue(got.contains("uciok"), got.toString());
        assertTrue(got.contains("readyok"), got.toString());
        assertTrue(got.stream().anyMatch(l -> l.startsWith("info depth 3 ") && l.contains(" pv ")), got.toString());
        String best = got.get(got.size() - 1);
        assertTrue(best.matches("bestmove [a-h][1-8][a-h][1-8]( ponder .*)?"), best);
        got = talkToWorker(List.of("go perft 3"), "Nodes searched", 20000);
        assertEquals("Nodes searched: 8902", got.get(got.size() - 1));
    }

    @Test
    void defaultLoadShowsTheInitialPosition() {
        page.open("", "");
        assertEquals(64, chrome.findElements(By.cssSelector("#board [data-square]")).size());
        assertEquals(START, page.fenBox());
        assertEquals("White to move", page.text("turn"));
        assertEquals("e2, white pawn", page.square("e2").getDomAttribute("aria-label"));
        Object paint = chrome.executeScript("var m = performance.getEntriesByName('board-rendered');"
                + " return m.length ? m[0].startTime : -1;");
        double ms = ((Number) paint).doubleValue();
        assertTrue(ms > 0, "the page marks its first board render");
        System.out.println("[" + build() + "] board first rendered " + Math.round(ms) + " ms after navigation");
    }

    @Test
    void policyBlocksInlineScriptAndForeignRequests() throws InterruptedException {
        page.open("", "");
        chrome.executeScript("var s = document.createElement('script'); s.textContent = 'window.__inline = 1';"
                + " document.head.appendChild(s);");
        assertEquals("undefined", chrome.executeScript("return String(window.__inline);"));
        @SuppressWarnings("unchecked")
        List<String> requests = (List<String>) chrome.executeScript(
                "return performance.getEntriesByType('resource').map(function (e) { return e.name; });");
        assertFalse(requests.isEmpty());
        for (String request : requests) {
            assertTrue(request.startsWith(TestSite.url()), request);
        }
    }

    @Test
    void worksUnderASubPath() {
        chrome.get("about:blank");
        String base = TestSite.subPathUrl();
        chrome.get(base + "?build=" + build() + "#fen=4k3/8/8/8/8/8/8/R3K3_w");
        ChromeBrowser.waitFor(chrome, 20).until(d -> "true".equals(
                d.findElement(By.tagName("html")).getDomAttribute("data-ready")));
        assertEquals(build(), chrome.findElement(By.tagName("html")).getDomAttribute("data-build"));
        assertEquals("a1, white rook", page.square("a1").getDomAttribute("aria-label"));
        @SuppressWarnings("unchecked")
        List<Object> loads = (List<Object>) chrome.executeScript("return performance.getEntriesByType('resource')"
                + ".map(function (e) { return e.name + ' ' + e.responseStatus; });");
        assertTrue(loads.stream().anyMatch(l -> l.toString().startsWith(base + "board.css 200")), loads.toString());
        assertTrue(loads.stream().noneMatch(l -> l.toString().contains("pieces/")), "the pieces come in board.css");
        assertTrue(String.valueOf(chrome.executeScript("return getComputedStyle(document.querySelector('.wR'))"
                + ".backgroundImage;")).startsWith("url(\"data:image/svg+xml,"), "the rook is drawn from the sheet");
        for (Object load : loads) {
            assertTrue(load.toString().startsWith(base) && load.toString().endsWith(" 200"), load.toString());
        }
        page.square("a1").click();
        page.square("a8").click();
        assertTrue(page.address().startsWith(base + "?build=" + build() + "#g="), page.address());
    }

    /** Runs text through a string timeout (an eval the page's policy governs); returns what it set. */
    String evalThroughTimeout() throws InterruptedException {
        chrome.executeScript("window.__evaluated = 0; setTimeout('window.__evaluated = 1', 0);");
        Thread.sleep(200);
        return String.valueOf(chrome.executeScript("return String(window.__evaluated);"));
    }

    @Test
    void fragmentAndQueryLinks() {
        page.open("", "#fen=8/8/8/8/8/8/8/K6k_b_-_-_0_1");
        assertEquals("8/8/8/8/8/8/8/K6k b - - 0 1", page.fenBox());
        page.open("&fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2FR3K3+b", "");
        assertEquals("4k3/8/8/8/8/8/8/R3K3 b - - 0 1", page.fenBox());
        assertEquals("Black to move", page.text("turn"));
        String address = page.address();
        assertTrue(address.endsWith("?build=" + build() + "#fen=4k3/8/8/8/8/8/8/R3K3_b_-_-_0_1"), address);
        page.open("&flip=1", "#fen=4k3/8/8/8/8/8/8/R3K3%20w");
        assertEquals("h1", chrome.findElement(By.cssSelector("#board [data-square]")).getDomAttribute("data-square"));
    }

    // ---- the engine in the page ----------------------------------------------------------------------------

    /** The moves in the list (the main line only, in these games without variations). */
    int moveCount() {
        return chrome.findElements(By.cssSelector("#moves button[data-node]")).size();
    }

    /** Asserts that {@code san} is a legal move in {@code fen}. */
    static void assertLegal(String fen, String san) {
        Board board = Fen.parse(fen);
        San.parse(board, san); // throws for an illegal move
    }

    @Test
    void playsSeveralMovesAgainstTheEngineAtALowLevel() {
        page.open("", "#play=white&level=1");
        assertEquals("white", new Select(chrome.findElement(By.id("play-mode"))).getFirstSelectedOption()
                .getDomAttribute("value"));
        String beforeLastRound = null;
        for (int round = 0; round < 3; round++) {
            beforeLastRound = page.fenBox();
            Board board = Fen.parse(page.fenBox());
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            MoveGenerator.generate(board, moves, 0);
            page.play(Move.toUci(moves[0]));
            board.make(moves[0]);
            String afterPlayer = Fen.write(board); // not the box: a level-1 reply may already be there
            int expected = 2 * round + 2;
            page.waitUntil(ANSWER_SECONDS, "the engine's reply", () -> moveCount() == expected);
            assertLegal(afterPlayer, page.moveTexts().get(expected - 1));
            assertTrue(page.fenBox().contains(" w "), page.fenBox());
        }
        chrome.findElement(By.id("undo")).click();
        assertEquals(beforeLastRound, page.fenBox(), "undo takes back the player's move and the reply together");
    }

    @Test
    void playBlackLinkLetsTheEngineOpen() {
        page.open("", "#play=black&level=2");
        page.waitUntil(ANSWER_SECONDS, "the engine's first move", () -> moveCount() == 1);
        assertLegal(START, page.moveTexts().get(0));
        assertEquals("h1", chrome.findElement(By.cssSelector("#board [data-square]")).getDomAttribute("data-square"),
                "the player's side at the bottom");
        assertTrue(page.address().endsWith("&flip=1&play=black&level=2"), page.address());
        assertTrue(page.fenBox().contains(" b "), page.fenBox());
    }

    @Test
    void moveNowPlaysAtOnce() {
        page.open("", "#play=black&level=10");
        page.waitUntil(5, "the engine thinking", () -> chrome.findElement(By.id("move-now")).isEnabled());
        assertTrue(page.text("engine-status").startsWith("Engine is thinking"), page.text("engine-status"));
        page.byId("move-now").click();
        page.waitUntil(STOP_SECONDS, "the move played by Move now", () -> moveCount() == 1);
        assertEquals(1, moveCount());
        assertLegal(START, page.moveTexts().get(0));
        assertFalse(chrome.findElement(By.id("move-now")).isEnabled());
        assertFalse(page.text("engine-status").startsWith("Engine is thinking"), "the engine stopped");
    }

    @Test
    void analysisShowsDepthScoreAndLineThenStops() {
        page.open("", "#fen=r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R_w_KQkq_-_2_3");
        chrome.findElement(By.id("analysis")).click();
        assertEquals("true", chrome.findElement(By.id("analysis")).getDomAttribute("aria-pressed"));
        page.waitUntil(10, "analysis output",
                () -> page.text("depth").startsWith("Depth ") && !page.text("pv").isEmpty());
        assertTrue(page.text("eval-score").matches("[+-]?\\d+\\.\\d\\d|#-?\\d+"), page.text("eval-score"));
        assertTrue(page.text("pv").startsWith("3. "), page.text("pv"));
        // The speed shows from 10,000 nodes on (EngineInfo.speedText): with the evaluation network the first
        // reports can come before that.
        page.waitUntil(10, "the speed", () -> page.text("speed").endsWith("nodes/s"));
        page.waitUntil(10, "a deeper report", () -> !page.text("depth").equals("Depth 1"));
        WebElement line = chrome.findElement(By.id("pv"));
        assertEquals("pv live", line.getDomAttribute("class"), "cut to two lines while the search changes it");
        assertEquals("2", line.getCssValue("-webkit-line-clamp"));
        page.byId("stop").click();
        assertEquals("Analysis stopped", page.text("engine-status"));
        assertEquals("pv", line.getDomAttribute("class"));
        assertEquals("none", line.getCssValue("-webkit-line-clamp"), "stopped, the line shows whole");
        assertEquals(true, chrome.executeScript("return arguments[0].scrollHeight <= arguments[0].clientHeight;",
                line), "nothing of the line is cut off");
        assertEquals("false", chrome.findElement(By.id("analysis")).getDomAttribute("aria-pressed"),
                "Stop ends analysis mode");
        String depth = page.text("depth");
        assertFalse(chrome.findElement(By.id("stop")).isEnabled());
        PageDriver.sleep(600);
        assertEquals(depth, page.text("depth"), "no report after Stop");
        chrome.findElement(By.id("hint")).click();
        page.waitUntil(10, "the hint", () -> page.text("hint-text").startsWith("Hint: "));
        assertEquals(2, chrome.findElements(By.cssSelector("#board .sq.hint")).size());
        page.play("Bc4");
        assertEquals(0, chrome.findElements(By.cssSelector("#board .sq.hint")).size());
        assertFalse(chrome.findElement(By.id("analysis-box")).isDisplayed(), "no analysis after Stop");
        chrome.findElement(By.id("analysis")).click();
        page.waitUntil(10, "analysis of the new position", () -> page.text("pv").startsWith("3... "));
    }

    @Test
    void levelChangeIsKeptAndTheEngineStillReplies() {
        page.open("", "#play=white&level=2");
        new Select(chrome.findElement(By.id("level"))).selectByValue("5");
        assertTrue(page.address().endsWith("&play=white&level=5"), page.address());
        page.play("d4");
        page.waitUntil(ANSWER_SECONDS, "the engine's reply", () -> moveCount() == 2);
        assertLegal("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", page.moveTexts().get(1));
        new Select(chrome.findElement(By.id("play-mode"))).selectByValue("both");
        assertFalse(page.address().contains("play="), page.address());
        assertEquals("5", new Select(chrome.findElement(By.id("level"))).getFirstSelectedOption()
                .getDomAttribute("value"), "the level stays chosen for the next game against the engine");
    }

    @Test
    void clicksAreAnsweredWhileTheEngineAnalysesAtFullStrength() {
        page.open("", "");
        chrome.executeScript("window.__longTasks = [];"
                + " try { new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) {"
                + " window.__longTasks.push(e.duration); }); }).observe({ type: 'longtask' }); } catch (e) {}");
        chrome.findElement(By.id("analysis")).click();
        page.waitUntil(10, "analysis output", () -> page.text("depth").startsWith("Depth "));
        PageDriver.sleep(1500);
        long worst = 0;
        for (String from : new String[] {"e2", "g1", "b1"}) {
            long started = System.nanoTime();
            page.square(from).click();
            String target = from.equals("e2") ? "e4" : from.equals("g1") ? "f3" : "c3";
            assertTrue(page.square(target).getDomAttribute("class").contains("target"), target);
            worst = Math.max(worst, (System.nanoTime() - started) / 1_000_000);
            page.square(from).click(); // put it down again
        }
        assertTrue(worst < STOP_SECONDS * 1000, "a click took " + worst + " ms");
        Object longTasks = chrome.executeScript("return window.__longTasks;");
        System.out.println("[" + build() + "] while analysing: click to destinations shown <= " + worst
                + " ms (Selenium round trip included); main-thread long tasks (ms): " + longTasks);
        assertTrue(page.text("engine-status").startsWith("Analysing"), page.text("engine-status"));
    }
}
