package chess.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What the browser tests watch while a move is shown: the board's running animations frame by frame, and the
 * sounds the page plays (recorded by a wrapper that DevTools puts in before the page's own scripts).
 */
final class MoveProbes {
    /**
     * Wraps the media elements' play() and document.createElement: each play of an unmuted element is recorded by the
     * element's data-sound ("move", "capture", ...), a refused or failed play in window.__soundErrors, and every audio
     * element made in window.__soundPlayers; every AudioContext the page makes is kept in window.__audioContexts.
     */
    private static final String SOUND_RECORDER = "(function () {"
            + " window.__sounds = []; window.__soundErrors = []; window.__soundPlayers = [];"
            + " window.__audioContexts = [];"
            + " var play = HTMLMediaElement.prototype.play;"
            + " HTMLMediaElement.prototype.play = function () { var name = this.getAttribute('data-sound');"
            + "   if (!this.muted) { window.__sounds.push(name); }"
            + "   var p = play.apply(this, arguments);"
            + "   if (p && typeof p.catch === 'function') { p.catch(function (e) {"
            + "     window.__soundErrors.push(name + ': ' + e); }); }"
            + "   return p; };"
            + " var create = Document.prototype.createElement;"
            + " Document.prototype.createElement = function (tag) { var e = create.apply(this, arguments);"
            + "   if (String(tag).toLowerCase() === 'audio') { window.__soundPlayers.push(e); } return e; };"
            + " var Made = window.AudioContext;"
            + " if (typeof Made === 'function') { var Kept = function (options) {"
            + "   var c = options === undefined ? new Made() : new Made(options);"
            + "   window.__audioContexts.push(c); return c; };"
            + "   Kept.prototype = Made.prototype; window.AudioContext = Kept; }"
            + "})();";

    private MoveProbes() {
    }

    /** Records sound starts in every page opened from now on; returns the id for {@link #stopRecordingSounds}. */
    static String recordSoundsInNewPages(ChromeDriver chrome) {
        Map<String, Object> added = chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument",
                Map.of("source", SOUND_RECORDER));
        return (String) added.get("identifier");
    }

    static void stopRecordingSounds(ChromeDriver chrome, String id) {
        chrome.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", id));
    }

    /** The sounds played in the open page so far, by name ("move", "capture", "castle", "check", "game_end"). */
    @SuppressWarnings("unchecked")
    static List<String> sounds(ChromeDriver chrome) {
        Object sounds = chrome.executeScript("return window.__sounds || null;");
        if (sounds == null) {
            throw new IllegalStateException("the sound recorder is not in this page");
        }
        return new ArrayList<>((List<String>) sounds);
    }

    /**
     * Waits until the sounds played in the open page are {@code expected}: a move's sound starts in the task after
     * the move's. Fails with what was played instead.
     */
    static void expectSounds(PageDriver page, ChromeDriver chrome, List<String> expected, String what) {
        page.waitUntil(5, what + ": sounds " + expected, () -> expected.equals(sounds(chrome)),
                () -> "sounds " + sounds(chrome));
    }

    /** Plays the browser refused or could not do, each "name: error". */
    @SuppressWarnings("unchecked")
    static List<String> soundErrors(ChromeDriver chrome) {
        return new ArrayList<>((List<String>) chrome.executeScript("return window.__soundErrors || [];"));
    }

    /**
     * Each audio element the open page made, in order: "name ready" once the browser has decoded enough of it to
     * play (readyState 4), "name failed" on a load error, else "name loading"; "… ended" added once it has played
     * to its end, "… playing" while it plays.
     */
    @SuppressWarnings("unchecked")
    static List<String> soundPlayers(ChromeDriver chrome) {
        return new ArrayList<>((List<String>) chrome.executeScript("return (window.__soundPlayers || [])"
                + ".map(function (a) { var s = a.getAttribute('data-sound') + ' '"
                + "   + (a.error ? 'failed' : a.readyState >= 4 ? 'ready' : 'loading');"
                + "   return s + (a.ended ? ' ended' : !a.paused ? ' playing' : ''); });"));
    }

    /** How many audio contexts the open page made. */
    static long audioContexts(ChromeDriver chrome) {
        return (Long) chrome.executeScript("return (window.__audioContexts || []).length;");
    }

    /** Emulates the user's prefers-reduced-motion setting: "reduce", or "" for the browser's own. */
    static void emulateReducedMotion(ChromeDriver chrome, String value) {
        chrome.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-reduced-motion", "value", value))));
    }

    /**
     * Starts recording, once per animation frame, every running animation on the board: "e4|piece wP|
     * matrix(1, 0, 0, 1, 0, 96.5)|1" (square, element classes, computed transform and opacity). Frames with none are
     * left out.
     */
    static void watchBoardAnimations(ChromeDriver chrome) {
        chrome.executeScript("window.__frames = []; window.__watching = true;"
                + " (function frame() {"
                + "   var seen = [];"
                + "   document.getAnimations().forEach(function (a) {"
                + "     var e = a.effect && a.effect.target;"
                + "     if (!e || !e.closest || !e.closest('#board') || a.effect.pseudoElement) { return; }"
                + "     var style = getComputedStyle(e);"
                + "     seen.push(e.closest('[data-square]').getAttribute('data-square') + '|' + e.className"
                + "       + '|' + style.transform + '|' + style.opacity); });"
                + "   if (seen.length) { window.__frames.push(seen); }"
                + "   if (window.__watching) { requestAnimationFrame(frame); } })();");
    }

    /** Stops {@link #watchBoardAnimations} and returns the frames it recorded. */
    @SuppressWarnings("unchecked")
    static List<List<String>> boardAnimationFrames(ChromeDriver chrome) {
        return new ArrayList<>((List<List<String>>) chrome.executeScript("window.__watching = false;"
                + " return window.__frames;"));
    }

    private static final String BOARD_ANIMATIONS = "return document.getAnimations()"
            + ".filter(function (a) { var e = a.effect && a.effect.target;"
            + "   return e && e.closest && e.closest('#board') && !a.effect.pseudoElement; })"
            + ".map(function (a) { var e = a.effect.target;"
            + "   return e.closest('[data-square]').getAttribute('data-square') + '|' + e.className; });";

    /** The running animations on the board now, as {@link #watchBoardAnimations} writes them. */
    @SuppressWarnings("unchecked")
    static List<String> boardAnimationsNow(ChromeDriver chrome) {
        return new ArrayList<>((List<String>) chrome.executeScript(BOARD_ANIMATIONS));
    }

    /**
     * Clicks the element {@code selector} names and returns the board's animations right after, in the same task:
     * a glide the click starts is read before it can end, however long the test's next command would have waited
     * for a loaded machine.
     */
    @SuppressWarnings("unchecked")
    static List<String> boardAnimationsAfterClicking(ChromeDriver chrome, String selector) {
        return new ArrayList<>((List<String>) chrome.executeScript(
                "document.querySelector(arguments[0]).click(); " + BOARD_ANIMATIONS, selector));
    }

    /** The vertical offset (px) of a computed transform "matrix(a, b, c, d, tx, ty)", 0 for "none". */
    static double translateY(String transform) {
        return matrixPart(transform, 5);
    }

    static double translateX(String transform) {
        return matrixPart(transform, 4);
    }

    private static double matrixPart(String transform, int index) {
        if (!transform.startsWith("matrix(")) {
            return 0;
        }
        String[] parts = transform.substring(7, transform.indexOf(')')).split(",");
        return Double.parseDouble(parts[index].trim());
    }
}
