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
 * Screenshots of the board's look for the docs, each in a fresh headless Chromium profile, played through the page
 * as a player would: Légal's trap up to 6. Bxf7+, where Black has won the queen for two pawns (the captured pieces
 * and "+7" beside the board), the king is in check and the last move is highlighted. Writes into the folder given
 * (default docs):
 * <ul>
 *   <li>{@code look-desktop-light.png} (1280 x 800): the system's light scheme, Green board, the black king picked
 *   up with its one legal square marked;</li>
 *   <li>{@code look-desktop-dark.png} (1280 x 800): the system's dark scheme (Theme Auto follows it), Green board,
 *   analysis on;</li>
 *   <li>{@code look-phone.png} (390 x 844, the screen a phone shows first): Dark and Wood chosen in the
 *   settings.</li>
 * </ul>
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.LookScreenshots
 * -Dargs="[folder=docs]"}.
 */
public final class LookScreenshots {
    private static final String LEGAL_TRAP = "e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bxf7+";

    private LookScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            shoot(server.url(), 1280, 800, "light", null, null, out.resolve("look-desktop-light.png"));
            shoot(server.url(), 1280, 800, "dark", null, null, out.resolve("look-desktop-dark.png"));
            shoot(server.url(), 390, 844, "light", "dark", "wood", out.resolve("look-phone.png"));
        }
    }

    /**
     * One screenshot with the system's colour scheme {@code system} ("light" or "dark"), and {@code theme} and
     * {@code board} chosen in the settings (null: left as they are).
     */
    private static void shoot(String base, int width, int height, String system, String theme, String board,
            Path file) throws Exception {
        boolean phone = width < 500;
        ChromeDriver chrome = ScreenshotChrome.start(width, height, system, false);
        try {
            chrome.get(base + "?build=wasm");
            ChromeBrowser.startedBuild(chrome);
            if (phone && (theme != null || board != null)) {
                chrome.findElement(By.id("tab-settings")).click(); // a phone folds the settings into their tab
            }
            if (theme != null) {
                new Select(chrome.findElement(By.id("theme"))).selectByValue(theme);
            }
            if (board != null) {
                new Select(chrome.findElement(By.id("board-colours"))).selectByValue(board);
            }
            if (phone) {
                chrome.findElement(By.id("tab-game")).click(); // back to the move box
            }
            WebElement input = chrome.findElement(By.id("move-input"));
            for (String move : LEGAL_TRAP.split(" ")) {
                input.sendKeys(move, Keys.ENTER);
            }
            chrome.executeScript("document.activeElement.blur(); window.scrollTo(0, 0);");
            if ("light".equals(system) && !phone) {
                chrome.findElement(By.cssSelector("[data-square='e8']")).click();
            }
            if ("dark".equals(system)) {
                chrome.findElement(By.id("analysis")).click();
                new WebDriverWait(chrome, Duration.ofSeconds(20)).until(d -> d.findElement(By.id("depth")).getText()
                        .startsWith("Depth"));
                Thread.sleep(1500); // White mates in one (7. Nd5#): the analysis soon finds it and ends
            }
            int bytes = ScreenshotChrome.capture(chrome, file);
            System.out.println("wrote " + file + " (" + bytes + " bytes)");
        } finally {
            chrome.quit();
        }
    }
}
