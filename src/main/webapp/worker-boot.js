// Boots the engine in a Web Worker: new Worker("worker-boot.js?build=wasm" or "?build=js").
// The page and the worker exchange UCI text lines (strings) through postMessage; worker-lines.js keeps lines that
// arrive while the build is still loading and hands them over in order, so the page may send work at once; "uciok"
// (after "uci") tells it the engine is running. The WebAssembly GC build is used where it loads, the JavaScript
// build otherwise, unless build=js or build=wasm forces one.
(function () {
  "use strict";
  importScripts("worker-lines.js", "wasm-support.js"); // the line queue, self.chessWasmGcSupported

  function startJs() {
    importScripts("js/engine-worker.js");
    self.postMessage("info string build js");
    main([]);
  }

  function fail(error) {
    self.postMessage("info string engine could not start: " + (error && error.message ? error.message : error));
  }

  var forced = new URLSearchParams(self.location.search).get("build");
  if (forced === "wasm" || (forced !== "js" && self.chessWasmGcSupported())) {
    try {
      importScripts("wasm/classes.wasm-runtime.js");
    } catch (e) {
      fail(e);
    }
    TeaVM.wasmGC.load("wasm/engine-worker.wasm").then(function (teavm) {
      self.postMessage("info string build wasm");
      teavm.exports.main([]);
    }).catch(function (error) {
      if (forced === "wasm") {
        fail(error);
      } else {
        try {
          startJs();
        } catch (e) {
          fail(e);
        }
      }
    });
  } else {
    try {
      startJs();
    } catch (e) {
      fail(e);
    }
  }
})();
