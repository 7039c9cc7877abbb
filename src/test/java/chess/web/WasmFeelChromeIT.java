package chess.web;

/** How the page feels (focus, announcements, axe-core, glides, sounds), against the WebAssembly GC build. */
class WasmFeelChromeIT extends FeelTests {
    @Override
    String build() {
        return "wasm";
    }
}
