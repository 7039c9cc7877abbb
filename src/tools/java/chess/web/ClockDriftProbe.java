package chess.web;

import chess.core.Game;
import chess.core.UciMove;
import chess.engine.Engine;
import chess.engine.Level;
import chess.engine.Limits;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.openqa.selenium.By;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * How far the page's clocks drift from wall time over a 5+3 game against the engine in headless Chromium (prints
 * figures, asserts nothing). The probe plays White (the JVM engine at level 3 picks the move, after a "think" of
 * 0.5-4 s) against the page's engine on its own clock as Black, with busy threads loading the machine, and once hides
 * the tab behind another for a while during its own turn (a backgrounded tab).
 *
 * <p>Wall time is {@code Date.now()} (the system's clock), not the {@code performance.now()} the page's clocks read.
 * A MutationObserver in the page stamps each change of the move list and of the two shown clocks as it happens, so
 * the readings do not depend on how slowly a loaded machine answers the probe. For each side the probe adds up the
 * wall time between the moves (the clock runs from the move's appearance to the next), and compares it with the time
 * the page's clock has taken from that side at the moments its shown time ticks over (a clock that turns to 4:57 has
 * just used up 4:58; tenths under ten seconds): a reading is good to the redraw interval, 0.1 s, and how late the
 * busy page runs its timer. Drift = wall time run minus clock time used: positive when the page counted too little.
 * The wall time of a turn runs to the stamp of the move, so it includes the time the page takes to draw the move,
 * which the clocks charge to neither side: that much per move shows as a slow positive climb (docs/clocks.md).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.ClockDriftProbe
 * -Dargs="[level=10] [plies=120] [busyThreads=2] [hideSeconds=30] [build=wasm]"}.
 */
public final class ClockDriftProbe {
    private static final int BASE_MS = 300_000;
    private static final int INCREMENT_MS = 3_000;
    /** Stamps every change of the moves and the clocks with Date.now(), in window.probeLog. */
    private static final String WATCH = "window.probeLog = []; var q = function (id) {"
            + " return document.getElementById(id).textContent; };"
            + " var note = function () { window.probeLog.push([Date.now(), q('clock-bottom-time'),"
            + " q('clock-top-time'), document.querySelectorAll('#moves button[data-node]').length]); };"
            + " var o = new MutationObserver(note); var opts = { childList: true, subtree: true, characterData: true };"
            + " ['moves', 'clock-bottom-time', 'clock-top-time'].forEach(function (id) {"
            + " o.observe(document.getElementById(id), opts); }); note();"
            + " window.probeHidden = 0; document.addEventListener('visibilitychange', function () {"
            + " if (document.hidden) { window.probeHidden++; } });";
    private static final String DRAIN = "var l = window.probeLog; window.probeLog = [];"
            + " return { log: l, moves: Array.from(document.querySelectorAll('#moves button[data-node]'))"
            + ".map(function (b) { return b.textContent; }), result: document.getElementById('result').textContent,"
            + " now: Date.now() };";

    private final ChromeDriver chrome;
    private final Engine white = new Engine(8);
    /** Wall ms each side's clock has run (White 0, Black 1), the side running and since when; -1 before move 1. */
    private final double[] ran = new double[2];
    private final int[] presses = new int[2];
    private int running = -1;
    private double runningSince;
    private double firstStamp = -1;
    private final String[] lastText = {"", ""};
    private final List<double[]> drifts = new ArrayList<>(); // {wall s since the first move, side, drift ms}
    private int moves;
    private List<String> sans = List.of();
    private boolean skipNextReading;
    private double hiddenAt = -1;

    private ClockDriftProbe(ChromeDriver chrome) {
        this.chrome = chrome;
        white.setLevel(Level.of(3));
    }

    public static void main(String[] args) throws Exception {
        int level = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int maxPlies = args.length > 1 ? Integer.parseInt(args[1]) : 120;
        int busyThreads = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        int hideSeconds = args.length > 3 ? Integer.parseInt(args[3]) : 30;
        String build = args.length > 4 ? args[4] : "wasm";
        List<Thread> load = new ArrayList<>();
        for (int i = 0; i < busyThreads; i++) {
            Thread busy = new Thread(() -> {
                double x = 0;
                while (!Thread.currentThread().isInterrupted()) {
                    x += Math.sqrt(x + 1);
                }
            });
            busy.setDaemon(true);
            busy.start();
            load.add(busy);
        }
        ChromeDriver chrome = ChromeBrowser.start(1280, 900);
        try {
            new PageDriver(chrome, build).open("#play=white&level=" + level);
            new Select(chrome.findElement(By.id("time-control"))).selectByValue("5+3");
            chrome.executeScript(WATCH);
            ClockDriftProbe probe = new ClockDriftProbe(chrome);
            String result = probe.play(maxPlies, hideSeconds);
            probe.report(level, build, busyThreads, result);
        } finally {
            chrome.quit();
            load.forEach(Thread::interrupt);
        }
    }

