package chess.web;

import chess.core.Game;
import chess.core.UciMove;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * How far the page's clocks drift from wall time over a 5+3 game against the engine in headless Chromium (prints
 * figures, asserts nothing). The probe plays White (a random legal move after a "think" of 0.3-2.5 s; the game is
 * not the point) against the engine on its own clock as Black, with busy threads loading the machine, and once hides
 * the tab behind another for a while during its own turn (a backgrounded tab).
 *
 * <p>The wall clock is the JVM's ({@code System.nanoTime}), not the page's: for each side it adds up the time between
 * the moves as they appear on the page (polled every 20 ms), and compares it with the time the page's clock has taken
 * from that side, read at the moments its shown time ticks over (a clock showing 4:57 turns so when 4:58 has just
 * been used up; tenths under ten seconds), so a reading is good to the page's redraw interval and the poll, about
 * 0.1 s. Drift = wall time run minus clock time used: positive when the page's clock counted too little.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.ClockDriftProbe
 * -Dargs="[level=6] [plies=80] [busyThreads=2] [hideSeconds=30] [build=wasm]"}.
 */
public final class ClockDriftProbe {
    private static final int BASE_MS = 300_000;
    private static final int INCREMENT_MS = 3_000;
    private static final String READ = "var q = function (id) { return document.getElementById(id).textContent; };"
            + " return [q('clock-bottom-time'), q('clock-top-time'),"
            + " Array.from(document.querySelectorAll('#moves button[data-node]')).map(function (b) {"
            + " return b.textContent; }).join(' '), q('result')];";

    private final ChromeDriver chrome;
    private final long start = System.nanoTime();
    /** Wall ms each side's clock has run (White 0, Black 1), the side running and since when; -1 before move 1. */
    private final double[] ran = new double[2];
    private final int[] presses = new int[2];
    private int running = -1;
    private double runningSince;
    private final String[] lastText = {"", ""};
    private final List<double[]> drifts = new ArrayList<>(); // {wall s since start, side, drift ms}
    private int moves;
    private String moveText = "";
    private boolean skipNextReading;

    private ClockDriftProbe(ChromeDriver chrome) {
        this.chrome = chrome;
    }

