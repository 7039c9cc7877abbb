package chess.web;

import chess.cli.SiteServer;
import chess.core.DecimalText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
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
 * (what a static host sends), and the median first paint, pieces shown and time to interactive of several loads of
 * {@code index.html?build=...}, unthrottled and as a mid-range phone on a slow network (CPU slowed 4× with
 * {@code Emulation.setCPUThrottlingRate}; 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip with
 * {@code Network.emulateNetworkConditions}), on a first visit (a fresh origin each time: no cache, no service
 * worker) and a repeat visit (the same origin, served by its service worker).
 *
 * <p>Page is the browser's first paint of the page (its {@code first-paint} entry): the board's squares are in it,
 * drawn by the style sheet before the app has run. Paint is the app's first drawing of the board.
 *
 * <p>Pieces shown is when the last piece image the board needs has arrived (the pieces are style-sheet images,
 * requested once the board is drawn), or the first paint if they came before. Preview is when the position's pieces
 * were first on the page: board-preview.js's {@code board-preview} mark (it draws them over the squares before the
 * app has come) or the last piece image's arrival, whichever is later; "—" for a site without the preview.
 *
 * <p>Interactive is when a player who clicks e2 and then e4 the moment the board shows sees the pawn on e4: a
 * script DevTools adds before the page's own clicks the two squares in two tasks once {@code data-ready} is set
 * and marks {@code first-move-shown} in the frame after the move is on the board (again a little later while the
 * page does not yet take it).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.AppFirstPaint -Dargs="5"} (loads per
 * figure; default 5), or {@code -Dargs="5 DIR..."} for copies of built sites, whose loads are interleaved so that a
 * busy machine slows them alike. {@code -Dargs="profile DIR"} instead samples the page's JavaScript (CDP Profiler)
 * through one repeat visit of the JavaScript build at 4× and prints each busy stretch over 30 ms with the functions
 * that ran ({@link ProfileBursts}); a build made with {@code -Dweb.minifying=false} keeps their names.
 */
