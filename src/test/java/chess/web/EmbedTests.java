package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.cli.SiteServer;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.PgnReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * The embeddable viewer (embed.html) held in an iframe by a page of another origin: a second local server on its
 * own port, addressed as localhost while the site is 127.0.0.1. The test steps through a game with the buttons,
 * the keys, the move list and a swipe, and checks the board and the current move; a damaged link shows what
 * decodes and says what was lost; a 300 px frame has no overflow; the full app's Share panel gives the code that
 * opens the same game and move in the viewer.
 */
abstract class EmbedTests extends PageTestBase {
    /** The Italian game to 4. c3 with a comment and a variation: 8 plies on the main line. */
    static final String GAME = "1. e4 e5 2. Nf3 Nc6 3. Bc4 {the Italian} (3. Bb5 a6) 3... Bc5 4. c3 *";

    private Path hostDir;
    private SiteServer host;

    EmbedTests() {
        super(1000, 800);
    }

    @Override
    boolean sharesTheBrowser() {
        return false; // its host pages come from a server of its own (ChromeTestBase)
    }

    @BeforeAll
    void foreignServer() throws IOException {
        hostDir = Files.createTempDirectory("embed-host");
        host = SiteServer.start(hostDir, 0);
    }

    @AfterAll
    void stopForeignServer() throws IOException {
        if (host != null) {
            host.close();
        }
        if (hostDir != null) { // it holds the one page the tests write
            Files.deleteIfExists(hostDir.resolve("host.html"));
            Files.deleteIfExists(hostDir);
        }
    }

    /** The game code of {@link #GAME} with no move shown. */
    static String gameCode() {
        GameTree tree = PgnReader.read(GAME).tree();
        return TreeCodec.encode(tree, tree.root());
    }

    /** Opens a page of the foreign server holding the viewer at {@code fragment} in a frame, and enters the frame. */
    void openInForeignPage(String fragment, int width, int height) throws IOException {
        String src = TestSite.url() + "embed.html" + fragment;
        String page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>A club's page</title></head><body>"
                + "<h1>Our game of the week</h1><iframe id=\"viewer\" src=\"" + src.replace("&", "&amp;")
                + "\" width=\"" + width + "\" height=\"" + height + "\" style=\"border:1px solid #888\"></iframe>"
                + "</body></html>";
        Files.writeString(hostDir.resolve("host.html"), page, StandardCharsets.UTF_8);
        chrome.switchTo().defaultContent();
        chrome.get("about:blank");
        chrome.get("http://localhost:" + host.port() + "/host.html");
        chrome.switchTo().frame(chrome.findElement(By.id("viewer")));
        page().waitUntil(20, "the viewer's first paint", () -> "true".equals(
                chrome.findElement(By.tagName("html")).getDomAttribute("data-ready")));
    }

    private PageDriver page() {
        return page;
    }

    String currentMove() {
        List<WebElement> current = chrome.findElements(By.cssSelector("#moves button[aria-current='true']"));
        return current.isEmpty() ? "" : current.get(0).getText();
    }

    String squareLabel(String square) {
        return page.square(square).getDomAttribute("aria-label");
    }

