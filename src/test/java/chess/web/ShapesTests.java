package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * Arrows and circles in real headless Chromium, against the WebAssembly GC build ({@link PageTestBase} says why one
 * build): drawn by right-button drags and clicks with each colour's modifiers, removed by the same again, cleared by a
 * left click, under the pieces (a drag still moves), mirrored with the board, drawn in draw mode by touch and typed in
 * the move box, said in words, and kept through a link and in the PGN.
 */
abstract class ShapesTests extends PageTestBase {
    private static final String DRAWN = "#arrow-layer .drawn-shapes:not(.preview) ";

    ShapesTests() {
        super(1280, 800);
    }

    /** A right-button drag from one square to another with the mouse (a right click when they are the same). */
    private void rightDrag(String from, String to, CharSequence... modifiers) {
        WebElement a = page.square(from);
        WebElement b = page.square(to);
        Actions keys = new Actions(chrome);
        for (CharSequence key : modifiers) {
            keys.keyDown(key);
        }
        if (modifiers.length > 0) {
            keys.perform();
        }
        PointerInput mouse = new PointerInput(PointerInput.Kind.MOUSE, "mouse");
        Sequence drag = new Sequence(mouse, 0)
                .addAction(mouse.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(a), 0, 0))
                .addAction(mouse.createPointerDown(PointerInput.MouseButton.RIGHT.asArg()))
                .addAction(mouse.createPointerMove(Duration.ofMillis(50), PointerInput.Origin.fromElement(a), 6, 6))
                .addAction(mouse.createPointerMove(Duration.ofMillis(100), PointerInput.Origin.fromElement(b), 0, 0))
                .addAction(mouse.createPointerUp(PointerInput.MouseButton.RIGHT.asArg()));
        chrome.perform(List.of(drag));
        if (modifiers.length > 0) {
            Actions release = new Actions(chrome);
            for (CharSequence key : modifiers) {
                release.keyUp(key);
            }
            release.perform();
        }
    }

    private List<String> drawnClasses() {
        return chrome.findElements(By.cssSelector(DRAWN + ".shape")).stream()
                .map(e -> e.getDomAttribute("class")).toList();
    }

    private String said() {
        return (String) chrome.executeScript("return document.getElementById('shapes-said').textContent;");
    }

    @Test
    void rightDragDrawsArrowsRightClickCirclesInEachColourAndTheSameAgainRemoves() {
        page.open("");
        page.play("e4");
        rightDrag("g1", "f3");
        assertEquals(List.of("shape shape-G shape-arrow"), drawnClasses());
        assertEquals("Drawn on this move: arrow from g1 to f3, green.", said());
        assertEquals("Arrow from g1 to f3, green, drawn", page.text("live"));
        rightDrag("d4", "d4", Keys.SHIFT);
        rightDrag("c2", "c4", Keys.CONTROL);
        rightDrag("e5", "e5", Keys.SHIFT, Keys.ALT);
        assertEquals("Drawn on this move: circle on d4, red; circle on e5, yellow; arrow from g1 to f3, green;"
                + " arrow from c2 to c4, blue.", said());
        assertEquals(List.of("shape shape-R shape-circle", "shape shape-Y shape-circle", "shape shape-G shape-arrow",
                "shape shape-B shape-arrow"), drawnClasses());
        assertTrue(chrome.findElements(By.cssSelector("#arrow-layer .preview *")).isEmpty(), "no preview left");

        rightDrag("g1", "f3"); // the same again removes it
        rightDrag("d4", "d4", Keys.SHIFT);
        assertEquals("Drawn on this move: circle on e5, yellow; arrow from c2 to c4, blue.", said());
        assertEquals(ChromePageTests.AFTER_E4, page.fenBox(), "drawing moved nothing");

        page.square("a4").click(); // a left click clears the shown move's shapes
        assertTrue(drawnClasses().isEmpty());
        assertEquals("", said());
        assertEquals("Arrows and circles cleared", page.text("live"));
    }

    @Test
    void shapesStayUnderThePiecesAndMirrorWithTheBoard() {
        page.open("");
        rightDrag("d2", "d4");
        WebElement shaft = chrome.findElement(By.cssSelector(DRAWN + ".shape-shaft"));
        assertEquals("350", shaft.getDomAttribute("x1"), "d-file centre, white at the bottom");
        assertTrue(Integer.parseInt(shaft.getDomAttribute("y1")) > 600, "from rank 2, near the bottom");
        chrome.findElement(By.id("flip")).click();
        shaft = chrome.findElement(By.cssSelector(DRAWN + ".shape-shaft"));
        assertEquals("450", shaft.getDomAttribute("x1"), "mirrored: the d-file is the fifth from the left");
        assertTrue(Integer.parseInt(shaft.getDomAttribute("y1")) < 200, "rank 2 near the top");
        assertEquals("none", chrome.findElement(By.id("arrow-layer")).getCssValue("pointer-events"));
        chrome.findElement(By.id("flip")).click();

        page.drag("d2", "d4"); // the arrow lies over d2: the pawn still moves by a drag
        assertEquals("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1", page.fenBox());
        chrome.findElement(By.id("nav-start")).click();
        assertEquals("Drawn on this move: arrow from d2 to d4, green.", said(), "a drag is no click: kept");
    }

    @Test
    void drawModeByTouchAndTypedShapes() {
        page.open("");
        chrome.findElement(By.id("draw-mode")).click();
        chrome.findElement(By.id("draw-B")).click();
        assertEquals("true", chrome.findElement(By.id("draw-mode")).getDomAttribute("aria-pressed"));
        page.touchDrag(page.square("e2"), page.square("e4"));
        assertEquals("Drawn on this move: arrow from e2 to e4, blue.", said());
        assertEquals(ChromePageTests.START, page.fenBox(), "in draw mode a drag draws instead of moving");
        page.touchDrag(page.square("e2"), page.square("e4"));
        assertEquals("", said(), "the same again removes it");
        chrome.findElement(By.id("draw-mode")).click();

        page.play("circle f7 red");
        page.play("arrow g1 f3");
        assertEquals("Drawn on this move: circle on f7, red; arrow from g1 to f3, green.", said());
        assertEquals("", page.byId("move-input").getDomProperty("value"), "a command done empties the box");
        page.play("arrow g1 g1");
        assertTrue(page.text("move-error").contains("arrow e2e4"), page.text("move-error"));
    }

    @Test
    void onAPhoneTheShapesScaleWithTheBoardAndThePageStaysAccessible() {
        org.openqa.selenium.Dimension wide = chrome.manage().window().getSize();
        try {
            chrome.manage().window().setSize(new org.openqa.selenium.Dimension(360, 740));
            page.open("");
            page.play("arrow e2e4", "circle d5 red");
            chrome.findElement(By.id("draw-mode")).click();
            @SuppressWarnings("unchecked")
            java.util.Map<String, Object> m = (java.util.Map<String, Object>) chrome.executeScript(
                    "var box = function (e) { var r = e.getBoundingClientRect(); return r; };"
                    + " var board = box(document.getElementById('board'));"
                    + " var circle = box(document.querySelector('#arrow-layer .shape-circle'));"
                    + " var small = [].filter.call(document.querySelectorAll('.draw-tools button'), function (b) {"
                    + "   var r = b.getBoundingClientRect(); return r.width < 32 || r.height < 32; }).length;"
                    + " return { width: document.documentElement.clientWidth,"
                    + "   scrollWidth: document.documentElement.scrollWidth, boardWidth: Math.round(board.width),"
                    + "   circleWidth: Math.round(circle.width), small: small };");
            assertEquals(m.get("width"), m.get("scrollWidth"), "nothing sticks out sideways");
            long board = (Long) m.get("boardWidth");
            long circle = (Long) m.get("circleWidth");
            assertTrue(board < 360 && circle > board / 8 * 0.8 && circle < board / 8 * 1.05,
                    "a circle about one square wide on a " + board + " px board: " + circle);
            assertEquals(0L, m.get("small"), "every drawing control is at least 32 px");
            assertEquals("With Draw on, a tap draws a circle and a drag an arrow; the same again removes it.",
                    page.text("draw-help"), "a phone's help is about Draw, not the mouse's right button");
            assertEquals(List.of(), Axe.violations(chrome, "[" + build() + "] shapes drawn, draw mode, phone"));
        } finally {
            chrome.manage().window().setSize(wide);
        }
    }

    @Test
    void keptThroughALinkAndInThePgn() {
        page.open("");
        page.play("e4", "e5");
        rightDrag("g1", "f3");
        rightDrag("f7", "f7", Keys.SHIFT);
        chrome.findElement(By.id("nav-back")).click();
        rightDrag("d7", "d5", Keys.CONTROL);
        chrome.findElement(By.id("pgn-copy")).click();
        String pgn = chrome.findElement(By.id("copy-buffer")).getDomProperty("value");
        assertTrue(pgn.contains("1. e4 {[%cal Bd7d5]} 1... e5 {[%csl Rf7] [%cal Gg1f3]}"), pgn);

        String link = page.address();
        assertTrue(link.contains("#g=C"), link);
        page.load(link);
        page.waitUntil(5, "the link's game shown with its shapes, a move to go forward to",
                () -> said().equals("Drawn on this move: arrow from d7 to d5, blue.")
                        && chrome.findElement(By.id("nav-forward")).isEnabled(),
                () -> "\"" + said() + "\", forward " + chrome.findElement(By.id("nav-forward")).isEnabled() + " at "
                        + page.fenBox() + ", from the link " + link + ", now at " + chrome.getCurrentUrl());
        chrome.findElement(By.id("nav-forward")).click(); // drawn in the next frame
        page.waitUntil(5, "the next move's shapes said", () -> said().equals(
                "Drawn on this move: circle on f7, red; arrow from g1 to f3, green."));
        assertEquals(2, drawnClasses().size());

        // An imported PGN with a bad entry: the good ones are drawn, the bad one is noted.
        chrome.findElement(By.id("pgn-text")).sendKeys("1. d4 {[%cal Gd2d4,Xa1a8] [%csl Yd5]} d5 *");
        chrome.findElement(By.id("pgn-import")).click();
        chrome.findElement(By.id("nav-forward")).click();
        assertEquals("Drawn on this move: circle on d5, yellow; arrow from d2 to d4, green.", said());
        assertTrue(page.text("import-status").contains("Xa1a8"), page.text("import-status"));
    }
}
