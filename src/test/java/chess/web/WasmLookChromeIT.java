package chess.web;

/** The board's look (themes, board colours, F, captured pieces), against the WebAssembly GC build. */
class WasmLookChromeIT extends LookTests {
    @Override
    String build() {
        return "wasm";
    }
}
