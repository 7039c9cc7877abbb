package chess.web;

import java.time.Duration;
import java.util.List;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What a move played at the end of a long game costs the page (prints figures, asserts nothing): a game of
 * {@code plies} moves ({@link BigTree#mainLine}) typed into the move box in one script, the page's work for each
 * 100 moves in ms (the main thread's synchronous work, drawing the list included; the frame's painting aside).
 * A page that redraws the whole list per move grows with the game; one that adds the new button does not.
 *
 * <p>Sites are measured interleaved, per build, so a busy machine slows them alike: {@code -Dprobe.site=DIR1,DIR2}.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.LongGameMoves
 * -Dargs="[plies=400] [runs=2]"}.
 */
public final class LongGameMoves {
    private LongGameMoves() {
    }

    public static void main(String[] args) throws Exception {
        int plies = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        List<List<String>> moves = BigTree.mainLine(plies);
        for (int run = 1; run <= runs; run++) {
            for (String build : new String[] {"wasm", "js"}) {
                for (String site : SitePages.sites()) {
                    int thisRun = run;
                    SitePages.open(site, build, chrome -> System.out.println("run " + thisRun + ", " + build + ", "
                            + site + ": ms per 100 moves " + play(chrome, moves)));
                }
            }
        }
        System.exit(0); // the SiteServer's and Selenium's threads would keep the JVM
    }

    private static Object play(ChromeDriver chrome, List<List<String>> moves) {
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(300));
        return chrome.executeAsyncScript("var done = arguments[arguments.length - 1], ops = arguments[0];"
                + " var input = document.getElementById('move-input'), form = document.getElementById('move-form');"
                + " input.focus(); var times = [], t0 = performance.now();"
                + " for (var i = 0; i < ops.length; i++) {"
                + "   input.value = ops[i][1]; form.requestSubmit();"
                + "   if (i % 100 === 99) { times.push(Math.round(performance.now() - t0)); t0 = performance.now(); } }"
                + " done(times);", moves);
    }
}
