package chess.web;

/** How the page feels while the engine works, against the WebAssembly GC build. */
class WasmFeelChromeIT extends FeelTests {
    @Override
    String build() {
        return "wasm";
    }
}
