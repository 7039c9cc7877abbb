package chess.web;

import java.time.Duration;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What picking up a piece costs the page (prints figures, asserts nothing): the pawn on e2 clicked {@code taps}
 * times in one script, picked up and put down in turn, with analysis on; the page's synchronous work per tap in
 * ms (its script, forced style and layout included; the frame's painting aside), at each CPU slowdown. The taps
 * are the click events the board listens to, dispatched on the square; analysis runs, so the engine's reports
 * redraw beside them as in play.
 *
 * <p>Sites are measured interleaved, per build and slowdown: {@code -Dprobe.site=DIR1,DIR2}.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.PickUpCost
 * -Dargs="[taps=200] [runs=2] [slowdowns=1,4]"}.
 */
public final class PickUpCost {
    private PickUpCost() {
    }

    public static void main(String[] args) throws Exception {
        int taps = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        String[] slowdowns = (args.length > 2 ? args[2] : "1,4").split(",");
        for (int run = 1; run <= runs; run++) {
            for (String slowdown : slowdowns) {
                for (String build : new String[] {"wasm", "js"}) {
                    for (String site : SitePages.sites()) {
                        int thisRun = run;
                        SitePages.open(site, build, chrome -> {
                            chrome.executeScript("document.getElementById('analysis').click();");
                            Thread.sleep(1500); // the analysis under way
                            chrome.executeCdpCommand("Emulation.setCPUThrottlingRate",
                                    Map.of("rate", Integer.parseInt(slowdown)));
                            System.out.println("run " + thisRun + ", " + slowdown + "x, " + build + ", " + site
                                    + ": ms per tap, median and mean " + tap(chrome, taps));
                        });
                    }
                }
            }
        }
        System.exit(0); // the SiteServer's and Selenium's threads would keep the JVM
    }

    private static Object tap(ChromeDriver chrome, int taps) {
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(300));
        return chrome.executeAsyncScript("var done = arguments[arguments.length - 1], taps = arguments[0];"
                + " var square = document.querySelector(\"[data-square='e2']\"), times = [], i = 0;"
                + " function next() {"
                + "   if (i === taps) { times.sort(function (a, b) { return a - b; });"
                + "     var sum = times.reduce(function (a, b) { return a + b; }, 0);"
                + "     done([times[times.length >> 1].toFixed(2), (sum / times.length).toFixed(2)]); return; }"
                + "   var t0 = performance.now();"
                + "   square.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));"
                + "   document.body.offsetHeight;" // the style and layout the tap's changes need, as its frame would
                + "   times.push(performance.now() - t0); i++; setTimeout(next, 30); }"
                + " next();", taps);
    }
}
