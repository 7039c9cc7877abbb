package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * What the game review's browser tests share: a page against one build, the miniature they review, and how to read
 * the review's state. {@link ReviewTests} runs against both builds, {@link ReviewRunTests} against one.
 */
abstract class ReviewTestBase extends PageTestBase {
    /**
     * The Blackburne Shilling trap: after 5. Nxf7?? Qxg2 White loses the rook on h1 or is mated (6. Rf1 Qxe4+
     * 7. Be2 Nf3#); the engine scores it about -4 even at Quick, so every review depth must mark it ??.
     */
    static final String MINIATURE = "[Event \"Trap\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2"
            + " 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1\n";
    /** The review of a 14-move game in the JS build takes a few seconds; a slow, busy machine gets much longer. */
    static final int REVIEW_SECONDS = 120;

    ReviewTestBase() {
        super(1280, 800);
    }

    void importMiniature() {
        chrome.executeScript("arguments[0].value = arguments[1];", chrome.findElement(By.id("pgn-text")), MINIATURE);
        chrome.findElement(By.id("pgn-import")).click();
        // The import is drawn in a task after the click: wait for its word before reading it.
        page.waitUntil(10, "the import's status", () -> !page.text("import-status").isEmpty());
        assertEquals("loaded: 14 moves.", page.text("import-status"));
    }

    boolean reviewRunning() {
        return chrome.findElement(By.id("review-cancel")).isDisplayed() || !page.text("review-status").isEmpty();
    }

    /** The text of the move marked current, or "" at the start. */
    String currentMove() {
        List<WebElement> marked = chrome.findElements(By.cssSelector("#moves [aria-current='true']"));
        return marked.isEmpty() ? "" : marked.get(0).getText();
    }

}
