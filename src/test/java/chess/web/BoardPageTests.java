package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.WebElement;

/**
 * Moves, FEN and the game on the page, in real headless Chromium against the WebAssembly GC build
 * ({@link PageTestBase} says why one build; HtmlUnitPageIT plays the JavaScript build's page): clicks, drags, touch
 * and the keyboard move the pieces and the FEN box and the address follow; illegal moves are refused; a promotion
 * asks for its piece; undo and redo; a mate ends the game; a bad FEN, in the box or the address, keeps the board and
 * says where; markup in a FEN stays text; a Chess960 game where both sides castle, and its link.
 */
abstract class BoardPageTests extends PageTestBase {
    static final String START = ChromePageTests.START;
    static final String AFTER_E4 = ChromePageTests.AFTER_E4;

    BoardPageTests() {
        super(1366, 900);
    }

    @Test
    void badFenInTheAddressStartsFromTheInitialPosition() {
        page.open("", "#fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_x");
        assertEquals(START, page.fenBox());
        assertTrue(page.text("fen-error").startsWith("The FEN in the link was not loaded: "), page.text("fen-error"));
        assertTrue(page.text("fen-error").contains("column"), page.text("fen-error"));
    }

    @Test
    void badFenInTheBoxKeepsTheBoard() {
        page.open("", "");
        page.play("e4");
        WebElement fen = chrome.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", Keys.ENTER);
        assertFalse(page.text("fen-error").isEmpty());
        assertEquals("e4, white pawn", page.square("e4").getDomAttribute("aria-label"));
        page.assertAddressReopensAt(AFTER_E4);
        fen = chrome.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys("4k3/8/8/8/8/8/8/R3K3 w", Keys.ENTER);
        assertEquals("", page.text("fen-error"));
        assertEquals("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", page.fenBox());
    }

    @Test
    void aChess960GameWhereBothSidesCastle() {
        page.open("", "");
        chrome.findElement(By.id("chess960-number")).sendKeys("0");
        chrome.findElement(By.id("new-960")).click();
        assertEquals("Chess960 · position 0", page.text("variant"));
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", page.fenBox());
        page.play("d4", "d5", "Qd2", "Qd7", "Ne3", "Ne6", "Nd3", "Nd6");
        page.drag("g1", "f1"); // the king dropped on its own rook castles
        page.play("O-O-O");
        assertTrue(page.fenBox().startsWith("bbkr3r/pppqpppp/3nn3/3p4/3P4/3NN3/PPPQPPPP/BBKR3R w - - "), page.fenBox());
        List<WebElement> moves = chrome.findElements(By.cssSelector("#moves button"));
        assertEquals("O-O-O", moves.get(moves.size() - 1).getText());
        assertEquals("O-O-O", moves.get(moves.size() - 2).getText());
        String link = page.address();
        page.load(link);
        assertEquals("Chess960 · position 0", page.text("variant"), link);
        assertTrue(page.fenBox().startsWith("bbkr3r/"), page.fenBox());
    }

    @Test
    void clickMoveUpdatesFenBoxAndAddress() {
        page.open("", "");
        page.square("e2").click();
        assertTrue(page.square("e4").getDomAttribute("class").contains("target"));
        page.square("e4").click();
        assertEquals(AFTER_E4, page.fenBox());
        page.assertAddressReopensAt(AFTER_E4);
    }

    @Test
    void dragMoveUpdatesFenBoxAndAddress() {
        page.open("", "");
        page.drag("g1", "f3");
        String afterNf3 = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1";
        assertEquals(afterNf3, page.fenBox());
        assertEquals(0, chrome.findElements(By.className("ghost")).size());
        page.assertAddressReopensAt(afterNf3);
    }

    @Test
    void touchDragMoves() {
        page.open("", "");
        page.touchDrag(page.square("b1"), page.square("c3"));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1", page.fenBox());
    }

    @Test
    void illegalMovesAreRefused() {
        page.open("", "");
        page.drag("e2", "e5");
        assertEquals(START, page.fenBox());
        assertEquals("e2, white pawn", page.square("e2").getDomAttribute("aria-label"));
        page.square("d2").click();
        page.square("d5").click();
        assertEquals(START, page.fenBox());
        assertTrue(page.text("live").startsWith("Illegal move"));
    }

    @Test
    void promotion() {
        page.open("", "#fen=8/P6k/8/8/8/8/8/K7_w_-_-_0_1");
        page.drag("a7", "a8");
        WebElement dialog = chrome.findElement(By.id("promotion"));
        assertTrue(dialog.isDisplayed());
        List<WebElement> choices = dialog.findElements(By.cssSelector("button[data-piece]"));
        assertEquals(List.of("Queen", "Rook", "Bishop", "Knight", "Cancel"),
                choices.stream().map(WebElement::getText).toList());
        dialog.findElement(By.cssSelector("button[data-piece='n']")).click();
        assertFalse(dialog.isDisplayed());
        assertEquals("a8, white knight", page.square("a8").getDomAttribute("aria-label"));
        assertEquals("N7/7k/8/8/8/8/8/K7 b - - 0 1", page.fenBox());
    }

    @Test
    void undoRedo() {
        page.open("", "");
        page.play("e4");
        page.play("c5");
        chrome.findElement(By.id("undo")).click();
        assertEquals(AFTER_E4, page.fenBox());
        chrome.findElement(By.id("redo")).click();
        assertTrue(page.fenBox().startsWith("rnbqkbnr/pp1ppppp/8/2p5/4P3/"), page.fenBox());
        chrome.findElement(By.cssSelector("#moves button[data-node='1']")).click();
        assertEquals(AFTER_E4, page.fenBox());
    }

