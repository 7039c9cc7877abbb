package chess.web;

import chess.cli.SiteServer;
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
 * Main-thread long tasks (over 50 ms) in the built site while a player's move is answered by the engine (prints
 * figures, asserts nothing). Each page load gets a fresh headless Chromium (a first visit: no service worker yet),
 * opens {@code #play=white}, plays 1.e4 by clicks and waits for the reply and 1.5 s more, then 2.d4 the same way. A script installed
 * before the page's own (CDP {@code Page.addScriptToEvaluateOnNewDocument}) records every {@code longtask} and
 * every {@code long-animation-frame} with its scripts (which callback ran, from which file, for how long), so a
 * long task can be traced to its cause. With {@code profile} it also samples the page's JavaScript (CDP Profiler,
 * 0.2 ms) from the move on and prints each busy stretch over 30 ms with the functions that ran
 * ({@link ProfileBursts}).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.LongTaskProbe -Dargs="[loads=5]
 * [level=3] [settle ms=1000] [frames|profile]"}: {@code frames} prints the long animation frames with their scripts,
 * {@code profile} also samples the JavaScript.
 */
public final class LongTaskProbe {
    /** The site to serve: target/site, or another build of it (-Dprobe.site=..., e.g. one built without minifying). */
    private static final Path SITE = Paths.get(System.getProperty("probe.site", "target/site"));

    /** Installed in every new document before its scripts: collects long tasks and long animation frames. */
    private static final String RECORDER = "window.__lt = []; window.__loaf = [];"
            + " try { new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   window.__lt.push({ start: e.startTime, dur: e.duration }); }); }).observe({ type: 'longtask' });"
            + " } catch (e) {}"
            + " try { new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   window.__loaf.push({ start: e.startTime, dur: e.duration, block: e.blockingDuration,"
            + "     render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,"
            + "     style: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,"
            + "     scripts: (e.scripts || []).map(function (s) { return s.invoker + ' ' + s.invokerType + ' '"
            + "       + Math.round(s.duration) + 'ms (compile ' + Math.round(s.executionStart - s.startTime)"
            + "       + 'ms) ' + (s.sourceURL || '').replace(/^.*\\//, '') + ':' + s.sourceFunctionName; }) }); });"
            + " }).observe({ type: 'long-animation-frame' }); } catch (e) {}"
            + " window.__events = [];"
            + " try { new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   window.__events.push({ name: e.name, start: e.startTime,"
            + "     handlers: e.processingEnd - e.processingStart }); }); })"
            + "   .observe({ type: 'event', durationThreshold: 16 }); } catch (e) {}";

    private LongTaskProbe() {
    }

    public static void main(String[] args) throws Exception {
        int loads = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int level = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int settleMs = args.length > 2 ? Integer.parseInt(args[2]) : 1000;
        String detail = args.length > 3 ? args[3] : "";
        boolean verbose = detail.equals("frames") || detail.equals("profile");
        boolean profile = detail.equals("profile");
        if (!Files.isRegularFile(SITE.resolve("index.html"))) {
            throw new IllegalStateException("build the site first: mvn -q package -DskipTests");
        }
        try (SiteServer server = SiteServer.start(SITE, 0)) {
            for (String build : List.of("js", "wasm")) {
                List<Double> worst = new ArrayList<>();
                int withLongTask = 0;
                for (int load = 0; load < loads; load++) {
                    double w = probe(server.url(), build, level, settleMs, verbose, profile);
                    worst.add(w);
                    if (w > 50) {
                        withLongTask++;
                    }
                }
                System.out.printf(Locale.ROOT, "%s build: longest main-thread task after the move, per load (ms): %s"
                        + "; loads with a task over 50 ms: %d of %d%n", build, worst, withLongTask, loads);
            }
        }
    }

