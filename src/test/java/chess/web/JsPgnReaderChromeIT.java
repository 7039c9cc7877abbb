package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The PGN reader's browser tests against the JavaScript build, and in the standalone single file (file://), which
 * cannot load the reader as a file: it has it inline, started before the app.
 */
class JsPgnReaderChromeIT extends PgnReaderTests {
    @Override
    String build() {
        return "js";
    }

    @Test
    void theStandaloneFileHasTheReaderInlineAndImports() {
        Path file = Paths.get(System.getProperty("chess.standalone.file", "target/chess-standalone.html"))
                .toAbsolutePath();
        assertTrue(Files.isRegularFile(file), "standalone page built at " + file);
        chrome.get("about:blank");
        chrome.get(file.toUri().toString());
        assertEquals("js", ChromeBrowser.startedBuild(chrome));
        assertEquals(Boolean.TRUE, chrome.executeScript("return typeof window.chessPgnTools === 'function';"));
        page.play("e4"); // the app's own main ran: the reader's, inline before it, did not take its place
        chrome.executeScript("arguments[0].value = arguments[1];", chrome.findElement(By.id("pgn-text")),
                "1. d4 d5 2. c4 *");
        chrome.findElement(By.id("pgn-import")).click();
        page.waitUntil(10, "the game read", () -> page.text("import-status").equals("loaded: 3 moves."));
        assertEquals(List.of("d4", "d5", "c4"), page.moveTexts());
    }
}
