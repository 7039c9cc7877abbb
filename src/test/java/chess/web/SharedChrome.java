package chess.web;

import java.util.Map;
import java.util.Set;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * One Chromium for the browser test classes of a JVM, lent to each class in turn ({@link ChromeTestBase}). Starting
 * and quitting a browser per class cost about 1.2 s each, some thirty times a run. Each class gets it as a fresh
 * browser would be for the test site: a new tab (the old ones, with their pages, workers and DevTools settings such
 * as emulation or blocked addresses, closed), the window at the class's size, and no data of the site's origins
 * (storage, service workers, caches) and no HTTP cache. A class whose pages come from elsewhere (its own servers, a
 * file) starts a browser of its own instead, as their data would not be cleared.
 */
final class SharedChrome {
    private static ChromeDriver browser;

    private SharedChrome() {
    }

    /** The shared browser, ready for a new class: skips or fails like {@link ChromeBrowser#start} without one. */
    static synchronized ChromeDriver lend(int width, int height) {
        if (browser != null && !responds(browser)) {
            quietlyQuit(browser);
            browser = null;
        }
        if (browser == null) {
            browser = ChromeBrowser.start(width, height);
            ChromeDriver started = browser;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> quietlyQuit(started)));
            return started;
        }
        freshTab(browser);
        browser.manage().window().setSize(new Dimension(width, height));
        for (String origin : TestSite.origins()) {
            browser.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "all"));
        }
        browser.executeCdpCommand("Network.clearBrowserCache", Map.of());
        ChromeBrowser.useUsualTimeouts(browser); // a class before may have changed them
        return browser;
    }

    /**
     * Takes the browser back at the end of a class: its pages are closed at once, so that an analysis left running
     * does not take the CPU from the classes that come next.
     */
    static synchronized void giveBack(ChromeDriver chrome) {
        if (chrome == browser && responds(chrome)) {
            freshTab(chrome);
        }
    }

    /** Opens a blank tab and closes every other one. */
    private static void freshTab(ChromeDriver chrome) {
        Set<String> old = chrome.getWindowHandles();
        chrome.switchTo().newWindow(WindowType.TAB);
        String fresh = chrome.getWindowHandle();
        for (String handle : old) {
            chrome.switchTo().window(handle);
            chrome.close();
        }
        chrome.switchTo().window(fresh);
    }

    private static boolean responds(ChromeDriver chrome) {
        try {
            chrome.getWindowHandles();
            return true;
        } catch (WebDriverException e) {
            return false;
        }
    }

    private static void quietlyQuit(ChromeDriver chrome) {
        try {
            chrome.quit();
        } catch (WebDriverException e) {
            // already gone
        }
    }
}
