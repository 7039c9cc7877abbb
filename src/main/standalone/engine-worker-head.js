// The engine worker of the standalone page, first part: the same contract as the site's worker-boot.js (UCI lines
// through postMessage, lines that arrive before the engine runs are kept and handed over in order), for a worker
// made from a blob: URL, which cannot load other files. The JavaScript build of the worker follows this part,
// then engine-worker-tail.js starts it.
(function () {
  "use strict";
  if (typeof self.performance === "undefined") {
    self.performance = { now: function () { return Date.now(); } };
  }
  var queue = [];
  var handler = null;

  function deliver(line) {
    try {
      handler(line);
    } catch (e) {
      self.postMessage("info string engine error: " + (e && e.message ? e.message : e));
    }
  }

  self.onmessage = function (event) {
    var line = String(event.data);
    if (handler) {
      deliver(line);
    } else {
      queue.push(line);
    }
  };

  // Called by the engine's main (chess.web.EngineWorkerMain) once it can take lines.
  self.chessEngineAttach = function (h) {
    handler = h;
    while (queue.length > 0) {
      deliver(queue.shift());
    }
  };
})();
