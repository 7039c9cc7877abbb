package chess.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Chromium for the screenshots in {@code docs/} that depend on the system's colour scheme: a fresh profile, no
 * scroll bars, the window's size (a phone's metrics below 500 px wide), and the page written as a PNG.
 */
final class ScreenshotChrome {
    private ScreenshotChrome() {
    }

    /** A browser of that size with {@code scheme} ("light" or "dark"), and reduced motion when asked. */
    static ChromeDriver start(int width, int height, String scheme, boolean reducedMotion) throws IOException {
        ChromeDriver chrome = ChromeBrowser.start(width, height, "--user-data-dir=" + ChromeBrowser.freshProfile(),
                "--hide-scrollbars");
        try {
            chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                    "deviceScaleFactor", 1, "mobile", width < 500));
            Map<String, String> colours = Map.of("name", "prefers-color-scheme", "value", scheme);
            chrome.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", reducedMotion
                    ? List.of(colours, Map.of("name", "prefers-reduced-motion", "value", "reduce"))
                    : List.of(colours)));
        } catch (RuntimeException e) {
            chrome.quit();
            throw e;
        }
        return chrome;
    }

    /** Blurs the focused element, scrolls to the top and writes the page as a PNG to {@code file}; its bytes. */
    static int capture(ChromeDriver chrome, Path file) throws IOException {
        chrome.executeScript("document.activeElement.blur(); window.scrollTo(0, 0);");
        Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png"));
        byte[] png = Base64.getDecoder().decode((String) shot.get("data"));
        Files.write(file, png);
        return png.length;
    }

    /**
     * On a phone, where the panel shows one of its parts at a time, taps the tab of the part that holds the element
     * {@code selector} finds; on a wide page (no tabs shown) and for an element outside the parts, nothing.
     */
    static void reveal(ChromeDriver chrome, String selector) {
        chrome.executeScript("var el = document.querySelector(arguments[0]); var fold = el && el.closest('.fold');"
                + " if (!fold || fold.classList.contains('open')) { return; }"
                + " var tab = document.querySelector('#panel-tabs [data-fold=\\'' + fold.id + '\\']');"
                + " if (tab && tab.offsetParent !== null) { tab.click(); }", selector);
    }
}
