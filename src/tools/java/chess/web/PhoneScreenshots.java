package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Screenshots of the phone layout for the docs (docs/web.md, "Phone layout"), each in a fresh headless Chromium
 * profile with a phone's metrics below 500 px: the Opera game (Morphy, Paris 1858) opened from a {@code #pgn=} link,
 * stepped back to 11. Bxb5+ with the move buttons under the board, and the analysis switched on with the Game tab's
 * Analysis button. The first screen only, as a phone shows it. Writes into the folder given (default docs):
 * {@code phone-320-light.png} and {@code phone-320-dark.png} (320 x 568), {@code phone-390-light.png} and
 * {@code phone-390-dark.png} (390 x 844), {@code phone-768-light.png} and {@code phone-768-dark.png} (a tablet of
 * 768 x 1024 in two columns; its top 720 pixels, to keep the file small).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.PhoneScreenshots
 * -Dargs="[folder=docs]"}.
 */
public final class PhoneScreenshots {
    /** The Opera game, with the tags the rows beside the board show. */
    static final String OPERA = "[Event \"Paris Opera\"]\n[Site \"Paris\"]\n[Date \"1858.??.??\"]\n[Round \"?\"]\n"
            + "[White \"Paul Morphy\"]\n[Black \"Duke Karl of Brunswick and Count Isouard\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5"
            + " 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8"
            + " 17. Rd8# 1-0\n";

    private PhoneScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        int[][] sizes = {{320, 568}, {390, 844}, {768, 1024}};
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            for (int[] size : sizes) {
                for (String scheme : new String[] {"light", "dark"}) {
                    shoot(server.url(), size[0], size[1], scheme,
                            out.resolve("phone-" + size[0] + "-" + scheme + ".png"));
                }
            }
        }
    }

    /** The address that opens the Opera game. */
    static String operaLink(String base, String build) {
        return base + "?build=" + build + PageDriver.pgnLink(OPERA);
    }

    /** The top {@code height} pixels of the page (a tablet's two columns, without the empty bottom), as a PNG. */
    private static int captureTop(ChromeDriver chrome, int width, int height, Path file) throws Exception {
        chrome.executeScript("document.activeElement.blur(); window.scrollTo(0, 0);");
        Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png",
                "clip", Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", 1)));
        byte[] png = Base64.getDecoder().decode((String) shot.get("data"));
        Files.write(file, png);
        return png.length;
    }

    private static void shoot(String base, int width, int height, String scheme, Path file) throws Exception {
        ChromeDriver chrome = ScreenshotChrome.start(width, height, scheme, true);
        try {
            chrome.get(operaLink(base, "wasm"));
            ChromeBrowser.startedBuild(chrome);
            new WebDriverWait(chrome, Duration.ofSeconds(20)).until(d -> !d.findElements(
                    By.cssSelector("#moves button[data-node]")).isEmpty());
            chrome.findElement(By.id("nav-end")).click();
            for (int i = 0; i < 12; i++) {
                chrome.findElement(By.id("nav-back")).click();
            }
            chrome.findElement(By.id("analysis")).click();
            new WebDriverWait(chrome, Duration.ofSeconds(20)).until(d -> d.findElement(By.id("depth")).getText()
                    .startsWith("Depth"));
            Thread.sleep(2500);
            chrome.findElement(By.id("stop")).click(); // the readout stays as it was: the same picture every run
            int bytes = width < 500 ? ScreenshotChrome.capture(chrome, file) : captureTop(chrome, width, 720, file);
            System.out.println("wrote " + file + " (" + bytes + " bytes)");
        } finally {
            chrome.quit();
        }
    }
}
