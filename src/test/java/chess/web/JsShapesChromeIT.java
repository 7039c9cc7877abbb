package chess.web;

/** The arrows and circles' browser tests against the JavaScript build. */
class JsShapesChromeIT extends ShapesTests {
    @Override
    String build() {
        return "js";
    }
}
