// Boots the engine in a Web Worker: new Worker("worker-boot.js?build=wasm" or "?build=js").
// The page and the worker exchange UCI text lines (strings) through postMessage; worker-lines.js keeps lines that
// arrive while the build is still loading and hands them over in order, so the page may send work at once; "uciok"
// (after "uci") tells it the engine is running. The WebAssembly GC build is used where it loads, the JavaScript
// build otherwise (also when the Wasm runtime or module fails to load), unless build=js or build=wasm forces one.
// A build that cannot start is reported once, as "info string engine could not start: ...".
// The evaluation network (engine.nnue) is fetched while the build loads and handed to the engine before its main
// runs, as self.chessNetwork: { bytes: Int8Array } or { problem: "why there is none" } (the engine then evaluates
// by hand and says why). The Wasm build also imports the network's SIMD kernel, made by net-kernel.js, and the
// hash table the page may share among its workers, mapped by table-memory.js.
(function () {
  "use strict";
  importScripts("worker-lines.js", "wasm-support.js"); // the line queue, self.chessStartBuild

  // Started first, so the download overlaps the build's; never rejects.
  var network = fetchNetwork("engine.nnue");

  function fetchNetwork(file) {
    if (typeof fetch !== "function") {
      return Promise.resolve({ problem: "this browser cannot fetch " + file + " in a worker" });
    }
    return fetch(file).then(function (response) {
      if (!response.ok) {
        return { problem: file + ": HTTP " + response.status };
      }
      return response.arrayBuffer().then(function (buffer) {
        return { bytes: new Int8Array(buffer) };
      });
    }).catch(function (error) {
      return { problem: file + ": " + (error && error.message ? error.message : error) };
    });
  }

  // A worker the page shares its hash table with ("table=1") takes the table before its engine starts.
  var table = new URLSearchParams(self.location.search).get("table") === "1" ? self.chessFlagShared
      : Promise.resolve();

  // Runs the loaded build's main once the network is in (or known to be missing) and the table, if any, is here.
  function run(main) {
    return Promise.all([network, table]).then(function (results) {
      var net = results[0];
      self.chessNetwork = net;
      main();
    });
  }

  function startJs() {
    importScripts("js/engine-worker.js");
    self.postMessage("info string build js");
    return run(function () { main([]); });
  }

  // Settles once the Wasm build runs, or rejects: importScripts throws when the runtime does not load.
  function startWasm() {
    return new Promise(function (resolve) {
      importScripts("wasm/classes.wasm-runtime.js", "net-kernel.js", "table-memory.js");
      resolve(table);
    }).then(function () {
      return TeaVM.wasmGC.load("wasm/engine-worker.wasm", {
        installImports: function (imports) {
          imports.chessNetKernel = self.chessNetKernel(); // the network's SIMD arithmetic (net-kernel.js)
          // Here by now where the page shares one: a "table=1" worker waited for it above.
          imports.chessTable = self.chessTableMemory(self.chessSharedTable);
        }
      });
    }).then(function (teavm) {
      self.postMessage("info string build wasm");
      return run(function () { teavm.exports.main([]); });
    });
  }

  function fail(error) {
    self.postMessage("info string engine could not start: " + (error && error.message ? error.message : error));
  }

  self.chessStartBuild(self.location.search, "engine", startWasm, startJs, fail);
})();
