package chess.web;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Says at the end of a test run how many browser tests were skipped because a browser is missing, and why, per
 * browser: the surefire and failsafe summaries count skipped tests but give no reason, and the first skip's message
 * scrolls away. Registered for every JUnit run of the test classpath (META-INF/services); silent when no browser
 * test was skipped.
 */
public final class BrowserSkipReport implements TestExecutionListener {
    /** Per reason ({@link MissingBrowser#REASONS}): how many tests were skipped and the last full message. */
    private final Map<String, Integer> skipped = new TreeMap<>();
    private final Map<String, String> messages = new TreeMap<>();

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        Optional<String> message = result.getThrowable().map(Throwable::getMessage);
        if (!test.isTest() || result.getStatus() != TestExecutionResult.Status.ABORTED || message.isEmpty()) {
            return;
        }
        for (String reason : MissingBrowser.REASONS) {
            int at = message.get().indexOf(reason);
            if (at >= 0) {
                skipped.merge(reason, 1, Integer::sum);
                messages.put(reason, message.get().substring(at));
            }
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        skipped.forEach((reason, count) ->
                System.out.println("[WARNING] " + count + " browser tests skipped: " + messages.get(reason)));
        skipped.clear();
        messages.clear();
    }
}
