// What the main thread's long tasks are made of, from a Chromium trace (docs/main-thread.md): the page analyses
// (one line) while 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 Bc5 are played by taps, 1.2 s apart, with the CPU slowed; each
// task over 50 ms is printed with the time its scripts, style, layout, pre-paint, paint, commit, hit testing and
// garbage collection took, then their sums. A CPU profile cannot tell the browser's own work from waiting for a
// core; the trace's events can.
//
//   mvn -q -DskipTests package && java -jar target/chess.jar serve &     # the built site at http://127.0.0.1:8080/
//   node --experimental-websocket bench/main-thread-trace.mjs "http://127.0.0.1:8080/?build=js" 4 [noanalysis]
//   node --experimental-websocket bench/main-thread-trace.mjs "http://127.0.0.1:8080/?build=js" 4 review GAME.pgn
//
// "noanalysis" plays the same moves with no engine running; "review GAME.pgn" imports the game, starts its review
// and steps back a move a second for 12 s (MainThreadProbe's review scenario) instead. Last, the busy time of every kind of thread (the
// page's main thread, the engine's worker, Chromium's thread pool, the compositor...) over the traced part.
//
// Needs Node 20 (its WebSocket behind the flag above, built in from Node 22) and Chromium on the PATH.
import { openPage, sleep } from './devtools-page.mjs';

const url = process.argv[2];
const slowdown = Number(process.argv[3] || 4);
const analysing = process.argv[4] !== 'noanalysis' && process.argv[4] !== 'review';
const reviewPgn = process.argv[4] === 'review' ? (await import('node:fs')).readFileSync(process.argv[5], 'utf8') : null;
if (!url) {
  console.error('usage: node --experimental-websocket bench/main-thread-trace.mjs URL [slowdown]');
  process.exit(2);
}
const events = [];
let traceComplete;
const { send, evaluate, click: tap, close } = await openPage('main-thread-trace', (method, params) => {
  if (method === 'Tracing.dataCollected') {
    events.push(...params.value);
  } else if (method === 'Tracing.tracingComplete') {
    traceComplete();
  }
});

await send('Page.enable');
await send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
await send('Page.navigate', { url });
await sleep(4000);
if (analysing) {
  await evaluate('document.getElementById("analysis").click()');
}
await sleep(3000);
if (reviewPgn) {
  await evaluate(`document.getElementById("pgn-text").value = ${JSON.stringify(reviewPgn)};`
    + 'document.getElementById("pgn-import").click()');
  await sleep(2000);
}
const moves = [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'c4'], ['g8', 'f6'], ['d2', 'd3'],
  ['f8', 'c5']];
const centres = {};
for (const square of moves.flat()) {
  centres[square] = await evaluate(`(function () { var r = document.querySelector("[data-square='${square}']")`
    + '.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()');
}
await send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: {
  includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'toplevel'] } });
await send('Emulation.setCPUThrottlingRate', { rate: slowdown });
if (reviewPgn) {
  await evaluate('document.getElementById("review-start").click()');
  for (let i = 0; i < 12; i++) {
    await sleep(1000);
    await evaluate('document.getElementById("nav-back").click()');
  }
} else {
  for (const [from, to] of moves) {
    await tap(centres[from]);
    await tap(centres[to]);
    await sleep(1200);
  }
}
await send('Emulation.setCPUThrottlingRate', { rate: 1 });
const complete = new Promise(resolve => { traceComplete = resolve; });
await send('Tracing.end');
await complete;
const position = await evaluate('document.getElementById("fen").value');
close();

