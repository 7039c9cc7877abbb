package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Image part's browser tests against the JavaScript build, and in the standalone single file (file://), which
 * cannot load the second script as a file: it has it inline, started with the app, and draws the pieces from its
 * inlined style sheet.
 */
class JsImageChromeIT extends ImageTests {
    @Override
    String build() {
        return "js";
    }

    @Test
    void theStandaloneFileHasTheImageScriptInlineAndMakesTheImage() {
        Path file = Paths.get(System.getProperty("chess.standalone.file", "target/chess-standalone.html"))
                .toAbsolutePath();
        assertTrue(Files.isRegularFile(file), "standalone page built at " + file);
        chrome.get("about:blank");
        chrome.get(file.toUri().toString());
        assertEquals("js", ChromeBrowser.startedBuild(chrome));
        assertEquals(Boolean.TRUE, chrome.executeScript("return typeof window.chessImageTools === 'function';"));
        page.play("e4", "e5"); // the app's own main ran before the second script's replaced the global name
        assertEquals(List.of("e4", "e5"), page.moveTexts());
        page.byId("image-svg").click();
        // The pieces come from the inlined style sheet's data: URIs: the file's policy allows no fetch.
        page.waitUntil(20, "the image made", () -> page.text("image-status").startsWith("Saved position.svg ("));
    }
}
