package chess.web;

/** The board editor's browser tests against the WebAssembly GC build. */
class WasmEditorChromeIT extends EditorTests {
    @Override
    String build() {
        return "wasm";
    }
}
