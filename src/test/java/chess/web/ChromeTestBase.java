package chess.web;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * A class of tests in headless Chromium: the JVM's shared browser in a fresh tab ({@link SharedChrome}), or one of
 * its own for a class whose pages do not come from {@link TestSite}, started before its first test and closed after
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

    /**
     * Whether the class can take the shared browser: only when every page it opens comes from {@link TestSite}, as
     * that is whose data a fresh tab is cleared of. A class that serves pages from its own servers or a file says
     * no and gets a browser of its own.
     */
    boolean sharesTheBrowser() {
        return true;
    }

    @BeforeEach
    void startBrowser() {
        if (chrome == null) {
            chrome = sharesTheBrowser() ? SharedChrome.lend(width, height) : ChromeBrowser.start(width, height);
        }
    }

    /**
     * Makes the requests whose addresses match {@code patterns} (e.g. {@code "*js/chess.js*"}) fail, none when there
     * are none: every request then goes to the network past the service worker and the HTTP cache, which would
     * otherwise answer it. {@link #unblockRequests} undoes it.
     */
    void blockRequests(String... patterns) {
        chrome.executeCdpCommand("Network.enable", Map.of());
        chrome.executeCdpCommand("Network.setBypassServiceWorker", Map.of("bypass", true));
        chrome.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", true));
        chrome.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of(patterns)));
    }

    /** Every request goes through again, and the service worker and the cache answer as before. */
    void unblockRequests() {
        chrome.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
        chrome.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", false));
        chrome.executeCdpCommand("Network.setBypassServiceWorker", Map.of("bypass", false));
    }

    @AfterAll
    void stopBrowser() {
        if (chrome == null) {
            return;
        }
        if (sharesTheBrowser()) {
            SharedChrome.giveBack(chrome);
        } else {
            chrome.quit();
        }
    }
}