    public static void main(String[] args) throws Exception {
        int level = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        int maxPlies = args.length > 1 ? Integer.parseInt(args[1]) : 80;
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
            new Select(chrome.findElement(org.openqa.selenium.By.id("time-control"))).selectByValue("5+3");
            ClockDriftProbe probe = new ClockDriftProbe(chrome);
            String result = probe.play(maxPlies, hideSeconds);
            probe.report(level, build, busyThreads, hideSeconds, result);
        } finally {
            chrome.quit();
            load.forEach(Thread::interrupt);
        }
    }

    private double wallMs() {
        return (System.nanoTime() - start) / 1e6;
    }

    private String play(int maxPlies, int hideSeconds) throws Exception {
        Random random = new Random(2026);
        boolean hidden = false;
        double thinkUntil = -1;
        while (true) {
            List<?> read = (List<?>) chrome.executeScript(READ);
            double now = wallMs();
            String result = (String) read.get(3);
            observe(now, (String) read.get(0), (String) read.get(1), (String) read.get(2));
            if (!result.isEmpty() || moves >= maxPlies) {
                return result.isEmpty() ? "stopped after " + moves + " plies" : result;
            }
            if (moves % 2 == 0 && running != 1) { // White's (the probe's) turn
                if (!hidden && moves >= 10) { // once: the tab goes to the background for a while, on our own time
                    hidden = true;
                    hide(hideSeconds);
                    continue;
                }
                if (thinkUntil < 0) {
                    thinkUntil = now + 300 + random.nextInt(2200);
                } else if (now >= thinkUntil) {
                    thinkUntil = -1;
                    chrome.findElement(org.openqa.selenium.By.id("move-input")).sendKeys(randomMove(random) + "\n");
                }
            }
            Thread.sleep(20);
        }
    }

    /** Opens another tab in front of the page for {@code seconds}, then comes back to the page. */
    private void hide(int seconds) throws InterruptedException {
        String page = chrome.getWindowHandle();
        chrome.executeScript("window.probeHidden = 0; document.addEventListener('visibilitychange', function () {"
                + " if (document.hidden) { window.probeHidden++; } });");
        chrome.switchTo().newWindow(WindowType.TAB);
        chrome.get("about:blank");
        Thread.sleep(seconds * 1000L);
        chrome.close();
        chrome.switchTo().window(page);
        Object times = chrome.executeScript("return window.probeHidden;");
        System.out.println("the page was behind another tab for " + seconds + " s (hidden " + times + " time(s))");
        skipNextReading = true; // its clock turned while hidden, not just now: not an edge
    }

    /** A random legal move for White in the page's game, in UCI. */
    private String randomMove(Random random) {
        Game game = new Game();
        for (String san : moveText.trim().isEmpty() ? new String[0] : moveText.trim().split(" ")) {
            game.playSan(san);
        }
        int[] legal = game.legalMoves();
        return UciMove.format(game.board(), legal[random.nextInt(legal.length)]);
    }

    private void observe(double now, String white, String black, String list) {
        int count = list.isEmpty() ? 0 : list.split(" ").length;
        if (count != moves) {
            for (int ply = moves; ply < count; ply++) { // a move appeared: the mover's clock stops, the other's runs
                int mover = ply % 2;
                if (running >= 0) {
                    ran[running] += now - runningSince;
                    presses[mover]++;
                }
                running = 1 - mover;
                runningSince = now;
            }
            moves = count;
            moveText = list;
            lastText[0] = white;
            lastText[1] = black;
            return;
        }
        String shown = running == 0 ? white : running == 1 ? black : null;
        if (shown != null && !shown.equals(lastText[running]) && skipNextReading) {
            skipNextReading = false;
        } else if (shown != null && !shown.equals(lastText[running])) {
            double justUsedUpTo = readingEdge(shown);
            double used = BASE_MS + (double) INCREMENT_MS * presses[running] - justUsedUpTo;
            double wall = ran[running] + (now - runningSince);
            drifts.add(new double[] {now / 1000, running, wall - used});
        }
        lastText[0] = white;
        lastText[1] = black;
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

    private void report(int level, String build, int busyThreads, int hideSeconds, String result) throws Exception {
        String loadAverage = Files.readString(Paths.get("/proc/loadavg")).trim();
        System.out.printf(Locale.ROOT, "5+3, the probe (White) against level %d (Black) in %s, Chromium %s, %d busy"
                + " threads, load average %s%n", level, build, chrome.getCapabilities().getBrowserVersion(),
                busyThreads, loadAverage);
        System.out.printf(Locale.ROOT, "game: %d plies, %s; %.0f s of wall time%n", moves, result, wallMs() / 1000);
        for (int side = 0; side < 2; side++) {
            double max = 0;
            double sum = 0;
            int n = 0;
            double last = 0;
            for (double[] d : drifts) {
                if (d[1] == side) {
                    max = Math.max(max, Math.abs(d[2]));
                    sum += d[2];
                    n++;
                    last = d[2];
                }
            }
            System.out.printf(Locale.ROOT, "%s: %d readings, drift mean %+.0f ms, largest |%.0f| ms, last %+.0f ms"
                    + " (clock time used %.1f s)%n", side == 0 ? "White (probe)" : "Black (engine)", n,
                    n == 0 ? 0 : sum / n, max, last, ran[side] / 1000);
        }
        System.out.println("drift readings every 30 s of the game (wall s, side, drift ms):");
        double next = 0;
        for (double[] d : drifts) {
            if (d[0] >= next) {
                System.out.printf(Locale.ROOT, "  %6.1f  %s  %+5.0f%n", d[0], d[1] == 0 ? "White" : "Black", d[2]);
                next = d[0] + 30;
            }
        }
    }
}
