package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The library's browser tests against the JavaScript build, and in the standalone single file (file://). */
class JsLibraryChromeIT extends LibraryTests {
    @Override
    String build() {
        return "js";
    }

    @Test
    void theStandaloneFileKeepsItsGamesOrSaysWhyAndPlaysOn() {
        Path file = Paths.get(System.getProperty("chess.standalone.file", "target/chess-standalone.html"))
                .toAbsolutePath();
        assertTrue(Files.isRegularFile(file), "standalone page built at " + file);
        chrome.get("about:blank");
        chrome.get(file.toUri().toString());
        assertEquals("js", ChromeBrowser.startedBuild(chrome));
        page.play("e4", "e5");
        assertEquals(List.of("e4", "e5"), page.moveTexts());
        page.waitUntil(SECONDS, "the game kept (or the reason it cannot be)", () -> details().contains("* · 1 move"));
        String status = page.text("library-status");
        assertTrue(status.isEmpty() || status.startsWith("This browser is not keeping your games"), status);
    }
}
