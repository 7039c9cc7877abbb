// Starts the app: the WebAssembly GC build where the browser supports it, the JavaScript build otherwise.
// ?build=js or ?build=wasm forces one. Every URL is relative, so the site works under any sub-path. wasm-support.js
// (loaded before this file) makes that choice (self.chessStartBuild), the same one as the engine worker's.
(function () {
  "use strict";
  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = src;
      script.onload = resolve;
      script.onerror = function () { reject(new Error("cannot load " + src)); };
      document.head.appendChild(script);
    });
  }

  function started(build) {
    document.documentElement.setAttribute("data-build", build);
  }

  // The JavaScript build evaluates no text, so it runs under a stricter policy: a second CSP (policies only add
  // up) that also forbids eval. The page's own policy allows it only for TeaVM's WebAssembly GC loader.
  function forbidEval() {
    var meta = document.createElement("meta");
    meta.httpEquiv = "Content-Security-Policy";
    meta.content = "script-src 'self'";
    document.head.appendChild(meta);
  }

  function startJs() {
    forbidEval();
    return loadScript("js/chess.js").then(function () {
      started("js");
      main([]);
    });
  }

  // The module's download starts beside the loader's instead of after it, one round trip less before the first
  // paint on a slow network: a preload that TeaVM's own fetch of the same address then takes, so the browser
  // still compiles the module as it streams in and keeps the compiled code for the next visit.
  function preload(src) {
    var link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous"; // what a plain fetch() asks for: otherwise the preload goes unused
    link.href = src;
    document.head.appendChild(link);
  }

  function startWasm() {
    preload("wasm/chess.wasm");
    return loadScript("wasm/classes.wasm-runtime.js").then(function () {
      return TeaVM.wasmGC.load("wasm/chess.wasm");
    }).then(function (teavm) {
      started("wasm");
      teavm.exports.main([]);
    });
  }

  function fail(error) {
    document.documentElement.setAttribute("data-build", "failed");
    var turn = document.getElementById("turn");
    if (turn) {
      turn.textContent = "The app could not start: " + error.message;
    }
  }

  // Without wasm-support.js (it failed to load) the JavaScript build, which every browser runs, is the safe choice.
  if (typeof self.chessStartBuild === "function") {
    self.chessStartBuild(location.search, "build", startWasm, startJs, fail);
  } else {
    startJs().catch(fail);
  }
})();

// Offline use: registers the service worker (sw.js beside this page; its scope is this folder, so the site works
// under any sub-path). Only over http(s) where the browser has service workers, and after the page has loaded, so
// the first visit's board paint does not wait for the precache downloads. updateViaCache "none": the browser
// always asks the server for a new sw.js instead of trusting its HTTP cache.
(function registerServiceWorker() {
  "use strict";
  if (!("serviceWorker" in navigator) || (location.protocol !== "https:" && location.protocol !== "http:")) {
    return;
  }
  function unavailable(error) {
    console.warn("Offline use is not available:", error);
  }
  function register() {
    try {
      navigator.serviceWorker.register("sw.js", { updateViaCache: "none" }).catch(unavailable);
    } catch (error) { // a partial implementation: the app works as it is, online
      unavailable(error);
    }
  }
  if (document.readyState === "complete") {
    register();
  } else {
    window.addEventListener("load", register);
  }
})();
