package chess.web;

import java.util.Optional;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Says at the end of a test run how many browser tests were skipped because Chromium is missing, and why: the
 * surefire and failsafe summaries count skipped tests but give no reason, and the first skip's message scrolls away.
 * Registered for every JUnit run of the test classpath (META-INF/services); silent when no browser test was skipped.
 */
public final class BrowserSkipReport implements TestExecutionListener {
    private int skipped;
    private String reason;

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        Optional<String> message = result.getThrowable().map(Throwable::getMessage);
        if (test.isTest() && result.getStatus() == TestExecutionResult.Status.ABORTED && message.isPresent()
                && message.get().contains(ChromeBrowser.MISSING)) {
            skipped++;
            reason = message.get().substring(message.get().indexOf(ChromeBrowser.MISSING));
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        if (skipped > 0) {
            System.out.println("[WARNING] " + skipped + " browser tests skipped: " + reason);
        }
        skipped = 0;
    }
}
