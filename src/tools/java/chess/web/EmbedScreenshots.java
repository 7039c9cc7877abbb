package chess.web;

import chess.cli.SiteServer;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.PgnReader;
import java.nio.charset.StandardCharsets;
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
 * Screenshots of the embeddable viewer inside a page of another origin (a club's page served by a second local
 * server, addressed as localhost while the site is 127.0.0.1), each in a fresh headless Chromium profile. Writes
 * into the folder given (default docs):
 * <ul>
 *   <li>{@code embed-desktop.png} (960 x 660): the page with the viewer in a 420 x 580 frame, light, the Italian
 *   game at 3. Bc4 with its comment, its arrow and circle, and a variation;</li>
 *   <li>{@code embed-phone.png} (360 x 700): the same page on a phone, a frame 300 px wide, {@code theme=dark} and
 *   {@code board=wood}, one step further by a swipe-sized step (the › button).</li>
 * </ul>
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.EmbedScreenshots
 * -Dargs="[folder=docs]"}.
 */
public final class EmbedScreenshots {
    private static final String GAME = "[White \"Greco\"] [Black \"NN\"] 1. e4 e5 2. Nf3 Nc6 3. Bc4 "
            + "{The Italian: the bishop eyes f7. [%cal Gc4f7][%csl Rf7]} (3. Bb5 a6 4. Ba4) 3... Bc5 4. c3 Nf6 "
            + "5. d4 exd4 6. cxd4 Bb4+ *";

    private EmbedScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        GameTree tree = PgnReader.read(GAME).tree();
        MoveNode shown = tree.root();
        for (int i = 0; i < 5; i++) {
            shown = shown.next();
        }
        String code = TreeCodec.encode(tree, shown);
        Path hostDir = Files.createTempDirectory("embed-host");
        try (SiteServer site = SiteServer.start(Paths.get("target/site"), 0);
                SiteServer host = SiteServer.start(hostDir, 0)) {
            String viewer = site.url() + "embed.html#g=" + code;
            shoot(host, hostDir, viewer, 420, 580, 960, 660, false, out.resolve("embed-desktop.png"));
            shoot(host, hostDir, viewer + "&theme=dark&board=wood", 300, 470, 360, 700, true,
                    out.resolve("embed-phone.png"));
        }
    }

    private static void shoot(SiteServer host, Path hostDir, String src, int frameWidth, int frameHeight, int width,
            int height, boolean phone, Path file) throws Exception {
        String page = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Club news</title>"
                + "<style>body{font:16px/1.5 Georgia,serif;margin:0;background:#fbfaf6;color:#222}"
                + "header{background:#24415f;color:#fff;padding:10px 16px;font:600 18px system-ui,sans-serif}"
                + "main{max-width:900px;margin:0 auto;padding:8px 16px;display:flex;flex-wrap:wrap;gap:20px}"
                + "article{flex:1 1 280px}iframe{border:1px solid #bbb;border-radius:6px;max-width:100%}</style>"
                + "</head><body><header>Riverside Chess Club</header><main><article><h2>Game of the week</h2>"
                + "<p>Greco's Italian, as old as chess books: step through it with the arrows under the board, "
                + "the arrow keys or a swipe.</p><p>Our Thursday session goes through the Giuoco Piano's plans "
                + "with c3 and d4.</p></article><iframe src=\"" + src.replace("&", "&amp;") + "\" width=\""
                + frameWidth + "\" height=\"" + frameHeight + "\" title=\"Chess game\"></iframe></main></body></html>";
        Files.writeString(hostDir.resolve("club.html"), page, StandardCharsets.UTF_8);
        ChromeDriver chrome = ChromeBrowser.start(width, height, "--user-data-dir=" + ChromeBrowser.freshProfile(),
                "--hide-scrollbars");
        try {
            chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                    "deviceScaleFactor", 1, "mobile", phone));
            chrome.get("http://localhost:" + host.port() + "/club.html");
            chrome.switchTo().frame(chrome.findElement(By.tagName("iframe")));
            new WebDriverWait(chrome, Duration.ofSeconds(20)).until(d -> "true".equals(
                    d.findElement(By.tagName("html")).getDomAttribute("data-ready")));
            if (phone) {
                chrome.findElement(By.id("nav-forward")).click();
                Thread.sleep(400); // the glide
            }
            chrome.executeScript("document.activeElement.blur();");
            chrome.switchTo().defaultContent();
            if (phone) {
                chrome.executeScript("document.querySelector('iframe').scrollIntoView();");
            }
            Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png"));
            Files.write(file, Base64.getDecoder().decode((String) shot.get("data")));
            System.out.println(file + " " + Files.size(file) + " bytes");
        } finally {
            chrome.quit();
        }
    }
}
