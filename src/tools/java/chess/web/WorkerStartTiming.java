package chess.web;

import chess.build.SiteManifest;
import chess.cli.SiteServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Times an engine worker's start in headless Chromium (prints figures, asserts nothing): from {@code new Worker}
 * in the page to its {@code uciok}, "uci" posted at once, for both builds, with the built site's evaluation network
 * and on a copy without it (its own precache list, so both are served by their service worker, as on a repeat
 * visit). Round by round, each case once in turn, so a busy machine slows them alike; prints medians and ranges.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.WorkerStartTiming
 * -Dargs="[rounds=7]"}.
 */
public final class WorkerStartTiming {
    private static final Path SITE = Paths.get("target/site");
    private static final Path NO_NET = Paths.get("target/worker-start-no-net");

    private WorkerStartTiming() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        if (!Files.isRegularFile(SITE.resolve("engine.nnue"))) {
            throw new IllegalStateException("no target/site/engine.nnue: build the site with a net first");
        }
        TestSite.copyTree(SITE, NO_NET);
        Files.delete(NO_NET.resolve("engine.nnue"));
        SiteManifest.write(NO_NET);
        ChromeDriver chrome = ChromeBrowser.start(1200, 900);
        try (SiteServer withNet = SiteServer.start(SITE, 0); SiteServer noNet = SiteServer.start(NO_NET, 0)) {
            Map<String, String> sites = new LinkedHashMap<>();
            sites.put("net", withNet.url());
            sites.put("no net", noNet.url());
            for (String url : sites.values()) { // installs each origin's service worker
                openControlled(chrome, url);
            }
            TimingTable times = new TimingTable(rounds);
            for (int round = 0; round < rounds; round++) {
                for (Map.Entry<String, String> site : sites.entrySet()) {
                    openControlled(chrome, site.getValue());
                    for (String build : List.of("wasm", "js")) {
                        times.record(build + ", " + site.getKey(), round,
                                startToUciok(chrome, build, site.getKey().equals("net")));
                    }
                }
            }
            times.print(String.format(Locale.ROOT, "Worker start to uciok, Chromium %s, %d rounds (ms)",
                    chrome.getCapabilities().getBrowserVersion(), rounds), "build, net");
        } finally {
            chrome.quit();
        }
    }

    /** Opens the site's page and waits until its service worker controls it. */
    private static void openControlled(ChromeDriver chrome, String url) {
        chrome.get("about:blank");
        chrome.get(url + "?build=js");
        ChromeBrowser.startedBuild(chrome);
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        if (!Boolean.TRUE.equals(ChromeBrowser.serviceWorkerControls(chrome, 30))) {
            throw new IllegalStateException("no service worker controls " + url);
        }
    }

    /** Milliseconds from new Worker to uciok; checks that the worker ran {@code build} with or without a net. */
    private static double startToUciok(ChromeDriver chrome, String build, boolean net) {
        @SuppressWarnings("unchecked")
        List<Object> result = (List<Object>) chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " var t0 = performance.now(), got = [], w = new Worker('worker-boot.js?build=' + arguments[0]);"
                + " w.onmessage = function (e) { got.push(String(e.data));"
                + "   if (e.data === 'uciok') { var ms = performance.now() - t0; w.terminate(); done([ms, got]); } };"
                + " w.postMessage('uci');", build);
        String lines = String.valueOf(result.get(1));
        if (!lines.contains("info string build " + build)
                || lines.contains("info string evaluation: network ") != net) {
            throw new IllegalStateException(build + (net ? " with" : " without") + " a net: " + lines);
        }
        return ((Number) result.get(0)).doubleValue();
    }
}
