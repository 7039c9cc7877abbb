package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Paths;
import org.openqa.selenium.chrome.ChromeDriver;

/** A built site's page opened in a browser of its own, for the tools that measure sites side by side. */
final class SitePages {
    /** What a tool does with the page. */
    interface Work {
        void run(ChromeDriver chrome) throws Exception;
    }

    private SitePages() {
    }

    /** The sites to measure: {@code -Dprobe.site=DIR1,DIR2}, else target/site. */
    static String[] sites() {
        return System.getProperty("probe.site", "target/site").split(",");
    }

    /**
     * Serves {@code site}, opens its page in {@code build} ("js" or "wasm") in a fresh 1280 × 800 Chromium, runs
     * {@code work} once that build has started, and quits the browser and the server.
     */
    static void open(String site, String build, Work work) throws Exception {
        try (SiteServer server = SiteServer.start(Paths.get(site), 0)) {
            ChromeDriver chrome = ChromeBrowser.start(1280, 800);
            try {
                chrome.get(server.url() + "?build=" + build);
                ChromeBrowser.startedBuild(chrome);
                work.run(chrome);
            } finally {
                chrome.quit();
            }
        }
    }
}
