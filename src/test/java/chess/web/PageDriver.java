package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * The app's page in a test's Chromium, started with one build ("js" or "wasm"), and what the browser tests do on
 * it again and again: open it, find a square or an element, read the FEN box, a text or the move list, play moves
 * by typing or dragging, wait for something. One per browser test class ({@link PageTestBase}).
 */
final class PageDriver {
    /** The fragment that opens {@code pgn} as a {@code #pgn=} link: percent-encoded, spaces as {@code %20}. */
    static String pgnLink(String pgn) {
        return "#pgn=" + URLEncoder.encode(pgn, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private final ChromeDriver chrome;
    private final String build;

    PageDriver(ChromeDriver chrome, String build) {
        this.chrome = chrome;
        this.build = build;
    }

    /** "js" or "wasm". */
    String build() {
        return build;
    }

    /** Opens the test site's page with {@code ?build=} and extra query parameters, and an optional fragment. */
    void open(String query, String fragment) {
        load(TestSite.url() + "?build=" + build + query + fragment);
    }

    /** Opens the test site's page with {@code ?build=} and a fragment ("" for none). */
    void open(String fragment) {
        open("", fragment);
    }

    /** The page's address once any write it has waiting is done (the page writes it just after a change). */
    String address() {
        waitUntil(5, "the page's address written", () -> chrome.findElement(By.tagName("html"))
                .getDomAttribute("data-address-pending") == null);
        return chrome.getCurrentUrl();
    }

    /** After moves the address carries the game (#g=); a fresh load of it shows {@code fen}. */
    void assertAddressReopensAt(String fen) {
        String link = address();
        assertTrue(link.startsWith(TestSite.url() + "?build=" + build + "#g="), link);
        load(link);
        assertEquals(fen, fenBox(), link);
    }

    /**
     * Loads {@code address} afresh (a shared link, say) and waits until the app has started this build and has read
     * the games kept in the browser: their rows and the offer to continue come after the first paint and move the
     * panel's parts, so a click aimed before that could land on what moved there.
     */
    void load(String address) {
        chrome.get("about:blank");
        chrome.get(address);
        assertEquals(build, ChromeBrowser.startedBuild(chrome));
        ChromeBrowser.waitFor(chrome, 20).withMessage("the kept games read")
                .until(d -> d.findElements(By.cssSelector("#library-list[aria-busy='true']")).isEmpty());
    }

    WebElement byId(String id) {
        return chrome.findElement(By.id(id));
    }

    WebElement square(String name) {
        return chrome.findElement(By.cssSelector("[data-square='" + name + "']"));
    }

    String fenBox() {
        return byId("fen").getDomProperty("value");
    }

    String text(String id) {
        return byId(id).getText();
    }

    /** The moves in the list, as shown ("e4", "Nxf7??"). */
    List<String> moveTexts() {
        return chrome.findElements(By.cssSelector("#moves button[data-node]")).stream().map(WebElement::getText)
                .toList();
    }

    /** Types each move into the move box and presses Enter. */
    void play(String... moves) {
        for (String move : moves) {
            byId("move-input").sendKeys(move, Keys.ENTER);
        }
    }

    /** Drags the piece on {@code from} to {@code to} with the mouse. */
    void drag(String from, String to) {
        new Actions(chrome).clickAndHold(square(from)).moveByOffset(5, 5).moveToElement(square(to)).release()
                .perform();
    }

    /** Drags {@code from} to {@code to} with a finger (touch events), scrolled into view first. */
    void touchDrag(WebElement from, WebElement to) {
        new Actions(chrome).scrollToElement(from).perform();
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence swipe = new Sequence(finger, 0)
                .addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(from), 0, 0))
                .addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()))
                .addAction(finger.createPointerMove(Duration.ofMillis(100), PointerInput.Origin.fromElement(from),
                        8, -8))
                .addAction(finger.createPointerMove(Duration.ofMillis(200), PointerInput.Origin.fromElement(to), 0, 0))
                .addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        chrome.perform(List.of(swipe));
    }

    /** Waits up to {@code seconds} for {@code condition}; fails saying {@code what} was awaited. */
    void waitUntil(int seconds, String what, BooleanSupplier condition) {
        ChromeBrowser.waitFor(chrome, seconds).withMessage(what).until(d -> condition.getAsBoolean());
    }

    /** As {@link #waitUntil(int, String, BooleanSupplier)}, and on a timeout says what the page showed instead. */
    void waitUntil(int seconds, String what, BooleanSupplier condition, Supplier<String> shown) {
        try {
            waitUntil(seconds, what, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("Not seen in " + seconds + " s: " + what + "; the page showed " + shown.get(), e);
        }
    }

    static void sleep(int ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
