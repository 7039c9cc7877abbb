package chess.web;

import chess.cli.SiteServer;
import chess.pgn.PgnCorpus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The library with many games, in headless Chromium (prints figures, asserts nothing): fills it with {@code games}
 * random games (a {@link PgnCorpus} file imported through the Games panel's "Import PGN file", the Wasm build), and
 * prints the time per game added and the longest main-thread task meanwhile; then reloads the page {@code rounds}
 * times per build and prints how long the list takes to show its first rows and to be complete (from the app's
 * {@code library-list-requested} mark to {@code library-rows-drawn} and {@code library-list-complete}), the longest
 * task while it loads, and a search over all entries; then the time of one game's save as the app writes it (one
 * transaction: the stored revision read, both records written; median of 200), and the storage the origin uses
 * ({@code navigator.storage.estimate()}).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.LibraryProbe
 * -Dargs="[games=10000] [rounds=3]"}.
 */
public final class LibraryProbe {
    /** Installed before the page's scripts: records every long task (over 50 ms). */
    private static final String RECORDER = "window.__lt = []; try { new PerformanceObserver(function (l) {"
            + " l.getEntries().forEach(function (e) { window.__lt.push([e.startTime, e.duration]); }); })"
            + ".observe({ type: 'longtask' }); } catch (e) {}";

