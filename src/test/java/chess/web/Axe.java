package chess.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.chrome.ChromeDriver;

/** axe-core (the com.deque.html.axe-core:selenium test dependency's axe.min.js) run on the page open in Chromium. */
final class Axe {
    private static String source;

    private Axe() {
    }

    private static synchronized String source() {
        if (source == null) {
            try (InputStream in = Axe.class.getResourceAsStream("/axe.min.js")) {
                if (in == null) {
                    throw new IllegalStateException("axe.min.js is not on the test class path"
                            + " (the com.deque.html.axe-core:selenium test dependency)");
                }
                source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return source;
    }

    /**
     * The violations of axe-core's WCAG rules and best practices (and label-content-name-mismatch) on the page, one
     * line each (rule, impact, the first few elements); printed with {@code state} naming what was checked.
     */
    @SuppressWarnings("unchecked")
    static List<String> violations(ChromeDriver chrome, String state) {
        long start = System.nanoTime();
        if (!Boolean.TRUE.equals(chrome.executeScript("return typeof axe === 'object';"))) {
            chrome.executeScript(source());
        }
        Object result = chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } },"
                + " resultTypes: ['violations'] }).then(function (r) { done(r.violations.map(function (v) {"
                + " return v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 4).map(function (n) {"
                + " return n.target.join(' ') + ' ' + (n.failureSummary || '').replace(/\\s+/g, ' '); })"
                + ".join(' | '); })); }, function (e) { done(['axe failed: ' + e]); });");
        List<String> violations = new ArrayList<>((List<String>) result);
        System.out.println(state + ", axe-core: " + violations.size() + " violations"
                + (violations.isEmpty() ? "" : " " + violations) + " (" + (System.nanoTime() - start) / 1_000_000
                + " ms)");
        return violations;
    }
}
