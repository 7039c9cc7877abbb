package chess.web;

/** The analysis board's browser tests against the WebAssembly GC build. */
class WasmAnalysisBoardChromeIT extends AnalysisBoardTests {
    @Override
    String build() {
        return "wasm";
    }
}
