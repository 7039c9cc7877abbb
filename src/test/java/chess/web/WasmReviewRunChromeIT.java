package chess.web;

/** How a review runs (cancel and resume, the phone, two workers), against the WebAssembly GC build. */
class WasmReviewRunChromeIT extends ReviewRunTests {
    @Override
    String build() {
        return "wasm";
    }
}
