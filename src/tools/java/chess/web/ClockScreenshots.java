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
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Screenshots of a game on the clock for the docs, each in a fresh headless Chromium profile, played through the page
 * as a player would: Play White against level 3 at 5+3, a few moves, the player's clock running. Writes into the
 * folder given (default docs):
 * <ul>
 *   <li>{@code clock-desktop.png} (1280 x 800): the clocks above and below the board, the setting in the panel;</li>
 *   <li>{@code clock-phone.png} (390 x 844): the same on a phone, the player's clock moved on (through the page's
 *   test hook {@code window.chessClockSkew}) to under ten seconds: tenths and the low-time colour.</li>
 * </ul>
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.ClockScreenshots
 * -Dargs="[folder=docs]"}.
 */
public final class ClockScreenshots {
    private static final String[] MOVES = {"e4", "Nf3", "Bc4"};

    private ClockScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            shoot(server.url(), 1280, 800, out.resolve("clock-desktop.png"));
            shoot(server.url(), 390, 844, out.resolve("clock-phone.png"));
        }
    }

    private static void shoot(String base, int width, int height, Path file) throws Exception {
        boolean phone = width < 500;
        ChromeDriver chrome = ScreenshotChrome.start(width, height, "light", false);
        try {
            chrome.get(base + "?build=wasm#play=white&level=3");
            ChromeBrowser.startedBuild(chrome);
            new Select(chrome.findElement(By.id("time-control"))).selectByValue("5+3");
            WebElement input = chrome.findElement(By.id("move-input"));
            WebDriverWait wait = new WebDriverWait(chrome, Duration.ofSeconds(30));
            int plies = 0;
            for (String move : MOVES) {
                input.sendKeys(move, Keys.ENTER);
                plies += 2;
                int expected = plies;
                wait.until(d -> d.findElements(By.cssSelector("#moves button[data-node]")).size() == expected);
            }
            if (phone) {
                String shown = chrome.findElement(By.id("clock-bottom-time")).getText(); // "5:04"
                int colon = shown.indexOf(':');
                int seconds = Integer.parseInt(shown.substring(0, colon)) * 60
                        + Integer.parseInt(shown.substring(colon + 1));
                // the player's clock moved on to about 8.5 s: tenths and the low-time colour
                chrome.executeScript("window.chessClockSkew = arguments[0];", (seconds - 8.5) * 1000);
            }
            Thread.sleep(phone ? 600 : 2300); // the clock runs on a little
            int bytes = ScreenshotChrome.capture(chrome, file);
            System.out.println("wrote " + file + " (" + bytes + " bytes)");
        } finally {
            chrome.quit();
        }
    }
}
