package chess.web;

/** How the page feels while the engine works, against the WebAssembly GC build. */
class WasmEngineFeelChromeIT extends EngineFeelTests {
    @Override
    String build() {
        return "wasm";
    }
}