// The page's main thread: the renderer thread named CrRendererMain that ran the most tasks.
const threadNames = new Map();
for (const e of events) {
  if (e.name === 'thread_name') {
    threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  }
}
let main = null;
let mostTasks = -1;
for (const [thread, name] of threadNames) {
  if (name !== 'CrRendererMain') {
    continue;
  }
  const tasks = events.filter(e => `${e.pid}:${e.tid}` === thread && e.name === 'ThreadControllerImpl::RunTask');
  if (tasks.length > mostTasks) {
    mostTasks = tasks.length;
    main = thread;
  }
}
const mainEvents = events.filter(e => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const outermost = [];
let busyUntil = -1;
for (const e of mainEvents) {
  if ((e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') && e.ts >= busyUntil) {
    outermost.push(e);
    busyUntil = e.ts + e.dur;
  }
}
const parts = {
  scripts: ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'v8.callFunction', 'RunMicrotasks',
    'HandlePostMessage'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  prepaint: ['PrePaint'],
  paint: ['Paint'],
  commit: ['Commit', 'Layerize'],
  'hit test': ['LayoutView::HitTest', 'HitTest'],
  gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase', 'V8.GCScavenger', 'V8.GCFinalizeMC'],
};
/** The time covered by events of these names inside [start, end), nested ones counted once. */
const covered = (names, start, end) => {
  let until = -1;
  let sum = 0;
  for (const e of mainEvents) {
    if (names.includes(e.name) && e.ts >= start && e.ts + (e.dur || 0) <= end && e.ts >= until) {
      sum += e.dur || 0;
      until = e.ts + (e.dur || 0);
    }
  }
  return sum / 1000;
};
const long = outermost.filter(t => t.dur > 50000);
/**
 * What started a task's script: the first script event in it with the function it called (named in a build made
 * with -Dweb.minifying=false), or the event's type; "" for a task without script (a frame's rendering).
 */
const startedBy = task => {
  const first = mainEvents.find(e => parts.scripts.includes(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur);
  if (!first) {
    return '';
  }
  const data = (first.args && first.args.data) || {};
  const inner = mainEvents.find(e => e.name === 'FunctionCall' && e.ts >= first.ts && e.ts < first.ts + (first.dur || 0));
  const fn = (inner && inner.args && inner.args.data && inner.args.data.functionName) || data.functionName || '';
  return ` (${first.name}${data.type ? ' ' + data.type : ''}${fn ? ' ' + fn : ''})`;
};
const sums = Object.fromEntries(Object.keys(parts).map(part => [part, 0]));
let total = 0;
console.log(`ends at ${position}; ${long.length} tasks over 50 ms of ${outermost.length}, at ${slowdown}x`);
for (const task of long) {
  const row = [`${(task.dur / 1000).toFixed(0).padStart(5)} ms`];
  for (const [part, names] of Object.entries(parts)) {
    const ms = covered(names, task.ts, task.ts + task.dur);
    sums[part] += ms;
    row.push(`${part} ${ms.toFixed(0)}`);
  }
  total += task.dur / 1000;
  console.log(row.join(', ') + startedBy(task));
}
console.log(`all tasks over 50 ms: ${total.toFixed(0)} ms, of which `
  + Object.entries(sums).map(([part, ms]) => `${part} ${ms.toFixed(0)}`).join(', '));
// The same sums over every task of the traced part, long or not: steadier than the long tasks alone when two builds
// are compared (a task just under or just over 50 ms moves the count above by its whole length).
const traced = [outermost[0].ts, outermost[outermost.length - 1].ts + outermost[outermost.length - 1].dur];
const allSums = Object.fromEntries(Object.keys(parts).map(part => [part, covered(parts[part], ...traced)]));
const allTotal = outermost.reduce((sum, task) => sum + task.dur / 1000, 0);
console.log(`all ${outermost.length} tasks: ${allTotal.toFixed(0)} ms, of which `
  + Object.entries(allSums).map(([part, ms]) => `${part} ${ms.toFixed(0)}`).join(', '));
// Each thread's outermost tasks, summed by the thread's name: what else wanted a core meanwhile.
const busy = {};
for (const e of events) {
  const name = threadNames.get(`${e.pid}:${e.tid}`);
  if (name && e.ph === 'X' && e.dur && ['ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'].includes(e.name)) {
    busy[name] = (busy[name] || 0) + e.dur / 1000;
  }
}
console.log('busy by thread: ' + Object.entries(busy).sort((a, b) => b[1] - a[1]).slice(0, 8)
  .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', '));
process.exit(0);
