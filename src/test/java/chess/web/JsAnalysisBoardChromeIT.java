package chess.web;

/** The analysis board's browser tests against the JavaScript build. */
class JsAnalysisBoardChromeIT extends AnalysisBoardTests {
    @Override
    String build() {
        return "js";
    }
}
