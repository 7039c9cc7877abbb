// The engine worker's line queue, shared by the site's worker (worker-boot.js loads it with importScripts) and the
// standalone page's worker (StandalonePage inlines it): the page and the engine exchange UCI text lines through
// postMessage, and lines that arrive before the engine runs are kept and handed over in order.
//
// On a cross-origin-isolated page (the service worker makes the app's page one) the page also shares a stop flag
// with the worker, as its first message { stopFlag: SharedArrayBuffer }: a search runs inside one message's
// handler, where no "stop" line can reach it, so to end one the page writes a new generation into the flag, which
// the search polls (chessStopAsked). The page's messages are then [generation, lines] and the worker's answers
// [generation, line], the generation of the message being handled, so the page can drop what an ended search
// still says. Without the flag the page tags its messages all the same, and the engine runs an analysis in slices
// (chess.web.EngineWorkerMain): after each the worker goes back to its event loop and runs the next slice in a task
// of its own, so a "stop" the page sends (tagged with the generation it ends) is handled between two slices.
// The same first message may carry { table: WebAssembly.Memory }, the hash table the page's engine workers share
// (Lazy SMP across workers), kept as self.chessSharedTable for the engine to take when it starts.
(function () {
  "use strict";
  // HtmlUnit's worker scope has no performance object; the engine only needs a clock.
  if (typeof self.performance === "undefined") {
    self.performance = { now: function () { return Date.now(); } };
  }
  var queue = [];
  var handler = null;
  // Settles once the page's first message, with the stop flag (and the shared table), has been taken: a worker
  // started with "table=1" in its address waits for it before its engine starts (worker-boot.js), since the order
  // of that message and of the build's and net's loading is not otherwise fixed.
  var flagTaken;
  self.chessFlagShared = new Promise(function (resolve) { flagTaken = resolve; });
  var flag = null; // Int32Array over the shared buffer: the page's current generation
  var generation = 0; // the generation of the message being handled
  var tagging = false; // the page tags its messages: answers are tagged too
  var slices = null; // runs the engine's next slice of an analysis; true while one more is due
  var sliceDue = false;

  // Sends one line to the page, with the generation it belongs to once the page tags its messages.
  self.chessPost = function (line) {
    self.postMessage(flag === null && !tagging ? line : [generation, line]);
  };

  // Whether the engine runs an analysis in slices: for a page that tags its messages (it ends an analysis by a
  // "stop" line of the generation it ends) and has shared no stop flag. A client that sends plain lines gets each
  // search whole, exactly as the engine searches elsewhere.
  self.chessSlicesWanted = function () {
    return flag === null && tagging;
  };

  function scheduleSlice() {
    if (slices === null || sliceDue) {
      return;
    }
    sliceDue = true;
    // In a task of its own, after any message already waiting. (A timer chain is held back 4 ms a slice, a few
    // percent of one; a MessageChannel would not be, but HtmlUnit's worker cannot make one, and its failure there
    // cannot be caught.)
    setTimeout(nextSlice, 0);
  }

  function nextSlice() {
    sliceDue = false;
    var more = false;
    try {
      more = slices();
    } catch (e) {
      self.chessPost("info string engine error: " + (e && e.message ? e.message : e));
    }
    if (more) {
      scheduleSlice();
    }
  }

  // True when the page has ended the work of the message being handled (asked by the search as it polls).
  self.chessStopAsked = function () {
    return flag !== null && Atomics.load(flag, 0) !== generation;
  };

  function deliver(item) {
    generation = item[0];
    try {
      handler(item[1]);
    } catch (e) { // a trap in the WebAssembly build or a TypeError in the JavaScript one
      self.chessPost("info string engine error: " + (e && e.message ? e.message : e));
    }
    scheduleSlice(); // a "go infinite" may have left its search in slices (nothing runs when none is due)
  }

  // A message may carry several lines, one per "\n" (the page sends a task's lines as one message).
  self.onmessage = function (event) {
    var data = event.data;
    if (data && data.stopFlag) {
      flag = new Int32Array(data.stopFlag);
      if (data.table) {
        self.chessSharedTable = data.table;
      }
      self.postMessage("info string stop flag shared"); // the page ends searches by the flag from now on
      flagTaken();
      return;
    }
    var tagged = Array.isArray(data);
    tagging = tagging || tagged;
    var lines = String(tagged ? data[1] : data).split("\n");
    for (var i = 0; i < lines.length; i++) {
      var item = [tagged ? data[0] : generation, lines[i]];
      if (handler) {
        deliver(item);
      } else {
        queue.push(item);
      }
    }
  };

  // Called by the engine's main (chess.web.EngineWorkerMain) once it can take lines.
  self.chessEngineAttach = function (h, s) {
    handler = h;
    slices = s || null;
    while (queue.length > 0) {
      deliver(queue.shift());
    }
  };
})();