    @Test
    void checkmateEndsTheGame() {
        page.open("", "");
        page.play("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7");
        assertEquals("Checkmate: White wins", page.text("result"));
        assertTrue(page.square("e8").getDomAttribute("class").contains("check"));
        page.square("a7").click();
        assertFalse(page.square("a7").getDomAttribute("class").contains("sel"));
    }

    @Test
    void markupFenStaysInert() {
        String markup = "<img src=x onerror=alert(1)>";
        page.open("", "#fen=%3Cimg%20src=x%20onerror=alert(1)%3E");
        assertFalse(page.text("fen-error").isEmpty());
        WebElement fen = chrome.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys(markup, Keys.ENTER);
        assertEquals(markup, page.fenBox());
        assertTrue(page.text("fen-error").length() > 0);
        assertEquals(0L, chrome.executeScript("return document.images.length;"));
        assertThrows(NoAlertPresentException.class, () -> chrome.switchTo().alert());
    }

    @Test
    void keyboardMoves() {
        page.open("", "");
        page.square("e2").click(); // focus e2 (and pick the pawn up)
        page.square("e2").sendKeys(Keys.ENTER); // put it down again
        page.square("e2").sendKeys(Keys.chord(Keys.SHIFT, Keys.ARROW_UP), Keys.chord(Keys.SHIFT, Keys.ARROW_UP));
        assertEquals("e4", chrome.switchTo().activeElement().getDomAttribute("data-square"));
        chrome.switchTo().activeElement().sendKeys(Keys.chord(Keys.SHIFT, Keys.HOME));
        assertEquals("a4", chrome.switchTo().activeElement().getDomAttribute("data-square"));
        page.square("e2").click();
        chrome.switchTo().activeElement().sendKeys(Keys.chord(Keys.SHIFT, Keys.ARROW_UP),
                Keys.chord(Keys.SHIFT, Keys.ARROW_UP), Keys.ENTER);
        assertEquals(AFTER_E4, page.fenBox());
        chrome.switchTo().activeElement().sendKeys(Keys.ARROW_LEFT); // plain arrows step through the moves
        assertEquals(START, page.fenBox());
        assertEquals("e4", chrome.switchTo().activeElement().getDomAttribute("data-square"), "the focus stays");
        chrome.switchTo().activeElement().sendKeys(Keys.ARROW_RIGHT);
        assertEquals(AFTER_E4, page.fenBox());
        chrome.switchTo().activeElement().sendKeys(Keys.chord(Keys.CONTROL, "z"));
        assertEquals(START, page.fenBox());
        chrome.switchTo().activeElement().sendKeys(Keys.chord(Keys.CONTROL, "y"));
        assertEquals(AFTER_E4, page.fenBox());
    }

    /** A script's function that sends the page a keydown: {@code key('ArrowRight', true)} for a held key's repeat. */
    private static final String KEY = "function key(k, repeat) { document.dispatchEvent(new KeyboardEvent('keydown',"
            + " { key: k, repeat: repeat, bubbles: true, cancelable: true })); }";

    @Test
    void aPressStepsAtOnceAndAHeldKeysRepeatsAreSteppedTogetherInATaskOfTheirOwn() {
        page.open("", "");
        page.play("e4", "e5", "Nf3", "Nc6", "Bb5");
        String afterE4 = AFTER_E4;
        String afterBb5 = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
        assertEquals(afterBb5, page.fenBox());
        @SuppressWarnings("unchecked")
        List<String> seen = (List<String>) chrome.executeScript(
                "document.activeElement.blur(); " + KEY
                + " var fen = function () { return document.getElementById('fen').value; };"
                + " key('Home', false); key('ArrowRight', false); var afterPress = fen();"
                + " for (var i = 0; i < 4; i++) { key('ArrowRight', true); }"
                + " return [afterPress, fen()];");
        assertEquals(afterE4, seen.get(0), "a press is drawn in its own task");
        assertEquals(afterE4, seen.get(1), "a held key's repeats wait for a task of their own");
        page.waitUntil(5, "the four repeats stepped together", () -> afterBb5.equals(page.fenBox()),
                page::fenBox);
        chrome.executeScript(KEY + " key('ArrowLeft', true); key('ArrowLeft', true); key('ArrowLeft', false);");
        String afterE5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
        assertEquals(afterE5, page.fenBox(), "a press takes the repeats still waiting with it, at once");
        PageDriver.sleep(300);
        assertEquals(afterE5, page.fenBox(), "and nothing is stepped after it");
    }

    @Test
    void aHeldKeysStepMovesTheBoardAtOnceAndTheRestOfThePageOnceTheStepsPause() {
        page.open("", "");
        page.play("e4", "e5");
        @SuppressWarnings("unchecked")
        List<String> seen = (List<String>) chrome.executeAsyncScript(
                "var done = arguments[arguments.length - 1]; document.activeElement.blur(); " + KEY
                + " var read = function () { return [document.getElementById('fen').value,"
                + " document.getElementById('turn').textContent]; };"
                + " key('Home', false); var atStart = read(); key('ArrowRight', true);"
                // Timers run in the order they are due: the step's (0 ms) before this 50 ms one, this one before
                // the pause's (250 ms after the step), and that before the one second one, however slow the machine.
                + " setTimeout(function () { var stepped = read().concat([String(document.getAnimations().length)]);"
                + " setTimeout(function () { done(atStart.concat(stepped, read())); }, 1000); }, 50);");
        assertEquals(List.of(START, "White to move", AFTER_E4, "White to move", "0", AFTER_E4, "Black to move"), seen,
                "the step moves the board and the FEN box at once, without a glide; the turn (with the rest of the"
                + " page) follows when the steps pause");
        assertEquals("e4", chrome.findElement(By.cssSelector("#moves [aria-current='true']")).getText(),
                "the move list marks the move stepped to");
    }
}
