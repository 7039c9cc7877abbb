// Browser benchmark (not shipped with the site): this project's engine worker, in its WebAssembly GC and its
// JavaScript build, against chess.js, in one browser. Ours runs through the worker's UCI ("go perft N nobulk",
// "go perft N", "bench D"); chess.js runs perft() in a module worker of its own; both are timed around the message
// exchange. chess.js's perft makes every leaf move, like our "nobulk" perft: that is the fair comparison.
// chess.js is about 50 times slower, so it runs one ply less deep (jsDepth) to stay within a few seconds.
// Parameters: ?runs=5&bench=10. Results go to window.BENCH ({rows, done} or {error}) and to the page.
const params = new URLSearchParams(location.search);
const RUNS = Number(params.get("runs")) || 5;
const BENCH_DEPTH = Number(params.get("bench")) || 10;
const POSITIONS = [
  { name: "startpos", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 5, jsDepth: 4 },
  { name: "kiwipete", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 4,
    jsDepth: 3 },
];
const rows = [];
window.BENCH = { rows: rows, done: false };

function status(text) {
  document.getElementById("status").textContent = text;
}

function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]; // for an even count, the faster middle run
}

// The engine worker of one build, as a function that sends lines and resolves with the lines received until one
// starts with `until`, and the milliseconds from sending to that line.
async function startEngine(build) {
  const worker = new Worker("worker-boot.js?build=" + build);
  let waiting = null;
  let received = [];
  worker.onmessage = (event) => {
    const line = String(event.data);
    received.push(line);
    if (waiting && line.startsWith(waiting.until)) {
      const w = waiting;
      waiting = null;
      w.resolve({ lines: received, ms: performance.now() - w.start });
      received = [];
    }
  };
  worker.onerror = (event) => {
    if (waiting) {
      waiting.reject(new Error("worker error: " + event.message));
    }
  };
  function exchange(lines, until) {
    return new Promise((resolve, reject) => {
      waiting = { until: until, resolve: resolve, reject: reject, start: performance.now() };
      lines.forEach((line) => worker.postMessage(line));
    });
  }
  const hello = await exchange(["uci"], "uciok");
  if (!hello.lines.includes("info string build " + build)) {
    throw new Error(build + " worker started another build: " + hello.lines.join(" | "));
  }
  await exchange(["isready"], "readyok");
  return { exchange: exchange, stop: () => worker.terminate() };
}

function nodesOf(lines) {
  const line = lines.find((l) => l.startsWith("Nodes searched: "));
  return Number(line.substring("Nodes searched: ".length));
}

function record(impl, test, position, depth, nodes, times) {
  const ms = median(times);
  rows.push({ impl: impl, test: test, position: position, depth: depth, nodes: nodes, ms: ms,
    nps: nodes / (ms / 1000), runs: times.length });
  document.getElementById("table").textContent = rows.map((r) =>
    [r.impl, r.test, r.position, r.depth, r.nodes, r.ms.toFixed(0) + " ms",
      (r.nps / 1e6).toFixed(2) + " M nodes/s"].join("\t")).join("\n");
}

async function ourEngine(build) {
  status("Running the " + build + " build…");
  const engine = await startEngine(build);
  try {
    for (const mode of ["nobulk", "bulk"]) {
      for (const p of POSITIONS) {
        const go = "go perft " + p.depth + (mode === "nobulk" ? " nobulk" : "");
        await engine.exchange(["position fen " + p.fen, "go perft " + (p.depth - 2)], "Nodes searched"); // warm-up
        const times = [];
        let nodes = 0;
        for (let i = 0; i < RUNS; i++) {
          const answer = await engine.exchange(["position fen " + p.fen, go], "Nodes searched");
          nodes = nodesOf(answer.lines);
          times.push(answer.ms);
        }
        record(build, "perft " + mode, p.name, p.depth, nodes, times);
      }
    }
    const times = [];
    let nodes = 0;
    for (let i = 0; i < Math.max(3, Math.ceil(RUNS / 2)); i++) {
      const answer = await engine.exchange(["bench " + BENCH_DEPTH], "Nodes/second");
      nodes = nodesOf(answer.lines);
      times.push(answer.ms);
    }
    record(build, "search bench", "bench " + BENCH_DEPTH, BENCH_DEPTH, nodes, times);
  } finally {
    engine.stop();
  }
}

async function chessJs() {
  status("Running chess.js…");
  const worker = new Worker("chessjs-worker.js", { type: "module" });
  const perft = (fen, depth) => new Promise((resolve, reject) => {
    const start = performance.now();
    worker.onmessage = (event) => resolve({ nodes: event.data.nodes, ms: performance.now() - start });
    worker.onerror = (event) => reject(new Error("chess.js worker: " + event.message));
    worker.postMessage({ fen: fen, depth: depth });
  });
  try {
    for (const p of POSITIONS) {
      await perft(p.fen, p.jsDepth - 1); // warm-up
      const times = [];
      let nodes = 0;
      for (let i = 0; i < RUNS; i++) {
        const answer = await perft(p.fen, p.jsDepth);
        nodes = answer.nodes;
        times.push(answer.ms);
      }
      record("chess.js", "perft nobulk", p.name, p.jsDepth, nodes, times);
    }
  } finally {
    worker.terminate();
  }
}

(async () => {
  try {
    await ourEngine("wasm");
    await ourEngine("js");
    await chessJs();
    window.BENCH.done = true;
    status("Done.");
  } catch (error) {
    window.BENCH.error = String(error && error.stack ? error.stack : error);
    status("Failed: " + window.BENCH.error);
  }
})();
