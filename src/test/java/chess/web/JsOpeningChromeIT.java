package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * Opening names' browser tests against the JavaScript build, and the standalone single file, which has the
 * JavaScript build only.
 */
class JsOpeningChromeIT extends OpeningTests {
    @Override
    String build() {
        return "js";
    }

    @Test
    void theStandaloneFilePlaysWithoutNamesAndSaysWhy() {
        Path file = Paths.get(System.getProperty("chess.standalone.file", "target/chess-standalone.html"))
                .toAbsolutePath();
        assertTrue(Files.isRegularFile(file), "standalone page built at " + file);
        chrome.get("about:blank");
        chrome.get(file.toUri().toString());
        assertEquals("js", ChromeBrowser.startedBuild(chrome));
        page.waitUntil(TABLE_SECONDS, "the page to say why there are no names",
                () -> String.valueOf(page.byId("opening").getDomAttribute("title")).contains("opened from a file"));
        page.play("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5");
        assertEquals(6, page.moveTexts().size());
        assertFalse(page.byId("opening").isDisplayed());
    }
}
