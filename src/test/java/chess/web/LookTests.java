package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The board's look, in real headless Chromium, against the WebAssembly GC build ({@link PageTestBase} says why one
 * build): F flips the board; the dark theme follows the system's colour scheme (emulated) unless Light or Dark is
 * chosen, measured as computed colours; the theme and board colours survive a reload; coordinates read at 4.5:1 or
 * better on every square colour and highlight of every palette; axe-core finds nothing in the dark theme and in every
 * palette; the captured pieces and the lead beside the board follow the game and the board's orientation.
 */
abstract class LookTests extends PageTestBase {
    static final String[] BOARDS = {"green", "wood", "blue", "grey"};
    /** Légal's trap to 6. Bxf7+: Black has taken the queen for two pawns and is in check. */
    static final String[] LEGAL_TRAP = {"e4", "e5", "Nf3", "d6", "Bc4", "Bg4", "Nc3", "g6", "Nxe5", "Bxd1", "Bxf7+"};

    LookTests() {
        super(1280, 800);
    }

    /** The browser is shared by the class's tests: each starts with no saved look and the system's light scheme. */
    @BeforeEach
    void forgetTheLook() {
        systemScheme("light");
        chrome.get(TestSite.url());
        chrome.executeScript("localStorage.clear();");
    }

    /** Runs after a skipped test too: without Chromium there is no browser to reset. */
    @AfterEach
    void noEmulation() {
        if (chrome == null) {
            return;
        }
        chrome.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
    }

    /** Emulates the system's colour scheme, "light" or "dark" (prefers-color-scheme). */
    void systemScheme(String scheme) {
        chrome.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
    }

    String css(String selector, String property) {
        return (String) chrome.executeScript("return getComputedStyle(document.querySelector(arguments[0]))"
                + ".getPropertyValue(arguments[1]);", selector, property);
    }

    /** The square drawn in the board's top-left corner. */
    String topLeft() {
        return chrome.findElement(By.cssSelector("#board > :first-child")).getDomAttribute("data-square");
    }

    void choose(String selectId, String value) {
        new Select(chrome.findElement(By.id(selectId))).selectByValue(value);
    }

    String chosen(String selectId) {
        return new Select(chrome.findElement(By.id(selectId))).getFirstSelectedOption().getDomAttribute("value");
    }

    // ---- F --------------------------------------------------------------------------------------------------

    @Test
    void fFlipsTheBoardExceptInATextField() {
        page.open("");
        assertEquals("a8", topLeft());
        assertTrue(chrome.findElement(By.id("board")).getDomAttribute("aria-keyshortcuts").contains(" F "));
        assertTrue(chrome.findElement(By.id("board-help")).getText().contains("F flips the board"));
        assertEquals("F", chrome.findElement(By.id("flip")).getDomAttribute("aria-keyshortcuts"));
        page.square("e2").sendKeys("f");
        assertEquals("h1", topLeft(), "F on a square flips");
        chrome.findElement(By.id("moves")).click();
        chrome.switchTo().activeElement().sendKeys("F");
        assertEquals("a8", topLeft(), "Shift+F (or F with Caps Lock) too, from elsewhere on the page");
        WebElement move = chrome.findElement(By.id("move-input"));
        move.sendKeys("f");
        assertEquals("f", move.getDomProperty("value"), "typed into the move box");
        assertEquals("a8", topLeft(), "not flipped while typing");
        move.clear();
        chrome.findElement(By.id("moves")).click();
        chrome.switchTo().activeElement().sendKeys(Keys.chord(Keys.CONTROL, "f"));
        assertEquals("a8", topLeft(), "Ctrl+F is the browser's");
        chrome.findElement(By.id("edit-board")).click();
        page.square("e1").sendKeys("f");
        assertEquals("h1", topLeft(), "in the board editor too");
    }

    // ---- the theme ------------------------------------------------------------------------------------------

    static final String LIGHT_BG = "rgb(244, 241, 234)";
    static final String DARK_BG = "rgb(22, 26, 23)";

