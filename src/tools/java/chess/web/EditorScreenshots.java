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
import org.openqa.selenium.interactions.Actions;

/**
 * Screenshots of the board editor for the docs, set up through the page as a player would (Edit board, Clear
 * board, pieces dragged from the palette, the FEN box): on the desktop a rook ending being set up, legal, with the
 * white rook chosen in the palette; on the phone the same with a second white king dragged on, so the reason it
 * cannot be played shows. Writes {@code editor-desktop.png} (1280 x 800) and {@code editor-phone.png} (360 x 740,
 * the whole page) into the folder given (default docs).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.EditorScreenshots
 * -Dargs="[folder=docs]"}.
 */
public final class EditorScreenshots {
    /** The Lucena position, White to move: the ending the palette's drags finish setting up. */
    private static final String LUCENA = "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1";

    private EditorScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            shoot(server.url(), 1280, 800, false, out.resolve("editor-desktop.png"));
            shoot(server.url(), 360, 740, true, out.resolve("editor-phone.png"));
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
            setUp(chrome, phone);
            chrome.executeScript("document.activeElement.blur(); window.scrollTo(0, 0);");
            byte[] png;
            if (phone) {
                List<?> wh = (List<?>) chrome.executeScript("return [document.documentElement.scrollWidth,"
                        + " document.documentElement.scrollHeight];");
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

    /** Kings and pawn from the FEN box's Lucena without its rooks, the rooks dragged on from the palette. */
    private static void setUp(ChromeDriver chrome, boolean phone) {
        chrome.findElement(By.id("edit-board")).click();
        chrome.findElement(By.id("editor-clear")).click();
        ScreenshotChrome.reveal(chrome, "#fen"); // a phone keeps the FEN box in the Share tab
        WebElement fen = chrome.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys(LUCENA.replace("r7", "8").replace("2R5", "8"), Keys.ENTER);
        chrome.executeScript("window.scrollTo(0, 0);"); // typing scrolled the page; drags start from the palette
        dragFromPalette(chrome, "bR", "a2");
        dragFromPalette(chrome, "wR", "c1");
        if (phone) {
            dragFromPalette(chrome, "wK", "f4");
        } else {
            chrome.findElement(By.cssSelector("#palette [data-tool='wR']")).click();
        }
    }

    private static void dragFromPalette(ChromeDriver chrome, String piece, String square) {
        WebElement tool = chrome.findElement(By.cssSelector("#palette [data-tool='" + piece + "']"));
        WebElement target = chrome.findElement(By.cssSelector("[data-square='" + square + "']"));
        new Actions(chrome).clickAndHold(tool).moveByOffset(5, 5).moveToElement(target).release().perform();
    }
}
