package chess.web;

import chess.cli.SiteServer;
import chess.core.Board;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.San;
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
import org.openqa.selenium.Keys;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The main thread's budget, one table: long tasks (PerformanceObserver {@code longtask}, over 50 ms) and the longest
 * task, per scenario, build and CPU slowdown (CDP {@code Emulation.setCPUThrottlingRate}, 4 as Lighthouse's mid-range
 * phone). Prints figures, asserts nothing. Each run gets a fresh headless Chromium; the scenario's set-up (loading a
 * game, starting the analysis) runs unslowed and uncounted, then the recorder starts, the CPU is slowed and the
 * scenario runs:
 * <ul>
 * <li>{@code analyse1}, {@code analyse3}: Analysis on (1 or 3 lines), then 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 Bc5 by
 *     clicks, 1.2 s apart;
 * <li>{@code play}: the same moves with no engine searching (the page's own work for a move, without an engine
 *     worker taking a core);
 * <li>{@code review}: a 40-move game reviewed at the default depth, the player stepping back a move a second, 12 s;
 * <li>{@code step500}: a 500-move game (1,000 plies) stepped through with the keys: End, Home, then → held for
 *     150 key events 40 ms apart (a press and its repeats) and ← for 50;
 * <li>{@code import10mb}: a 10 MB file of 5,000 games ({@code chess.pgn.PgnCorpus}) chosen in the file box, until
 *     its games are listed.
 * <li>{@code library10mb}: the same file added to the library (Games tab, Import PGN file), until all its games are
 *     kept.
 * </ul>
 *
 * <p>With {@code profile}, a CPU profile (0.2 ms samples) of each run prints its busy stretches over 50 ms with the
 * functions that used the time ({@link ProfileBursts}); a site built with {@code -Dweb.minifying=false} keeps names.
 * Several sites (before and after a change, each built with {@code -Dsite.dir=...}) are measured interleaved:
 * {@code -Dprobe.site=DIR1,DIR2}. {@code -Dprobe.visit=first,repeat} measures each run on a first visit and on a
 * repeat visit (served by the service worker, so cross-origin isolated), interleaved. {@code -Dprobe.query=Q1;Q2}
 * measures each run with each text added to the page's address, interleaved (e.g. {@code &analysisWorkers=1;
 * &analysisWorkers=2}). {@code -Dprobe.device=desktop,phone} measures each run in a 1280 x 800 window with mouse
 * clicks (the default) and as a phone: 390 x 844 CSS pixels at two device pixels each (about the desktop window's
 * pixels to draw), mobile metrics, the phone layout, and taps as touches; the review's panel is opened with its tab
 * before the counted part, as a phone's player would. {@code -Dprobe.busy=N} keeps N threads of this JVM spinning
 * through the counted part: the load an engine worker puts on a machine's cores, without the engine (on a 2-core
 * machine, {@code play} with one busy thread against {@code analyse1} tells the page's work from the core the
 * analysis takes).
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.web.MainThreadProbe
 * -Dargs="[scenarios=all|analyse1,analyse3,review,step500,import10mb,library10mb] [slowdowns=1,4] [builds=js,wasm]
 * [loads=1] [profile]"}.
 */
public final class MainThreadProbe {
    private static final String SITES = System.getProperty("probe.site", "target/site");
    /**
     * "first": a fresh browser's first load; "repeat": loaded once, then again once the service worker serves the
     * page, which makes it cross-origin isolated (engine searches ended by the stop flag, not by a new worker).
     */
    private static final String VISITS = System.getProperty("probe.visit", "first");
    /** Texts added to the page's address after {@code ?build=...}, one run each, separated by ';'. */
    private static final String QUERIES = System.getProperty("probe.query", "");
    /** "desktop": a 1280 x 800 window and a mouse; "phone": 390 x 844 CSS pixels, mobile metrics and touch. */
    private static final String DEVICES = System.getProperty("probe.device", "desktop");
    /** Threads kept spinning through each run's counted part (0: none). */
    private static final int BUSY = Integer.getInteger("probe.busy", 0);
    private static final List<String> ALL = List.of("analyse1", "analyse3", "play", "review", "step500",
            "import10mb", "library10mb");
    private static final String[][] MOVES = {{"e2", "e4"}, {"e7", "e5"}, {"g1", "f3"}, {"b8", "c6"}, {"f1", "c4"},
        {"g8", "f6"}, {"d2", "d3"}, {"f8", "c5"}};
    /** Long tasks from now on (the observer's buffered list also holds the start-up's, which are left out). */
    private static final String RECORDER = "window.__lt = []; var t0 = performance.now();"
            + " new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   if (e.startTime >= t0) { window.__lt.push(e.duration); } }); })"
            + "   .observe({ type: 'longtask', buffered: true });";

