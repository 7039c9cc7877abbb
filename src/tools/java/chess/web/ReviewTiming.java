package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * How long a game review takes in the page: the first 40 moves of Kasparov v Topalov, Wijk aan Zee 1999 (81
 * positions), imported through the PGN box of a freshly loaded page (the review keeps what it found for the page's
 * life, so every run needs a new page) and reviewed at each depth, in each build, in one headless Chromium. The
 * time runs in the page from the click on Review game until the review says it is done; it includes starting the
 * review's worker.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.ReviewTiming
 * -Dargs="[runs=3] [depths=quick,standard,deep] [builds=wasm,js] [reviewWorkers=page]"}, e.g. {@code "3
 * quick,standard wasm,js 1,2"} to compare one review worker with two, interleaved.
 */
public final class ReviewTiming {
    /** Kasparov v Topalov, Wijk aan Zee 1999, the first 40 moves (the game ended 44. Qa7 1-0). */
    static final String KASPAROV_TOPALOV_40 = "[Event \"Hoogovens\"]\n[Site \"Wijk aan Zee NED\"]\n"
            + "[Date \"1999.01.20\"]\n[White \"Garry Kasparov\"]\n[Black \"Veselin Topalov\"]\n[Result \"*\"]\n\n"
            + "1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Be3 Bg7 5. Qd2 c6 6. f3 b5 7. Nge2 Nbd7 8. Bh6 Bxh6 9. Qxh6 Bb7 "
            + "10. a3 e5 11. O-O-O Qe7 12. Kb1 a6 13. Nc1 O-O-O 14. Nb3 exd4 15. Rxd4 c5 16. Rd1 Nb6 17. g3 Kb8 "
            + "18. Na5 Ba8 19. Bh3 d5 20. Qf4+ Ka7 21. Rhe1 d4 22. Nd5 Nbxd5 23. exd5 Qd6 24. Rxd4 cxd4 25. Re7+ Kb6 "
            + "26. Qxd4+ Kxa5 27. b4+ Ka4 28. Qc3 Qxd5 29. Ra7 Bb7 30. Rxb7 Qc4 31. Qxf6 Kxa3 32. Qxa6+ Kxb4 "
            + "33. c3+ Kxc3 34. Qa1+ Kd2 35. Qb2+ Kd1 36. Bf1 Rd2 37. Rd7 Rxd7 38. Bxc4 bxc4 39. Qxh8 Rd3 "
            + "40. Qa8 c3 *\n";

    private ReviewTiming() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        String[] depths = (args.length > 1 ? args[1] : "quick,standard,deep").split(",");
        String[] builds = (args.length > 2 ? args[2] : "wasm,js").split(",");
        // Review workers (?reviewWorkers=): each run reviews once per count, the counts taking turns, so a change in
        // the machine's load falls on all of them alike. None given: the page's own choice.
        String[] workers = (args.length > 3 ? args[3] : "page").split(",");
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            ChromeDriver chrome = ChromeBrowser.start(1280, 800);
            try {
                for (String depth : depths) {
                    for (String build : builds) {
                        List<List<Long>> times = new ArrayList<>();
                        for (String w : workers) {
                            times.add(new ArrayList<>());
                        }
                        for (int i = 0; i < runs; i++) {
                            for (int k = 0; k < workers.length; k++) {
                                String query = workers[k].equals("page") ? "" : "&reviewWorkers=" + workers[k];
                                open(chrome, server.url(), build, query);
                                importPgn(chrome, KASPAROV_TOPALOV_40);
                                times.get(k).add(review(chrome, depth, 900));
                            }
                        }
                        for (int k = 0; k < workers.length; k++) {
                            List<Long> sorted = new ArrayList<>(times.get(k));
                            Collections.sort(sorted);
                            System.out.println(build + " " + depth + " workers=" + workers[k] + ": " + times.get(k)
                                    + " ms, median " + sorted.get(sorted.size() / 2) + " ms, load average "
                                    + loadAverage());
                        }
                    }
                }
            } finally {
                chrome.quit();
            }
        }
    }

    static void open(ChromeDriver chrome, String base, String build) {
        open(chrome, base, build, "");
    }

    /** Opens the page of {@code build} with more of a query ("&amp;name=value...", "" for none). */
    static void open(ChromeDriver chrome, String base, String build, String query) {
        chrome.get("about:blank");
        chrome.get(base + "?build=" + build + query);
        String started = ChromeBrowser.startedBuild(chrome);
        if (!build.equals(started)) {
            throw new IllegalStateException("asked for " + build + ", the page started " + started);
        }
    }

    /** The machine's load average over the last minute (it is shared: say how busy it was), or "?" off Linux. */
    static String loadAverage() {
        try {
            String text = new String(java.nio.file.Files.readAllBytes(Paths.get("/proc/loadavg")));
            return text.substring(0, text.indexOf(' '));
        } catch (java.io.IOException | RuntimeException e) {
            return "?";
        }
    }

    /** Pastes PGN into the import box and imports it. */
    static void importPgn(ChromeDriver chrome, String pgn) {
        ScreenshotChrome.reveal(chrome, "#pgn-import"); // a phone shows the import box in a tab of its own
        chrome.executeScript("arguments[0].value = arguments[1];", chrome.findElement(By.id("pgn-text")), pgn);
        chrome.findElement(By.id("pgn-import")).click();
    }

    /**
     * Chooses the depth, clicks Review game and waits in the page until the review has shown and is done (Cancel
     * hidden, no progress text); returns the milliseconds in between, measured in the page.
     */
    static long review(ChromeDriver chrome, String depth, int timeoutSeconds) {
        // Started here and polled: one script call for the whole review would outlast the WebDriver client's read
        // timeout (3 minutes) when a review on a busy machine takes longer.
        chrome.executeScript("window.__reviewMs = null;"
                + " var select = document.getElementById('review-depth');"
                + " select.value = arguments[0]; select.dispatchEvent(new Event('change'));"
                + " var t0 = performance.now(); document.getElementById('review-start').click();"
                // The panel is drawn in the task after the click: wait for the review to show, then for its end.
                + " var shown = false;"
                + " (function poll() {"
                + "   var running = !document.getElementById('review-cancel').hidden"
                + "     || document.getElementById('review-status').textContent !== '';"
                + "   shown = shown || running;"
                + "   if (running || !shown) { setTimeout(poll, 20); }"
                + "   else { window.__reviewMs = Math.round(performance.now() - t0); }"
                + " })();", depth);
        long deadline = System.currentTimeMillis() + timeoutSeconds * 1000L;
        while (System.currentTimeMillis() < deadline) {
            Object ms = chrome.executeScript("return window.__reviewMs;");
            if (ms != null) {
                return ((Number) ms).longValue();
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        throw new IllegalStateException("the review took over " + timeoutSeconds + " s");
    }

}
