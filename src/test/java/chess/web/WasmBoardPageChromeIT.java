package chess.web;

/** Moves, FEN and the game on the page, against the WebAssembly GC build. */
class WasmBoardPageChromeIT extends BoardPageTests {
    @Override
    String build() {
        return "wasm";
    }
}
