package chess.web;

/** The Image part's browser tests against the WebAssembly build. */
class WasmImageChromeIT extends ImageTests {
    @Override
    String build() {
        return "wasm";
    }
}
