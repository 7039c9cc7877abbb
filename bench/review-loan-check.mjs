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
import { readFileSync } from 'node:fs';
import { openPage, sleep } from './devtools-page.mjs';

const [url, pgnFile, stepsText] = process.argv.slice(2);
const steps = stepsText === undefined ? 6 : Number(stepsText);
if (!url || !pgnFile) {
  console.error('usage: node --experimental-websocket bench/review-loan-check.mjs URL GAME.pgn [steps]');
  process.exit(2);
}
const pgn = readFileSync(pgnFile, 'utf8');
const { send, evaluate, click, close } = await openPage('review-loan-check');
/** A real mouse click (pointerdown included, which is what the page counts as being used) on the element's centre. */
const tap = async selector => click(await evaluate(`(function () { var r = document.querySelector(`
  + `${JSON.stringify(selector)}).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`));
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
close();
process.exit(0);