    /** The page's own colours (background, text, panel, a button, the FEN box, the move list, a select). */
    List<String> pageColours() {
        return List.of(css("html", "background-color"), css("html", "color"), css(".panel", "background-color"),
                css("#flip", "background-color"), css("#flip", "color"), css("#fen", "background-color"),
                css("#fen", "color"), css("#moves", "background-color"), css("#rules", "background-color"),
                css(".panel", "border-top-color"), css("html", "color-scheme"));
    }

    static final List<String> LIGHT = List.of(LIGHT_BG, "rgb(31, 36, 33)", "rgb(255, 255, 255)",
            "rgb(250, 250, 247)", "rgb(31, 36, 33)", "rgb(255, 255, 255)", "rgb(31, 36, 33)", "rgb(255, 255, 255)",
            "rgb(250, 250, 247)", "rgb(216, 211, 199)", "light");
    static final List<String> DARK = List.of(DARK_BG, "rgb(230, 232, 227)", "rgb(31, 36, 32)", "rgb(42, 48, 43)",
            "rgb(230, 232, 227)", "rgb(21, 25, 22)", "rgb(230, 232, 227)", "rgb(21, 25, 22)", "rgb(42, 48, 43)",
            "rgb(58, 65, 59)", "dark");

    @Test
    void theDarkThemeFollowsTheSystemUnlessAThemeIsChosen() {
        page.open("");
        assertEquals("auto", chosen("theme"));
        assertEquals(LIGHT, pageColours(), "a light system");
        systemScheme("dark");
        assertEquals(DARK, pageColours(), "a dark system: Auto follows it at once");
        page.play("e4", "d5");
        assertEquals("rgb(63, 112, 80)", css("#moves button.current", "background-color"), "the shown move");
        assertEquals("rgb(255, 255, 255)", css("#moves button.current", "color"));
        assertEquals("rgb(169, 176, 170)", css("#moves .move-number", "color"), "move numbers, muted");
        choose("theme", "light");
        assertEquals(LIGHT, pageColours(), "Light chosen on a dark system");
        systemScheme("light");
        choose("theme", "dark");
        assertEquals(DARK, pageColours(), "Dark chosen on a light system");
        // The board keeps its colours in both themes.
        assertEquals("rgb(238, 238, 210)", css("[data-square='a8']", "background-color"));
        assertEquals("rgb(118, 150, 86)", css("[data-square='a1']", "background-color"));
    }

    @Test
    void theThemeAndBoardColoursSurviveAReload() {
        page.open("");
        choose("theme", "dark");
        choose("board-colours", "blue");
        assertEquals("rgb(223, 230, 236)", css("[data-square='a8']", "background-color"), "blue at once");
        page.open("");
        assertEquals("dark", chosen("theme"));
        assertEquals("blue", chosen("board-colours"));
        assertEquals(DARK_BG, css("html", "background-color"));
        assertEquals("rgb(123, 152, 178)", css("[data-square='a1']", "background-color"));
        // Applied before the app starts (look.js), so the page never shows the other look first.
        chrome.get("about:blank");
        chrome.get(TestSite.url() + "?build=" + build());
        assertEquals(List.of("blue", "all"), chrome.executeScript("return [document.documentElement.dataset.board,"
                + " document.getElementById('dark-theme').media];"));
        ChromeBrowser.startedBuild(chrome);
        choose("theme", "light");
        choose("board-colours", "green");
        page.open("");
        assertEquals("light", chosen("theme"));
        assertEquals("green", chosen("board-colours"));
        systemScheme("dark");
        assertEquals(LIGHT_BG, css("html", "background-color"), "Light, kept, wins over a dark system");
        assertEquals("rgb(238, 238, 210)", css("[data-square='a8']", "background-color"));
        assertEquals(null, chrome.findElement(By.tagName("html")).getDomAttribute("data-board"), "green: the default");
    }

    // ---- contrast and axe -----------------------------------------------------------------------------------

