package chess.web;

/** How the page feels while the engine works, against the JavaScript build. */
class JsEngineFeelChromeIT extends EngineFeelTests {
    @Override
    String build() {
        return "js";
    }
}