    /** One page load: the longest long task from the player's move on (0 when there was none). */
    @SuppressWarnings("unchecked")
    private static double probe(String base, String build, int level, int settleMs, boolean verbose,
            boolean profile) {
        ChromeDriver chrome = ChromeBrowser.start(1280, 800);
        try {
            chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", RECORDER));
            chrome.get(base + "?build=" + build + "#play=white&level=" + level);
            if (!build.equals(ChromeBrowser.startedBuild(chrome))) {
                throw new IllegalStateException("the " + build + " build did not start");
            }
            Thread.sleep(settleMs); // the time between the board showing and the move
            if (profile) {
                chrome.executeCdpCommand("Profiler.enable", Map.of());
                chrome.executeCdpCommand("Profiler.setSamplingInterval", Map.of("interval", 200));
                chrome.executeCdpCommand("Profiler.start", Map.of());
            }
            double t0 = ((Number) chrome.executeScript("return performance.now();")).doubleValue();
            chrome.findElement(By.cssSelector("[data-square='e2']")).click();
            chrome.findElement(By.cssSelector("[data-square='e4']")).click();
            new WebDriverWait(chrome, Duration.ofSeconds(15)).until(d -> d.findElement(By.id("fen"))
                    .getDomProperty("value").contains(" w "));
            Thread.sleep(1500);
            // A second move (d4 is legal after any reply to 1.e4): the same work again, now warm.
            chrome.findElement(By.cssSelector("[data-square='d2']")).click();
            chrome.findElement(By.cssSelector("[data-square='d4']")).click();
            new WebDriverWait(chrome, Duration.ofSeconds(15)).until(d -> d.findElement(By.id("fen"))
                    .getDomProperty("value").contains(" w "));
            Thread.sleep(1500);
            List<Map<String, Object>> tasks = (List<Map<String, Object>>) chrome.executeScript("return window.__lt;");
            List<Map<String, Object>> frames = (List<Map<String, Object>>) chrome.executeScript(
                    "return window.__loaf;");
            double worst = 0;
            StringBuilder after = new StringBuilder();
            for (Map<String, Object> t : tasks) {
                double start = ((Number) t.get("start")).doubleValue();
                double dur = ((Number) t.get("dur")).doubleValue();
                if (start >= t0) {
                    worst = Math.max(worst, dur);
                    after.append(String.format(Locale.ROOT, " %.0f@+%.0f", dur, start - t0));
                }
            }
            System.out.printf(Locale.ROOT, "[%s] long tasks after the move (ms@+ms from the move):%s%n", build,
                    after.length() == 0 ? " none" : after);
            List<Map<String, Object>> events = (List<Map<String, Object>>) chrome.executeScript(
                    "return window.__events;");
            StringBuilder handlers = new StringBuilder();
            for (Map<String, Object> e : events) {
                double start = ((Number) e.get("start")).doubleValue();
                if (start >= t0 && e.get("name").equals("click")) {
                    handlers.append(String.format(Locale.ROOT, " %.0f", ((Number) e.get("handlers")).doubleValue()));
                }
            }
            System.out.printf(Locale.ROOT, "[%s] click handlers of clicks that took 16 ms or longer (e2, e4, d2, d4; ms):%s%n", build,
                    handlers.length() == 0 ? " none" : handlers);
            if (profile) {
                ProfileBursts.print((Map<String, Object>) chrome.executeCdpCommand("Profiler.stop", Map.of())
                        .get("profile"), 30);
            }
            if (verbose) {
                for (Map<String, Object> f : frames) {
                    double start = ((Number) f.get("start")).doubleValue();
                    System.out.printf(Locale.ROOT, "    frame %+.0f ms: %.0f ms (blocking %.0f, render %.0f, style+layout"
                            + " %.0f) %s%n", start - t0, ((Number) f.get("dur")).doubleValue(),
                            ((Number) f.get("block")).doubleValue(), ((Number) f.get("render")).doubleValue(),
                            ((Number) f.get("style")).doubleValue(), f.get("scripts"));
                }
            }
            return worst;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            chrome.quit();
        }
    }
}
