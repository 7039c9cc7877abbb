package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Screenshots of the Games panel for the docs, made through the page as a player would: a small PGN file imported
 * into the library, one game renamed, a game played against nobody in particular, then the page opened again in a
 * fresh tab, so the offer to continue shows too. Writes {@code library-desktop.png} (1280 x 800, scrolled to the
 * panel, its column only) and {@code library-phone.png} (390 x 844, scrolled to the panel) into the folder given
 * (default docs).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.LibraryScreenshots
 * -Dargs="[folder=docs]"}.
 */
public final class LibraryScreenshots {
    private static final String FILE = game("Carlsen, Magnus", "Nakamura, Hikaru", "1-0", "C65", "Ruy Lopez: Berlin"
            + " Defense", "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4 5. d4 Nd6 6. Bxc6 dxc6 7. dxe5 Nf5 1-0")
            + game("Hou, Yifan", "Ju, Wenjun", "1/2-1/2", "D37", "Queen's Gambit Declined", "1. d4 Nf6 2. c4 e6"
            + " 3. Nf3 d5 4. Nc3 Be7 5. Bf4 O-O 6. e3 c5 1/2-1/2")
            + game("Anna", "Ben", "0-1", "B90", "Sicilian Defense: Najdorf Variation", "1. e4 c5 2. Nf3 d6 3. d4"
            + " cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 0-1")
            + game("Dora", "Emil", "*", "A10", "English Opening", "1. c4 e5 2. Nc3 Nf6 *");

    private LibraryScreenshots() {
    }

    private static String game(String white, String black, String result, String eco, String opening,
            String moves) {
        return "[Event \"Club\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result
                + "\"]\n[ECO \"" + eco + "\"]\n[Opening \"" + opening + "\"]\n\n" + moves + "\n\n";
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        Path pgn = Files.createTempFile("club", ".pgn");
        Files.writeString(pgn, FILE);
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            shoot(server.url(), pgn, 1280, 800, false, out.resolve("library-desktop.png"));
            shoot(server.url(), pgn, 390, 844, true, out.resolve("library-phone.png"));
        } finally {
            Files.deleteIfExists(pgn);
        }
    }

    private static void shoot(String base, Path pgn, int width, int height, boolean phone, Path file)
            throws Exception {
        ChromeDriver chrome = ChromeBrowser.start(width, height, "--user-data-dir=" + ChromeBrowser.freshProfile(),
                "--hide-scrollbars");
        WebDriverWait wait = new WebDriverWait(chrome, Duration.ofSeconds(30));
        try {
            chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                    "deviceScaleFactor", 1, "mobile", phone));
            chrome.get(base + "?build=wasm");
            ChromeBrowser.startedBuild(chrome);
            ScreenshotChrome.reveal(chrome, "#library"); // a phone shows one part of the panel at a time
            chrome.findElement(By.id("library-file")).sendKeys(pgn.toString());
            wait.until(d -> d.findElement(By.id("library-count")).getText().startsWith("4 games"));
            chrome.findElements(By.cssSelector("[data-rename]")).get(2).click();
            chrome.findElement(By.id("library-rename-input")).sendKeys(Keys.chord(Keys.CONTROL, "a"),
                    "Club final, round 7", Keys.ENTER);
            ScreenshotChrome.reveal(chrome, "#move-input");
            for (String move : new String[] {"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"}) {
                chrome.findElement(By.id("move-input")).sendKeys(move + "\n");
            }
            ScreenshotChrome.reveal(chrome, "#library");
            wait.until(d -> d.findElement(By.id("library-count")).getText().startsWith("5 games"));
            chrome.get("about:blank");
            chrome.get(base + "?build=wasm#fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201");
            ChromeBrowser.startedBuild(chrome);
            wait.until(d -> d.findElement(By.id("library-offer")).isDisplayed());
            ScreenshotChrome.reveal(chrome, "#library");
            chrome.executeScript("document.getElementById('library-status').textContent = '';"
                    + " var r = document.getElementById('library').getBoundingClientRect();"
                    + " window.scrollTo(0, Math.max(0, window.scrollY + r.top - 8));");
            // On a desktop only the panel's column is kept (the board beside it is the usual one): a small file.
            double top = ((Number) chrome.executeScript("return window.scrollY;")).doubleValue();
            Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot", phone
                    ? Map.of("format", "png") : Map.of("format", "png", "clip", Map.of("x", 750, "y", top,
                    "width", 440, "height", 480, "scale", 1)));
            byte[] png = Base64.getDecoder().decode((String) shot.get("data"));
            Files.write(file, png);
            System.out.println("wrote " + file + " (" + png.length + " bytes)");
        } finally {
            chrome.quit();
        }
    }
}
