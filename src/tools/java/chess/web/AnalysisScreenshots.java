package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Screenshots of the analysis board for the docs: the built site in headless Chromium (a fresh profile each), an
 * annotated Ruy Lopez with a Sicilian, a French, a Berlin and an Italian as variations, one of them with a
 * variation of its own, comments and symbols, all entered through the page as a player would. Writes
 * {@code analysis-desktop.png} (1280 x 800) and {@code analysis-phone.png} (360 x 740, the whole page, whose panel
 * is below the board) into the folder given (default docs).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.AnalysisScreenshots
 * -Dargs="[folder=docs]"}.
 */
public final class AnalysisScreenshots {
    private AnalysisScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            shoot(server.url(), 1280, 800, false, out.resolve("analysis-desktop.png"));
            shoot(server.url(), 360, 740, true, out.resolve("analysis-phone.png"));
        }
    }

    private static void shoot(String base, int width, int height, boolean phone, Path file) throws Exception {
        ChromeDriver chrome = ChromeBrowser.start(width, height, "--user-data-dir=" + ChromeBrowser.freshProfile(),
                "--hide-scrollbars");
        try {
            chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                    "deviceScaleFactor", 1, "mobile", phone));
            chrome.get(base + "?build=wasm");
            ChromeBrowser.startedBuild(chrome);
            annotatedGame(chrome);
            ScreenshotChrome.reveal(chrome, "#moves"); // a phone shows the move list's part of the panel
            chrome.executeScript("document.activeElement.blur(); window.scrollTo(0, 0);"); // clicks scrolled the page
            byte[] png;
            if (phone) {
                Object size = chrome.executeScript("return [document.documentElement.scrollWidth,"
                        + " document.documentElement.scrollHeight];");
                List<?> wh = (List<?>) size;
                Map<String, Object> clip = Map.of("x", 0, "y", 0, "width", ((Number) wh.get(0)).intValue(),
                        "height", ((Number) wh.get(1)).intValue(), "scale", 1);
                Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png",
                        "captureBeyondViewport", true, "clip", clip));
                png = Base64.getDecoder().decode((String) shot.get("data"));
            } else {
                Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png"));
                png = Base64.getDecoder().decode((String) shot.get("data"));
            }
            Files.write(file, png);
            System.out.println("wrote " + file + " (" + png.length + " bytes)");
        } finally {
            chrome.quit();
        }
    }

    /** Plays and annotates the game through the page: the move box, clicks on the move list, the annotation tools. */
    private static void annotatedGame(ChromeDriver chrome) {
        play(chrome, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3");
        // ids: the start is 0, then every new move the next number: e4 is 1, ..., h3 is 17
        go(chrome, 1);
        play(chrome, "c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"); // 18..26
        go(chrome, 26);
        comment(chrome, "The Najdorf: Black keeps b5 and e5 in reserve.");
        go(chrome, 19);
        play(chrome, "Nc6 d4 cxd4 Nxd4"); // 27..30, a variation inside the Sicilian
        go(chrome, 1);
        play(chrome, "e6 d4 d5"); // 31..33
        go(chrome, 5);
        comment(chrome, "The Ruy Lopez, one of the oldest openings.");
        nag(chrome, "1");
        go(chrome, 4);
        play(chrome, "Bc4 Bc5"); // 34..35: the Italian instead of 3.Bb5
        nag(chrome, "5");
        go(chrome, 5);
        play(chrome, "Nf6 O-O Nxe4"); // 36..38: the Berlin instead of 3...a6
        comment(chrome, "The Berlin: solid, and famous for it.");
        nag(chrome, "10");
        go(chrome, 13);
        nag(chrome, "16");
        go(chrome, 29);
    }

    private static void play(ChromeDriver chrome, String moves) {
        ScreenshotChrome.reveal(chrome, "#move-input");
        WebElement input = chrome.findElement(By.id("move-input"));
        for (String san : moves.split(" ")) {
            input.sendKeys(san, Keys.ENTER);
        }
    }

    private static void go(ChromeDriver chrome, int id) {
        String move = "#moves button[data-node='" + id + "']";
        ScreenshotChrome.reveal(chrome, move);
        chrome.findElement(By.cssSelector(move)).click();
    }

    private static void comment(ChromeDriver chrome, String text) {
        ScreenshotChrome.reveal(chrome, "#comment");
        WebElement box = chrome.findElement(By.id("comment"));
        box.clear();
        box.sendKeys(text);
        chrome.findElement(By.id("comment-save")).click();
    }

    private static void nag(ChromeDriver chrome, String number) {
        String button = "#nags button[data-nag='" + number + "']";
        ScreenshotChrome.reveal(chrome, button);
        chrome.findElement(By.cssSelector(button)).click();
    }
}
