package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.web.firefox.Firefox;
import chess.web.firefox.Tab;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A second browser engine: the page in headless Firefox (Gecko), driven over WebDriver BiDi, once per build
 * (JavaScript and WebAssembly GC). A smoke test of the main paths, a move, a link, analysis and a review; the
 * details are the Chromium tests' job. One browser for the class, asked for before every test so that each test
 * counts as skipped, or in CI as failed, when Firefox is missing ({@link Firefox#start}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FirefoxSmokeIT {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    static final String AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
    /** The Blackburne Shilling trap: 5. Nxf7?? loses, about -4 even at Quick depth, so the review marks it ??. */
    static final String MINIATURE = "[Event \"Trap\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2"
            + " 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1\n";
    /** Generous waits: a loaded 2-core machine runs these beside other builds. */
    static final int WAIT_SECONDS = 60;
    static final int REVIEW_SECONDS = 180;
    static final String FEN_BOX = "document.getElementById('fen').value";
    static final String MOVE_TEXTS = "Array.from(document.querySelectorAll('#moves button[data-node]'),"
            + " b => b.textContent).join(' ')";

    private Firefox firefox;

    @BeforeEach
    void startBrowser() {
        if (firefox == null) {
            firefox = Firefox.start(1280, 800);
        }
    }

    @AfterAll
    void stopBrowser() {
        if (firefox != null) {
            firefox.close();
        }
    }

    @ParameterizedTest(name = "{0} build")
    @ValueSource(strings = {"js", "wasm"})
    void aMoveByClickAndByTypingAndItsLinkInAFreshPage(String build) {
        Tab tab = open(build);
        assertEquals(64L, tab.eval("document.querySelectorAll('#board [data-square]').length"));
        assertEquals(START, fenBox(tab));
        tab.click("[data-square='e2']");
        tab.click("[data-square='e4']");
        // As a player types after seeing the move: a click returns before the page has handled it, and the
        // move's focus on the board could take the keys typed meanwhile (seen once in a loaded full verify).
        tab.waitFor("the position after 1. e4", WAIT_SECONDS, FEN_BOX, AFTER_E4::equals);
        tab.typeAndEnter("#move-input", "e5");
        tab.waitFor("the position after 1. e4 e5", WAIT_SECONDS, FEN_BOX, AFTER_E4_E5::equals);
        assertEquals("e4 e5", tab.text(MOVE_TEXTS));

        tab.waitFor("the address written", WAIT_SECONDS,
                "String(document.documentElement.hasAttribute('data-address-pending'))", "false"::equals);
        String link = tab.text("location.href");
        assertTrue(link.startsWith(TestSite.url() + "?build=" + build + "#g="), link);
        Tab fresh = firefox.newTab();
        try {
            fresh.navigate(link);
            assertEquals(build, startedBuild(fresh), link);
            assertEquals(AFTER_E4_E5, fenBox(fresh), link);
            assertEquals("e4 e5", fresh.text(MOVE_TEXTS), link);
        } finally {
            fresh.close();
        }
    }

    @ParameterizedTest(name = "{0} build")
    @ValueSource(strings = {"js", "wasm"})
    void analysisReportsDepthScoreAndLine(String build) {
        Tab tab = open(build);
        tab.click("#analysis");
        // The click's events may still be on their way when the driver returns (seen on a loaded machine).
        tab.waitFor("Analysis pressed", WAIT_SECONDS,
                "document.getElementById('analysis').getAttribute('aria-pressed')", "true"::equals);
        tab.waitFor("a depth readout", WAIT_SECONDS, "document.getElementById('depth').textContent",
                depth -> depth.startsWith("Depth "));
        tab.waitFor("the engine's line", WAIT_SECONDS, "document.getElementById('pv').textContent",
                pv -> pv.startsWith("1. "));
        String score = tab.text("document.getElementById('eval-score').textContent");
        assertTrue(score.matches("[+-]?\\d+\\.\\d\\d|#-?\\d+"), score);
        tab.click("#analysis"); // off again: the engine stops
    }

    @ParameterizedTest(name = "{0} build")
    @ValueSource(strings = {"js", "wasm"})
    void aQuickReviewOfAShortGameEndsInItsSummary(String build) {
        Tab tab = open(build);
        tab.call("(pgn) => { document.getElementById('pgn-text').value = pgn; }", MINIATURE);
        tab.click("#pgn-import");
        tab.waitFor("the import", WAIT_SECONDS, "document.getElementById('import-status').textContent",
                "loaded: 14 moves."::equals);
        tab.call("() => { const depth = document.getElementById('review-depth'); depth.value = 'quick';"
                + " depth.dispatchEvent(new Event('change')); }");
        tab.click("#review-start");
        tab.waitFor("the review's summary", REVIEW_SECONDS,
                "document.getElementById('review-summary').hidden || !document.getElementById('review-cancel').hidden"
                        + " ? 'running: ' + document.getElementById('review-status').textContent : 'summary'",
                "summary"::equals);
        String moves = tab.text(MOVE_TEXTS);
        assertTrue(moves.contains("Nxf7??"), "5. Nxf7 allows mate in three: " + moves);
        String blunders = tab.text("document.getElementById('review-w-blunders').textContent");
        assertTrue(Integer.parseInt(blunders) >= 1, blunders);
        String accuracy = tab.text("document.getElementById('review-w-accuracy').textContent");
        assertTrue(accuracy.matches("\\d+\\.\\d%"), accuracy);
    }

    /** The page with {@code build} in the browser's first tab, loaded afresh and started. */
    private Tab open(String build) {
        Tab tab = firefox.firstTab();
        tab.navigate("about:blank");
        tab.navigate(TestSite.url() + "?build=" + build);
        assertEquals(build, startedBuild(tab), "the page runs the build asked for");
        return tab;
    }

    /**
     * Waits until the page has started its app (data-ready) or given up (data-build "failed"); returns the build it
     * recorded: "js", "wasm" or "failed".
     */
    private static String startedBuild(Tab tab) {
        tab.waitFor("the page to start", WAIT_SECONDS, "document.documentElement.dataset.ready === 'true'"
                + " || document.documentElement.dataset.build === 'failed'", "true"::equals);
        return tab.text("document.documentElement.dataset.build");
    }

    private static String fenBox(Tab tab) {
        return tab.text(FEN_BOX);
    }
}
