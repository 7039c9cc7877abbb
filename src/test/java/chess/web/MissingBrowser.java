package chess.web;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The one rule for a browser that is not there, for Chromium and Firefox alike: the calling test fails in CI
 * (CI=true), where the browser tests must run, and is skipped elsewhere with a JUnit assumption whose message
 * starts with the browser's {@code missing} reason (one of {@link #REASONS}), said once on the error stream too.
 * {@link BrowserSkipReport} sums the skips up at the end of the run.
 *
 * <p>A system property, when set, wins over each environment variable ({@link #setting}): a test cannot change its
 * own environment, and {@link BrowserTestsWithoutABrowserTest} runs the browser tests as on a machine without
 * browsers and not in CI.
 */
public final class MissingBrowser {
    public static final String CHROMIUM = "Chromium or chromedriver missing";
    public static final String FIREFOX = "Firefox missing";
    /** How the reason for a skipped browser test starts. */
    static final List<String> REASONS = List.of(CHROMIUM, FIREFOX);
    static final String CI_PROPERTY = "chess.ci";
    private static final Set<String> told = new HashSet<>();

    private MissingBrowser() {
    }

    /**
     * Returns when {@code installed}; otherwise fails the calling test in CI and skips it elsewhere, with
     * {@code reason} (which starts with one of {@link #REASONS} and says how to install the browser).
     */
    public static void assume(boolean installed, String reason) {
        if (!installed && "true".equalsIgnoreCase(setting(CI_PROPERTY, "CI", ""))) {
            Assertions.fail(reason + " (CI=true: the browser tests must run)");
        }
        if (!installed && told.add(reason)) { // once, not once per skipped test
            System.err.println("SKIPPED: " + reason);
        }
        Assumptions.assumeTrue(installed, reason);
    }

    /** The system property {@code property} if set, else the environment variable {@code variable}, else fallback. */
    public static String setting(String property, String variable, String fallback) {
        String value = System.getProperty(property);
        if (value == null || value.isEmpty()) {
            value = System.getenv(variable);
        }
        return value == null || value.isEmpty() ? fallback : value;
    }
}
