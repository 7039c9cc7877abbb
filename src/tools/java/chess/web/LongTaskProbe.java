package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Main-thread long tasks (over 50 ms) in the built site while the engine answers a player's move (prints figures,
 * asserts nothing). Each page load gets a fresh headless Chromium (a first visit: no service worker yet), opens
 * {@code #play=white}, waits {@code settle} ms, plays 1.e4 by clicks, waits for the reply and 1.5 s more, then
 * 2.d4 the same way. A script installed before the page's own (CDP {@code Page.addScriptToEvaluateOnNewDocument})
 * records every {@code longtask}, every {@code long-animation-frame} with its scripts (which callback ran, from
 * which file, for how long) and the Event Timing of the clicks (how long their handlers ran), so a long task can be
 * traced to its cause. With {@code profile} it also samples the page's JavaScript (CDP Profiler, 0.2 ms) from the
 * move on and prints each busy stretch over 30 ms with the functions that ran ({@link ProfileBursts}).
 *
 * <p>Several sites (for example the site before and after a change, each built with {@code -Dsite.dir=...}) are
 * measured round by round, interleaved, so a busy machine slows them alike: {@code -Dprobe.site=DIR1,DIR2}.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.LongTaskProbe
 * -Dargs="[loads=5] [level=3] [settle ms=0] [frames|profile]"}.
 */
public final class LongTaskProbe {
    /** The sites to serve: target/site, or others built from other versions (-Dprobe.site=DIR1,DIR2). */
    private static final String SITES = System.getProperty("probe.site", "target/site");

    /** Installed in every new document before its scripts: collects long tasks, frames and click timings. */
    private static final String RECORDER = "window.__lt = []; window.__loaf = []; window.__events = [];"
            + " try { new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   window.__lt.push({ start: e.startTime, dur: e.duration }); }); }).observe({ type: 'longtask' });"
            + " } catch (e) {}"
            + " try { new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   window.__loaf.push({ start: e.startTime, dur: e.duration, block: e.blockingDuration,"
            + "     render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,"
            + "     scripts: (e.scripts || []).map(function (s) { return s.invoker + ' ' + s.invokerType + ' '"
            + "       + Math.round(s.duration) + 'ms ' + (s.sourceURL || '').replace(/^.*\\//, '') + ':'"
            + "       + s.sourceFunctionName; }) }); });"
            + " }).observe({ type: 'long-animation-frame' }); } catch (e) {}"
            + " try { new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   if (e.name === 'click') { window.__events.push({ start: e.startTime, square: e.target"
            + "     && e.target.getAttribute ? e.target.getAttribute('data-square') : null,"
            + "     handlers: e.processingEnd - e.processingStart }); } }); })"
            + "   .observe({ type: 'event', durationThreshold: 16 }); } catch (e) {}";

    private LongTaskProbe() {
    }

    /** What one page load measured. */
    private static final class Load {
        /** The longest task from the move on, 0 when none took over 50 ms. */
        double worstTask;
        /** The longest task before the move (loading and starting the app), 0 when none took over 50 ms. */
        double worstStartTask;
        /** How long the handlers of the click that made the move (e4, d4) ran; 0 when the click took < 16 ms. */
        double firstMoveHandlers;
        double secondMoveHandlers;
    }

    public static void main(String[] args) throws Exception {
        int loads = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int level = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int settleMs = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        String detail = args.length > 3 ? args[3] : "";
        List<Path> sites = new ArrayList<>();
        List<SiteServer> servers = new ArrayList<>();
        Map<String, List<Load>> results = new LinkedHashMap<>();
        try {
            for (String dir : SITES.split(",")) {
                Path site = Paths.get(dir);
                if (!Files.isRegularFile(site.resolve("index.html"))) {
                    throw new IllegalStateException("no built site in " + site + ": mvn -q package -DskipTests");
                }
                sites.add(site);
                servers.add(SiteServer.start(site, 0));
            }
            for (int load = 0; load < loads; load++) {
                for (int s = 0; s < sites.size(); s++) {
                    for (String build : List.of("js", "wasm")) {
                        String key = sites.get(s) + " " + build;
                        Load measured = probe(servers.get(s).url(), key, build, level, settleMs, detail);
                        results.computeIfAbsent(key, k -> new ArrayList<>()).add(measured);
                    }
                }
            }
        } finally {
            for (SiteServer server : servers) {
                server.close();
            }
        }
        System.out.printf(Locale.ROOT, "%nLevel %d, move %d ms after the board is ready, %d loads each (a fresh"
                + " browser per load):%n", level, settleMs, loads);
        for (Map.Entry<String, List<Load>> e : results.entrySet()) {
            List<Load> all = e.getValue();
            int withLong = 0;
            int startLong = 0;
            double worst = 0;
            double worstStart = 0;
            List<Double> firstClicks = new ArrayList<>();
            for (Load l : all) {
                withLong += l.worstTask > 50 ? 1 : 0;
                worst = Math.max(worst, l.worstTask);
                startLong += l.worstStartTask > 50 ? 1 : 0;
                worstStart = Math.max(worstStart, l.worstStartTask);
                firstClicks.add(l.firstMoveHandlers);
            }
            firstClicks.sort(Double::compare);
            System.out.printf(Locale.ROOT, "  %-28s loads with a task over 50 ms after the move: %d of %d (longest %.0f"
                    + " ms); 1.e4 click handlers median %.0f ms, max %.0f ms (0 = under 16 ms); start-up: %d with a"
                    + " task over 50 ms (longest %.0f ms)%n", e.getKey(), withLong, all.size(), worst,
                    firstClicks.get(firstClicks.size() / 2), firstClicks.get(firstClicks.size() - 1), startLong,
                    worstStart);
        }
    }

