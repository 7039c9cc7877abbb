package chess.web;

import chess.cli.SiteServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The app's first paint, per build: the files the page requested before its board was first drawn (the
 * {@code board-rendered} mark of {@code Dom.markFirstPaint}), each with its size as built and gzipped at level 9
 * (what a static host sends), and the median first paint and time to interactive of several loads of
 * {@code index.html?build=...}, unthrottled and as a mid-range phone on a slow network (CPU slowed 4× with
 * {@code Emulation.setCPUThrottlingRate}; 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip with
 * {@code Network.emulateNetworkConditions}), on a first visit (a fresh origin each time: no cache, no service
 * worker) and a repeat visit (the same origin, served by its service worker).
 *
 * <p>Interactive is when a player who clicks e2 and then e4 the moment the board shows sees the pawn on e4: a
 * script DevTools adds before the page's own clicks the two squares in two tasks once {@code data-ready} is set
 * and marks {@code first-move-shown} in the frame after the move is on the board (again a little later while the
 * page does not yet take it).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.AppFirstPaint -Dargs="5"} (loads per
 * figure; default 5), or {@code -Dargs="5 DIR"} for a copy of a built site in DIR.
 */
public final class AppFirstPaint {
    private static Path site = Paths.get("target/site");

    /** Clicks e2, then e4 in the next task, as soon as the board shows; marks the frame the pawn is seen on e4. */
    private static final String FIRST_MOVE = "(function () {"
            + " function square(name) { return document.querySelector(\"[data-square='\" + name + \"']\"); }"
            + " function moved() { var e4 = square('e4'); return e4 && /pawn/.test(e4.getAttribute('aria-label') || ''); }"
            + " function tryMove() {"
            + "  var e2 = square('e2'); if (!e2) { setTimeout(tryMove, 20); return; }"
            + "  e2.click();"
            + "  setTimeout(function () {"
            + "   square('e4').click();"
            + "   requestAnimationFrame(function () {"
            + "    if (moved()) { performance.mark('first-move-shown'); } else { setTimeout(tryMove, 20); }"
            + "   });"
            + "  }, 0);"
            + " }"
            + " new MutationObserver(function (changes, observer) {"
            + "  if (document.documentElement.getAttribute('data-ready') === 'true') {"
            + "   observer.disconnect(); setTimeout(tryMove, 0);"
            + "  }"
            + " }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });"
            + "})();";

    private AppFirstPaint() {
    }

    public static void main(String[] args) throws Exception {
        int loads = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        if (args.length > 1) {
            site = Paths.get(args[1]); // a copy of another build's site, to compare
        }
        Path profile = Files.createTempDirectory("chess-app-first-paint");
        ChromeDriver chrome = ChromeBrowser.start(390, 844, "--user-data-dir=" + profile);
        try {
            chrome.executeCdpCommand("Page.enable", Map.of());
            chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", FIRST_MOVE));
            chrome.executeCdpCommand("Network.enable", Map.of());
            System.out.printf(Locale.ROOT, "%nFirst paint and interactive (ms from navigation; median of %d loads)"
                    + "%n%n", loads);
            System.out.println("| build | before first paint (gzip) | CPU, network | first visit: paint | interactive"
                    + " | repeat visit: paint | interactive |");
            System.out.println("|---|---:|---|---:|---:|---:|---:|");
            Map<String, Map<String, Integer>> filesByBuild = new TreeMap<>();
            for (String build : new String[] {"wasm", "js"}) {
                Map<String, Integer> files = new TreeMap<>();
                for (boolean slow : new boolean[] {false, true}) {
                    throttle(chrome, slow);
                    double[][] first = new double[2][loads];
                    for (int i = 0; i < loads; i++) {
                        try (SiteServer fresh = SiteServer.start(site, 0)) { // a new origin: nothing cached
                            double[] times = load(chrome, fresh.url(), build);
                            first[0][i] = times[0];
                            first[1][i] = times[1];
                            files.putAll(filesBeforePaint(chrome, fresh.url()));
                            throttle(chrome, false);
                            waitForServiceWorker(chrome); // its precache ends before the next load starts
                            throttle(chrome, slow);
                        }
                    }
                    double[][] repeat = new double[2][loads];
                    try (SiteServer server = SiteServer.start(site, 0)) {
                        throttle(chrome, false);
                        load(chrome, server.url(), build);
                        waitForServiceWorker(chrome);
                        throttle(chrome, slow);
                        for (int i = 0; i < loads; i++) {
                            double[] times = load(chrome, server.url(), build);
                            repeat[0][i] = times[0];
                            repeat[1][i] = times[1];
                        }
                    }
                    throttle(chrome, false);
                    int total = files.values().stream().mapToInt(Integer::intValue).sum();
                    System.out.printf(Locale.ROOT, "| %s | %.1f KB | %s | %.0f | %.0f | %.0f | %.0f |%n", build,
                            total / 1024.0, slow ? "4×, 1.6 Mbit/s 150 ms" : "1×, no limit", median(first[0]),
                            median(first[1]), median(repeat[0]), median(repeat[1]));
                }
                filesByBuild.put(build, files);
            }
            for (Map.Entry<String, Map<String, Integer>> build : filesByBuild.entrySet()) {
                System.out.printf("%nRequested before the first paint, %s build (bytes gzip -9):%n", build.getKey());
                for (Map.Entry<String, Integer> file : build.getValue().entrySet()) {
                    System.out.printf(Locale.ROOT, "  %-32s %8d%n", file.getKey(), file.getValue());
                }
            }
        } finally {
            chrome.quit();
        }
    }

