package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * The page on a phone, in headless Chromium with a phone's metrics and touch (CDP device metrics, mobile, touch
 * emulation), against the WebAssembly GC build ({@link PageTestBase} says why one build): at 320 x 568 and 390 x 844
 * the board, the move buttons « ‹ › », the move strip and the engine's line are all in the first screen; nothing sticks
 * out sideways at 320 px with any tab open, and no field's hint is cut off (nor on the desktop); each tab opens its
 * part of the panel with one tap; a swipe on the move strip steps through the game, and each move there carries its
 * symbol ("d6?!"); every control is at least 44 px each way; an imported game's players and event show beside the
 * board and follow a flip; axe-core finds nothing at 390 px; a wide window keeps the desktop layout (no tabs, no
 * strip, the move buttons under the list).
 */
abstract class PhoneLayoutTests extends PageTestBase {
    static final String OPERA = "[Event \"Paris Opera\"]\n[Site \"Paris\"]\n[Date \"1858.??.??\"]\n"
            + "[White \"Paul Morphy\"]\n[Black \"Duke Karl of Brunswick and Count Isouard\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5"
            + " 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8"
            + " 17. Rd8# 1-0\n";
    /** Each tab and an element of the part it shows. */
    static final String[][] TABS = {{"tab-game", "new-game"}, {"tab-moves", "moves"}, {"tab-notes", "comment"},
        {"tab-share", "fen"}, {"tab-import", "pgn-text"}, {"tab-settings", "theme"}};

    PhoneLayoutTests() {
        super(390, 844);
    }

