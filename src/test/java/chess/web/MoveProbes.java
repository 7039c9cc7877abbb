package chess.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/** What the browser tests watch while a move is shown: the board's running animations frame by frame. */
final class MoveProbes {
    private MoveProbes() {
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

    /** The running animations on the board now, as {@link #watchBoardAnimations} writes them. */
    @SuppressWarnings("unchecked")
    static List<String> boardAnimationsNow(ChromeDriver chrome) {
        return new ArrayList<>((List<String>) chrome.executeScript("return document.getAnimations()"
                + ".filter(function (a) { var e = a.effect && a.effect.target;"
                + "   return e && e.closest && e.closest('#board') && !a.effect.pseudoElement; })"
                + ".map(function (a) { var e = a.effect.target;"
                + "   return e.closest('[data-square]').getAttribute('data-square') + '|' + e.className; });"));
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
