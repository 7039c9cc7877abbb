package chess.web;

import chess.cli.SiteServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Screenshots of arrows and circles for the docs, each in a fresh headless Chromium profile, drawn through the page
 * as a player would: the Italian Game after 3... Bc5 with the plans marked (Ng5 and Bxf7 aimed at f7, d4 in blue, the
 * e5 pawn ringed). Writes into the folder given (default docs):
 * <ul>
 *   <li>{@code shapes-desktop.png} (1280 x 800): drawn with right-button drags and clicks and their modifiers;</li>
 *   <li>{@code shapes-dark.png} (1280 x 800): the system's dark scheme, analysis on, so the engine's best-move
 *   arrow shows beside the drawn ones;</li>
 *   <li>{@code shapes-phone.png} (390 x 844): Draw mode on, the shapes drawn by finger and typed in the move
 *   box.</li>
 * </ul>
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.ShapesScreenshots
 * -Dargs="[folder=docs]"}.
 */
public final class ShapesScreenshots {
    private static final String[] ITALIAN = {"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"};

    private ShapesScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(out);
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            shoot(server.url(), 1280, 800, "light", out.resolve("shapes-desktop.png"));
            shoot(server.url(), 1280, 800, "dark", out.resolve("shapes-dark.png"));
            shoot(server.url(), 390, 844, "light", out.resolve("shapes-phone.png"));
        }
    }

    private static void shoot(String base, int width, int height, String system, Path file) throws Exception {
        boolean phone = width < 500;
        ChromeDriver chrome = ScreenshotChrome.start(width, height, system, false);
        try {
            chrome.get(base + "?build=wasm");
            ChromeBrowser.startedBuild(chrome);
            WebElement input = chrome.findElement(By.id("move-input"));
            for (String move : ITALIAN) {
                input.sendKeys(move, Keys.ENTER);
            }
            if (phone) {
                chrome.findElement(By.id("draw-mode")).click();
                touchDrag(chrome, "f3", "g5");
                chrome.findElement(By.id("draw-R")).click();
                touchDrag(chrome, "c4", "f7");
                input.sendKeys("circle f7 red", Keys.ENTER);
                input.sendKeys("arrow d2d4 blue", Keys.ENTER);
                input.sendKeys("circle e5 yellow", Keys.ENTER);
            } else {
                rightDrag(chrome, "f3", "g5");
                rightDrag(chrome, "c4", "f7", Keys.SHIFT);
                rightDrag(chrome, "f7", "f7", Keys.SHIFT);
                rightDrag(chrome, "d2", "d4", Keys.CONTROL);
                rightDrag(chrome, "e5", "e5", Keys.SHIFT, Keys.CONTROL);
            }
            if ("dark".equals(system)) {
                chrome.findElement(By.id("analysis")).click();
                new WebDriverWait(chrome, Duration.ofSeconds(20)).until(d -> d.findElement(By.id("depth")).getText()
                        .startsWith("Depth"));
                Thread.sleep(3000);
            }
            int bytes = ScreenshotChrome.capture(chrome, file);
            System.out.println("wrote " + file + " (" + bytes + " bytes)");
        } finally {
            chrome.quit();
        }
    }

    private static WebElement square(ChromeDriver chrome, String name) {
        return chrome.findElement(By.cssSelector("[data-square='" + name + "']"));
    }

    /** A right-button drag (a right click when from == to), with modifier keys held. */
    private static void rightDrag(ChromeDriver chrome, String from, String to, CharSequence... modifiers) {
        drag(chrome, PointerInput.Kind.MOUSE, PointerInput.MouseButton.RIGHT, from, to, modifiers);
    }

    private static void touchDrag(ChromeDriver chrome, String from, String to) {
        drag(chrome, PointerInput.Kind.TOUCH, PointerInput.MouseButton.LEFT, from, to);
    }

    private static void drag(ChromeDriver chrome, PointerInput.Kind kind, PointerInput.MouseButton button,
            String from, String to, CharSequence... modifiers) {
        WebElement a = square(chrome, from);
        WebElement b = square(chrome, to);
        if (modifiers.length > 0) {
            Actions keys = new Actions(chrome);
            for (CharSequence key : modifiers) {
                keys.keyDown(key);
            }
            keys.perform();
        }
        PointerInput pointer = new PointerInput(kind, "pointer");
        chrome.perform(List.of(new Sequence(pointer, 0)
                .addAction(pointer.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(a), 0, 0))
                .addAction(pointer.createPointerDown(button.asArg()))
                .addAction(pointer.createPointerMove(Duration.ofMillis(50), PointerInput.Origin.fromElement(a), 6, 6))
                .addAction(pointer.createPointerMove(Duration.ofMillis(100), PointerInput.Origin.fromElement(b), 0, 0))
                .addAction(pointer.createPointerUp(button.asArg()))));
        if (modifiers.length > 0) {
            Actions release = new Actions(chrome);
            for (CharSequence key : modifiers) {
                release.keyUp(key);
            }
            release.perform();
        }
    }
}
