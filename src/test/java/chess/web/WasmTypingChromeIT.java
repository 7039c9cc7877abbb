package chess.web;

/** Text boxes keep what is typed while the engine works, against the WebAssembly GC build. */
class WasmTypingChromeIT extends TypingTests {
    @Override
    String build() {
        return "wasm";
    }
}
