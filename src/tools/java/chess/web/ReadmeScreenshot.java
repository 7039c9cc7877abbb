package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The README's picture, {@code docs/screenshot.png} (1180 x 720, light): the built site's Wasm build opened at a
 * Queen's Gambit Declined as a {@code #pgn=} link, stepped to its last move, and the engine analysing it until it
 * reports depth {@code minDepth} (default 16) or 60 s pass, so the picture has the evaluation bar, the depth and
 * speed, the engine's line, the moves with the opening's name and the analysis's best-move arrow. The speed shown is
 * the machine's: take it on an idle one.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.ReadmeScreenshot
 * -Dargs="[file=docs/screenshot.png] [minDepth=16]"}.
 */
public final class ReadmeScreenshot {
    static final String GAME = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 *";

    private ReadmeScreenshot() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Paths.get(args.length > 0 ? args[0] : "docs/screenshot.png");
        int minDepth = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            ChromeDriver chrome = ScreenshotChrome.start(1180, 720, "light", true);
            try {
                ReviewTiming.open(chrome, server.url(), "wasm", PageDriver.pgnLink(GAME));
                chrome.findElement(By.id("nav-end")).click(); // a #pgn= link opens at the game's start
                chrome.findElement(By.id("analysis")).click();
                long end = System.currentTimeMillis() + 60_000;
                int depth = 0;
                while (depth < minDepth && System.currentTimeMillis() < end) {
                    Thread.sleep(250);
                    String text = chrome.findElement(By.id("depth")).getText(); // "Depth 12"
                    depth = text.startsWith("Depth ") ? Integer.parseInt(text.substring(6).trim()) : 0;
                }
                int bytes = ScreenshotChrome.capture(chrome, file);
                System.out.println("wrote " + file + " (" + bytes + " bytes) at depth " + depth + ", "
                        + chrome.findElement(By.id("speed")).getText() + ", load average "
                        + ReviewTiming.loadAverage());
            } finally {
                chrome.quit();
            }
        }
    }
}