    @SuppressWarnings("unchecked")
    private static Load probe(String base, String label, String build, int level, int settleMs, String detail) {
        boolean profile = detail.equals("profile");
        ChromeDriver chrome = ChromeBrowser.start(1280, 800);
        try {
            chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", RECORDER));
            chrome.get(base + "?build=" + build + "#play=white&level=" + level);
            if (!build.equals(ChromeBrowser.startedBuild(chrome))) {
                throw new IllegalStateException("the " + build + " build did not start");
            }
            Thread.sleep(settleMs);
            if (profile) {
                chrome.executeCdpCommand("Profiler.enable", Map.of());
                chrome.executeCdpCommand("Profiler.setSamplingInterval", Map.of("interval", 200));
                chrome.executeCdpCommand("Profiler.start", Map.of());
            }
            double t0 = ((Number) chrome.executeScript("return performance.now();")).doubleValue();
            move(chrome, "e2", "e4");
            move(chrome, "d2", "d4"); // legal after any reply to 1.e4: the same work again, now warm
            Load result = new Load();
            StringBuilder tasks = new StringBuilder();
            for (Map<String, Object> t : (List<Map<String, Object>>) chrome.executeScript("return window.__lt;")) {
                double start = ((Number) t.get("start")).doubleValue();
                double dur = ((Number) t.get("dur")).doubleValue();
                if (start >= t0) {
                    result.worstTask = Math.max(result.worstTask, dur);
                    tasks.append(String.format(Locale.ROOT, " %.0f@+%.0f", dur, start - t0));
                } else {
                    result.worstStartTask = Math.max(result.worstStartTask, dur);
                }
            }
            for (Map<String, Object> e : (List<Map<String, Object>>) chrome.executeScript("return window.__events;")) {
                double handlers = ((Number) e.get("handlers")).doubleValue();
                if ("e4".equals(e.get("square"))) {
                    result.firstMoveHandlers = handlers;
                } else if ("d4".equals(e.get("square"))) {
                    result.secondMoveHandlers = handlers;
                }
            }
            System.out.printf(Locale.ROOT, "[%s] long tasks after the move (ms@+ms):%s; move clicks' handlers: e4 %.0f"
                    + " ms, d4 %.0f ms%n", label, tasks.length() == 0 ? " none" : tasks, result.firstMoveHandlers,
                    result.secondMoveHandlers);
            if (profile) {
                ProfileBursts.print((Map<String, Object>) chrome.executeCdpCommand("Profiler.stop", Map.of())
                        .get("profile"), 30);
            }
            if (profile || detail.equals("frames")) {
                for (Map<String, Object> f : (List<Map<String, Object>>) chrome.executeScript("return window.__loaf;")) {
                    System.out.printf(Locale.ROOT, "    frame %+.0f ms: %.0f ms (blocking %.0f, render %.0f) %s%n",
                            ((Number) f.get("start")).doubleValue() - t0, ((Number) f.get("dur")).doubleValue(),
                            ((Number) f.get("block")).doubleValue(), ((Number) f.get("render")).doubleValue(),
                            f.get("scripts"));
                }
            }
            return result;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            chrome.quit();
        }
    }

    /** Plays a move by two clicks and waits until the engine (playing Black) has answered, then 1.5 s more. */
    private static void move(ChromeDriver chrome, String from, String to) throws InterruptedException {
        chrome.findElement(By.cssSelector("[data-square='" + from + "']")).click();
        chrome.findElement(By.cssSelector("[data-square='" + to + "']")).click();
        new WebDriverWait(chrome, Duration.ofSeconds(15)).until(d -> d.findElement(By.id("fen"))
                .getDomProperty("value").contains(" w "));
        Thread.sleep(1500);
    }
}