    /**
     * The lowest contrast of a coordinate's text on its chip over every square colour (light, dark, and both
     * last-move colours) under every combination of the other marks (picked up, hint, capture ring, check), all as
     * the browser computes them for a real square of the board. The chip and the marks are translucent: each is
     * laid over what is below it, as the browser paints them.
     */
    double lowestCoordinateContrast() {
        return ((Number) chrome.executeScript(
                "function rgba(text) { var m = /rgba?\\(([^)]*)\\)/.exec(text); if (!m) { return null; }"
                + " var p = m[1].split(',').map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; }"
                + "function over(top, below) { var a = top[3]; return [0, 1, 2].map(function (i) {"
                + " return top[i] * a + below[i] * (1 - a); }); }"
                + "function lum(c) { var l = c.map(function (v) { v /= 255;"
                + " return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });"
                + " return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]; }"
                + "function contrast(a, b) { var x = lum(a), y = lum(b);"
                + " return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }"
                + "var sq = document.querySelector(\"[data-square='a1']\"), was = sq.className;"
                + "var coord = sq.querySelector('.coord.rank');"
                + "function look(cls, what) { sq.className = 'sq ' + cls; var s = getComputedStyle(sq);"
                + " return what === 'after' ? rgba(getComputedStyle(sq, '::after').borderTopColor)"
                + " : what === 'image' ? rgba(s.backgroundImage) : what === 'shadow' ? rgba(s.boxShadow)"
                + " : rgba(s.backgroundColor); }"
                + "var bases = [look('light'), look('dark'), look('light last'), look('dark last')];"
                + "var marks = [look('sel', 'shadow'), look('hint', 'shadow'), look('target occupied', 'after'),"
                + " look('check', 'image')];"
                + "sq.className = was;"
                + "var chip = rgba(getComputedStyle(coord).backgroundColor), ink = rgba(getComputedStyle(coord).color);"
                + "var lowest = 99;"
                + "bases.forEach(function (base) { for (var set = 0; set < 16; set++) {"
                + " var c = base.slice(0, 3); marks.forEach(function (m, i) { if (set >> i & 1) { c = over(m, c); } });"
                + " c = over(chip, c); lowest = Math.min(lowest, contrast(over(ink, c), c)); } });"
                + "return lowest;")).doubleValue();
    }

    @Test
    void coordinatesReadOnEverySquareColourAndHighlightOfEveryPalette() {
        page.open("");
        for (String theme : new String[] {"light", "dark"}) {
            choose("theme", theme);
            for (String board : BOARDS) {
                choose("board-colours", board);
                double lowest = lowestCoordinateContrast();
                System.out.printf("[%s] coordinates, %s theme, %s board: lowest contrast %.2f:1%n", build(), theme,
                        board, lowest);
                assertTrue(lowest >= 4.5, theme + " " + board + ": " + lowest);
            }
        }
    }

    @Test
    void axeFindsNothingInTheDarkThemeAndInEveryPalette() {
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        List<String> all = new ArrayList<>();
        systemScheme("dark");
        page.open("");
        all.addAll(Axe.violations(chrome, "[" + build() + "] dark theme, start"));
        page.play(LEGAL_TRAP);
        page.square("e8").click(); // picked up, in check, its one square marked, the last move highlighted
        for (String board : BOARDS) {
            choose("board-colours", board);
            all.addAll(Axe.violations(chrome, "[" + build() + "] dark theme, " + board + " board, check"));
        }
        chrome.findElement(By.id("analysis")).click();
        ChromeBrowser.waitFor(chrome, 10)
                .until(d -> d.findElement(By.id("depth")).getText().startsWith("Depth"));
        all.addAll(Axe.violations(chrome, "[" + build() + "] dark theme, analysis"));
        chrome.findElement(By.id("edit-board")).click();
        chrome.findElement(By.cssSelector("#palette [data-tool='bQ']")).click();
        all.addAll(Axe.violations(chrome, "[" + build() + "] dark theme, board editor"));
        systemScheme("light");
        page.open("");
        page.play(LEGAL_TRAP);
        page.square("e8").click();
        for (String board : BOARDS) {
            choose("board-colours", board);
            all.addAll(Axe.violations(chrome, "[" + build() + "] light theme, " + board + " board, check"));
        }
        Dimension wide = chrome.manage().window().getSize();
        try {
            chrome.manage().window().setSize(new Dimension(390, 844));
            chrome.findElement(By.id("tab-settings")).click(); // a phone shows the settings in their tab
            choose("theme", "dark");
            page.open("");
            page.play(LEGAL_TRAP);
            all.addAll(Axe.violations(chrome, "[" + build() + "] dark theme, phone width"));
        } finally {
            chrome.manage().window().setSize(wide);
        }
        assertEquals(List.of(), all);
    }

