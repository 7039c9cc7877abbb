package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Image part's browser tests against the JavaScript build, and in the standalone single file (file://), which
 * cannot load the second script as a file: it has it inline, started with the app.
 */
class JsImageChromeIT extends ImageTests {
    @Override
    String build() {
        return "js";
    }

    @Test
    void theStandaloneFileHasTheImageScriptInline() {
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
        page.waitUntil(20, "the image script answering", () -> !page.text("image-status").isEmpty());
        String status = page.text("image-status");
        assertFalse(status.startsWith("Preparing") || status.startsWith("Could not prepare"), status);
        System.out.println("standalone: " + status);
    }
}
