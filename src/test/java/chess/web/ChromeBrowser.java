package chess.web;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Chromium for the browser tests, from the system packages (/usr/bin/chromium and /usr/bin/chromedriver,
 * or the paths in the environment variables CHROME_BIN and CHROMEDRIVER), so Selenium Manager downloads nothing.
 *
 * <p>A browser that is not there fails the calling test in CI and skips it elsewhere ({@link MissingBrowser}).
 * Browser test classes extend {@link ChromeTestBase}, which calls {@link #start} before each test, so every test is
 * counted as skipped or failed. The system properties {@code chess.chrome.bin} and {@code chess.chromedriver}, when
 * set, win over the environment variables.
 */
final class ChromeBrowser {
    static final String BROWSER_PROPERTY = "chess.chrome.bin";
    static final String DRIVER_PROPERTY = "chess.chromedriver";

    private ChromeBrowser() {
    }

    /**
     * A new headless Chromium with a window of {@code width} x {@code height} pixels (skips or fails, see above),
     * with {@code extraArguments} after the usual ones.
     */
    static ChromeDriver start(int width, int height, String... extraArguments) {
        File browser = browser();
        File driver = driver();
        assumeInstalled(browser, driver);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(browser);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-dev-shm-usage", "--window-size=" + width + "," + height);
        options.addArguments(extraArguments);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver)
                .usingAnyFreePort().withEnvironment(Map.of("TMPDIR", ChromeTemp.FOLDER.toString())).build();
        ChromeDriver chrome = new ChromeDriver(service, options);
        useUsualTimeouts(chrome);
        return chrome;
    }

    /** A page load of up to 30 s and a script of up to 10 s: what a browser test starts with. */
    static void useUsualTimeouts(ChromeDriver chrome) {
        chrome.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
    }

    /**
     * A new, empty profile folder for a Chromium that needs one of its own ({@code --user-data-dir}): inside this
     * JVM's temporary folder for Chromium, and deleted with it when the JVM ends (each browser writes some
     * megabytes there; the screenshot tools' folders had piled up in /tmp).
     */
    static Path freshProfile() throws IOException {
        return Files.createTempDirectory(ChromeTemp.FOLDER, "profile-");
    }

    /**
     * The temporary folder of every Chromium this JVM starts (its TMPDIR), deleted when the JVM ends. Chromium leaves
     * a folder with its singleton socket in the temporary folder at each start and does not remove it when the
     * driver ends it: hundreds of them piled up in /tmp over a few test runs.
     */
    private static final class ChromeTemp {
        static final Path FOLDER = create();

        private static Path create() {
            try {
                Path folder = Files.createTempDirectory("chess-chromium-");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(folder)));
                return folder;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private static void deleteTree(Path folder) {
            try (Stream<Path> paths = Files.walk(folder)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException | UncheckedIOException e) {
                // best effort at exit: what is left is in the system's temporary folder
            }
        }
    }

    /** How often {@link #waitFor} looks again. */
    private static final Duration POLL = Duration.ofMillis(50);

    /**
     * A wait of up to {@code seconds} that looks again every 50 ms. WebDriverWait's own interval, 500 ms, added a
     * quarter of a second on average to each of the browser tests' waits, hundreds of them in a run.
     */
    static WebDriverWait waitFor(WebDriver chrome, int seconds) {
        return new WebDriverWait(chrome, Duration.ofSeconds(seconds), POLL);
    }

    /** Whether Chromium and chromedriver are both there. */
    static boolean installed() {
        return browser().canExecute() && driver().canExecute();
    }

    private static File browser() {
        return new File(MissingBrowser.setting(BROWSER_PROPERTY, "CHROME_BIN", "/usr/bin/chromium"));
    }

    private static File driver() {
        return new File(MissingBrowser.setting(DRIVER_PROPERTY, "CHROMEDRIVER", "/usr/bin/chromedriver"));
    }

    /** Returns when both programs are there; otherwise fails the calling test in CI and skips it elsewhere. */
    private static void assumeInstalled(File browser, File driver) {
        MissingBrowser.assume(browser.canExecute() && driver.canExecute(), MissingBrowser.CHROMIUM + " (" + browser
                + ", " + driver + "): install them with 'apt-get install -y chromium chromium-driver'");
    }

    /**
     * Waits (20 s at most) until the page open in {@code chrome} has started its app (data-ready) or given up
     * (data-build "failed"); returns the build it recorded in data-build: "js", "wasm" or "failed".
     */
    static String startedBuild(ChromeDriver chrome) {
        waitFor(chrome, 20).until(ChromeBrowser::startedOrFailed);
        return chrome.findElement(By.tagName("html")).getDomAttribute("data-build");
    }

    /**
     * Waits (up to {@code seconds}) until a service worker is active (its install, the precache, is complete) and
     * controls the page open in {@code chrome}; returns true, or what went wrong (a message, or false when the
     * wait timed out).
     */
    static Object serviceWorkerControls(ChromeDriver chrome, int seconds) {
        Duration before = chrome.manage().timeouts().getScriptTimeout();
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(seconds));
        try {
            return chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                    + " navigator.serviceWorker.ready.then(function () {"
                    + "   if (navigator.serviceWorker.controller) { done(true); return; }"
                    + "   navigator.serviceWorker.addEventListener('controllerchange', function () { done(true); });"
                    + " }).catch(function (e) { done(String(e)); });");
        } catch (org.openqa.selenium.ScriptTimeoutException e) {
            return false;
        } finally {
            chrome.manage().timeouts().scriptTimeout(before);
        }
    }

    private static boolean startedOrFailed(WebDriver driver) {
        WebElement html = driver.findElement(By.tagName("html"));
        return "true".equals(html.getDomAttribute("data-ready")) || "failed".equals(html.getDomAttribute("data-build"));
    }
}
