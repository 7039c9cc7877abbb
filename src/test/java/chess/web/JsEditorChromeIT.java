package chess.web;

/** The board editor's browser tests against the JavaScript build. */
class JsEditorChromeIT extends EditorTests {
    @Override
    String build() {
        return "js";
    }
}