    // ---- material -------------------------------------------------------------------------------------------

    /** A strip's pictures as piece classes ("wN wP") and its figure ("+3" or ""). */
    String pictures(String stripId) {
        return (String) chrome.executeScript("var s = document.getElementById(arguments[0]);"
                + " return [].map.call(s.querySelectorAll('.cap'), function (c) {"
                + " return c.className.replace(/cap|same/g, '').trim(); }).join(' ')"
                + " + '|' + (s.querySelector('.lead') ? s.querySelector('.lead').textContent : '');", stripId);
    }

    /** What a screen reader reads in a strip: its text, without what is hidden from it. */
    String words(String stripId) {
        return (String) chrome.executeScript("var s = document.getElementById(arguments[0]).cloneNode(true);"
                + " [].forEach.call(s.querySelectorAll('[aria-hidden=true]'), function (e) { e.remove(); });"
                + " return s.textContent;", stripId);
    }

    @Test
    void capturedPiecesAndTheLeadFollowTheGameAndTheBoard() {
        page.open("");
        assertEquals("|", pictures("material-top"));
        assertEquals("Black has captured nothing.", words("material-top"));
        assertEquals("White has captured nothing. Material is even.", words("material-bottom"));
        page.play("e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "Nf3", "Bg4", "Be2", "Bxf3");
        assertEquals("wN wP|+3", pictures("material-top"), "Black's captures by Black's side (the top)");
        assertEquals("bP|", pictures("material-bottom"));
        assertEquals("Black has captured a knight and a pawn. Black is up a knight.", words("material-top"));
        assertEquals("White has captured a pawn.", words("material-bottom"));
        assertTrue(chrome.findElement(By.cssSelector("#material-top .lead")).isDisplayed());
        chrome.findElement(By.id("flip")).click();
        assertEquals("bP|", pictures("material-top"), "flipped: White's side is at the top");
        assertEquals("wN wP|+3", pictures("material-bottom"));
        // Above and below the board, whichever way it is turned.
        int boardTop = chrome.findElement(By.id("board")).getRect().getY();
        int boardBottom = boardTop + chrome.findElement(By.id("board")).getRect().getHeight();
        assertTrue(chrome.findElement(By.id("material-top")).getRect().getY() < boardTop);
        assertTrue(chrome.findElement(By.id("material-bottom")).getRect().getY() >= boardBottom);
        chrome.findElement(By.id("nav-start")).click();
        assertEquals("|", pictures("material-bottom"), "the shown position's material");
        assertEquals("|", pictures("material-top"));
        chrome.findElement(By.id("flip")).click();
        // A position from a FEN: counted against each side's starting pieces; a promoted queen is no capture.
        WebElement fen = chrome.findElement(By.id("fen"));
        fen.sendKeys(Keys.chord(Keys.CONTROL, "a"), "rnbqkbnr/pppppppp/8/8/Q7/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1",
                Keys.ENTER);
        assertEquals("|", pictures("material-top"));
        assertEquals("|+8", pictures("material-bottom"));
        assertEquals("White has captured nothing. White is up 8 points: a queen against a pawn.",
                words("material-bottom"));
        fen.sendKeys(Keys.chord(Keys.CONTROL, "a"), "8/5k2/8/8/8/8/2K5/R7 w - - 0 1", Keys.ENTER);
        assertEquals("bQ bR bR bB bB bN bN bP bP bP bP bP bP bP bP|+5", pictures("material-bottom"));
        assertEquals("wQ wR wB wB wN wN wP wP wP wP wP wP wP wP|", pictures("material-top"));
        assertEquals("White has captured a queen, 2 rooks, 2 bishops, 2 knights and 8 pawns. White is up a rook.",
                words("material-bottom"));
    }
}