public final class AppFirstPaint {
    /** Clicks e2, then e4 in the next task, as soon as the board shows; marks the frame the pawn is seen on e4. */
    private static final String FIRST_MOVE = "(function () {"
            + " function square(name) { return document.querySelector(\"[data-square='\" + name + \"']\"); }"
            + " function moved() {"
            + "  var e4 = square('e4'); return e4 && /pawn/.test(e4.getAttribute('aria-label') || ''); }"
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
        boolean profile = args.length > 0 && args[0].equals("profile");
        int loads = args.length > 0 && !profile ? loadsOf(args[0]) : 5;
        List<Path> sites = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            sites.add(Paths.get(args[i])); // copies of built sites, compared load by load
        }
        for (Path site : sites) {
            if (!Files.isRegularFile(site.resolve("index.html"))) {
                throw new IllegalArgumentException("not a built site (no index.html): " + site);
            }
        }
        if (sites.isEmpty()) {
            sites.add(Paths.get("target/site"));
        }
        Path userData = Files.createTempDirectory("chess-app-first-paint");
        ChromeDriver chrome = ChromeBrowser.start(390, 844, "--user-data-dir=" + userData);
        try {
            chrome.executeCdpCommand("Page.enable", Map.of());
            chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", FIRST_MOVE));
            chrome.executeCdpCommand("Network.enable", Map.of());
            if (profile) {
                profileRepeatVisit(chrome, sites.get(0));
                return;
            }
            System.out.printf(Locale.ROOT, "%nFirst paint, pieces shown and interactive (ms from navigation; median of"
                    + " %d loads, the sites' loads interleaved)%n%n", loads);
            System.out.println("| site | build | before first paint (gzip) | CPU, network | first visit: page"
                    + " | preview | paint | pieces | interactive | repeat visit: page | preview | paint | pieces"
                    + " | interactive |");
            System.out.println("|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
            List<String> fileLists = new ArrayList<>();
            for (String build : new String[] {"wasm", "js"}) {
                for (boolean slow : new boolean[] {false, true}) {
                    double[][][] first = new double[sites.size()][5][loads];
                    double[][][] repeat = new double[sites.size()][5][loads];
                    List<Map<String, Integer>> files = new ArrayList<>();
                    for (int k = 0; k < sites.size(); k++) {
                        files.add(new TreeMap<>());
                    }
                    for (int i = 0; i < loads; i++) {
                        for (int k = 0; k < sites.size(); k++) {
                            try (SiteServer fresh = SiteServer.start(sites.get(k), 0)) { // a new origin: no cache
                                throttle(chrome, slow);
                                store(load(chrome, fresh.url(), build), first[k], i);
                                files.get(k).putAll(filesBeforePaint(chrome, fresh.url(), sites.get(k)));
                                throttle(chrome, false);
                                waitForServiceWorker(chrome); // its precache ends before the next load starts
                            }
                        }
                    }
                    List<SiteServer> servers = new ArrayList<>();
                    try {
                        for (Path site : sites) {
                            SiteServer server = SiteServer.start(site, 0);
                            servers.add(server);
                            load(chrome, server.url(), build); // the first visit installs the service worker
                            waitForServiceWorker(chrome);
                        }
                        for (int i = 0; i < loads; i++) {
                            for (int k = 0; k < sites.size(); k++) {
                                throttle(chrome, slow);
                                store(load(chrome, servers.get(k).url(), build), repeat[k], i);
                                throttle(chrome, false);
                            }
                        }
                    } finally {
                        servers.forEach(SiteServer::close);
                    }
                    for (int k = 0; k < sites.size(); k++) {
                        int total = files.get(k).values().stream().mapToInt(Integer::intValue).sum();
                        System.out.printf(Locale.ROOT, "| %s | %s | %.1f KB | %s | %.0f | %s | %.0f | %.0f | %.0f"
                                + " | %.0f | %s | %.0f | %.0f | %.0f |%n", sites.get(k).getFileName(), build,
                                total / 1024.0, slow ? "4×, 1.6 Mbit/s 150 ms" : "1×, no limit",
                                median(first[k][3]), previewText(first[k][4]), median(first[k][0]),
                                median(first[k][1]), median(first[k][2]), median(repeat[k][3]),
                                previewText(repeat[k][4]), median(repeat[k][0]), median(repeat[k][1]),
                                median(repeat[k][2]));
                        if (slow) {
                            fileLists.add(sites.get(k).getFileName() + ", " + build + ": " + files.get(k));
                        }
                    }
                }
            }
            System.out.println("\nRequested before the first paint (bytes gzip -9):");
            fileLists.forEach(System.out::println);
        } finally {
            chrome.quit();
        }
    }

    /** The loads per figure, 1 to 99; IllegalArgumentException saying what else the argument may be. */
    private static int loadsOf(String text) {
        int loads = DecimalText.orMinusOne(text, 99);
        if (loads < 1) {
            throw new IllegalArgumentException("the first argument is the loads per figure (1-99) or 'profile', not '"
                    + text + "'");
        }
        return loads;
    }

    /** The preview's median, or "—" when the site drew none. */
    private static String previewText(double[] times) {
        double median = median(times);
        return Double.isNaN(median) || median < 0 ? "—" : String.format(Locale.ROOT, "%.0f", median);
    }

    private static void store(double[] times, double[][] into, int load) {
        for (int m = 0; m < times.length; m++) {
            into[m][load] = times[m];
        }
    }

    /** Samples the JavaScript build's start on a repeat visit at 4× CPU and prints its busy stretches. */
    @SuppressWarnings("unchecked")
    private static void profileRepeatVisit(ChromeDriver chrome, Path site) throws IOException {
        try (SiteServer server = SiteServer.start(site, 0)) {
            load(chrome, server.url(), "js");
            waitForServiceWorker(chrome);
            throttle(chrome, true);
            chrome.get(server.url() + "icon.svg"); // the site's own renderer, so the profile spans the page's start
            chrome.executeCdpCommand("Profiler.enable", Map.of());
            chrome.executeCdpCommand("Profiler.setSamplingInterval", Map.of("interval", 200));
            chrome.executeCdpCommand("Profiler.start", Map.of());
            double[] times = loadFrom(chrome, server.url(), "js");
            System.out.printf(Locale.ROOT, "first paint %.0f ms, pieces %.0f ms, interactive %.0f ms%n", times[0],
                    times[1], times[2]);
            ProfileBursts.print((Map<String, Object>) chrome.executeCdpCommand("Profiler.stop", Map.of())
                    .get("profile"), 30);
            throttle(chrome, false);
        }
    }

    /** A mid-range phone on a slow network, or this machine as it is. */
    private static void throttle(ChromeDriver chrome, boolean slow) {
        chrome.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", slow ? 4 : 1));
        chrome.executeCdpCommand("Network.emulateNetworkConditions", Map.of("offline", false,
                "latency", slow ? 150 : 0, "downloadThroughput", slow ? 1_600_000 / 8 : -1,
                "uploadThroughput", slow ? 750_000 / 8 : -1));
    }

    /** Loads the page's build at {@code base}: first paint, pieces shown and interactive, in ms. */
    private static double[] load(ChromeDriver chrome, String base, String build) {
        chrome.get("about:blank");
        return loadFrom(chrome, base, build);
    }

    /** Loads the page's build at {@code base} from where the browser is; as {@link #load}. */
    private static double[] loadFrom(ChromeDriver chrome, String base, String build) {
        chrome.get(base + "?build=" + build);
        new WebDriverWait(chrome, Duration.ofSeconds(60)).until(d -> ((Number) ((ChromeDriver) d).executeScript(
                "return performance.getEntriesByName('first-move-shown').length;")).intValue() > 0);
        if (!build.equals(chrome.findElement(By.tagName("html")).getDomAttribute("data-build"))) {
            throw new IllegalStateException("the page did not start the " + build + " build");
        }
        @SuppressWarnings("unchecked")
        List<Number> marks = (List<Number>) chrome.executeScript("var paint = performance.getEntriesByName("
                + "'board-rendered')[0].startTime; var pieces = paint;"
                + " performance.getEntriesByType('resource').forEach(function (e) {"
                + "  if (e.name.indexOf('/pieces/') >= 0) { pieces = Math.max(pieces, e.responseEnd); } });"
                + " var page = performance.getEntriesByName('first-paint')[0];"
                + " var previewMark = performance.getEntriesByName('board-preview')[0]; var preview = -1;"
                + " if (previewMark) { preview = previewMark.startTime;"
                + "  performance.getEntriesByType('resource').forEach(function (e) {"
                + "   if (e.name.indexOf('/pieces/') >= 0) { preview = Math.max(preview, e.responseEnd); } }); }"
                + " return [paint, pieces, performance.getEntriesByName('first-move-shown')[0].startTime,"
                + "  page ? page.startTime : paint, preview];");
        return new double[] {marks.get(0).doubleValue(), marks.get(1).doubleValue(), marks.get(2).doubleValue(),
                marks.get(3).doubleValue(), marks.get(4).doubleValue()};
    }

    /** The page and the site's files it started to fetch before the board was drawn, with their gzip sizes. */
    private static Map<String, Integer> filesBeforePaint(ChromeDriver chrome, String base, Path site)
            throws IOException {
        @SuppressWarnings("unchecked")
        List<String> urls = (List<String>) chrome.executeScript("var paint = performance.getEntriesByName("
                + "'board-rendered')[0].startTime; return performance.getEntriesByType('resource')"
                + ".filter(function (e) { return e.startTime < paint; }).map(function (e) { return e.name; });");
        Map<String, Integer> files = new TreeMap<>();
        files.put("index.html", gzipSize(site, "index.html"));
        for (String url : urls) {
            if (url.startsWith(base)) {
                String file = url.substring(base.length());
                int cut = file.indexOf('?');
                file = cut < 0 ? file : file.substring(0, cut);
                if (files.put(file, gzipSize(site, file)) != null) { // a preload not taken, for one
                    System.out.println("  requested twice before the first paint: " + file);
                }
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

    private static int gzipSize(Path site, String file) throws IOException {
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
