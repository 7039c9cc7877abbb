package chess.web;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * How fast the page's engine answers in headless Chromium, both builds (prints figures, asserts nothing): the
 * figures that ChromePageTests only bounds loosely, since a loaded test machine cannot keep milliseconds. Measured
 * in the page (performance.now), so Selenium's round trips are left out: a level-1 reply, from the player's move
 * submitted to the engine's move in the list (the app's short pause before a reply included); Move now, from the
 * click at level 10 to the move in the list; Stop, the click's handling during analysis. Round by round, each build
 * in turn, so a busy machine slows them alike; prints medians and ranges.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.EngineAnswerProbe
 * -Dargs="[rounds=5]"}.
 */
public final class EngineAnswerProbe {
    /**
     * Clicks the button whose id is arguments[0], or with null plays 1. e4 through the move box; resolves with the
     * ms from then until the move list holds arguments[1] moves. (No script is passed in: the page's policy forbids
     * eval.)
     */
    private static final String UNTIL_MOVES = "var done = arguments[arguments.length - 1], n = arguments[1];"
            + " function count() { return document.querySelectorAll('#moves button[data-node]').length; }"
            + " var t0 = performance.now();"
            + " var obs = new MutationObserver(function () { if (count() >= n) { obs.disconnect();"
            + "   done(performance.now() - t0); } });"
            + " obs.observe(document.getElementById('moves'), { childList: true, subtree: true });"
            + " if (arguments[0]) { document.getElementById(arguments[0]).click(); } else {"
            + "   document.getElementById('move-input').value = 'e4';"
            + "   document.getElementById('move-form').requestSubmit(); }";

    private EngineAnswerProbe() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        ChromeDriver chrome = ChromeBrowser.start(1366, 900);
        try {
            chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
            TimingTable times = new TimingTable(rounds);
            for (int round = 0; round < rounds; round++) {
                for (String build : List.of("wasm", "js")) {
                    PageDriver page = new PageDriver(chrome, build);
                    times.record(build + ", level-1 reply", round, reply(chrome, page));
                    times.record(build + ", Move now", round, moveNow(chrome, page));
                    times.record(build + ", Stop handled", round, stop(chrome, page));
                }
            }
            times.print(String.format(Locale.ROOT, "The page's engine answers, Chromium %s, %d rounds (ms)",
                    chrome.getCapabilities().getBrowserVersion(), rounds), "build, what");
        } finally {
            chrome.quit();
        }
    }

    /** Plays 1. e4 against level 1: the ms from submitting it to the engine's reply in the list. */
    private static double reply(ChromeDriver chrome, PageDriver page) {
        page.open("", "#play=white&level=1");
        return ((Number) chrome.executeAsyncScript(UNTIL_MOVES, null, 2)).doubleValue();
    }

    /** Level 10 opens as White: the ms from the Move now click to its move in the list. */
    private static double moveNow(ChromeDriver chrome, PageDriver page) {
        page.open("", "#play=black&level=10");
        page.waitUntil(30, "the engine thinking", () -> page.byId("move-now").isEnabled());
        return ((Number) chrome.executeAsyncScript(UNTIL_MOVES, "move-now", 1)).doubleValue();
    }

    /** Analysis past depth 1, then Stop: the ms its click takes to handle. */
    private static double stop(ChromeDriver chrome, PageDriver page) {
        page.open("", "#fen=r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R_w_KQkq_-_2_3");
        page.byId("analysis").click();
        page.waitUntil(30, "a report past depth 1",
                () -> page.text("depth").startsWith("Depth ") && !page.text("depth").equals("Depth 1"));
        return ((Number) chrome.executeScript("var t0 = performance.now();"
                + " document.getElementById('stop').click(); return performance.now() - t0;")).doubleValue();
    }
}
