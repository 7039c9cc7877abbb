// Whether this browser implements WebAssembly GC, which the Wasm builds need. One copy for both boot scripts: the
// page loads this file before boot.js, the engine worker imports it in worker-boot.js.
self.chessWasmGcSupported = function () {
  "use strict";
  try { // validates the smallest module with a GC struct type, which only a Wasm GC implementation accepts
    return typeof WebAssembly === "object" && typeof WebAssembly.validate === "function" &&
      WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 95, 1, 127, 0]));
  } catch (e) {
    return false;
  }
};
