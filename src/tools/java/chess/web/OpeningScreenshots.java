package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The opening name's screenshots for the docs, played through the page in a fresh headless Chromium profile: a
 * Giuoco Piano main line that has just left the table (the name is the last named position's, under the board and
 * above the moves), as {@code opening-desktop.png} (1280 x 800), {@code opening-dark.png} (the same in the system's
 * dark scheme) and {@code opening-phone.png} (390 x 844). Then, per build, when the page's performance marks
 * fell: first board paint, the table's request (after the paint), its arrival and the end of reading it (in
 * slices), in ms from navigation, and the longest main-thread task (over 50 ms) while it was read, over a few fresh
 * loads. Writes into the folder given (default docs).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.OpeningScreenshots
 * -Dargs="[folder=docs] [loads=5]"}.
 */
public final class OpeningScreenshots {
    private static final String GAME = "e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 d5 Qb3";
    private static final String[] MARKS = {"board-rendered", "opening-table-requested", "opening-table-fetched",
        "opening-table-read"};

    private OpeningScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        int loads = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Files.createDirectories(out);
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            shoot(server.url(), 1280, 800, "light", out.resolve("opening-desktop.png"));
            shoot(server.url(), 1280, 800, "dark", out.resolve("opening-dark.png"));
            shoot(server.url(), 390, 844, "light", out.resolve("opening-phone.png"));
            for (String build : new String[] {"js", "wasm"}) {
                for (int i = 0; i < loads; i++) {
                    System.out.println(build + " " + marks(server.url(), build));
                }
            }
        }
    }

    private static ChromeDriver browser(int width, int height, String scheme) throws Exception {
        return ScreenshotChrome.start(width, height, scheme, true); // reduced motion: no piece caught mid-glide
    }

    private static void shoot(String base, int width, int height, String scheme, Path file) throws Exception {
        ChromeDriver chrome = browser(width, height, scheme);
        try {
            chrome.get(base + "?build=wasm");
            ChromeBrowser.startedBuild(chrome);
            WebElement input = chrome.findElement(By.id("move-input"));
            for (String move : GAME.split(" ")) {
                input.sendKeys(move, Keys.ENTER);
            }
            new WebDriverWait(chrome, Duration.ofSeconds(30)).until(d -> !d.findElement(By.id("opening")).getText()
                    .isEmpty());
            int bytes = ScreenshotChrome.capture(chrome, file);
            System.out.println("wrote " + file + " (" + bytes + " bytes): " + chrome.findElement(By.id("opening"))
                    .getText());
        } finally {
            chrome.quit();
        }
    }

    /** The marks of one fresh load, "board-rendered 180, opening-table-requested 196, ...", in ms. */
    private static String marks(String base, String build) throws Exception {
        ChromeDriver chrome = browser(1280, 800, "light");
        try {
            chrome.get(base + "?build=" + build);
            ChromeBrowser.startedBuild(chrome);
            chrome.executeScript("window.longTasks = []; new PerformanceObserver(function (l) {"
                    + " l.getEntries().forEach(function (e) { window.longTasks.push(e); }); })"
                    + ".observe({ type: 'longtask', buffered: true });");
            new WebDriverWait(chrome, Duration.ofSeconds(30)).until(d -> Boolean.TRUE.equals(chrome.executeScript(
                    "return performance.getEntriesByName('opening-table-read').length > 0;")));
            StringBuilder sb = new StringBuilder();
            for (String mark : MARKS) {
                Object t = chrome.executeScript("var e = performance.getEntriesByName(arguments[0]);"
                        + " return e.length ? Math.round(e[0].startTime) : -1;", mark);
                sb.append(sb.length() == 0 ? "" : ", ").append(mark).append(' ').append(t);
            }
            Object longest = chrome.executeScript("var f = performance.getEntriesByName('opening-table-fetched')[0]"
                    + ".startTime; var r = performance.getEntriesByName('opening-table-read')[0].startTime;"
                    + " var m = 0; window.longTasks.forEach(function (e) { if (e.startTime + e.duration > f"
                    + " && e.startTime < r) { m = Math.max(m, e.duration); } }); return Math.round(m);");
            return sb.append("; longest task while reading ").append(longest).append(" (0: none over 50)")
                    .toString();
        } finally {
            chrome.quit();
        }
    }
}
