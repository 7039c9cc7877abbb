package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.ClassNameFilter.includeClassNamePatterns;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import chess.web.firefox.Firefox;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * The newcomer's path: on a machine without Chromium or Firefox, and not in CI, {@code mvn verify} must be green and
 * say why the browser tests did not run. Runs every browser test class (*ChromeIT and FirefoxSmokeIT) in-process
 * with the JUnit Platform launcher, the browsers pointed at a folder that does not exist and CI unset (the system
 * properties {@link MissingBrowser#setting} reads before the environment), and checks that each test was skipped
 * for that reason and that nothing failed: not a test, not a class's set-up or tear-down. Needs no built site and
 * no browser.
 */
class BrowserTestsWithoutABrowserTest {
    private static final Map<String, String> NO_BROWSER = Map.of(ChromeBrowser.BROWSER_PROPERTY, "/nowhere/chromium",
            ChromeBrowser.DRIVER_PROPERTY, "/nowhere/chromedriver", Firefox.BROWSER_PROPERTY, "/nowhere/firefox",
            MissingBrowser.CI_PROPERTY, "false");
    /** The browser test classes, all in this package: a pattern of their simple names. */
    private static final String BROWSER_TEST_CLASSES = ".*ChromeIT|FirefoxSmokeIT";
    private static final List<String> SKIP_REASONS = List.of(
            MissingBrowser.CHROMIUM + " (/nowhere/chromium, /nowhere/chromedriver)",
            MissingBrowser.FIREFOX + " (/nowhere/firefox)");

    /** What became of each test and class: its display path ("WasmLookChromeIT > noEmulation()") and result. */
    private static final class Outcomes implements TestExecutionListener {
        final Map<String, TestExecutionResult> tests = new HashMap<>();
        final List<String> problems = new ArrayList<>();
        final Set<String> classes = new TreeSet<>();
        /** What the run wrote on the error stream (kept out of the build's own output, where it would mislead). */
        String errorOutput = "";

        @Override
        public void executionSkipped(TestIdentifier test, String reason) {
            problems.add(test.getDisplayName() + " disabled (" + reason + "), not skipped for want of a browser");
        }

        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            test.getSource().filter(ClassSource.class::isInstance)
                    .ifPresent(source -> classes.add(((ClassSource) source).getJavaClass().getSimpleName()));
            if (test.isTest()) {
                tests.put(test.getUniqueId(), result);
            } else if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                problems.add(test.getDisplayName() + ": " + result); // a class's @BeforeAll or @AfterAll
            }
        }
    }

    @Test
    void everyBrowserTestIsSkippedWithTheReasonAndNoneFails() throws URISyntaxException {
        Outcomes outcomes = runBrowserTests();
        assertEquals(List.of(), outcomes.problems);
        assertEquals(browserTestClasses(), outcomes.classes, "every browser test class ran");
        assertTrue(outcomes.tests.size() > outcomes.classes.size(), "tests found: " + outcomes.tests.size());
        List<String> notSkippedForTheReason = new ArrayList<>();
        outcomes.tests.forEach((test, result) -> {
            String reason = result.getThrowable().map(Throwable::getMessage).orElse("");
            if (result.getStatus() != TestExecutionResult.Status.ABORTED
                    || SKIP_REASONS.stream().noneMatch(reason::contains) || !reason.contains("apt-get install")) {
                notSkippedForTheReason.add(test + ": " + result);
            }
        });
        assertEquals(List.of(), notSkippedForTheReason);
        for (String reason : SKIP_REASONS) {
            int said = outcomes.errorOutput.split(Pattern.quote("SKIPPED: " + reason), -1).length - 1;
            assertEquals(1, said, "the reason is said once, not once per test: " + reason);
        }
    }

    /** Runs the browser test classes with the browsers missing and CI unset; puts the properties back afterwards. */
    private static Outcomes runBrowserTests() {
        Map<String, String> before = new HashMap<>();
        NO_BROWSER.forEach((name, value) -> before.put(name, System.setProperty(name, value)));
        PrintStream error = System.err;
        ByteArrayOutputStream errorOutput = new ByteArrayOutputStream();
        System.setErr(new PrintStream(errorOutput, true, StandardCharsets.UTF_8));
        try {
            LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                    .selectors(selectPackage(BrowserTestsWithoutABrowserTest.class.getPackageName()))
                    .filters(includeClassNamePatterns("chess\\.web\\.(" + BROWSER_TEST_CLASSES + ")")).build();
            // Only this listener: not BrowserSkipReport, whose warning would look like the build's own.
            Launcher launcher = LauncherFactory.create(LauncherConfig.builder()
                    .enableTestExecutionListenerAutoRegistration(false).build());
            Outcomes outcomes = new Outcomes();
            launcher.execute(request, outcomes);
            outcomes.errorOutput = errorOutput.toString(StandardCharsets.UTF_8);
            return outcomes;
        } finally {
            System.setErr(error);
            before.forEach((name, value) -> {
                if (value == null) {
                    System.clearProperty(name);
                } else {
                    System.setProperty(name, value);
                }
            });
        }
    }

    /** The simple names of the browser test classes compiled beside this one. */
    private static Set<String> browserTestClasses() throws URISyntaxException {
        File dir = new File(BrowserTestsWithoutABrowserTest.class.getResource(".").toURI());
        Set<String> names = new TreeSet<>();
        for (String file : dir.list()) {
            String name = file.endsWith(".class") ? file.substring(0, file.length() - ".class".length()) : "";
            if (name.matches(BROWSER_TEST_CLASSES)) {
                names.add(name);
            }
        }
        return names;
    }
}
