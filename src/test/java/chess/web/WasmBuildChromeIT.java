package chess.web;

/** The browser tests against the WebAssembly GC build. */
class WasmBuildChromeIT extends ChromePageTests {
    @Override
    String build() {
        return "wasm";
    }
}
