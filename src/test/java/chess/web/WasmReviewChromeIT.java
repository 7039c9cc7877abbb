package chess.web;

/** The game review's browser tests against the WebAssembly GC build. */
class WasmReviewChromeIT extends ReviewTests {
    @Override
    String build() {
        return "wasm";
    }
}
