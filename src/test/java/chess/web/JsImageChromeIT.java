package chess.web;

/** The Image part's browser tests against the JavaScript build. */
class JsImageChromeIT extends ImageTests {
    @Override
    String build() {
        return "js";
    }
}
