package chess.web;

import java.io.File;
import java.time.Duration;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium for the browser tests, from the system packages (/usr/bin/chromium and /usr/bin/chromedriver,
 * or the paths in CHROME_BIN and CHROMEDRIVER), so Selenium Manager downloads nothing. Without them the tests fail
 * in CI (CI=true) and are skipped, with a message, elsewhere.
 */
final class ChromeBrowser {
    private ChromeBrowser() {
    }

    static ChromeDriver start(int width, int height) {
        File browser = new File(env("CHROME_BIN", "/usr/bin/chromium"));
        File driver = new File(env("CHROMEDRIVER", "/usr/bin/chromedriver"));
        if (!browser.canExecute() || !driver.canExecute()) {
            String message = "Chromium or chromedriver missing (" + browser + ", " + driver
                    + "): install them with 'apt-get install -y chromium chromium-driver'";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                Assertions.fail(message);
            }
            System.err.println("SKIPPED: " + message + "; browser tests skipped");
            Assumptions.abort(message + "; browser tests skipped");
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(browser);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-dev-shm-usage", "--window-size=" + width + "," + height);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver)
                .usingAnyFreePort().build();
        ChromeDriver chrome = new ChromeDriver(service, options);
        chrome.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
        return chrome;
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isEmpty() ? fallback : value;
    }
}
