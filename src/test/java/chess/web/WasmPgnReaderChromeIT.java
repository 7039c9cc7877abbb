package chess.web;

/** The PGN reader's browser tests against the WebAssembly build (whose page loads the JavaScript reader). */
class WasmPgnReaderChromeIT extends PgnReaderTests {
    @Override
    String build() {
        return "wasm";
    }
}
