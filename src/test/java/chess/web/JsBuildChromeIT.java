package chess.web;

/** The browser tests against the JavaScript build. */
class JsBuildChromeIT extends ChromePageTests {
    @Override
    String build() {
        return "js";
    }
}
