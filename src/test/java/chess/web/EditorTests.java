package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The board editor in real headless Chromium, against the WebAssembly GC build ({@link PageTestBase} says why one
 * build): a position set up by drag and drop alone (palette to board, board to board, off the board), the reasons an
 * illegal position cannot be played, Play from here, a move and a shared link, an {@code #editor=} link in a fresh
 * page, the panel's controls, the keyboard, Cancel, and the phone layout with a touch drag.
 */
abstract class EditorTests extends PageTestBase {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

    EditorTests() {
        super(1280, 800);
    }

    WebElement tool(String id) {
        return chrome.findElement(By.cssSelector("#palette [data-tool='" + id + "']"));
    }

    /** The piece drawn on a square ("wK") or "". */
    String pieceOn(String name) {
        return page.square(name).findElement(By.className("piece")).getDomAttribute("class").replace("piece", "")
                .trim();
    }

    List<String> problems() {
        return chrome.findElements(By.cssSelector("#editor-problems li")).stream().map(WebElement::getText).toList();
    }

    boolean editorShown() {
        return page.byId("editor").isDisplayed();
    }

    void openEditor() {
        page.byId("edit-board").click();
        assertTrue(editorShown(), "the editor panel is open");
    }

    void dragFromPalette(String piece, String to) {
        new Actions(chrome).clickAndHold(tool(piece)).moveByOffset(5, 5).moveToElement(page.square(to)).release()
                .perform();
    }

    /** Drags the piece on {@code from} off the board and lets go over the page's title. */
    void dragOff(String from) {
        new Actions(chrome).clickAndHold(page.square(from)).moveByOffset(5, 5)
                .moveToElement(chrome.findElement(By.tagName("h1"))).release().perform();
    }

    void assertPlayable(boolean playable) {
        assertEquals(!playable, page.byId("editor-play").getDomAttribute("disabled") != null, "Play from here");
        assertEquals(!playable, page.byId("editor-analyse").getDomAttribute("disabled") != null, "Analyse");
        if (playable) {
            assertEquals(List.of(), problems());
            assertEquals("The position can be played.", page.byId("editor-problems").getText());
        }
    }

    @Test
    void aPositionSetUpByDragAndDropIsPlayedAndShared() {
        page.open("");
        openEditor();
        assertFalse(page.byId("moves").isDisplayed(), "the game's panels make way for the editor");
        assertFalse(page.byId("draw-mode").isDisplayed(), "the editor has no arrows or circles to draw");
        assertEquals(START, page.fenBox(), "the editor opens on the position shown");
        assertTrue(page.address().contains("#editor=rnbqkbnr/"), page.address());
        assertEquals("status", page.byId("editor-problems").getDomAttribute("role"));

        page.byId("editor-clear").click();
        assertEquals("8/8/8/8/8/8/8/8 w - - 0 1", page.fenBox());
        assertTrue(problems().contains("White has no king."), problems().toString());
        assertPlayable(false);

        // Palette to board: both kings and a rook.
        dragFromPalette("wK", "e1");
        dragFromPalette("bK", "e8");
        dragFromPalette("wR", "a1");
        assertEquals(0, chrome.findElements(By.className("ghost")).size(), "no ghost left behind");
        assertEquals("wK", pieceOn("e1"));
        assertEquals("bK", pieceOn("e8"));
        assertEquals("wR", pieceOn("a1"));
        assertEquals("false", tool("wK").getDomAttribute("aria-pressed"), "a drag chooses no tool");
        assertPlayable(true);
        assertEquals(null, page.byId("editor-castle-Q").getDomAttribute("disabled"), "king and rook at home: O-O-O");
        assertEquals("true", page.byId("editor-castle-K").getDomAttribute("disabled"), "no rook on h1: no O-O");

        // A second white king: the reason is shown and neither button works until it is gone.
        dragFromPalette("wK", "c3");
        assertEquals(List.of("White has 2 kings; each side has exactly one."), problems());
        assertPlayable(false);
        dragOff("c3");
        assertEquals("", pieceOn("c3"), "dragged off the board: removed");
        assertPlayable(true);

        // A board piece dragged to another square: the rook checks the king of the side not to move.
        page.drag("a1", "a8");
        assertEquals("", pieceOn("a1"));
        assertEquals("wR", pieceOn("a8"));
        assertEquals(List.of("Black is in check but it is white's turn."), problems());
        assertPlayable(false);
        page.byId("editor-play").click();
        assertTrue(editorShown(), "a disabled Play leaves the editor open");
        page.drag("a8", "a7");
        assertPlayable(true);
        String fen = "4k3/R7/8/8/8/8/8/4K3 w - - 0 1";
        assertEquals(fen, page.fenBox());
        String editorLink = page.address();
        assertTrue(editorLink.contains("#editor=4k3/R7/8/8/8/8/8/4K3"), editorLink);

        page.byId("editor-play").click();
        assertFalse(editorShown());
        assertTrue(page.byId("moves").isDisplayed());
        assertTrue(page.byId("draw-mode").isDisplayed(), "drawing is back with the game");
        assertEquals(fen, page.fenBox());
        assertEquals("White to move", page.byId("turn").getText());
        page.drag("e1", "d2");
        String afterKd2 = "4k3/R7/8/8/8/8/3K4/8 b - - 1 1";
        assertEquals(afterKd2, page.fenBox());
        assertEquals(List.of("Kd2"), chrome.findElements(By.cssSelector("#moves button[data-node]")).stream()
                .map(WebElement::getText).toList());
        page.byId("share").click();
        String link = page.address();
        assertTrue(link.contains("#g=") || link.contains("#fen="), link);
        assertEquals(link, page.byId("copy-buffer").getDomProperty("value"), "Share link copies the address");
        page.load(link);
        assertEquals(afterKd2, page.fenBox());
        assertFalse(editorShown());

        // The editor's own address opens the editor on its position in a fresh page.
        page.load(editorLink);
        assertTrue(editorShown());
        assertEquals(fen, page.fenBox());
        assertEquals("wR", pieceOn("a7"));
        assertEquals("Setting up a position", page.byId("turn").getText());
        assertTrue(page.byId("editor-white").isSelected());
        assertPlayable(true);
    }

    @Test
    void theControlsSetTheSideCastlingEnPassantAndCounters() {
        page.open("#fen=" + START.replace(' ', '_'));
        page.square("e2").click();
        page.square("e4").click();
        openEditor();
        assertEquals(AFTER_E4, page.fenBox());
        assertTrue(page.byId("editor-black").isSelected());
        for (String right : List.of("K", "Q", "k", "q")) {
            WebElement box = page.byId("editor-castle-" + right);
            assertTrue(box.isSelected() && box.isEnabled(), right);
        }
        assertEquals(List.of("none", "e3"), new Select(page.byId("editor-ep")).getOptions().stream()
                .map(WebElement::getText).toList());
        assertEquals("e3", new Select(page.byId("editor-ep")).getFirstSelectedOption().getDomAttribute("value"));

        new Select(page.byId("editor-ep")).selectByVisibleText("none");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", page.fenBox());
        page.byId("editor-castle-K").click();
        assertTrue(page.fenBox().contains(" b Qkq - "), page.fenBox());
        dragOff("h8");
        assertFalse(page.byId("editor-castle-k").isEnabled(), "no rook on h8: Black O-O unavailable");
        assertFalse(page.byId("editor-castle-k").isSelected());
        assertTrue(page.fenBox().contains(" b Qq - "), page.fenBox());
        page.byId("editor-white").click();
        assertTrue(page.fenBox().contains(" w Qq - "), page.fenBox());
        assertFalse(page.byId("editor-ep").isEnabled(), "no double step just made by Black: no en passant square");

        WebElement half = page.byId("editor-halfmoves");
        WebElement full = page.byId("editor-fullmoves");
        assertEquals("number", half.getDomAttribute("type"));
        half.clear();
        half.sendKeys("7", Keys.TAB);
        assertTrue(page.fenBox().endsWith(" 7 1"), page.fenBox());
        full.clear();
        full.sendKeys("-2", Keys.TAB);
        assertEquals("true", full.getDomAttribute("aria-invalid"));
        assertEquals("The move number is a whole number from 1 to 9999.", page.byId("editor-number-error").getText());
        assertTrue(page.fenBox().endsWith(" 7 1"), "a bad number changes nothing: " + page.fenBox());
        full.clear();
        full.sendKeys("12", Keys.TAB);
        assertEquals("false", full.getDomAttribute("aria-invalid"));
        assertEquals("", page.byId("editor-number-error").getText());
        assertTrue(page.fenBox().endsWith(" 7 12"), page.fenBox());

        // The FEN box loads into the editor; a bad FEN is refused as text, however it looks.
        WebElement box = page.byId("fen");
        String endgame = "8/8/8/4k3/8/8/4P3/4K3 w - - 0 40";
        box.clear();
        box.sendKeys(endgame, Keys.ENTER);
        assertTrue(editorShown());
        assertEquals(endgame, page.fenBox());
        assertEquals("wP", pieceOn("e2"));
        assertEquals("40", full.getDomProperty("value"));
        box.clear();
        box.sendKeys("<img src=x onerror=alert(1)>", Keys.ENTER);
        assertTrue(page.text("fen-error").startsWith("The FEN was not loaded: "), page.text("fen-error"));
        assertEquals(0, chrome.findElements(By.cssSelector("img")).size(), "nothing inserted as HTML");
        assertEquals(endgame, page.fenBox(), "the editor keeps its position");

        // Palette tools: click a piece, then squares (and Enter on a focused square); the eraser; Escape.
        tool("wQ").click();
        assertEquals("true", tool("wQ").getDomAttribute("aria-pressed"));
        page.square("d4").click();
        assertEquals("wQ", pieceOn("d4"));
        page.square("d4").click();
        assertEquals("", pieceOn("d4"), "the same piece again takes it away");
        page.square("d5").sendKeys(Keys.ENTER);
        assertEquals("wQ", pieceOn("d5"), "Enter on a square applies the tool");
        page.square("d5").sendKeys(Keys.SHIFT, Keys.ARROW_RIGHT);
        assertEquals("e5", chrome.switchTo().activeElement().getDomAttribute("data-square"));
        chrome.switchTo().activeElement().sendKeys(" ");
        assertEquals("wQ", pieceOn("e5"), "Space too");
        tool("eraser").click();
        assertEquals("false", tool("wQ").getDomAttribute("aria-pressed"));
        assertEquals("true", tool("eraser").getDomAttribute("aria-pressed"));
        page.square("e2").click();
        assertEquals("", pieceOn("e2"));
        page.square("e1").sendKeys(Keys.ESCAPE);
        assertEquals("false", tool("eraser").getDomAttribute("aria-pressed"), "Escape puts the tool down");
        page.square("e1").click();
        assertEquals("wK", pieceOn("e1"), "without a tool a click changes nothing");
        tool("bN").sendKeys(Keys.ENTER);
        assertEquals("true", tool("bN").getDomAttribute("aria-pressed"), "palette buttons work from the keyboard");
        tool("bN").sendKeys(Keys.ENTER);
        assertEquals("false", tool("bN").getDomAttribute("aria-pressed"), "choosing it again puts it down");

        page.byId("editor-start").click();
        assertEquals(START, page.fenBox());
        page.byId("editor-flip").click();
        assertEquals("h1", chrome.findElement(By.cssSelector("#board > :first-child")).getDomAttribute("data-square"));
        page.byId("editor-flip").click();

        // Cancel: the game is as it was.
        page.byId("editor-cancel").click();
        assertFalse(editorShown());
        assertEquals(AFTER_E4, page.fenBox());
        assertEquals("edit-board", chrome.switchTo().activeElement().getDomAttribute("id"), "focus back on the button");
        assertTrue(page.address().contains("#g=") || page.address().contains("#fen="),
                page.address());
    }

    @Test
    void onAPhoneTheEditorFitsAndThePaletteWorksByTouch() {
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 360, "height", 740,
                "deviceScaleFactor", 2, "mobile", true));
        try {
            page.open("");
            openEditor();
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) chrome.executeScript(
                    "var small = [], outside = [], width = document.documentElement.clientWidth;"
                    + " document.querySelectorAll('#editor button, #editor select, #editor input,"
                    + " #editor fieldset label').forEach(function (e) {"
                    + "   var r = e.getBoundingClientRect(), name = e.id || e.textContent,"
                    + "     big = e.type === 'radio' || e.type === 'checkbox' ? 18 : 32;"
                    + "   if (r.width > 0 && (r.width < big || r.height < big)) { small.push(name); }"
                    + "   if (r.width > 0 && (r.left < 0 || r.right > width)) { outside.push(name); } });"
                    + " var tool = document.querySelector('#palette [data-tool=wK]').getBoundingClientRect();"
                    + " return { width: width, scrollWidth: document.documentElement.scrollWidth, small: small,"
                    + "   outside: outside, toolWidth: tool.width, toolHeight: tool.height };");
            assertEquals(m.get("width"), m.get("scrollWidth"), "nothing sticks out sideways");
            assertEquals(List.of(), m.get("small"), "touch targets under 32 px");
            assertEquals(List.of(), m.get("outside"), "controls outside the screen");
            assertTrue(((Number) m.get("toolWidth")).doubleValue() >= 40
                    && ((Number) m.get("toolHeight")).doubleValue() >= 40, "palette pieces a finger can hit: " + m);

            page.byId("editor-clear").click();
            page.touchDrag(tool("bQ"), page.square("d5"));
            assertEquals("bQ", pieceOn("d5"));
            assertEquals("false", tool("bQ").getDomAttribute("aria-pressed"), "the drag's click chose no tool");
            page.touchDrag(page.square("d5"), page.square("g2"));
            assertEquals("bQ", pieceOn("g2"));
            assertEquals("", pieceOn("d5"));
            assertNull(chrome.findElements(By.className("ghost")).stream().findFirst().orElse(null));
        } finally {
            chrome.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }
}
