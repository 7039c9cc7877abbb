// Browser benchmark (not shipped with the site): this project's engine worker, in its WebAssembly GC and its
// JavaScript build, against chess.js, in one browser. Ours runs through the worker's UCI ("go perft N nobulk",
// "go perft N", "bench D"); chess.js runs perft() in a module worker of its own; both are timed around the message
// exchange. chess.js's perft makes every leaf move, like our "nobulk" perft: that is the fair comparison.
// chess.js is about 50 times slower, so it runs one ply less deep (jsDepth) to stay within a few seconds.
//
// The runner (chess.web.BrowserBench) calls window.benchSetup() once, then window.benchMeasure(...) round by
// round, interleaving the implementations (and the JVM) so that a busy machine slows them alike. Opened by hand
// (without ?driven), the page runs the same rounds itself and shows a table.
const params = new URLSearchParams(location.search);
const BENCH_DEPTH = Number(params.get("bench")) || 10;
const POSITIONS = [
  { name: "startpos", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 5, jsDepth: 4 },
  { name: "kiwipete", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 4,
    jsDepth: 3 },
];
const engines = {};
let chessJs = null;

function status(text) {
  document.getElementById("status").textContent = text;
}

// A worker as a function: send messages, resolve with what arrives until done(message) says so, and the
// milliseconds from sending to that message.
function conversation(worker) {
  let waiting = null;
  let received = [];
  worker.onmessage = (event) => {
    received.push(event.data);
    if (waiting && waiting.done(event.data)) {
      const w = waiting;
      waiting = null;
      w.resolve({ messages: received, ms: performance.now() - w.start });
      received = [];
    }
  };
  worker.onerror = (event) => {
    if (waiting) {
      waiting.reject(new Error("worker error: " + event.message));
    }
  };
  return (messages, done) => new Promise((resolve, reject) => {
    waiting = { done: done, resolve: resolve, reject: reject, start: performance.now() };
    messages.forEach((message) => worker.postMessage(message));
  });
}

const lineStarts = (prefix) => (line) => String(line).startsWith(prefix);

async function startEngine(build) {
  const talk = conversation(new Worker("worker-boot.js?build=" + build));
  const hello = await talk(["uci"], lineStarts("uciok"));
  if (!hello.messages.includes("info string build " + build)) {
    throw new Error(build + " worker started another build: " + hello.messages.join(" | "));
  }
  await talk(["isready"], lineStarts("readyok"));
  return talk;
}

function nodesOf(lines) {
  const line = lines.find(lineStarts("Nodes searched: "));
  return Number(line.substring("Nodes searched: ".length));
}

/** Starts both engine workers and the chess.js worker, and warms each up once. */
window.benchSetup = async function () {
  for (const build of ["wasm", "js"]) {
    status("Starting the " + build + " engine…");
    engines[build] = await startEngine(build);
    for (const p of POSITIONS) {
      await engines[build](["position fen " + p.fen, "go perft " + (p.depth - 1) + " nobulk"],
        lineStarts("Nodes searched"));
    }
  }
  status("Starting chess.js…");
  chessJs = conversation(new Worker("chessjs-worker.js", { type: "module" }));
  for (const p of POSITIONS) {
    await chessJs([{ fen: p.fen, depth: p.jsDepth - 1 }], () => true);
  }
  status("Ready.");
  return true;
};

/**
 * One measurement: impl "wasm", "js" or "chess.js"; test "perft nobulk", "perft bulk" or "search bench";
 * position index (perft). Resolves with {nodes, ms, depth}.
 */
window.benchMeasure = async function (impl, test, index) {
  if (impl === "chess.js") {
    const p = POSITIONS[index];
    const answer = await chessJs([{ fen: p.fen, depth: p.jsDepth }], () => true);
    return { nodes: answer.messages[0].nodes, ms: answer.ms, depth: p.jsDepth };
  }
  const talk = engines[impl];
  if (test === "search bench") {
    const answer = await talk(["bench " + BENCH_DEPTH], lineStarts("Nodes/second"));
    return { nodes: nodesOf(answer.messages), ms: answer.ms, depth: BENCH_DEPTH };
  }
  const p = POSITIONS[index];
  const go = "go perft " + p.depth + (test === "perft nobulk" ? " nobulk" : "");
  const answer = await talk(["position fen " + p.fen, go], lineStarts("Nodes searched"));
  return { nodes: nodesOf(answer.messages), ms: answer.ms, depth: p.depth };
};

window.benchPositions = POSITIONS.map((p) => p.name);

// By hand: three rounds, medians, a plain table.
async function runByHand() {
  const rows = [];
  await window.benchSetup();
  for (const test of ["perft nobulk", "perft bulk", "search bench"]) {
    const indexes = test === "search bench" ? [0] : POSITIONS.map((p, i) => i);
    for (const index of indexes) {
      for (const impl of test === "perft nobulk" ? ["wasm", "js", "chess.js"] : ["wasm", "js"]) {
        const rates = [];
        let last = null;
        for (let round = 0; round < 3; round++) {
          status("Measuring " + impl + " " + test + "…");
          last = await window.benchMeasure(impl, test, index);
          rates.push(last.nodes / last.ms * 1000);
        }
        rates.sort((a, b) => a - b);
        rows.push([impl, test, test === "search bench" ? "bench " + BENCH_DEPTH : POSITIONS[index].name,
          "depth " + last.depth, last.nodes + " nodes", (rates[1] / 1e6).toFixed(2) + " M nodes/s"].join("\t"));
        document.getElementById("table").textContent = rows.join("\n");
      }
    }
  }
  status("Done (median of 3).");
}

if (!params.has("driven")) {
  runByHand().catch((error) => status("Failed: " + error));
}
