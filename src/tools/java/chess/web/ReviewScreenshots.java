package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Screenshots of a finished game review for the docs: the first 40 moves of Kasparov v Topalov 1999 imported,
 * reviewed at Quick depth in the Wasm build, and the first key moment the review found shown (its button
 * clicked), so the graph, the summary, the verdict and the moments are all on the page. Writes
 * {@code review-desktop.png} (1280 x 800, the page scrolled to the review) and {@code review-phone.png} (360 x 740,
 * the whole page) into the folder given (default docs).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.ReviewScreenshots
 * -Dargs="[folder=docs]"}.
 */
public final class ReviewScreenshots {
    private ReviewScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            shoot(server.url(), 1280, 800, false, out.resolve("review-desktop.png"));
            shoot(server.url(), 360, 740, true, out.resolve("review-phone.png"));
        }
    }

    private static void shoot(String base, int width, int height, boolean phone, Path file) throws Exception {
        ChromeDriver chrome = ChromeBrowser.start(width, height, "--user-data-dir=" + ChromeBrowser.freshProfile(),
                "--hide-scrollbars");
        try {
            chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                    "deviceScaleFactor", 1, "mobile", phone));
            ReviewTiming.open(chrome, base, "wasm");
            ReviewTiming.importPgn(chrome, ReviewTiming.KASPAROV_TOPALOV_40);
            ReviewTiming.review(chrome, "quick", 300);
            ScreenshotChrome.reveal(chrome, "#review-moments");
            chrome.findElement(By.cssSelector("#review-moments button")).click();
            chrome.executeScript("document.activeElement.blur();");
            byte[] png;
            if (phone) {
                chrome.executeScript("window.scrollTo(0, 0);");
                List<?> wh = (List<?>) chrome.executeScript("return [document.documentElement.scrollWidth,"
                        + " document.documentElement.scrollHeight];");
                Map<String, Object> clip = Map.of("x", 0, "y", 0, "width", ((Number) wh.get(0)).intValue(),
                        "height", ((Number) wh.get(1)).intValue(), "scale", 1);
                Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png",
                        "captureBeyondViewport", true, "clip", clip));
                png = Base64.getDecoder().decode((String) shot.get("data"));
            } else {
                // The review sits below the move list: scroll the panel to it (the board stays in view).
                chrome.executeScript("var r = document.getElementById('review').getBoundingClientRect();"
                        + " window.scrollTo(0, Math.max(0, window.scrollY + r.top - 8));");
                Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png"));
                png = Base64.getDecoder().decode((String) shot.get("data"));
            }
            Files.write(file, png);
            System.out.println("wrote " + file + " (" + png.length + " bytes)");
        } finally {
            chrome.quit();
        }
    }
}
