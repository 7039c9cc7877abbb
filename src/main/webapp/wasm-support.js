// Which build runs, one copy for both boot scripts: the page loads this file before boot.js, the engine worker
// imports it in worker-boot.js. Both call self.chessStartBuild.
(function () {
  "use strict";

  // Whether this browser implements WebAssembly GC, which the Wasm builds need.
  function wasmGcSupported() {
    try { // validates the smallest module with a GC struct type, which only a Wasm GC implementation accepts
      return typeof WebAssembly === "object" && typeof WebAssembly.validate === "function" &&
        WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 95, 1, 127, 0]));
    } catch (e) {
      return false;
    }
  }

  // A promise of start()'s: a throw becomes a rejection.
  function attempt(start) {
    return new Promise(function (resolve) { resolve(start()); });
  }

  // Starts the build that the address forces (search "?build=js" or "?build=wasm"), else the WebAssembly GC build
  // where the browser supports it, else the JavaScript build. A Wasm build that fails to start gives way to the
  // JavaScript build unless it was forced. startWasm and startJs return promises that settle once their build
  // runs; failed(error) hears of the last build tried failing; what names the build in the console's warning.
  self.chessStartBuild = function (search, what, startWasm, startJs, failed) {
    var forced = new URLSearchParams(search).get("build");
    function js() {
      attempt(startJs).catch(failed);
    }
    if (forced === "wasm" || (forced !== "js" && wasmGcSupported())) {
      attempt(startWasm).catch(function (error) {
        if (forced === "wasm") {
          failed(error);
        } else {
          console.warn("WebAssembly " + what + " failed, using JavaScript:", error);
          js();
        }
      });
    } else {
      js();
    }
  };
})();