    /** A mid-range phone on a slow network, or this machine as it is. */
    private static void throttle(ChromeDriver chrome, boolean slow) {
        chrome.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", slow ? 4 : 1));
        chrome.executeCdpCommand("Network.emulateNetworkConditions", Map.of("offline", false,
                "latency", slow ? 150 : 0, "downloadThroughput", slow ? 1_600_000 / 8 : -1,
                "uploadThroughput", slow ? 750_000 / 8 : -1));
    }

    /** Loads the page's build at {@code base}: the board-rendered mark and the first-move-shown mark, in ms. */
    private static double[] load(ChromeDriver chrome, String base, String build) {
        chrome.get("about:blank");
        chrome.get(base + "?build=" + build);
        new WebDriverWait(chrome, Duration.ofSeconds(60)).until(d -> ((Number) ((ChromeDriver) d).executeScript(
                "return performance.getEntriesByName('first-move-shown').length;")).intValue() > 0);
        if (!build.equals(chrome.findElement(By.tagName("html")).getDomAttribute("data-build"))) {
            throw new IllegalStateException("the page did not start the " + build + " build");
        }
        @SuppressWarnings("unchecked")
        List<Number> marks = (List<Number>) chrome.executeScript("return ['board-rendered', 'first-move-shown']"
                + ".map(function (n) { return performance.getEntriesByName(n)[0].startTime; });");
        return new double[] {marks.get(0).doubleValue(), marks.get(1).doubleValue()};
    }

    /** The page and the site's files it started to fetch before the board was drawn, with their gzip sizes. */
    private static Map<String, Integer> filesBeforePaint(ChromeDriver chrome, String base) throws IOException {
        @SuppressWarnings("unchecked")
        List<String> urls = (List<String>) chrome.executeScript("var paint = performance.getEntriesByName("
                + "'board-rendered')[0].startTime; return performance.getEntriesByType('resource')"
                + ".filter(function (e) { return e.startTime < paint; }).map(function (e) { return e.name; });");
        Map<String, Integer> files = new TreeMap<>();
        files.put("index.html", gzipSize("index.html"));
        for (String url : urls) {
            if (url.startsWith(base)) {
                String file = url.substring(base.length());
                int cut = file.indexOf('?');
                file = cut < 0 ? file : file.substring(0, cut);
                files.put(file, gzipSize(file));
            }
        }
        return files;
    }

    private static void waitForServiceWorker(ChromeDriver chrome) {
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " navigator.serviceWorker.ready.then(function () { done(true); });");
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static int gzipSize(String file) throws IOException {
        byte[] content = Files.readAllBytes(site.resolve(file));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            gzip.write(content);
        }
        return out.size();
    }
}
