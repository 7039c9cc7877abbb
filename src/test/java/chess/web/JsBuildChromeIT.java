package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The browser tests against the JavaScript build. */
class JsBuildChromeIT extends ChromePageTests {
    @Override
    String build() {
        return "js";
    }

    @Test
    void javaScriptBuildRunsWithoutEval() throws InterruptedException {
        page.open("", "");
        assertEquals("0", evalThroughTimeout());
    }
}
