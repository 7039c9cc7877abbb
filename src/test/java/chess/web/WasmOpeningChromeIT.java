package chess.web;

/** Opening names' browser tests against the WebAssembly GC build. */
class WasmOpeningChromeIT extends OpeningTests {
    @Override
    String build() {
        return "wasm";
    }
}
