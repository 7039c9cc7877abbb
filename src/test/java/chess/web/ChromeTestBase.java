package chess.web;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * A class of tests in headless Chromium: one browser for the class, started before its first test and closed after
 * its last. It is asked for before every test, so that when Chromium is missing each test of the class counts as
 * skipped, or in CI as failed ({@link ChromeBrowser#start}), instead of the class running no test at all. A
 * subclass's own {@code @BeforeAll} runs before that: one that needs the built site first asks
 * {@link ChromeBrowser#installed} and does nothing without a browser (BrowserTestsWithoutABrowserTest runs them so).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ChromeTestBase {
    private final int width;
    private final int height;
    /** The class's browser: set before each test. */
    ChromeDriver chrome;

    ChromeTestBase(int width, int height) {
        this.width = width;
        this.height = height;
    }

    @BeforeEach
    void startBrowser() {
        if (chrome == null) {
            chrome = ChromeBrowser.start(width, height);
        }
    }

    @AfterAll
    void stopBrowser() {
        if (chrome != null) {
            chrome.quit();
        }
    }
}
