package chess.web;

/** The arrows and circles' browser tests against the WebAssembly GC build. */
class WasmShapesChromeIT extends ShapesTests {
    @Override
    String build() {
        return "wasm";
    }
}