    private String play(int maxPlies, int hideSeconds) throws Exception {
        Random random = new Random(2026);
        boolean hidden = false;
        double thinkUntil = -1;
        while (true) {
            Map<?, ?> read = (Map<?, ?>) chrome.executeScript(DRAIN);
            for (Object entry : (List<?>) read.get("log")) {
                List<?> e = (List<?>) entry;
                observe(((Number) e.get(0)).doubleValue(), (String) e.get(1), (String) e.get(2),
                        ((Number) e.get(3)).intValue());
            }
            @SuppressWarnings("unchecked")
            List<String> list = (List<String>) read.get("moves");
            sans = list;
            double now = ((Number) read.get("now")).doubleValue();
            String result = (String) read.get("result");
            if (!result.isEmpty() || moves >= maxPlies) {
                return result.isEmpty() ? "stopped after " + moves + " plies" : result;
            }
            if (moves % 2 == 0 && running != 1 && list.size() == moves) { // White's (the probe's) turn
                if (!hidden && moves >= 20) { // once: the tab goes to the background for a while, on our own time
                    hidden = true;
                    hide(hideSeconds);
                    continue;
                }
                if (thinkUntil < 0) {
                    thinkUntil = now + 500 + random.nextInt(3500);
                } else if (now >= thinkUntil) {
                    thinkUntil = -1;
                    chrome.findElement(By.id("move-input")).sendKeys(nextMove() + "\n");
                }
            }
            Thread.sleep(50);
        }
    }

    /** Opens another tab in front of the page for {@code seconds}, then comes back to the page. */
    private void hide(int seconds) throws InterruptedException {
        String page = chrome.getWindowHandle();
        chrome.switchTo().newWindow(WindowType.TAB);
        chrome.get("about:blank");
        Thread.sleep(seconds * 1000L);
        chrome.close();
        chrome.switchTo().window(page);
        Object times = chrome.executeScript("return window.probeHidden;");
        System.out.println("the page was behind another tab for " + seconds + " s (hidden " + times + " time(s))");
        skipNextReading = true; // its clock turned while hidden, not just now: not an edge
        hiddenAt = drifts.isEmpty() ? 0 : drifts.get(drifts.size() - 1)[0];
    }

    /** White's move in the page's game, from a short search of the JVM engine at level 3, in UCI. */
    private String nextMove() {
        Game game = new Game();
        for (String san : sans) {
            game.playSan(san);
        }
        int best = white.search(game, new Limits().nodes(20_000), info -> { }).bestMove;
        return UciMove.format(game.board(), best);
    }

    private void observe(double stamp, String whiteShown, String blackShown, int count) {
        if (firstStamp < 0 && count > 0) {
            firstStamp = stamp;
        }
        if (count != moves) {
            for (int ply = moves; ply < count; ply++) { // a move appeared: the mover's clock stops, the other's runs
                int mover = ply % 2;
                if (running >= 0) {
                    ran[running] += stamp - runningSince;
                    presses[mover]++;
                }
                running = 1 - mover;
                runningSince = stamp;
            }
            moves = count;
            lastText[0] = whiteShown;
            lastText[1] = blackShown;
            return;
        }
        String shown = running == 0 ? whiteShown : running == 1 ? blackShown : null;
        if (shown != null && !shown.equals(lastText[running]) && skipNextReading) {
            skipNextReading = false;
        } else if (shown != null && !shown.equals(lastText[running])) {
            double used = BASE_MS + (double) INCREMENT_MS * presses[running] - readingEdge(shown);
            double wall = ran[running] + (stamp - runningSince);
            drifts.add(new double[] {(stamp - firstStamp) / 1000, running, wall - used});
        }
        lastText[0] = whiteShown;
        lastText[1] = blackShown;
    }

    /** The time left at the moment a clock turned to {@code shown}: "4:57" at 4:58.0, "0:09.4" at 9.5 s. */
    private static double readingEdge(String shown) {
        int colon = shown.indexOf(':');
        int minutes = Integer.parseInt(shown.substring(0, colon));
        String rest = shown.substring(colon + 1);
        if (rest.contains(".")) {
            return (minutes * 60 + Double.parseDouble(rest)) * 1000 + 100;
        }
        return (minutes * 60 + Integer.parseInt(rest)) * 1000.0 + 1000;
    }

    private void report(int level, String build, int busyThreads, String result) throws Exception {
        String loadAverage = Files.readString(Paths.get("/proc/loadavg")).trim();
        System.out.printf(Locale.ROOT, "5+3, the probe (White, JVM level 3) against page level %d (Black) in %s,"
                + " Chromium %s, %d busy threads, load average %s%n", level, build,
                chrome.getCapabilities().getBrowserVersion(), busyThreads, loadAverage);
        System.out.printf(Locale.ROOT, "game: %d plies, %s%n", moves, result);
        for (int side = 0; side < 2; side++) {
            summary(side == 0 ? "White (probe)" : "Black (engine)", side, 0, Double.MAX_VALUE);
        }
        if (hiddenAt >= 0) {
            summary("White, before the hidden tab", 0, 0, hiddenAt + 1e-9);
            summary("White, after it", 0, hiddenAt + 1e-9, Double.MAX_VALUE);
        }
        System.out.println("drift readings, one every 30 s of the game (s since move 1, side, drift ms):");
        double next = 0;
        for (double[] d : drifts) {
            if (d[0] >= next) {
                System.out.printf(Locale.ROOT, "  %6.1f  %s  %+5.0f%n", d[0], d[1] == 0 ? "White" : "Black", d[2]);
                next = d[0] + 30;
            }
        }
    }

    private void summary(String name, int side, double from, double to) {
        double max = 0;
        double sum = 0;
        int n = 0;
        double last = 0;
        for (double[] d : drifts) {
            if (d[1] == side && d[0] >= from && d[0] < to) {
                max = Math.max(max, Math.abs(d[2]));
                sum += d[2];
                n++;
                last = d[2];
            }
        }
        System.out.printf(Locale.ROOT, "%s: %d readings, drift mean %+.0f ms, largest |%.0f| ms, last %+.0f ms"
                + " (clock ran %.1f s)%n", name, n, n == 0 ? 0 : sum / n, max, last, ran[side] / 1000);
    }
}
