// Whether a review lent one of its workers back to the page while the player stepped through the game gets it
// back once the steps stop (docs/main-thread.md, fifteenth round): imports GAME.pgn, taps Review game, taps « ‹ »
// six times (or [steps] times; 0: a review watched) 0.8 s apart, then waits for the review to end; prints the
// progress when the steps stopped and the seconds from the tap on Review to the end. Run it with the page's
// default workers and with ?reviewWorkers=1.
//
//   mvn -q -DskipTests package && java -jar target/chess.jar serve 8080 &
//   node --experimental-websocket bench/review-loan-check.mjs "http://127.0.0.1:8080/?build=wasm" GAME.pgn
//   node --experimental-websocket bench/review-loan-check.mjs "http://127.0.0.1:8080/?build=wasm&reviewWorkers=1" GAME.pgn
//
// Needs Node 20 (its WebSocket behind the flag above, built in from Node 22) and Chromium on the PATH.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [url, pgnFile, stepsText] = process.argv.slice(2);
const steps = stepsText === undefined ? 6 : Number(stepsText);
if (!url || !pgnFile) {
  console.error('usage: node --experimental-websocket bench/review-loan-check.mjs URL GAME.pgn [steps]');
  process.exit(2);
}
const pgn = readFileSync(pgnFile, 'utf8');
const port = 9700 + Math.floor(Math.random() * 200);
const chrome = spawn('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  `--user-data-dir=/tmp/review-loan-check-${port}`, `--remote-debugging-port=${port}`, 'about:blank'],
  { stdio: 'ignore' });
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

let socket;
for (let tries = 0; !socket && tries < 50; tries++) {
  await sleep(200);
  try {
    const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
    const page = targets.find(t => t.type === 'page');
    if (page) {
      socket = new WebSocket(page.webSocketDebuggerUrl);
    }
  } catch (e) {
    // Chromium is not listening yet
  }
}
await new Promise(resolve => { socket.onopen = resolve; });
let lastId = 0;
const answers = new Map();
socket.onmessage = message => {
  const data = JSON.parse(message.data);
  if (data.id && answers.has(data.id)) {
    answers.get(data.id)(data.result);
    answers.delete(data.id);
  }
};
const send = (method, params = {}) => new Promise(resolve => {
  const id = ++lastId;
  answers.set(id, resolve);
  socket.send(JSON.stringify({ id, method, params }));
});
const evaluate = async expression =>
  (await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result.value;
/** A real mouse click (pointerdown included, which is what the page counts as being used) on the element's centre. */
const tap = async selector => {
  const [x, y] = await evaluate(`(function () { var r = document.querySelector(${JSON.stringify(selector)})`
    + '.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()');
  for (const type of ['mousePressed', 'mouseReleased']) {
    await send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  }
};
const status = () => evaluate('document.getElementById("review-status").textContent');

await send('Page.enable');
await send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
await send('Page.navigate', { url });
await sleep(4000);
await evaluate(`document.getElementById("pgn-text").value = ${JSON.stringify(pgn)};`
  + 'document.getElementById("pgn-import").click()');
await sleep(2000);
const start = Date.now();
const seconds = () => ((Date.now() - start) / 1000).toFixed(1);
await tap('#review-start');
for (let i = 0; i < 100 && !/Reviewing/.test(await status()); i++) { // the panel is drawn in a task after the tap
  await sleep(50);
}
for (let i = 0; i < steps; i++) { // the player steps back through the game while it is reviewed
  await sleep(800);
  await tap('#nav-back');
}
console.log(`steps stopped at ${seconds()} s: ${await status()}`);
for (let i = 0; i < 300; i++) {
  await sleep(500);
  if (!/Reviewing|Checking/.test(await status())) {
    console.log(`review done at ${seconds()} s`);
    break;
  }
}
chrome.kill();
process.exit(0);
