package chess.web;

/** Opening names' browser tests against the JavaScript build. */
class JsOpeningChromeIT extends OpeningTests {
    @Override
    String build() {
        return "js";
    }
}
