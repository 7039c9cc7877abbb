package chess.web;

/** Games on the clock, against the WebAssembly build. */
class WasmClockChromeIT extends ClockTests {
    @Override
    String build() {
        return "wasm";
    }
}