    @Test
    void stepsThroughAGameInAPageOfAnotherOrigin() throws IOException {
        openInForeignPage("#g=" + gameCode(), 420, 600);
        String frameOrigin = (String) chrome.executeScript("return location.origin;");
        chrome.switchTo().parentFrame();
        String hostOrigin = (String) chrome.executeScript("return location.origin;");
        chrome.switchTo().frame(chrome.findElement(By.id("viewer")));
        assertNotEquals(hostOrigin, frameOrigin);

        assertEquals("", currentMove());
        assertEquals("e2, white pawn", squareLabel("e2"));
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Bb5", "a6", "Bc5", "c3"), page.moveTexts());
        assertTrue(page.text("moves").contains("the Italian"));

        page.byId("nav-forward").click();
        assertEquals("e4", currentMove());
        assertEquals("e4, white pawn", squareLabel("e4"));
        assertEquals("e2, empty", squareLabel("e2"));

        chrome.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        assertEquals("Nf3", currentMove());
        assertEquals("f3, white knight", squareLabel("f3"));

        page.byId("nav-end").click();
        assertEquals("c3", currentMove());
        assertEquals("c5, black bishop", squareLabel("c5"));
        assertTrue(page.byId("nav-forward").getDomProperty("disabled").equals("true"));

        chrome.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        assertEquals("Bc5", currentMove());
        chrome.findElement(By.tagName("body")).sendKeys(Keys.HOME);
        assertEquals("", currentMove());
        assertEquals("e2, white pawn", squareLabel("e2"));
        chrome.findElement(By.tagName("body")).sendKeys(Keys.END);
        assertEquals("c3", currentMove());

        chrome.findElement(By.xpath("//div[@id='moves']//button[text()='a6']")).click();
        assertEquals("a6", currentMove());
        assertEquals("b5, white bishop", squareLabel("b5"));
        page.byId("nav-back").click();
        assertEquals("Bb5", currentMove());

        // Flip: the first square drawn (top left) is h1 with black at the bottom.
        assertEquals("a8", firstSquare());
        page.byId("flip").click();
        assertEquals("h1", firstSquare());
        chrome.findElement(By.tagName("body")).sendKeys("f");
        assertEquals("a8", firstSquare());

        // The full app, in a new tab, at the same game and move. Until the link is about to be used it holds the
        // game as it came (the viewer's first script has no link encoder); pointing at it loads the second script,
        // which makes the exact address.
        WebElement link = page.byId("open-app");
        assertEquals("_blank", link.getDomAttribute("target"));
        assertEquals("noopener", link.getDomAttribute("rel"));
        assertEquals(0, requests("/js/embed-pgn.js"), "nothing more is loaded while the page is only looked at");
        assertEquals(TestSite.url() + "index.html#g=" + gameCode(), link.getDomProperty("href"));
        new Actions(chrome).moveToElement(link).perform();
        page.waitUntil(10, "the exact address once the link is pointed at", () -> !link.getDomProperty("href")
                .equals(TestSite.url() + "index.html#g=" + gameCode()));
        assertEquals(1, requests("/js/embed-pgn.js"));
        page.byId("nav-back").click(); // the address follows what is shown, made at once now
        page.byId("nav-forward").click();
        String href = link.getDomProperty("href");
        assertTrue(href.startsWith(TestSite.url() + "index.html#g="), href);
        chrome.switchTo().defaultContent();
        page.load(href.replace("index.html#", "index.html?build=" + build() + "#"));
        assertEquals("Bb5", chrome.findElement(By.cssSelector("#moves button[aria-current='true']")).getText());
    }

    private String firstSquare() {
        return chrome.findElement(By.cssSelector("#board button")).getDomAttribute("data-square");
    }

    @Test
    void clickingTheLinkOpensTheAppAtTheShownMoveInANewTab() throws IOException {
        openInForeignPage("#g=" + gameCode() + "&ply=3", 420, 600);
        page.byId("nav-forward").click();
        assertEquals("Nc6", currentMove());
        String viewerTab = chrome.getWindowHandle();
        // At once: whether the second script is there yet or not, the new tab ends at the shown move.
        page.byId("open-app").click();
        page.waitUntil(10, "a second tab", () -> chrome.getWindowHandles().size() == 2);
        for (String handle : chrome.getWindowHandles()) {
            if (!handle.equals(viewerTab)) {
                chrome.switchTo().window(handle);
            }
        }
        page.waitUntil(10, "the app's address in the new tab", () -> chrome.getCurrentUrl().contains("index.html#g="));
        String address = chrome.getCurrentUrl();
        chrome.close();
        chrome.switchTo().window(viewerTab);
        page.load(address.replace("index.html#", "index.html?build=" + build() + "#"));
        assertEquals("Nc6", chrome.findElement(By.cssSelector("#moves button[aria-current='true']")).getText());
    }

    @Test
    void withoutItsSecondScriptTheLinkStillOpensTheGame() throws IOException {
        chrome.executeCdpCommand("Network.enable", java.util.Map.of());
        chrome.executeCdpCommand("Network.setBlockedURLs", java.util.Map.of("urls", List.of("*embed-pgn.js*")));
        try {
            // Opened on its own: the block reaches the page's own requests (a frame of another origin runs in a
            // process of its own, which the block does not reach).
            chrome.switchTo().defaultContent();
            chrome.get(TestSite.url() + "embed.html#g=" + gameCode() + "&ply=3");
            page.waitUntil(20, "the viewer's first paint", () -> "true".equals(
                    chrome.findElement(By.tagName("html")).getDomAttribute("data-ready")));
            String viewerTab = chrome.getWindowHandle();
            page.byId("open-app").click(); // the address cannot be made: the tab gets the game as it came
            page.waitUntil(10, "a second tab", () -> chrome.getWindowHandles().size() == 2);
            for (String handle : chrome.getWindowHandles()) {
                if (!handle.equals(viewerTab)) {
                    chrome.switchTo().window(handle);
                }
            }
            page.waitUntil(10, "an address in the new tab", () -> chrome.getCurrentUrl().contains("index.html"));
            assertEquals(TestSite.url() + "index.html#g=" + gameCode(), chrome.getCurrentUrl());
            chrome.close();
            chrome.switchTo().window(viewerTab);
        } finally {
            chrome.executeCdpCommand("Network.setBlockedURLs", java.util.Map.of("urls", List.of()));
        }
    }

