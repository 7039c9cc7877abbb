// Boots the engine in a Web Worker: new Worker("worker-boot.js?build=wasm" or "?build=js").
// The page and the worker exchange UCI text lines (strings) through postMessage; worker-lines.js keeps lines that
// arrive while the build is still loading and hands them over in order, so the page may send work at once; "uciok"
// (after "uci") tells it the engine is running. The WebAssembly GC build is used where it loads, the JavaScript
// build otherwise (also when the Wasm runtime or module fails to load), unless build=js or build=wasm forces one.
// A build that cannot start is reported once, as "info string engine could not start: ...".
(function () {
  "use strict";
  importScripts("worker-lines.js", "wasm-support.js"); // the line queue, self.chessWasmGcSupported

  function startJs() {
    importScripts("js/engine-worker.js");
    self.postMessage("info string build js");
    main([]);
  }

  // Settles once the Wasm build runs, or rejects: importScripts throws when the runtime does not load.
  function startWasm() {
    return new Promise(function (resolve) {
      importScripts("wasm/classes.wasm-runtime.js");
      resolve(TeaVM.wasmGC.load("wasm/engine-worker.wasm"));
    }).then(function (teavm) {
      self.postMessage("info string build wasm");
      teavm.exports.main([]);
    });
  }

  function fail(error) {
    self.postMessage("info string engine could not start: " + (error && error.message ? error.message : error));
  }

  function startJsOrFail() {
    try {
      startJs();
    } catch (e) {
      fail(e);
    }
  }

  var forced = new URLSearchParams(self.location.search).get("build");
  if (forced === "wasm" || (forced !== "js" && self.chessWasmGcSupported())) {
    startWasm().catch(function (error) {
      if (forced === "wasm") {
        fail(error);
      } else {
        console.warn("WebAssembly engine failed, using JavaScript:", error);
        startJsOrFail();
      }
    });
  } else {
    startJsOrFail();
  }
})();