    /** Whether taps are touches (the phone) rather than mouse clicks. */
    private static boolean touch;

    /** Where each tapped element's centre is, read once per page before the slowed part. */
    private static final Map<String, double[]> CENTRES = new java.util.HashMap<>();

    private MainThreadProbe() {
    }

    public static void main(String[] args) throws Exception {
        List<String> scenarios = args.length > 0 && !args[0].equals("all") ? List.of(args[0].split(",")) : ALL;
        List<String> slowdowns = List.of((args.length > 1 ? args[1] : "1,4").split(","));
        List<String> builds = List.of((args.length > 2 ? args[2] : "js,wasm").split(","));
        int loads = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        boolean profile = args.length > 4 && args[4].equals("profile");
        Path corpus = scenarios.contains("import10mb") || scenarios.contains("library10mb") ? corpus() : null;
        String[] queries = QUERIES.split(";", -1);
        List<SiteServer> servers = new ArrayList<>();
        List<String> names = new ArrayList<>();
        Map<String, List<double[]>> results = new LinkedHashMap<>();
        try {
            for (String dir : SITES.split(",")) {
                Path site = Paths.get(dir);
                if (!Files.isRegularFile(site.resolve("index.html"))) {
                    throw new IllegalStateException("no built site in " + site + ": mvn -q package -DskipTests");
                }
                servers.add(SiteServer.start(site, 0));
                names.add(dir);
            }
            for (int load = 0; load < loads; load++) {
                for (String scenario : scenarios) {
                    for (String slowdown : slowdowns) {
                        for (String build : builds) {
                            for (String visit : VISITS.split(",")) {
                                for (String device : DEVICES.split(",")) {
                                    for (int run = 0; run < servers.size() * queries.length; run++) {
                                        int s = run / queries.length;
                                        String query = queries[run % queries.length];
                                        String key = String.join(" | ", scenario, build, slowdown + "×", names.get(s))
                                                + (VISITS.equals("first") ? "" : " | " + visit + " visit")
                                                + (query.isEmpty() ? "" : " | " + query)
                                                + (DEVICES.equals("desktop") ? "" : " | " + device)
                                                + (BUSY == 0 ? "" : " | " + BUSY + " busy");
                                        double[] r = run(servers.get(s).url() + "?build=" + build + query, build,
                                                Double.parseDouble(slowdown), scenario, corpus, profile,
                                                visit.equals("repeat"), device.equals("phone"));
                                        System.out.printf(Locale.ROOT,
                                                "[%s] tasks > 50 ms: %.0f, longest %.0f ms, %.1f s%n", key, r[0], r[1],
                                                r[2]);
                                        results.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        } finally {
            for (SiteServer server : servers) {
                server.close();
            }
        }
        System.out.printf(Locale.ROOT, "%n| scenario | build | CPU | site | tasks > 50 ms | longest task | seconds |%n"
                + "|---|---|---|---|---|---|---|%n");
        for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
            List<String> counts = new ArrayList<>();
            List<String> longest = new ArrayList<>();
            List<String> seconds = new ArrayList<>();
            for (double[] r : e.getValue()) {
                counts.add(String.format(Locale.ROOT, "%.0f", r[0]));
                longest.add(r[1] == 0 ? "—" : String.format(Locale.ROOT, "%.0f ms", r[1]));
                seconds.add(String.format(Locale.ROOT, "%.1f", r[2]));
            }
            System.out.printf(Locale.ROOT, "| %s | %s | %s | %s |%n", e.getKey(), String.join(", ", counts),
                    String.join(", ", longest), String.join(", ", seconds));
        }
    }

    /** The 10 MB file of the import scenario, written once into target/. */
    private static Path corpus() throws Exception {
        Path file = Paths.get("target", "probe-corpus-10mb.pgn");
        if (!Files.isRegularFile(file)) {
            chess.pgn.PgnCorpus.main(new String[] {file.toString(), "5000", "1"});
        }
        return file.toAbsolutePath();
    }

    /** One run: {tasks over 50 ms, the longest task (0 when none), the scenario's seconds}. */
    @SuppressWarnings("unchecked")
    private static double[] run(String page, String build, double slowdown, String scenario, Path corpus,
            boolean profile, boolean repeatVisit, boolean phone) throws Exception {
        ChromeDriver chrome = phone ? ChromeBrowser.start(390, 844) : ChromeBrowser.start(1280, 800);
        touch = phone;
        try {
            if (phone) {
                chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 390, "height", 844,
                        "deviceScaleFactor", 2, "mobile", true));
                chrome.executeCdpCommand("Emulation.setTouchEmulationEnabled",
                        Map.of("enabled", true, "maxTouchPoints", 5));
            }
            chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
            chrome.get(page);
            if (repeatVisit) {
                if (!Boolean.TRUE.equals(ChromeBrowser.serviceWorkerControls(chrome, 30))) {
                    throw new IllegalStateException("no service worker controls the page");
                }
                chrome.get("about:blank");
                chrome.get(page);
            }
            System.out.println("  cross-origin isolated: " + chrome.executeScript(
                    "return self.crossOriginIsolated === true;"));
            if (!build.equals(ChromeBrowser.startedBuild(chrome))) {
                throw new IllegalStateException("the " + build + " build did not start");
            }
            Thread.sleep(1500); // the page's own work after start-up (the link's model, the opening table)
            setUp(chrome, scenario);
            if (phone && scenario.equals("review")) {
                chrome.executeScript("document.getElementById('tab-moves').click();");
                Thread.sleep(500);
            }
            CENTRES.clear();
            if (scenario.startsWith("analyse") || scenario.equals("play")) {
                for (String[] m : MOVES) { // the board does not move: its squares are read while unslowed
                    for (String square : m) {
                        String selector = "[data-square='" + square + "']";
                        CENTRES.put(selector, centre(chrome, selector));
                    }
                }
            }
            chrome.executeScript(RECORDER);
            chrome.executeScript(FrameBreakdown.RECORDER);
            if (profile) {
                chrome.executeCdpCommand("Profiler.enable", Map.of());
                chrome.executeCdpCommand("Profiler.setSamplingInterval", Map.of("interval", 200));
                chrome.executeCdpCommand("Profiler.start", Map.of());
            }
            chrome.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", slowdown));
            long start = System.nanoTime();
            try (Spinners spinning = new Spinners(BUSY)) {
                play(chrome, scenario, corpus, slowdown);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            chrome.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", 1));
            Thread.sleep(300); // the last entries reach the observer
            List<Object> tasks = (List<Object>) chrome.executeScript("return window.__lt;");
            double longest = 0;
            for (Object t : tasks) {
                longest = Math.max(longest, ((Number) t).doubleValue());
            }
            FrameBreakdown.print(chrome.executeScript("return window.__loaf;"));
            System.out.println("  ends at: " + chrome.executeScript("return document.getElementById('fen').value"
                    + " + ' | review: ' + document.getElementById('review-status').textContent;"));
            if (profile) {
                ProfileBursts.print((Map<String, Object>) chrome.executeCdpCommand("Profiler.stop", Map.of())
                        .get("profile"), 50);
            }
            return new double[] {tasks.size(), longest, seconds};
        } finally {
            chrome.quit();
        }
    }

    /** What comes before the counted part: the analysis running, the game loaded. */
    private static void setUp(ChromeDriver chrome, String scenario) throws Exception {
        switch (scenario) {
            case "analyse1":
            case "analyse3":
                chrome.executeScript("document.getElementById('analysis').click();");
                if (scenario.equals("analyse3")) {
                    new Select(chrome.findElement(By.id("analysis-line-count"))).selectByValue("3");
                }
                wait(chrome, 30, () -> text(chrome, "depth").startsWith("Depth "));
                Thread.sleep(1000);
                break;
            case "play":
                break;
            case "review":
                importText(chrome, randomGame(80));
                break;
            case "step500":
                importText(chrome, randomGame(1000));
                chrome.executeScript("document.activeElement.blur();");
                break;
            case "import10mb":
            case "library10mb":
                break;
            default:
                throw new IllegalArgumentException("no scenario " + scenario + ": one of " + ALL);
        }
    }

    /** The counted part. */
    private static void play(ChromeDriver chrome, String scenario, Path corpus, double slowdown) throws Exception {
        switch (scenario) {
            case "analyse1":
            case "analyse3":
            case "play":
                List<String> depths = new ArrayList<>();
                for (String[] m : MOVES) {
                    tap(chrome, "[data-square='" + m[0] + "']");
                    tap(chrome, "[data-square='" + m[1] + "']");
                    Thread.sleep(1200);
                    depths.add(text(chrome, "depth").replace("Depth ", ""));
                }
                if (!scenario.equals("play")) { // how deep the analysis got in each position's 1.2 s
                    System.out.println("  depth shown 1.2 s after each move: " + String.join(", ", depths));
                }
                break;
            case "review":
                tap(chrome, "#review-start");
                for (int i = 0; i < 12; i++) {
                    Thread.sleep(1000);
                    tap(chrome, "#nav-back");
                }
                break;
            case "step500":
                new Actions(chrome).sendKeys(Keys.END).pause(500).sendKeys(Keys.HOME).pause(500).perform();
                long rightLate = holdKey(chrome, "ArrowRight", 39, 150);
                long leftLate = holdKey(chrome, "ArrowLeft", 37, 50);
                System.out.printf(Locale.ROOT, "  held keys: the page took the last of → %d ms and of ← %d ms after"
                        + " they were due; the board stopped %d ms after ← was let go%n", rightLate, leftLate,
                        untilTheBoardStops(chrome));
                break;
            case "import10mb":
                chrome.findElement(By.id("pgn-file")).sendKeys(corpus.toString());
                wait(chrome, (int) (120 * slowdown), () -> text(chrome, "import-status").contains("games in this"));
                Thread.sleep(1000);
                break;
            case "library10mb":
                chrome.findElement(By.id("library-file")).sendKeys(corpus.toString());
                wait(chrome, (int) (240 * slowdown), () -> text(chrome, "library-status").startsWith("Added"));
                Thread.sleep(1000);
                break;
            default:
                throw new IllegalArgumentException(scenario);
        }
    }

    /**
     * Milliseconds from now until the FEN box last changed, read every 50 ms until it has not changed for a second
     * (at most a minute): how long a page still draws positions the key asked for after it was let go. A read
     * waits for the page's task in hand, as a player's next tap would.
     */
    private static long untilTheBoardStops(ChromeDriver chrome) throws InterruptedException {
        long letGo = System.nanoTime();
        long lastChange = letGo;
        Object last = chrome.executeScript("return document.getElementById('fen').value");
        while (System.nanoTime() - lastChange < 1_000_000_000L && System.nanoTime() - letGo < 60_000_000_000L) {
            Thread.sleep(50);
            Object now = chrome.executeScript("return document.getElementById('fen').value");
            if (!now.equals(last)) {
                last = now;
                lastChange = System.nanoTime();
            }
        }
        return (lastChange - letGo) / 1_000_000L;
    }

    /**
     * Holds a key down as a keyboard does: one press, then a repeat every 40 ms ({@code autoRepeat}, so the page sees
     * {@code repeat} set) until {@code events} in all, then the key let go. Each event is sent when its time comes;
     * a page still busy with the one before delays it, as the browser's input queue would (the browser hands the
     * page a key only once it has handled the one before). Returns how many milliseconds after its time the page
     * had handled the last event: how long the board goes on moving after the player let go.
     */
    private static long holdKey(ChromeDriver chrome, String key, int keyCode, int events) throws InterruptedException {
        long start = System.nanoTime();
        for (int i = 0; i < events; i++) {
            long wait = (start + i * 40_000_000L - System.nanoTime()) / 1_000_000L;
            if (wait > 0) {
                Thread.sleep(wait);
            }
            chrome.executeCdpCommand("Input.dispatchKeyEvent", Map.of("type", "rawKeyDown", "key", key, "code", key,
                    "windowsVirtualKeyCode", keyCode, "nativeVirtualKeyCode", keyCode, "autoRepeat", i > 0));
        }
        long late = (System.nanoTime() - (start + (events - 1) * 40_000_000L)) / 1_000_000L;
        chrome.executeCdpCommand("Input.dispatchKeyEvent", Map.of("type", "keyUp", "key", key, "code", key,
                "windowsVirtualKeyCode", keyCode, "nativeVirtualKeyCode", keyCode));
        return late;
    }

    /**
     * A tap as the player's: a press and a release at the element's centre through CDP, with no WebDriver code
     * run in the page (its click scrolls the element into view and finds its region with scripts of its own, which
     * were long tasks of their own at 4×).
     */
    private static void tap(ChromeDriver chrome, String selector) {
        double[] centre = centre(chrome, selector);
        if (touch) {
            chrome.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints",
                    List.of(Map.of("x", centre[0], "y", centre[1]))));
            chrome.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints",
                    List.of()));
            return;
        }
        for (String type : new String[] {"mousePressed", "mouseReleased"}) {
            chrome.executeCdpCommand("Input.dispatchMouseEvent", Map.of("type", type, "x", centre[0], "y",
                    centre[1], "button", "left", "clickCount", 1));
        }
    }

    /**
     * An element's centre in the viewport: the board's squares as read before the slowed part, any other element
     * read now (scrolled into view first when it is not in it, as a player scrolls to a button).
     */
    private static double[] centre(ChromeDriver chrome, String selector) {
        double[] kept = CENTRES.get(selector);
        if (kept != null) {
            return kept;
        }
        @SuppressWarnings("unchecked")
        List<Number> xy = (List<Number>) chrome.executeScript("var e = document.querySelector(arguments[0]);"
                + " var r = e.getBoundingClientRect();"
                + " if (r.top < 0 || r.bottom > innerHeight) { e.scrollIntoView({ block: 'center' });"
                + "   r = e.getBoundingClientRect(); }"
                + " return [r.left + r.width / 2, r.top + r.height / 2];", selector);
        return new double[] {xy.get(0).doubleValue(), xy.get(1).doubleValue()};
    }

    /** Loads a game through the import box (clicked by script: on a phone its tab is closed). */
    private static void importText(ChromeDriver chrome, String pgn) {
        chrome.executeScript("arguments[0].value = arguments[1]; document.getElementById('pgn-import').click();",
                chrome.findElement(By.id("pgn-text")), pgn);
        wait(chrome, 30, () -> text(chrome, "import-status").contains("loaded"));
    }

    /**
     * A PGN of {@code plies} random legal moves (a fixed seed) in which no move ends the game by the rules, so the
     * whole game can be stepped through: captures are left out while there are other moves (so the material never
     * runs down to a draw), and once 100 plies have passed without a pawn move or capture, one is preferred (so the
     * 75-move rule never ends it).
     */
    static String randomGame(int plies) {
        Board board = Board.startingPosition();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        long seed = 1;
        StringBuilder pgn = new StringBuilder("[Event \"Probe\"]\n[White \"A\"]\n[Black \"B\"]\n\n");
        for (int ply = 0; ply < plies; ply++) {
            int n = MoveGenerator.generate(board, moves, 0);
            List<Integer> goOn = new ArrayList<>();
            List<Integer> preferred = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Board after = new Board();
                after.copyFrom(board);
                after.make(moves[i]);
                if (chess.core.Rules.outcome(after, chess.core.RuleSet.STANDARD).isOver()) {
                    continue;
                }
                goOn.add(moves[i]);
                boolean resets = Move.isCapture(moves[i])
                        || chess.core.Piece.type(board.pieceAt(Move.from(moves[i]))) == chess.core.Piece.PAWN;
                if (board.halfmoveClock() >= 100 ? resets : !Move.isCapture(moves[i])) {
                    preferred.add(moves[i]);
                }
            }
            List<Integer> from = preferred.isEmpty() ? goOn : preferred;
            if (from.isEmpty()) {
                throw new IllegalStateException("every move ends the game at ply " + ply);
            }
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            int move = from.get((int) Long.remainderUnsigned(seed >>> 17, from.size()));
            if (ply % 2 == 0) {
                pgn.append(ply / 2 + 1).append(". ");
            }
            pgn.append(San.format(board, move)).append(' ');
            board.make(move);
        }
        return pgn.append("*\n").toString();
    }

    /** Threads spinning until closed: a load on the machine's cores that is not the page's. */
    private static final class Spinners implements AutoCloseable {
        private volatile boolean spinning = true;
        private final List<Thread> threads = new ArrayList<>();

        Spinners(int count) {
            for (int i = 0; i < count; i++) {
                Thread t = new Thread(() -> {
                    long x = 0;
                    while (spinning) {
                        x += x * 31 + 7;
                    }
                    if (x == 42) {
                        System.out.print(""); // keeps the loop's work from being dropped
                    }
                });
                t.setDaemon(true);
                t.start();
                threads.add(t);
            }
        }

        @Override
        public void close() throws InterruptedException {
            spinning = false;
            for (Thread t : threads) {
                t.join();
            }
        }
    }

    private static String text(ChromeDriver chrome, String id) {
        return String.valueOf(chrome.executeScript("return document.getElementById(arguments[0]).textContent;", id));
    }

    private static void wait(ChromeDriver chrome, int seconds, java.util.function.BooleanSupplier condition) {
        new WebDriverWait(chrome, Duration.ofSeconds(seconds)).until(d -> condition.getAsBoolean());
    }
}
