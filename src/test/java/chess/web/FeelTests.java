package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * How the page feels, in real headless Chromium, against the WebAssembly build (what it checks is the same Java in
 * the JavaScript build; {@link EngineFeelTests} runs what the engine's build changes in both): the focus stays on a
 * chosen move, messages are announced once, axe-core finds nothing in the states visited, the repetition rule is
 * explained and kept across reloads; moves glide (not dragged ones, not jumps, not under reduced motion) and sound,
 * and the sounds can be muted.
 */
abstract class FeelTests extends PageTestBase {
    static final String START = ChromePageTests.START;
    /** Fool's mate: Black has mated. */
    static final String MATED = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

    FeelTests() {
        super(1280, 800);
    }

    // ---- 1. accessibility -----------------------------------------------------------------------------------

    @Test
    void theFocusStaysOnAChosenMove() {
        page.open("");
        page.play("e4", "e5", "Nf3");
        chrome.findElement(By.id("analysis")).click();
        chrome.findElement(By.cssSelector("#moves button[data-node='1']")).click();
        assertEquals("1", focusedMove(), "focus on the clicked move");
        // Safari and Firefox on the Mac do not focus a clicked button: a click from script does not either.
        chrome.executeScript("document.getElementById('move-input').focus();"
                + " document.querySelector(\"#moves button[data-node='3']\").click();");
        assertEquals("3", focusedMove(), "focus on the chosen move");
        // The move list may be drawn again after each step (analysis restarts): wait for each step to land before
        // the next, or a key can reach the button the list is replacing (seen failing 2 runs in 4).
        chrome.switchTo().activeElement().sendKeys(Keys.ARROW_LEFT);
        page.waitUntil(5, "focus on move 2 after the left arrow", () -> "2".equals(focusedMove()));
        // This click left the focus elsewhere in 2 of 20 runs (2026-12-01; the cause not found: a click is aimed at
        // where the button is and lands a moment later, and a redraw in between, such as the step's review panel or
        // an engine report, may move the list). So it is made again until the focus is there: what is checked is
        // that a click on a move focuses it, as the first click of this test checks without a retry.
        page.waitUntil(5, "focus on the clicked move 1", () -> {
            if (!"1".equals(focusedMove())) {
                chrome.findElement(By.cssSelector("#moves button[data-node='1']")).click();
            }
            return "1".equals(focusedMove());
        });
        chrome.switchTo().activeElement().sendKeys(Keys.ARROW_RIGHT);
        page.waitUntil(5, "and it follows the keys: focus on move 2", () -> "2".equals(focusedMove()));
    }

    /** The data-node of the focused element (a move button), or null. */
    private String focusedMove() {
        return chrome.switchTo().activeElement().getDomAttribute("data-node");
    }

    /** The live regions (aria-live, role status/alert/log) whose text contains {@code words}. */
    long liveRegionsSaying(String words) {
        return ((Number) chrome.executeScript("var words = arguments[0];"
                + " return [].slice.call(document.querySelectorAll("
                + "'[aria-live], [role=status], [role=alert], [role=log]')).filter(function (e) {"
                + " return e.textContent.indexOf(words) >= 0; }).length;", words)).longValue();
    }

    @Test
    void hintsAndCopiesAreAnnouncedOnce() {
        page.open("");
        chrome.findElement(By.id("hint")).click();
        page.waitUntil(10, "the hint", () -> page.text("hint-text").startsWith("Hint: "));
        // Said when the hint search ends (the box shows the best move so far before that).
        page.waitUntil(10, "the hint said", () -> liveRegionsSaying("Hint: ") > 0);
        assertEquals(1, liveRegionsSaying("Hint: "), "the hint is said once");
        chrome.findElement(By.id("fen-copy")).click();
        page.waitUntil(5, "the copy", () -> !page.text("copied").isEmpty());
        assertEquals(1, liveRegionsSaying("FEN copied") + liveRegionsSaying("copy the FEN by hand"),
                "the copy is said once");
    }

    @Test
    void squaresDescribeTheirStateAndTheFenBoxItsError() {
        page.open("");
        page.square("e2").click();
        assertEquals("sq-selected", page.square("e2").getDomAttribute("aria-describedby"));
        assertEquals("sq-target", page.square("e4").getDomAttribute("aria-describedby"));
        assertEquals("legal move", chrome.findElement(By.id("sq-target")).getAttribute("textContent"));
        page.square("e4").click();
        assertEquals("sq-last", page.square("e4").getDomAttribute("aria-describedby"));
        assertEquals("e4, white pawn", page.square("e4").getDomAttribute("aria-label"));
        WebElement fen = chrome.findElement(By.id("fen"));
        assertEquals("fen-error", fen.getDomAttribute("aria-describedby"));
        assertEquals("false", fen.getDomAttribute("aria-invalid"));
        fen.sendKeys(Keys.chord(Keys.CONTROL, "a"), "not a fen", Keys.ENTER);
        assertEquals("true", fen.getDomAttribute("aria-invalid"));
        assertFalse(page.text("fen-error").isEmpty());
    }

    /** Runs axe-core on the page (its WCAG rules and best practices, and label-content-name-mismatch). */
    List<String> axeViolations(String state) {
        return Axe.violations(chrome, "[" + build() + "] " + state);
    }

    @Test
    void axeFindsNoViolationsInTheStatesVisited() {
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        List<String> all = new ArrayList<>();
        page.open("");
        all.addAll(axeViolations("start"));
        page.square("e2").click();
        all.addAll(axeViolations("piece picked up"));
        page.square("e4").click();
        chrome.findElement(By.id("analysis")).click();
        page.waitUntil(10, "analysis output", () -> page.text("depth").startsWith("Depth "));
        all.addAll(axeViolations("analysis"));
        chrome.findElement(By.id("stop")).click();
        WebElement fen = chrome.findElement(By.id("fen"));
        fen.sendKeys(Keys.chord(Keys.CONTROL, "a"), "8/8/8/8/8/8/8/8 w - - 0 x", Keys.ENTER);
        assertFalse(page.text("fen-error").isEmpty());
        all.addAll(axeViolations("FEN error"));
        page.open("#fen=8/P6k/8/8/8/8/8/K7_w_-_-_0_1");
        page.square("a7").click();
        page.square("a8").click();
        assertTrue(chrome.findElement(By.id("promotion")).isDisplayed());
        all.addAll(axeViolations("promotion"));
        page.open("#fen=" + MATED.replace(' ', '_'));
        chrome.findElement(By.id("analysis")).click();
        all.addAll(axeViolations("checkmate"));
        chrome.findElement(By.id("mute")).click();
        assertEquals("true", chrome.findElement(By.id("mute")).getDomAttribute("aria-pressed"));
        all.addAll(axeViolations("sounds muted"));
        chrome.findElement(By.id("mute")).click(); // the browser keeps it: leave the sounds on for the next tests
        Dimension wide = chrome.manage().window().getSize();
        try {
            chrome.manage().window().setSize(new Dimension(360, 740));
            page.open("");
            all.addAll(axeViolations("phone width"));
        } finally {
            chrome.manage().window().setSize(wide);
        }
        assertEquals(List.of(), all);
    }

    // ---- 2. the repetition rule -------------------------------------------------------------------------------

    @Test
    void theRepetitionRuleIsExplainedAndKeptAcrossReloads() {
        page.open("");
        WebElement rules = chrome.findElement(By.id("rules"));
        String described = rules.getDomAttribute("aria-describedby");
        assertTrue(described != null && !described.isEmpty(), "the choice has a description");
        String help = page.text(described);
        assertTrue(help.contains("Standard") && help.contains("Course"), help);
        assertTrue(help.contains("8"), help);
        new Select(rules).selectByValue("course");
        page.open("");
        assertEquals("course", new Select(chrome.findElement(By.id("rules"))).getFirstSelectedOption()
                .getDomAttribute("value"), "kept across a reload");
        new Select(chrome.findElement(By.id("rules"))).selectByValue("standard");
        page.open("");
        assertEquals("standard", new Select(chrome.findElement(By.id("rules"))).getFirstSelectedOption()
                .getDomAttribute("value"));
    }

    // ---- 3. moves glide and sound -----------------------------------------------------------------------------

    /** How long the tests wait for a glide to end: it takes PieceMotion.GLIDE_MS (160 ms). */
    static final int AFTER_GLIDE_MS = 600;

    /** The recorded animation frames' entries for {@code square}, without the square: "piece wP|matrix(...)|1". */
    static List<String> entriesOn(String square, List<List<String>> frames) {
        List<String> entries = new ArrayList<>();
        for (List<String> frame : frames) {
            for (String entry : frame) {
                if (entry.startsWith(square + "|")) {
                    entries.add(entry.substring(square.length() + 1));
                }
            }
        }
        return entries;
    }

    void playByClicks(String from, String to) {
        page.square(from).click();
        page.square(to).click();
    }

    @Test
    void aClickedMoveGlidesToItsSquareAndStopsThere() {
        page.open("");
        // The exact size (Selenium's rectangles are rounded to whole pixels; a square may be 63.375 px high).
        double squareSize = ((Number) chrome.executeScript("return document.querySelector(\"[data-square='e4']\")"
                + ".getBoundingClientRect().height;")).doubleValue();
        MoveProbes.watchBoardAnimations(chrome);
        playByClicks("e2", "e4");
        PageDriver.sleep(AFTER_GLIDE_MS);
        List<List<String>> frames = MoveProbes.boardAnimationFrames(chrome);
        List<String> e4 = entriesOn("e4", frames);
        System.out.println("[" + build() + "] e2-e4 by clicks: " + e4.size() + " frames of glide " + e4);
        assertTrue(e4.size() >= 2, "the pawn glides over several frames: " + frames);
        assertEquals(e4.size(), frames.stream().mapToInt(List::size).sum(), "only the pawn moves: " + frames);
        java.util.Set<Double> heights = new java.util.TreeSet<>();
        for (String entry : e4) {
            String[] parts = entry.split("\\|");
            assertEquals("piece wP", parts[0], entry);
            assertTrue(parts[1].startsWith("matrix("), "never drawn on e4 before it arrives: " + entry);
            assertEquals(0, MoveProbes.translateX(parts[1]), 0.5, "straight up the file: " + entry);
            double dy = MoveProbes.translateY(parts[1]);
            assertTrue(dy >= 0 && dy <= 2 * squareSize + 0.5, "on the way up from e2, two squares below: " + entry);
            heights.add(dy);
        }
        assertTrue(heights.size() >= 2, "the pawn moves from frame to frame: " + heights);
        assertEquals(List.of(), MoveProbes.boardAnimationsNow(chrome), "the glide is over");
        assertEquals("none", chrome.executeScript("return getComputedStyle("
                + "document.querySelector(\"[data-square='e4'] .piece\")).transform;"));
        page.waitUntil(5, "the landed pawn lowered back among the squares (no z-index of its own)",
                () -> "".equals(chrome.executeScript("return document.querySelector(\"[data-square='e4'] .piece\")"
                        + ".style.zIndex;")));
        assertEquals("e4, white pawn", page.square("e4").getDomAttribute("aria-label"));
        assertEquals("e2, empty", page.square("e2").getDomAttribute("aria-label"));
    }

    @Test
    void capturesCastlingAndPromotionsGlideWhatMovesAndAPressEndsTheGlideAtOnce() {
        // Script clicks, so the glide is looked at in the same task that started it, whatever the machine's speed.
        String click = "document.querySelector(\"[data-square='\" + arguments[0] + \"']\").click();";
        page.open("#fen=rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR_w_KQkq_d6_0_2");
        chrome.executeScript(click, "e4");
        List<String> capture = MoveProbes.boardAnimationsAfterClicking(chrome, "[data-square='d5']");
        assertTrue(capture.contains("d5|piece wP"), "the pawn glides: " + capture);
        assertTrue(capture.contains("d5|stand-in bP"), "the captured pawn fades under it: " + capture);
        chrome.executeScript("document.querySelector(\"[data-square='a7']\").dispatchEvent(new PointerEvent("
                + "'pointerdown', { bubbles: true, isPrimary: true, pointerType: 'mouse', button: 0 }));");
        assertEquals(List.of(), MoveProbes.boardAnimationsNow(chrome), "a press finishes the glide");
        assertEquals(0L, chrome.executeScript("return document.querySelectorAll('#board .stand-in').length;"),
                "and takes the captured pawn away");

        page.open("#fen=4k3/8/8/8/8/8/8/4K2R_w_K_-_0_1");
        chrome.executeScript(click, "e1");
        List<String> castling = MoveProbes.boardAnimationsAfterClicking(chrome, "[data-square='g1']");
        assertTrue(castling.containsAll(List.of("g1|piece wK", "f1|piece wR")), "king and rook: " + castling);

        page.open("#fen=7k/P7/8/8/8/8/8/K7_w_-_-_0_1");
        chrome.executeScript(click, "a7");
        chrome.executeScript(click, "a8");
        List<String> promotion = MoveProbes.boardAnimationsAfterClicking(chrome,
                "#promotion button[data-piece='q']");
        assertTrue(promotion.contains("a8|stand-in wP"), "a pawn glides to a8: " + promotion);
        assertTrue(promotion.contains("a8|piece wQ"), "over the queen, hidden until it lands: " + promotion);
        PageDriver.sleep(AFTER_GLIDE_MS);
        assertEquals(List.of(), MoveProbes.boardAnimationsNow(chrome));
        assertEquals(0L, chrome.executeScript("return document.querySelectorAll('#board .stand-in').length;"));
        assertEquals("a8, white queen", page.square("a8").getDomAttribute("aria-label"));
    }

    @Test
    void aDraggedMoveDoesNotGlide() {
        page.open("");
        MoveProbes.watchBoardAnimations(chrome);
        new org.openqa.selenium.interactions.Actions(chrome).clickAndHold(page.square("g1")).moveByOffset(5, 5)
                .moveToElement(page.square("f3")).release().perform();
        PageDriver.sleep(AFTER_GLIDE_MS);
        assertEquals("f3, white knight", page.square("f3").getDomAttribute("aria-label"));
        assertEquals(List.of(), MoveProbes.boardAnimationFrames(chrome), "the hand put the knight there");
    }

    @Test
    void stepsThroughTheMovesAndTheEnginesMovesGlideButJumpsDoNot() {
        page.open("");
        page.play("e4", "e5", "Nf3");
        PageDriver.sleep(AFTER_GLIDE_MS);
        MoveProbes.watchBoardAnimations(chrome);
        chrome.findElement(By.id("nav-back")).click();
        PageDriver.sleep(AFTER_GLIDE_MS);
        List<List<String>> back = MoveProbes.boardAnimationFrames(chrome);
        assertFalse(entriesOn("g1", back).isEmpty(), "one step back: the knight glides home " + back);
        MoveProbes.watchBoardAnimations(chrome);
        chrome.findElement(By.id("nav-start")).click();
        chrome.findElement(By.id("nav-end")).click();
        PageDriver.sleep(AFTER_GLIDE_MS);
        assertEquals(List.of(), MoveProbes.boardAnimationFrames(chrome), "the start and the end are jumps");
        MoveProbes.watchBoardAnimations(chrome);
        chrome.switchTo().activeElement().sendKeys(Keys.ARROW_LEFT);
        PageDriver.sleep(AFTER_GLIDE_MS);
        assertFalse(entriesOn("g1", MoveProbes.boardAnimationFrames(chrome)).isEmpty(), "← steps back too");

        page.open("#level=1");
        MoveProbes.watchBoardAnimations(chrome);
        new Select(chrome.findElement(By.id("play-mode"))).selectByValue("black"); // the engine plays White
        page.waitUntil(10, "the engine's first move", () -> !page.fenBox().equals(START));
        PageDriver.sleep(AFTER_GLIDE_MS);
        List<List<String>> engine = MoveProbes.boardAnimationFrames(chrome);
        assertFalse(engine.isEmpty(), "the engine's move glides");
    }

    @Test
    void underReducedMotionNothingGlides() {
        MoveProbes.emulateReducedMotion(chrome, "reduce");
        try {
            page.open("");
            assertEquals(true, chrome.executeScript(
                    "return matchMedia('(prefers-reduced-motion: reduce)').matches;"));
            MoveProbes.watchBoardAnimations(chrome);
            playByClicks("e2", "e4");
            chrome.findElement(By.id("move-input")).sendKeys("d5", Keys.ENTER);
            playByClicks("e4", "d5");
            PageDriver.sleep(AFTER_GLIDE_MS);
            assertEquals("d5, white pawn", page.square("d5").getDomAttribute("aria-label"));
            assertEquals(List.of(), MoveProbes.boardAnimationFrames(chrome), "no glide, no fade");
        } finally {
            MoveProbes.emulateReducedMotion(chrome, "");
        }
    }

    @Test
    void aMoveSoundsOnceAndACaptureCheckAndMateHaveTheirOwnSounds() {
        String recorder = MoveProbes.recordSoundsInNewPages(chrome);
        try {
            page.open("");
            assertEquals(List.of(), MoveProbes.sounds(chrome), "nothing before a move");
            playByClicks("e2", "e4");
            MoveProbes.expectSounds(page, chrome, List.of("move"), "a move: one tock");
            playByClicks("d7", "d5");
            playByClicks("e4", "d5");
            MoveProbes.expectSounds(page, chrome, List.of("move", "move", "capture"), "a capture: its own snap");
            page.open("#fen=r3k3/8/8/8/8/8/8/4K3_b_q_-_0_1");
            playByClicks("e8", "c8");
            MoveProbes.expectSounds(page, chrome, List.of("castle"), "castling: two tocks");
            page.open("#fen=4k3/8/8/8/8/8/8/R3K3_w_Q_-_0_1");
            playByClicks("a1", "a8");
            MoveProbes.expectSounds(page, chrome, List.of("check"), "check: two blips");
            page.open("#fen=" + "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR_b_KQkq_g3_0_2");
            playByClicks("d8", "h4");
            MoveProbes.expectSounds(page, chrome, List.of("game_end"), "mate ends the game: a three-note chime");
            page.waitUntil(5, "the chime played to its end", () -> MoveProbes.soundPlayers(chrome).stream()
                    .anyMatch(p -> p.equals("game_end ready ended")));
            assertEquals(List.of(), MoveProbes.soundErrors(chrome));
        } finally {
            MoveProbes.stopRecordingSounds(chrome, recorder);
        }
    }

    @Test
    void theSoundsAreMadeAfterTheFirstPressAndPlayToTheirEndWithoutAnAudioContext() {
        String recorder = MoveProbes.recordSoundsInNewPages(chrome);
        try {
            page.open("");
            PageDriver.sleep(300);
            assertEquals(List.of(), MoveProbes.soundPlayers(chrome), "nothing made before a press");
            playByClicks("e2", "e4");
            List<String> all = List.of("move ready", "capture ready", "castle ready", "check ready", "game_end ready");
            page.waitUntil(5, "every sound made after the first press and decoded by the browser", () -> all.equals(
                    MoveProbes.soundPlayers(chrome).stream().map(p -> p.replace(" ended", "")).toList()));
            page.waitUntil(3, "the move's sound played to its end", () -> MoveProbes.soundPlayers(chrome).get(0)
                    .equals("move ready ended"));
            playByClicks("e7", "e5");
            MoveProbes.expectSounds(page, chrome, List.of("move", "move"), "the next move sounds");
            page.waitUntil(3, "and ends", () -> MoveProbes.soundPlayers(chrome).get(0).equals("move ready ended"));
            assertEquals(5, MoveProbes.soundPlayers(chrome).size(), "one element per sound, played again");
            assertEquals(List.of(), MoveProbes.soundErrors(chrome));
            assertEquals(0, MoveProbes.audioContexts(chrome),
                    "no audio context: its making held the main thread, its running the audio thread");
            System.out.println("[" + build() + "] sound players: " + MoveProbes.soundPlayers(chrome));
        } finally {
            MoveProbes.stopRecordingSounds(chrome, recorder);
        }
    }

    @Test
    void muteSilencesTheMovesAndIsKeptAcrossReloads() {
        String recorder = MoveProbes.recordSoundsInNewPages(chrome);
        WebElement mute;
        try {
            page.open("");
            mute = chrome.findElement(By.id("mute"));
            assertEquals("false", mute.getDomAttribute("aria-pressed"));
            mute.click();
            assertEquals("true", mute.getDomAttribute("aria-pressed"));
            playByClicks("e2", "e4");
            PageDriver.sleep(300); // a move's sound would start in the task after it
            assertEquals(List.of(), MoveProbes.sounds(chrome), "muted: silent");
            page.open("");
            mute = chrome.findElement(By.id("mute"));
            assertEquals("true", mute.getDomAttribute("aria-pressed"), "kept across a reload");
            playByClicks("g1", "f3");
            PageDriver.sleep(300); // a move's sound would start in the task after it
            assertEquals(List.of(), MoveProbes.sounds(chrome), "still silent");
            mute.click();
            assertEquals("false", mute.getDomAttribute("aria-pressed"));
            playByClicks("g8", "f6");
            MoveProbes.expectSounds(page, chrome, List.of("move"), "sounds again");
            page.open("");
            assertEquals("false", chrome.findElement(By.id("mute")).getDomAttribute("aria-pressed"));
        } finally {
            chrome.executeScript("try { localStorage.removeItem('chess.sound'); } catch (e) { }");
            MoveProbes.stopRecordingSounds(chrome, recorder);
        }
    }
}