    private LibraryProbe() {
    }

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Path pgn = Files.createTempFile("library-probe", ".pgn");
        PgnCorpus.main(new String[] {pgn.toString(), Integer.toString(games)});
        Path profile = Files.createTempDirectory("library-probe-profile");
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            ChromeDriver chrome = ChromeBrowser.start(1280, 900, "--user-data-dir=" + profile);
            try {
                chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", RECORDER));
                fill(chrome, server.url(), pgn, games);
                for (int round = 1; round <= rounds; round++) {
                    for (String build : List.of("wasm", "js")) {
                        list(chrome, server.url(), build, round);
                    }
                }
                writes(chrome);
                Object estimate = chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                        + " navigator.storage.estimate().then(function (e) { done(e.usage); });");
                double usage = ((Number) estimate).doubleValue();
                System.out.printf(Locale.ROOT, "storage used by the origin: %.1f MB (%.0f bytes per game; the PGN"
                        + " file was %.1f MB)%n", usage / 1e6, usage / games, Files.size(pgn) / 1e6);
            } finally {
                chrome.quit();
            }
        } finally {
            Files.deleteIfExists(pgn);
        }
    }

    private static void open(ChromeDriver chrome, String url, String build) {
        chrome.get("about:blank");
        chrome.get(url + "?build=" + build);
        if (!build.equals(ChromeBrowser.startedBuild(chrome))) {
            throw new IllegalStateException("the " + build + " build did not start");
        }
    }

    private static void fill(ChromeDriver chrome, String url, Path pgn, int games) {
        open(chrome, url, "wasm");
        chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " var r = indexedDB.deleteDatabase('chess-library'); r.onsuccess = r.onerror = function () { done(1); };");
        open(chrome, url, "wasm");
        double t0 = now(chrome);
        chrome.findElement(By.id("library-file")).sendKeys(pgn.toString());
        new WebDriverWait(chrome, Duration.ofMinutes(30)).until(d -> d.findElement(By.id("library-status")).getText()
                .startsWith("Added "));
        double ms = now(chrome) - t0;
        System.out.printf(Locale.ROOT, "import of %d games: %.1f s, %.2f ms per game (read, checked and written); %s;"
                + " longest task %.0f ms%n", games, ms / 1000, ms / games,
                chrome.findElement(By.id("library-status")).getText(), longestTaskSince(chrome, t0));
    }

    private static void list(ChromeDriver chrome, String url, String build, int round) throws InterruptedException {
        open(chrome, url, build);
        String atStart = timeList(chrome);
        // Again once the page has settled (the opening table read, the link model made): the list's own tasks.
        Thread.sleep(4000);
        chrome.executeScript("performance.clearMarks('library-list-requested');"
                + " performance.clearMarks('library-rows-drawn'); performance.clearMarks('library-list-complete');"
                + " window.__lt = []; document.dispatchEvent(new Event('visibilitychange'));");
        String alone = timeList(chrome);
        Object search = chrome.executeScript("var box = document.getElementById('library-search');"
                + " var t = performance.now(); box.value = 'carlsen giri'; box.dispatchEvent(new Event('input'));"
                + " var ms = performance.now() - t; var c = document.getElementById('library-count').textContent;"
                + " box.value = ''; box.dispatchEvent(new Event('input')); return [ms, c];");
        List<?> s = (List<?>) search;
        System.out.printf(Locale.ROOT, "[%s round %d] %s%n    at start-up (other start-up work overlaps): %s%n"
                + "    read again after 4 s (the list alone): %s%n    search 'carlsen giri': %.0f ms (%s)%n", build,
                round, chrome.findElement(By.id("library-count")).getText(), atStart, alone,
                ((Number) s.get(0)).doubleValue(), s.get(1));
    }

    /** Waits for the list to be complete and says how long it took and the longest task meanwhile. */
    private static String timeList(ChromeDriver chrome) {
        new WebDriverWait(chrome, Duration.ofMinutes(2)).until(d -> ((Number) chrome.executeScript(
                "return performance.getEntriesByName('library-list-complete').length;")).intValue() > 0);
        double requested = mark(chrome, "library-list-requested");
        double rows = mark(chrome, "library-rows-drawn");
        double complete = mark(chrome, "library-list-complete");
        String first = rows < 0 ? "already shown" : String.format(Locale.ROOT, "%.0f ms", rows - requested);
        return String.format(Locale.ROOT, "first rows %s, complete %.0f ms after the request; longest task %.0f"
                + " ms (0: none over 50 ms)", first, complete - requested, longestTaskBetween(chrome, requested,
                complete));
    }

    /** One game's save as IndexedDbStore writes it (revision read, entry and game put, one transaction), 200 times. */
    private static void writes(ChromeDriver chrome) {
        @SuppressWarnings("unchecked")
        List<Number> times = (List<Number>) chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " var pgn = '[White \"Probe\"]\\n\\n' + '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 '.repeat(12) + '*\\n';"
                + " var r = indexedDB.open('chess-library'); r.onsuccess = function () { var db = r.result;"
                + " var out = []; var i = 0; var next = function () {"
                + "   if (i === 200) { db.close(); done(out); return; } var t = performance.now(); var id = 'probe-' + i++;"
                + "   var tx = db.transaction(['entries', 'games'], 'readwrite'); var e = tx.objectStore('entries');"
                + "   var g = e.get(id); g.onsuccess = function () {"
                + "     e.put({ id: id, order: -Date.now(), rev: 1, format: 1, name: '', meta: 'chess-library 1\\n' });"
                + "     tx.objectStore('games').put({ id: id, rev: 1, format: 1, pgn: pgn }); };"
                + "   tx.oncomplete = function () { out.push(performance.now() - t); next(); }; };"
                + " next(); };");
        List<Double> sorted = new ArrayList<>();
        for (Number n : times) {
            sorted.add(n.doubleValue());
        }
        sorted.sort(Double::compare);
        System.out.printf(Locale.ROOT, "one game's save (a 36-move game, one transaction): median %.1f ms, 90th"
                + " percentile %.1f ms, max %.1f ms (200 saves; off the main thread but for the call)%n",
                sorted.get(sorted.size() / 2), sorted.get(sorted.size() * 9 / 10), sorted.get(sorted.size() - 1));
        chrome.executeAsyncScript("var done = arguments[arguments.length - 1]; var r = indexedDB.open('chess-library');"
                + " r.onsuccess = function () { var tx = r.result.transaction(['entries', 'games'], 'readwrite');"
                + " for (var i = 0; i < 200; i++) { tx.objectStore('entries').delete('probe-' + i);"
                + " tx.objectStore('games').delete('probe-' + i); }"
                + " tx.oncomplete = function () { r.result.close(); done(1); }; };");
    }

    private static double now(ChromeDriver chrome) {
        return ((Number) chrome.executeScript("return performance.now();")).doubleValue();
    }

    private static double mark(ChromeDriver chrome, String name) {
        return ((Number) chrome.executeScript("var m = performance.getEntriesByName(arguments[0]);"
                + " return m.length ? m[0].startTime : -1;", name)).doubleValue();
    }

    private static double longestTaskSince(ChromeDriver chrome, double from) {
        return longestTaskBetween(chrome, from, Double.MAX_VALUE);
    }

    @SuppressWarnings("unchecked")
    private static double longestTaskBetween(ChromeDriver chrome, double from, double to) {
        double longest = 0;
        for (List<Number> t : (List<List<Number>>) chrome.executeScript("return window.__lt;")) {
            double start = t.get(0).doubleValue();
            double end = start + t.get(1).doubleValue();
            if (end >= from && start <= to) {
                longest = Math.max(longest, t.get(1).doubleValue());
            }
        }
        return longest;
    }
}
