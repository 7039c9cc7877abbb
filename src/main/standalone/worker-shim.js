// The standalone page has no files beside it, and a worker cannot be started from a file: URL. The page's code
// asks for new Worker("worker-boot.js?..."); here that name is mapped to a blob: URL made from the inline copy of
// the engine worker (the script block "engine-worker-source"). Other workers are left as they are.
(function () {
  "use strict";
  var source = document.getElementById("engine-worker-source").textContent;
  var engineUrl = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  var NativeWorker = window.Worker;
  function StandaloneWorker(url, options) {
    var name = String(url).split("?")[0].split("#")[0];
    var engine = name === "worker-boot.js" || name.slice(-"/worker-boot.js".length) === "/worker-boot.js";
    return new NativeWorker(engine ? engineUrl : url, options);
  }
  StandaloneWorker.prototype = NativeWorker.prototype;
  window.Worker = StandaloneWorker;
})();
