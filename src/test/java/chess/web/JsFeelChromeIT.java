package chess.web;

/** How the page feels while the engine works, against the JavaScript build. */
class JsFeelChromeIT extends FeelTests {
    @Override
    String build() {
        return "js";
    }
}
