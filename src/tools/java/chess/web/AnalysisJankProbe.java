package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The main thread while the engine analyses and moves are played (prints figures, asserts nothing): a fresh
 * headless Chromium per load opens the page (two players), turns Analysis on, waits for its first report and a
 * second more, then plays 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 Bc5 by clicks, {@code gap} ms apart. It records every
 * {@code longtask} and the Event Timing of the clicks (from the input to the next paint: "click to repaint"); with
 * {@code frames}, the long animation frames and their scripts; with {@code profile}, a CPU profile of each busy
 * stretch over 30 ms ({@link ProfileBursts}).
 *
 * <p>Sites are measured interleaved, so a busy machine slows them alike: {@code -Dprobe.site=DIR1,DIR2}.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.AnalysisJankProbe
 * -Dargs="[loads=3] [gap ms=1200] [frames|profile]"}.
 */
public final class AnalysisJankProbe {
    private static final String SITES = System.getProperty("probe.site", "target/site");
    private static final String[][] MOVES = {{"e2", "e4"}, {"e7", "e5"}, {"g1", "f3"}, {"b8", "c6"}, {"f1", "c4"},
        {"g8", "f6"}, {"d2", "d3"}, {"f8", "c5"}};

    private static final String RECORDER = "window.__lt = []; window.__loaf = []; window.__clicks = [];"
            + " var t0 = performance.now();" // what happened before, the start-up included, is not counted
            + " new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   if (e.startTime >= t0) { window.__lt.push(e.duration); } }); })"
            + "   .observe({ type: 'longtask', buffered: true });"
            + " new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   if (e.name === 'click' && e.startTime >= t0) { window.__clicks.push(e.duration); } }); })"
            + "   .observe({ type: 'event', durationThreshold: 16, buffered: true });"
            + " try { new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   if (e.startTime >= t0) window.__loaf.push({ dur: e.duration,"
            + "     scripts: (e.scripts || []).map(function (s) {"
            + "     return s.invoker + ' ' + Math.round(s.duration) + 'ms ' + s.sourceFunctionName; }) }); });"
            + " }).observe({ type: 'long-animation-frame', buffered: true }); } catch (e) {}";

    private AnalysisJankProbe() {
    }

    public static void main(String[] args) throws Exception {
        int loads = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        int gap = args.length > 1 ? Integer.parseInt(args[1]) : 1200;
        String detail = args.length > 2 ? args[2] : "";
        List<SiteServer> servers = new ArrayList<>();
        List<String> names = new ArrayList<>();
        Map<String, List<double[]>> results = new LinkedHashMap<>();
        try {
            for (String dir : SITES.split(",")) {
                Path site = Paths.get(dir);
                if (!Files.isRegularFile(site.resolve("index.html"))) {
                    throw new IllegalStateException("no built site in " + site);
                }
                servers.add(SiteServer.start(site, 0));
                names.add(dir);
            }
            for (int load = 0; load < loads; load++) {
                for (int s = 0; s < servers.size(); s++) {
                    for (String build : List.of("js", "wasm")) {
                        String key = names.get(s) + " " + build;
                        results.computeIfAbsent(key, k -> new ArrayList<>())
                                .add(probe(servers.get(s).url(), key, build, gap, detail));
                    }
                }
            }
        } finally {
            for (SiteServer server : servers) {
                server.close();
            }
        }
        System.out.printf(Locale.ROOT, "%nAnalysis on, 8 moves by clicks %d ms apart, %d loads each:%n", gap, loads);
        for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
            List<Double> counts = new ArrayList<>();
            List<Double> worstTasks = new ArrayList<>();
            List<Double> worstClicks = new ArrayList<>();
            List<Double> medianClicks = new ArrayList<>();
            for (double[] r : e.getValue()) {
                counts.add(r[0]);
                worstTasks.add(r[1]);
                worstClicks.add(r[2]);
                medianClicks.add(r[3]);
            }
            System.out.printf(Locale.ROOT, "  %-22s tasks > 50 ms per load %s; longest task %s ms; click to paint"
                    + " median %s ms, longest %s ms%n", e.getKey(), counts, worstTasks, medianClicks, worstClicks);
        }
    }

    /** One load: {count of long tasks, longest task, longest click, median click} (clicks under 16 ms as 16). */
    @SuppressWarnings("unchecked")
    private static double[] probe(String base, String label, String build, int gap, String detail)
            throws InterruptedException {
        ChromeDriver chrome = ChromeBrowser.start(1280, 800);
        try {
            chrome.get(base + "?build=" + build);
            if (!build.equals(ChromeBrowser.startedBuild(chrome))) {
                throw new IllegalStateException("the " + build + " build did not start");
            }
            chrome.findElement(By.id("analysis")).click();
            new WebDriverWait(chrome, Duration.ofSeconds(15)).until(d -> d.findElement(By.id("depth")).getText()
                    .startsWith("Depth "));
            Thread.sleep(1000);
            if (detail.equals("profile")) {
                chrome.executeCdpCommand("Profiler.enable", Map.of());
                chrome.executeCdpCommand("Profiler.setSamplingInterval", Map.of("interval", 200));
                chrome.executeCdpCommand("Profiler.start", Map.of());
            }
            chrome.executeScript(RECORDER);
            for (String[] m : MOVES) {
                chrome.findElement(By.cssSelector("[data-square='" + m[0] + "']")).click();
                chrome.findElement(By.cssSelector("[data-square='" + m[1] + "']")).click();
                Thread.sleep(gap);
            }
            List<Object> tasks = (List<Object>) chrome.executeScript("return window.__lt;");
            List<Object> clicks = (List<Object>) chrome.executeScript("return window.__clicks;");
            List<Double> clickMs = new ArrayList<>();
            for (Object c : clicks) {
                clickMs.add(((Number) c).doubleValue());
            }
            while (clickMs.size() < 2 * MOVES.length) {
                clickMs.add(16.0); // under the 16 ms threshold: not reported
            }
            Collections.sort(clickMs);
            double worstTask = 0;
            for (Object t : tasks) {
                worstTask = Math.max(worstTask, ((Number) t).doubleValue());
            }
            System.out.printf(Locale.ROOT, "[%s] long tasks %s; clicks to paint over 16 ms %s%n", label, tasks, clicks);
            if (detail.equals("profile")) {
                ProfileBursts.print((Map<String, Object>) chrome.executeCdpCommand("Profiler.stop", Map.of())
                        .get("profile"), 30);
            }
            if (detail.equals("frames") || detail.equals("profile")) {
                List<Map<String, Object>> frames = (List<Map<String, Object>>) chrome.executeScript(
                        "return window.__loaf;");
                for (Map<String, Object> f : frames) {
                    System.out.printf(Locale.ROOT, "    frame %.0f ms %s%n", ((Number) f.get("dur")).doubleValue(),
                            f.get("scripts"));
                }
            }
            return new double[] {tasks.size(), worstTask, clickMs.get(clickMs.size() - 1),
                clickMs.get(clickMs.size() / 2)};
        } finally {
            chrome.quit();
        }
    }
}