    /** A phone of {@code width} x {@code height} CSS pixels: mobile metrics and touch (a coarse pointer). */
    void phone(int width, int height) {
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 2, "mobile", true));
        chrome.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 5));
    }

    @AfterEach
    void noEmulation() {
        if (chrome == null) {
            return;
        }
        chrome.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        chrome.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", false));
    }

    String operaLink() {
        return PageDriver.pgnLink(OPERA);
    }

    /** Opens the Opera game as a link and waits until its moves are read (the link opens at the start). */
    void openOpera() {
        page.open(operaLink());
        page.waitUntil(10, "the game is read", () -> !page.moveTexts().isEmpty());
    }

    /** The element's box: left, top, right, bottom (CSS pixels, in the viewport), and whether it is displayed. */
    @SuppressWarnings("unchecked")
    Map<String, Object> box(String id) {
        return (Map<String, Object>) chrome.executeScript("var e = document.getElementById(arguments[0]);"
                + " var r = e.getBoundingClientRect();"
                + " return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width,"
                + " shown: e.getClientRects().length > 0, viewWidth: innerWidth, viewHeight: innerHeight };", id);
    }

    static double number(Map<String, Object> box, String key) {
        return ((Number) box.get(key)).doubleValue();
    }

    /** Whether the element is wholly inside the first screen (the page scrolled to the top). */
    boolean inFirstScreen(String id) {
        chrome.executeScript("window.scrollTo(0, 0);");
        Map<String, Object> b = box(id);
        return Boolean.TRUE.equals(b.get("shown")) && number(b, "top") >= 0 && number(b, "left") >= 0
                && number(b, "right") <= number(b, "viewWidth") + 0.5
                && number(b, "bottom") <= number(b, "viewHeight") + 0.5;
    }

    void tap(String id) {
        page.byId(id).click();
    }

    /** The move the strip marks as shown, with its symbol ("Bg4?": its text content), or "" at the start. */
    String stripMove() {
        List<WebElement> current = chrome.findElements(By.cssSelector("#move-strip .strip-move.current"));
        return current.isEmpty() ? "" : current.get(0).getDomProperty("textContent");
    }

    long horizontalOverflow() {
        return (Long) chrome.executeScript("return document.documentElement.scrollWidth"
                + " - document.documentElement.clientWidth;");
    }

    // ---- the first screen -----------------------------------------------------------------------------------

    /**
     * Before the app's script has run (boot.js blocked), the board already shows its squares from the style sheet
     * and the move buttons' row has its room; once the app has drawn, the board and what follows it sit where they
     * sat, and the style sheet's squares are no longer painted under the app's.
     */
    @Test
    void beforeTheAppRunsTheBoardShowsItsSquaresAndNothingMovesWhenItArrives() {
        phone(390, 844);
        chrome.executeCdpCommand("Network.enable", Map.of());
        chrome.executeCdpCommand("Network.setBypassServiceWorker", Map.of("bypass", true)); // its cache has boot.js
        chrome.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of("*boot.js*")));
        Map<String, Object> boardBefore;
        Map<String, Object> drawBefore;
        try {
            chrome.get("about:blank");
            chrome.get(TestSite.url() + "?build=" + build());
            assertEquals(null, chrome.findElement(By.tagName("html")).getDomAttribute("data-build"), "no app");
            assertTrue(String.valueOf(chrome.executeScript("return getComputedStyle(document.getElementById('board'))"
                    + ".backgroundImage;")).contains("conic-gradient"), "the squares from the style sheet");
            boardBefore = box("board");
            drawBefore = box("draw-mode");
            assertEquals(number(boardBefore, "width"), number(boardBefore, "bottom") - number(boardBefore, "top"), 1,
                    "a square board: " + boardBefore);
        } finally {
            chrome.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
            chrome.executeCdpCommand("Network.setBypassServiceWorker", Map.of("bypass", false));
        }
        page.open("");
        assertEquals("none", chrome.executeScript("return getComputedStyle(document.getElementById('board'))"
                + ".backgroundImage;"), "the app's squares only, once it has drawn");
        Map<String, Object> boardAfter = box("board");
        Map<String, Object> drawAfter = box("draw-mode");
        assertEquals(number(boardBefore, "top"), number(boardAfter, "top"), 0.5, "the board stays: " + boardAfter);
        assertEquals(number(boardBefore, "width"), number(boardAfter, "width"), 0.5, "at its size");
        assertEquals(number(drawBefore, "top"), number(drawAfter, "top"), 0.5,
                "what follows the move buttons stays: " + drawBefore + " then " + drawAfter);
    }

    @Test
    void theBoardTheMoveButtonsTheStripAndTheEngineLineAreInTheFirstScreen() {
        for (int[] size : new int[][] {{320, 568}, {390, 844}}) {
            phone(size[0], size[1]);
            openOpera();
            tap("nav-end");
            assertEquals("Rd8#", stripMove(), "the strip shows the last move");
            tap("nav-back");
            tap("analysis");
            page.waitUntil(20, "the engine's line under the board", () -> page.text("readout-line").contains("."));
            chrome.executeScript("window.scrollTo(0, 0);");
            String at = size[0] + " x " + size[1] + ": ";
            for (String id : new String[] {"board", "nav-start", "nav-back", "nav-forward", "nav-end", "move-strip",
                "readout-line", "player-top", "player-bottom"}) {
                assertTrue(inFirstScreen(id), at + id + " in the first screen: " + box(id));
            }
            Map<String, Object> board = box("board");
            assertTrue(number(board, "width") >= size[0] - 1, at + "the board is as wide as the screen: " + board);
            assertEquals("Nxb8", stripMove(), at + "the strip shows the move on the board");
            tap("analysis");
        }
    }

    @Test
    void nothingSticksOutSidewaysAt320WithAnyTabOpen() {
        phone(320, 568);
        openOpera();
        assertEquals(0L, horizontalOverflow(), "start");
        for (String[] tab : TABS) {
            tap(tab[0]);
            assertEquals(0L, horizontalOverflow(), tab[0] + " open");
        }
        tap("tab-game");
        tap("edit-board");
        assertEquals(0L, horizontalOverflow(), "the board editor open");
        tap("editor-cancel");
    }

    /**
     * The shown fields whose hint (placeholder) is wider than the room inside them, as "id: needed px in room px":
     * the hint measured in the field's own font. Chromium keeps about 15 px of a number field for its arrows, shown
     * or not, so a number field's room is counted 16 px smaller.
     */
    List<String> clippedPlaceholders() {
        @SuppressWarnings("unchecked")
        List<String> clipped = (List<String>) chrome.executeScript(
                "const pen = document.createElement('canvas').getContext('2d');"
                + "return [...document.querySelectorAll('input[placeholder]')]"
                + ".filter(field => field.offsetParent !== null).map(field => {"
                + "  const s = getComputedStyle(field);"
                + "  pen.font = s.fontStyle + ' ' + s.fontWeight + ' ' + s.fontSize + ' ' + s.fontFamily;"
                + "  const room = field.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)"
                + "      - (field.type === 'number' ? 16 : 0);"
                + "  const needed = pen.measureText(field.placeholder).width;"
                + "  return needed > room + 0.5 ? field.id + ': ' + Math.ceil(needed) + ' px in ' + Math.floor(room)"
                + "      + ' px' : null;"
                + "}).filter(text => text !== null);");
        return clipped;
    }

    @Test
    void everyFieldsHintFitsAt320AndOnTheDesktop() {
        phone(320, 568);
        page.open("");
        List<String> clipped = new ArrayList<>();
        for (String[] tab : TABS) {
            tap(tab[0]);
            clipped.addAll(clippedPlaceholders());
        }
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 1280, "height", 800,
                "deviceScaleFactor", 1, "mobile", false));
        clipped.addAll(clippedPlaceholders());
        assertEquals(List.of(), clipped);
    }

    @Test
    void theOpeningIsNamedOnceUnderTheStripNotAgainAboveTheMoves() {
        phone(390, 844);
        openOpera();
        tap("nav-end");
        page.waitUntil(20, "the opening named under the board", () -> page.byId("opening").isDisplayed());
        tap("tab-moves");
        assertTrue(page.byId("moves").isDisplayed());
        assertFalse(page.byId("moves-opening").isDisplayed(), "the same name, one tab below: left out on a phone");
        assertTrue(inFirstScreen("opening"), "the name in the first screen: " + box("opening"));
    }

    // ---- the tabs -------------------------------------------------------------------------------------------

    @Test
    void eachTabShowsItsPartWithOneTapAndHidesTheOthers() {
        phone(390, 844);
        page.open("");
        for (String[] tab : TABS) {
            tap(tab[0]);
            assertEquals("true", page.byId(tab[0]).getDomAttribute("aria-expanded"), tab[0]);
            for (String[] other : TABS) {
                assertEquals(other == tab, page.byId(other[1]).isDisplayed(), tab[0] + " open: " + other[1]);
                if (other != tab) {
                    assertEquals("false", page.byId(other[0]).getDomAttribute("aria-expanded"), other[0]);
                }
            }
        }
    }

    // ---- the move strip -------------------------------------------------------------------------------------

    void swipe(int dx) {
        WebElement strip = page.byId("move-strip");
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence stroke = new Sequence(finger, 0)
                .addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(strip), -dx / 2, 0))
                .addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()))
                .addAction(finger.createPointerMove(Duration.ofMillis(150), PointerInput.Origin.fromElement(strip),
                        dx / 2, 3))
                .addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        chrome.perform(List.of(stroke));
    }

    @Test
    void aSwipeOnTheMoveStripStepsAndATapOnAMoveShowsIt() {
        phone(390, 844);
        openOpera();
        tap("nav-start");
        assertEquals("", stripMove());
        swipe(-160);
        page.waitUntil(5, "a swipe to the left shows the next move", () -> "e4".equals(stripMove()));
        swipe(-160);
        page.waitUntil(5, "and the next", () -> "e5".equals(stripMove()));
        swipe(160);
        page.waitUntil(5, "a swipe to the right shows the move before", () -> "e4".equals(stripMove()));
        tap("nav-end");
        assertEquals("Rd8#", stripMove());
        WebElement earlier = chrome.findElements(By.cssSelector("#move-strip .strip-move")).stream()
                .filter(m -> "Qb8+".equals(m.getDomProperty("textContent"))).findFirst().orElseThrow();
        earlier.click();
        page.waitUntil(5, "a tap on a move in the strip shows it", () -> "Qb8+".equals(stripMove()));
        assertEquals("Qb8+", chrome.findElement(By.cssSelector("#moves button.current")).getDomProperty("textContent"),
                "the move list shows the same move");
    }

    /** Whether the strip's shown move lies wholly inside the strip's visible part. */
    boolean shownMoveInView() {
        return Boolean.TRUE.equals(chrome.executeScript("var m = document.querySelector('#move-strip .current');"
                + " var s = document.getElementById('move-strip').getBoundingClientRect();"
                + " if (!m) { return false; } var r = m.getBoundingClientRect();"
                + " return r.left >= s.left - 0.5 && r.right <= s.right + 0.5;"));
    }

    @Test
    void aMovePlayedAtTheEndIsAddedToTheStripWhichKeepsItInView() {
        phone(390, 844);
        page.open("");
        page.play("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7");
        page.waitUntil(10, "the tenth move in the strip", () -> "Be7".equals(stripMove()));
        page.waitUntil(5, "the shown move in view", this::shownMoveInView);
        chrome.executeScript("document.querySelector('#move-strip .strip-move').dataset.probe = 'kept';");
        page.play("Re1");
        page.waitUntil(5, "the new move in the strip", () -> "Re1".equals(stripMove()));
        assertEquals("kept", chrome.executeScript(
                "return document.querySelector('#move-strip .strip-move').dataset.probe;"),
                "the strip's first move is the element it was: the new move was added, the row not drawn again");
        assertEquals(11, chrome.findElements(By.cssSelector("#move-strip .strip-move")).size());
        page.waitUntil(5, "the new move scrolled into view", this::shownMoveInView);
        tap("nav-start");
        page.waitUntil(5, "back at the start, the strip at its beginning", () -> ((Number) chrome.executeScript(
                "return document.getElementById('move-strip').scrollLeft;")).doubleValue() == 0);
    }

    // ---- touch targets --------------------------------------------------------------------------------------

    /**
     * The shown controls smaller than 44 px either way ("id or tag.class 40x36"). Left out: the board's squares
     * (eight to a row of the screen's width) and check boxes and radio buttons, whose label is the target.
     */
    @SuppressWarnings("unchecked")
    List<String> smallTargets() {
        return (List<String>) chrome.executeScript("var small = [];"
                + " document.querySelectorAll('button, select, input, textarea, .file-button, .strip-move')"
                + ".forEach(function (e) {"
                + "   if (e.classList.contains('sq') || e.id === 'copy-buffer' || e.type === 'checkbox'"
                + "     || e.type === 'radio' || e.type === 'file' || e.closest('.sr-only')) { return; }"
                + "   var r = e.getBoundingClientRect();"
                + "   if (e.getClientRects().length === 0 || getComputedStyle(e).visibility === 'hidden') { return; }"
                + "   if (r.width < 43.5 || r.height < 43.5) {"
                + "     small.push((e.id || e.tagName.toLowerCase() + '.' + e.className) + ' '"
                + "       + Math.round(r.width) + 'x' + Math.round(r.height)); } });"
                + " return small;");
    }

    @Test
    void everyControlIsAtLeast44PixelsForAFinger() {
        phone(390, 844);
        openOpera();
        tap("analysis");
        for (String[] tab : TABS) {
            tap(tab[0]);
            assertEquals(List.of(), smallTargets(), tab[0] + " open");
        }
        tap("tab-game");
        tap("edit-board");
        assertEquals(List.of(), smallTargets(), "the board editor open");
        tap("editor-cancel");
    }

    // ---- the players ----------------------------------------------------------------------------------------

    @Test
    void anImportedGamesPlayersAndEventShowBesideTheBoardAndFollowAFlip() {
        phone(390, 844);
        page.open("");
        assertFalse(page.byId("player-top").isDisplayed(), "a new game has no names");
        assertFalse(page.byId("game-info").isDisplayed());
        tap("tab-import");
        page.byId("pgn-text").sendKeys(OPERA);
        tap("pgn-import");
        page.waitUntil(10, "the game is read", () -> !page.moveTexts().isEmpty());
        assertTrue(page.byId("player-top").isDisplayed());
        assertEquals("Duke Karl of Brunswick and Count Isouard", name("player-top"), "Black above the board");
        assertEquals("Paul Morphy", name("player-bottom"), "White below it");
        assertEquals("Paris Opera \u00b7 Paris \u00b7 1858 \u00b7 1\u20130", page.text("game-info"));
        assertTrue(inFirstScreen("player-top") && inFirstScreen("game-info"), "beside the board: " + box("game-info"));
        assertTrue((Boolean) chrome.executeScript("var p = document.getElementById('player-top');"
                + " return p.scrollWidth > p.clientWidth && getComputedStyle(p).textOverflow === 'ellipsis';"),
                "the long name is cut with an ellipsis");
        assertEquals(0L, horizontalOverflow(), "and sticks out nowhere");
        tap("tab-game");
        tap("flip");
        assertEquals("Paul Morphy", name("player-top"), "flipped: White above");
        assertTrue(page.byId("player-bottom").getDomAttribute("title").startsWith("Black: Duke Karl"));
    }

    /** The name in a player's row (its words for screen readers, "White: ", left out). */
    String name(String rowId) {
        return page.byId(rowId).findElement(By.className("player-name")).getDomProperty("textContent");
    }

    // ---- accessibility and the wide page --------------------------------------------------------------------

    /** Every move of the strip as it reads, its symbol included ("d6?!"). */
    @SuppressWarnings("unchecked")
    List<String> stripTexts() {
        return (List<String>) chrome.executeScript("return [...document.querySelectorAll('#move-strip .strip-move')]"
                + ".map(move => move.textContent);");
    }

    @Test
    void eachMoveInTheStripCarriesItsSymbolAndOneAddedShowsAtOnce() {
        phone(390, 844);
        page.open(PageDriver.pgnLink("1. e4 e5 2. Nf3 d6?! 3. d4 Bg4 *"));
        page.waitUntil(10, "the game is read", () -> !page.moveTexts().isEmpty());
        tap("nav-end");
        page.waitUntil(5, "the last move shown", () -> "Bg4".equals(stripMove()));
        assertEquals(List.of("e4", "e5", "Nf3", "d6?!", "d4", "Bg4"), stripTexts());
        tap("tab-notes");
        chrome.findElement(By.cssSelector("#nags [data-nag='2']")).click(); // "?" on the shown move
        page.waitUntil(5, "the new symbol on the shown move", () -> "Bg4?".equals(stripMove()));
        assertEquals(List.of("e4", "e5", "Nf3", "d6?!", "d4", "Bg4?"), stripTexts());
        assertEquals(List.of(), Axe.violations(chrome, "[" + build() + "] phone 390, symbols in the move strip"));
    }

    @Test
    void axeFindsNothingAt390() {
        phone(390, 844);
        openOpera();
        assertEquals(List.of(), Axe.violations(chrome, "[" + build() + "] phone 390, the Opera game"));
        tap("tab-import");
        assertEquals(List.of(), Axe.violations(chrome, "[" + build() + "] phone 390, Import tab"));
    }

    @Test
    void aWideWindowKeepsTheDesktopLayoutAndGetsTheMoveButtonsBack() {
        phone(390, 844);
        page.open("");
        assertEquals("nav-slot", parentOfNav(), "narrow: under the board");
        chrome.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        chrome.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", false));
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 1280, "height", 800,
                "deviceScaleFactor", 1, "mobile", false));
        page.waitUntil(5, "wide: back under the move list", () -> "fold-moves".equals(parentOfNav()));
        for (String id : new String[] {"panel-tabs", "move-strip", "readout-line"}) {
            assertFalse(page.byId(id).isDisplayed(), id + " is the phone's only");
        }
        for (String[] tab : TABS) {
            assertTrue(page.byId(tab[1]).isDisplayed(), "every part of the panel shows: " + tab[1]);
        }
        page.open("");
        assertEquals("fold-moves", parentOfNav(), "a wide page starts with them there");
    }

    @Test
    void tabletsAndLandscapePhonesGetTwoColumns() {
        for (int[] size : new int[][] {{844, 390}, {768, 1024}, {1024, 768}}) {
            chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", size[0], "height",
                    size[1], "deviceScaleFactor", 1, "mobile", size[0] < 1000));
            openOpera();
            chrome.executeScript("window.scrollTo(0, 0);");
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) chrome.executeScript(
                    "var b = document.getElementById('board').getBoundingClientRect(),"
                    + " p = document.querySelector('.panel').getBoundingClientRect();"
                    + " return { boardRight: b.right, boardWidth: b.width, panelLeft: p.left, panelTop: p.top,"
                    + "   boardTop: b.top, overflow: document.documentElement.scrollWidth"
                    + "   - document.documentElement.clientWidth, wide: [].filter.call(document.querySelectorAll("
                    + "   'body *'), function (e) { return e.getBoundingClientRect().right"
                    + "   > document.documentElement.clientWidth + 0.5 && e.getClientRects().length > 0; })"
                    + "   .slice(0, 6).map(function (e) { return e.id || e.tagName + '.' + e.className; }) };");
            String at = size[0] + " x " + size[1] + ": " + m;
            assertTrue(number(m, "panelLeft") >= number(m, "boardRight"), "the panel beside the board, " + at);
            assertTrue(number(m, "panelTop") < number(m, "boardTop") + 50, "side by side, " + at);
            assertTrue(number(m, "boardWidth") >= 280, "a board to play on, " + at);
            assertTrue(number(m, "boardWidth") <= size[1], "no taller than the screen, " + at);
            assertEquals(0L, ((Number) m.get("overflow")).longValue(), at);
        }
    }

    String parentOfNav() {
        return (String) chrome.executeScript("return document.getElementById('nav').parentNode.id;");
    }
}
