// The engine worker's line queue, shared by the site's worker (worker-boot.js loads it with importScripts) and the
// standalone page's worker (StandalonePage inlines it): the page and the engine exchange UCI text lines through
// postMessage, and lines that arrive before the engine runs are kept and handed over in order.
(function () {
  "use strict";
  // HtmlUnit's worker scope has no performance object; the engine only needs a clock.
  if (typeof self.performance === "undefined") {
    self.performance = { now: function () { return Date.now(); } };
  }
  var queue = [];
  var handler = null;

  function deliver(line) {
    try {
      handler(line);
    } catch (e) { // a trap in the WebAssembly build or a TypeError in the JavaScript one
      self.postMessage("info string engine error: " + (e && e.message ? e.message : e));
    }
  }

  // A message may carry several lines, one per "\n" (the page sends a task's lines as one message).
  self.onmessage = function (event) {
    var lines = String(event.data).split("\n");
    for (var i = 0; i < lines.length; i++) {
      if (handler) {
        deliver(lines[i]);
      } else {
        queue.push(lines[i]);
      }
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
