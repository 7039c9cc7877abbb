// One page of a headless Chromium driven over the DevTools protocol, for the bench scripts that measure the app
// in a browser (main-thread-trace.mjs, review-loan-check.mjs): Chromium started with the flags these machines need
// and a fresh profile, the page's WebSocket, commands and their answers, and a mouse click as a player's (its
// pointerdown included). Needs Node 20 (its WebSocket behind --experimental-websocket, built in from Node 22).
import { spawn } from 'node:child_process';

export const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

/**
 * Starts Chromium with a profile named after `name` and connects to its page. `onEvent(method, params)` hears the
 * protocol's events (a trace's data, say). Resolves to { send, evaluate, click, close }.
 */
export async function openPage(name, onEvent = () => {}) {
  const port = 9300 + Math.floor(Math.random() * 600);
  const chrome = spawn('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    `--user-data-dir=/tmp/${name}-${port}`, `--remote-debugging-port=${port}`, 'about:blank'],
    { stdio: 'ignore' });
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
    } else if (data.method) {
      onEvent(data.method, data.params);
    }
  };
  const send = (method, params = {}) => new Promise(resolve => {
    const id = ++lastId;
    answers.set(id, resolve);
    socket.send(JSON.stringify({ id, method, params }));
  });
  const evaluate = async expression =>
    (await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result.value;
  /** A left click at (x, y) in CSS pixels, pressed and released: what a player's mouse sends. */
  const click = async ([x, y]) => {
    for (const type of ['mousePressed', 'mouseReleased']) {
      await send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
    }
  };
  return { send, evaluate, click, close: () => chrome.kill() };
}
