package chess.web;

/** The library's browser tests against the WebAssembly build. */
class WasmLibraryChromeIT extends LibraryTests {
    @Override
    String build() {
        return "wasm";
    }
}
