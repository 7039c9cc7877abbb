package chess.web;

/** The phone layout (first screen, tabs, move strip, touch targets, players), against the WebAssembly GC build. */
class WasmPhoneLayoutChromeIT extends PhoneLayoutTests {
    @Override
    String build() {
        return "wasm";
    }
}
