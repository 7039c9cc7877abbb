package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The Image part in headless Chromium, for the figures and the screenshot of docs/images.md: per build, the GIF of
 * a 40-move game (Kasparov - Topalov 1999, 81 frames at 360 pixels, 0.8 s a move) made in the page: its size, how
 * long it took, the longest step the page's Java took, and the main thread's long tasks (over 50 ms) meanwhile;
 * the PNG of the start position; then a screenshot of the Share panel with the PNG's preview
 * ({@code image-share-desktop.png}, in the folder given, default docs).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.ImageProbe -Dargs="[folder=docs]"}.
 */
public final class ImageProbe {
    static final String GAME = "1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Be3 Bg7 5. Qd2 c6 6. f3 b5 7. Nge2 Nbd7 8. Bh6 Bxh6"
            + " 9. Qxh6 Bb7 10. a3 e5 11. O-O-O Qe7 12. Kb1 a6 13. Nc1 O-O-O 14. Nb3 exd4 15. Rxd4 c5 16. Rd1 Nb6"
            + " 17. g3 Kb8 18. Na5 Ba8 19. Bh3 d5 20. Qf4+ Ka7 21. Rhe1 d4 22. Nd5 Nbxd5 23. exd5 Qd6 24. Rxd4 cxd4"
            + " 25. Re7+ Kb6 26. Qxd4+ Kxa5 27. b4+ Ka4 28. Qc3 Qxd5 29. Ra7 Bb7 30. Rxb7 Qc4 31. Qxf6 Kxa3"
            + " 32. Qxa6+ Kxb4 33. c3+ Kxc3 34. Qa1+ Kd2 35. Qb2+ Kd1 36. Bf1 Rd2 37. Rd7 Rxd7 38. Bxc4 bxc4"
            + " 39. Qxh8 Rd3 40. Qa8 c3 *";

    private ImageProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            for (String build : new String[] {"wasm", "js"}) {
                gif(server.url(), build);
            }
            screenshot(server.url(), out.resolve("image-share-desktop.png"));
        }
    }

    private static ChromeDriver open(String base, String build, int width, int height) throws Exception {
        ChromeDriver chrome = ChromeBrowser.start(width, height, "--user-data-dir="
                + Files.createTempDirectory("chess-image"), "--hide-scrollbars");
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 1, "mobile", false));
        chrome.get(base + "?build=" + build);
        ChromeBrowser.startedBuild(chrome);
        return chrome;
    }

    private static void importGame(ChromeDriver chrome) {
        chrome.executeScript("document.getElementById('pgn-text').value = arguments[0];", GAME);
        chrome.findElement(By.id("pgn-import")).click();
        new WebDriverWait(chrome, Duration.ofSeconds(30)).until(d -> d.findElements(By.cssSelector("#moves [data-node]"))
                .size() >= 80);
    }

    private static String made(ChromeDriver chrome, String button, String prefix) {
        chrome.findElement(By.id(button)).click();
        WebElement status = chrome.findElement(By.id("image-status"));
        new WebDriverWait(chrome, Duration.ofSeconds(300)).until(d -> status.getText().startsWith(prefix)
                || status.getText().startsWith("Could not"));
        return status.getText();
    }

    private static void gif(String base, String build) throws Exception {
        ChromeDriver chrome = open(base, build, 1280, 900);
        try {
            importGame(chrome);
            System.out.println(build + " PNG of the start position: " + made(chrome, "image-png", "Saved"));
            chrome.findElement(By.id("nav-end")).click();
            new Select(chrome.findElement(By.id("image-delay"))).selectByValue("800");
            chrome.executeScript("window.longTasks = []; new PerformanceObserver(function (list) {"
                    + " list.getEntries().forEach(function (e) { window.longTasks.push(Math.round(e.duration)); });"
                    + " }).observe({ entryTypes: ['longtask'] });");
            String status = made(chrome, "image-gif", "Saved line.gif");
            Thread.sleep(500); // the observer reports a task after it ends
            @SuppressWarnings("unchecked")
            List<Object> tasks = (List<Object>) chrome.executeScript("return window.longTasks;");
            System.out.println(build + " GIF of 40 moves: " + status);
            System.out.println(build + " long tasks (over 50 ms) while it was made: " + tasks.size() + " " + tasks);
        } finally {
            chrome.quit();
        }
    }

    private static void screenshot(String base, Path file) throws Exception {
        ChromeDriver chrome = open(base, "wasm", 1280, 900);
        try {
            importGame(chrome);
            chrome.findElement(By.cssSelector("#moves [data-node]:nth-of-type(40)")).click();
            made(chrome, "image-png", "Saved");
            new WebDriverWait(chrome, Duration.ofSeconds(10)).until(d -> "png".equals(
                    d.findElement(By.id("image-preview")).getDomAttribute("data-kind")));
            WebElement share = chrome.findElement(By.cssSelector("section.share"));
            chrome.executeScript("arguments[0].scrollIntoView(); document.activeElement.blur();", share);
            Thread.sleep(300);
            Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png"));
            byte[] png = Base64.getDecoder().decode((String) shot.get("data"));
            Files.write(file, png);
            System.out.println("wrote " + file + " (" + png.length + " bytes)");
        } finally {
            chrome.quit();
        }
    }
}