    @Test
    void aSwipeOnTheBoardSteps() throws IOException {
        openInForeignPage("#g=" + gameCode() + "&ply=2", 420, 600);
        assertEquals("e5", currentMove());
        swipe(-120);
        page.waitUntil(5, "a swipe to the left shows the next move", () -> "Nf3".equals(currentMove()));
        swipe(120);
        page.waitUntil(5, "a swipe to the right shows the move before", () -> "e5".equals(currentMove()));
        assertEquals("e5, black pawn", squareLabel("e5")); // the board only steps: no piece was moved by hand
    }

    private void swipe(int dx) {
        WebElement board = page.byId("board");
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence stroke = new Sequence(finger, 0)
                .addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(board), 0, 0))
                .addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()))
                .addAction(finger.createPointerMove(Duration.ofMillis(150), PointerInput.Origin.fromElement(board),
                        dx, 4))
                .addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        chrome.perform(List.of(stroke));
    }

    @Test
    void aDamagedLinkShowsWhatDecodesAndSaysSo() throws IOException {
        String code = gameCode();
        openInForeignPage("#g=" + code.substring(0, code.length() - 4) + "&theme=neon", 420, 600);
        WebElement note = page.byId("embed-note");
        assertTrue(note.isDisplayed());
        assertTrue(note.getText().contains("The link's theme='neon' is not auto, light or dark; auto it is."),
                note.getText());
        assertTrue(note.getText().length() > "The link's theme='neon' is not auto, light or dark; auto it is.".length(),
                "the damaged code is named too: " + note.getText());
        assertEquals(64, chrome.findElements(By.cssSelector("#board button[data-square]")).size());

        openInForeignPage("#pgn=1.e4+e5+2.Qxf7+Nc6", 420, 600);
        assertEquals(List.of("e4", "e5"), page.moveTexts()); // the moves before the bad one
        assertTrue(page.text("embed-note").contains("The moves before it were loaded."), page.text("embed-note"));

        openInForeignPage("#fen=not_a_fen", 420, 600);
        assertEquals("e2, white pawn", squareLabel("e2")); // the start position: the board is never empty
        assertTrue(page.text("embed-note").startsWith("The FEN in the link was not loaded"), page.text("embed-note"));
    }

    @Test
    void theEmbeddingPageCanShowAnotherGame() throws IOException {
        openInForeignPage("#g=" + gameCode() + "&ply=3", 420, 600);
        assertEquals("Nf3", currentMove());
        assertEquals(0, requests("/js/embed-pgn.js"), "a game code needs no PGN reader");
        assertEquals(1, requests("/embed-sheet.css"), "the viewer's one sheet: the app's board.css and embed.css");
        assertEquals(0, requests("/board.css") + requests("/style.css"), "not the app's sheets");
        assertEquals(0, requests(".svg"), "the pieces are in the sheet");
        chrome.switchTo().parentFrame();
        chrome.executeScript("var f = document.getElementById('viewer'); f.src = f.src.split('#')[0]"
                + " + '#pgn=1.d4+d5+2.c4&ply=3&flip=1&board=blue';");
        chrome.switchTo().frame(chrome.findElement(By.id("viewer")));
        page.waitUntil(5, "the new game", () -> "c4".equals(currentMove()));
        assertEquals(List.of("d4", "d5", "c4"), page.moveTexts());
        assertEquals("h1", firstSquare());
        assertEquals("c4, white pawn", squareLabel("c4"));
        assertEquals("blue", chrome.findElement(By.tagName("html")).getDomAttribute("data-board"));
        assertEquals(1, requests("/js/embed-pgn.js"), "the PGN reader, loaded for the #pgn= link");
    }

    /** How often the frame requested the file at {@code path} (the scripts: which the address needed). */
    private long requests(String path) {
        return (Long) chrome.executeScript("return performance.getEntriesByType('resource')"
                + ".filter(e => new URL(e.name).pathname.endsWith(arguments[0])).length;", path);
    }

    @Test
    void theGamesArrowsAndCirclesAreDrawnAndSaid() throws IOException {
        openInForeignPage("#pgn=1.e4+%7B%5B%25cal+Gd2d4%5D%5B%25csl+Rd5%5D%7D+e5&ply=1", 420, 600);
        // Opened at a #pgn= link: the viewer with the PGN reader built in, one script.
        assertEquals(1, requests("/js/embed-with-pgn.js"));
        assertEquals(0, requests("/js/embed.js") + requests("/js/embed-pgn.js"));
        page.waitUntil(5, "the shapes on the board", () -> chrome.findElements(
                By.cssSelector("#arrow-layer .shape")).size() == 2);
        assertEquals("Drawn on this move: circle on d5, red; arrow from d2 to d4, green.",
                chrome.findElement(By.id("shapes-said")).getDomProperty("textContent"));
        page.byId("nav-forward").click();
        page.waitUntil(5, "no shapes on the next move", () -> chrome.findElements(
                By.cssSelector("#arrow-layer .shape")).isEmpty());
    }

    @Test
    void aFrame300PixelsWideHasNoOverflow() throws IOException {
        for (int height : new int[] {300, 480, 800}) {
            openInForeignPage("#g=" + gameCode() + "&ply=5", 300, height);
            long scrollWidth = (Long) chrome.executeScript("return document.documentElement.scrollWidth;");
            long clientWidth = (Long) chrome.executeScript("return document.documentElement.clientWidth;");
            long scrollHeight = (Long) chrome.executeScript("return document.documentElement.scrollHeight;");
            long clientHeight = (Long) chrome.executeScript("return document.documentElement.clientHeight;");
            assertTrue(scrollWidth <= clientWidth, "width " + scrollWidth + " > " + clientWidth + " at " + height);
            assertTrue(scrollHeight <= clientHeight, "height " + scrollHeight + " > " + clientHeight + " at " + height);
            for (String id : new String[] {"board", "nav-end", "flip", "open-app"}) {
                @SuppressWarnings("unchecked")
                List<Number> box = (List<Number>) chrome.executeScript("var r = document.getElementById(arguments[0])"
                        + ".getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom];", id);
                assertTrue(box.get(0).doubleValue() >= 0 && box.get(1).doubleValue() <= clientWidth
                        && box.get(2).doubleValue() >= 0 && box.get(3).doubleValue() <= clientHeight,
                        id + " inside the frame at height " + height + ": " + box);
            }
            assertEquals("Bc4", currentMove());
        }
    }

    @Test
    void theDisplayParametersChooseTheLook() throws IOException {
        openInForeignPage("#g=" + gameCode() + "&theme=light", 420, 600);
        assertEquals(0, requests("dark.css"), "a light viewer never loads the dark sheet");
        openInForeignPage("#g=" + gameCode() + "&theme=dark&board=wood&flip=1", 420, 600);
        assertEquals(1, requests("/embed-dark.css"), "dark.css without its comments");
        assertEquals(0, requests("/dark.css"));
        assertEquals("wood", chrome.findElement(By.tagName("html")).getDomAttribute("data-board"));
        assertEquals("all", chrome.findElement(By.id("dark-theme")).getDomAttribute("media"));
        String background = (String) chrome.executeScript(
                "return getComputedStyle(document.documentElement).backgroundColor;");
        assertEquals("rgb(22, 26, 23)", background); // dark.css's --bg
        assertEquals("h1", firstSquare());
        assertFalse(page.byId("embed-note").isDisplayed());
    }

    @Test
    void theSharePanelGivesTheEmbedCodeOfTheShownMove() {
        page.open("#g=" + gameCode());
        page.byId("nav-forward").click();
        page.byId("nav-forward").click();
        page.byId("nav-forward").click();
        page.byId("embed-copy").click();
        String code = page.byId("embed-code").getDomProperty("value");
        String prefix = "<iframe src=\"" + TestSite.url() + "embed.html#g=";
        assertTrue(code.startsWith(prefix), code);
        assertTrue(code.endsWith("></iframe>"), code);
        page.waitUntil(5, "the copy is reported", () -> !page.text("copied").isEmpty());
        String src = code.substring("<iframe src=\"".length(), code.indexOf('"', "<iframe src=\"".length()))
                .replace("&amp;", "&");
        // The box follows the game: one move on, another code.
        page.byId("nav-forward").click();
        page.waitUntil(5, "the box follows the shown move",
                () -> !code.equals(page.byId("embed-code").getDomProperty("value")));

        chrome.get("about:blank");
        chrome.get(src);
        page.waitUntil(20, "the viewer's first paint", () -> "true".equals(
                chrome.findElement(By.tagName("html")).getDomAttribute("data-ready")));
        assertEquals("Nf3", currentMove());
    }
}
