package chess.web;

/** The board's look (themes, board colours, F, captured pieces), against the JavaScript build. */
class JsLookChromeIT extends LookTests {
    @Override
    String build() {
        return "js";
    }
}
