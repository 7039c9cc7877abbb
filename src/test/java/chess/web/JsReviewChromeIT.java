package chess.web;

/** The game review's browser tests against the JavaScript build. */
class JsReviewChromeIT extends ReviewTests {
    @Override
    String build() {
        return "js";
    }
}
