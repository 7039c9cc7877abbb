#!/usr/bin/env node
// The browser build of the engine as a UCI engine: UCI lines on stdin and stdout, the engine itself in its Web
// Worker (worker-boot.js, the WebAssembly GC or the JavaScript build) inside headless Chromium, so a UCI match
// runner or GUI can play the very code the page runs. Not shipped with the site.
//
//   node bench/uci-bridge.mjs --build wasm|js [--site target/site] [--chromium /usr/bin/chromium] [--verbose]
//     [--profile FILE]
//
// --profile samples the engine worker with the DevTools CPU profiler from its start and, when the bridge quits,
// writes the profile as FILE (a .cpuprofile: Chrome's DevTools open it; bench/profile-summary.mjs prints the
// functions that took the time). A worker replaced after `stop` takes its samples with it: profile a `bench` or a
// `go depth`. Names need a site built with -Dweb.minifying=false.
//
// How: a static HTTP server on 127.0.0.1 (random port) serves the built site and the driver page
// bench/uci-bridge.html; Chromium is driven over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON
// messages ended by NUL, Chromium reads fd 3 and writes fd 4), so no npm package is needed. Lines go into the page
// with Runtime.evaluate and come back through a Runtime binding, in order both ways.
//
// The worker runs a search synchronously and reads nothing until it ends, as in the page. So, like the page, the
// bridge ends a search early (stop, or a command that must stop it, as on the JVM) by terminating the worker: it
// answers with the first move of the last principal variation the search reported, or, if none came yet, lets a
// fresh worker answer "go depth 1". The fresh worker gets the options and position again; its hash table starts
// empty. While a search runs, the bridge answers isready itself (the worker takes queued lines in order after it).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFile, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const DRIVER_PAGE = path.join(BENCH_DIR, 'uci-bridge.html');
const PROFILE_PREFIX = 'uci-bridge-';
const PAGE_READY_TIMEOUT_MS = 60000; // Chromium's start and the worker's build compile, on a busy machine
const CLOSE_GRACE_MS = 3000;
const PROFILE_SAMPLING_MICROSECONDS = 250;

function usage(message) {
  process.stderr.write(`uci-bridge: ${message}\n` +
    'usage: node bench/uci-bridge.mjs --build wasm|js [--site DIR] [--chromium PATH] [--verbose] [--profile FILE]\n' +
    '  --site      the built site (default: target/site beside bench/)\n' +
    '  --chromium  the browser binary (default: $CHROMIUM_BIN, else "chromium" on the PATH)\n' +
    '  --profile   write a CPU profile of the engine worker to FILE on quit\n');
  process.exit(2);
}

function parseArguments(argv) {
  const settings = {
    build: null,
    site: path.resolve(BENCH_DIR, '..', 'target', 'site'),
    chromium: process.env.CHROMIUM_BIN || 'chromium',
    verbose: false,
    profile: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${name} needs a value`);
      return argv[++i];
    };
    if (name === '--build') settings.build = value();
    else if (name === '--site') settings.site = path.resolve(value());
    else if (name === '--chromium') settings.chromium = value();
    else if (name === '--verbose') settings.verbose = true;
    else if (name === '--profile') settings.profile = path.resolve(value());
    else usage(`unknown argument ${name}`);
  }
  if (settings.build !== 'wasm' && settings.build !== 'js') usage('--build must be wasm or js');
  if (!existsSync(path.join(settings.site, 'worker-boot.js'))) {
    usage(`no built site in ${settings.site}: build it first (mvn -q -DskipTests package) or give --site`);
  }
  return settings;
}

const settings = parseArguments(process.argv.slice(2));
const note = (text) => process.stderr.write(`uci-bridge: ${text}\n`);
const debug = (text) => { if (settings.verbose) note(text); };

// ---- the site over HTTP (workers and .wasm fetches refuse file://) ----------------------------------------------

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function startSiteServer(siteDir) {
  const server = createServer((request, response) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://127.0.0.1').pathname);
    } catch {
      pathname = '/';
    }
    const file = pathname === '/uci-bridge.html' ? DRIVER_PAGE : path.join(siteDir, path.normalize(pathname));
    if (file !== DRIVER_PAGE && !file.startsWith(siteDir + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file, (error, body) => {
      if (error) {
        response.writeHead(404).end();
        return;
      }
      const type = CONTENT_TYPES[path.extname(file)] || 'application/octet-stream';
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// ---- Chromium and the DevTools protocol on a pipe ---------------------------------------------------------------

// A bridge killed with SIGKILL (a match runner does that to an engine that lost on time) cannot remove its
// profile; the next bridge removes those whose bridge process is gone.
function removeStaleProfiles() {
  for (const name of readdirSync(tmpdir())) {
    const owner = new RegExp(`^${PROFILE_PREFIX}(\\d+)-`).exec(name);
    if (!owner || processAlive(Number(owner[1]))) continue;
    try {
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    } catch {
      // another bridge may be removing it too
    }
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function launchChromium(binary, profileDir) {
  const flags = [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    // a page nobody looks at must not be slowed down
    '--disable-background-timer-throttling', '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
    '--remote-debugging-pipe', `--user-data-dir=${profileDir}`, 'about:blank',
  ];
  // fd 3: Chromium reads commands; fd 4: Chromium writes answers and events. Its own output is kept for errors
  // only: our stdout is the UCI channel. detached: its own process group, so its helpers can be ended with it.
  return spawn(binary, flags, { stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'], detached: true });
}

class DevToolsPipe {
  constructor(toBrowser, fromBrowser) {
    this.toBrowser = toBrowser;
    this.nextId = 1;
    this.pending = new Map();
    this.eventListeners = [];
    this.unread = Buffer.alloc(0);
    fromBrowser.on('data', (chunk) => this.receive(chunk));
    fromBrowser.on('close', () => this.rejectAll(new Error('DevTools pipe closed')));
    toBrowser.on('error', (error) => this.rejectAll(error));
  }

  receive(chunk) {
    // Split on NUL bytes, not characters: a chunk may end inside a multi-byte character.
    this.unread = Buffer.concat([this.unread, chunk]);
    let end;
    while ((end = this.unread.indexOf(0)) >= 0) {
      const message = JSON.parse(this.unread.subarray(0, end).toString('utf8'));
      this.unread = this.unread.subarray(end + 1);
      if (message.id !== undefined) {
        const call = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (!call) continue;
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result);
      } else {
        for (const listener of this.eventListeners) listener(message.method, message.params, message.sessionId);
      }
    }
  }

  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { method, resolve, reject });
      this.toBrowser.write(JSON.stringify(message) + '\0');
    });
  }

  onEvent(listener) {
    this.eventListeners.push(listener);
  }

  rejectAll(error) {
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}

// ---- the UCI relay ----------------------------------------------------------------------------------------------

// Commands that change what the engine searches: on the JVM they stop a running search first; here too.
const STOPS_SEARCH_FIRST = new Set(['go', 'position', 'setoption', 'ucinewgame', 'bench']);

class WorkerRelay {
  constructor(build, evaluate, writeLine, fail) {
    this.build = build;
    this.evaluate = evaluate; // runs a JavaScript expression in the driver page, in order
    this.writeLine = writeLine;
    this.fail = fail;
    this.pageReady = false;
    this.answeringStop = false; // a fresh worker's "go depth 1" answers a stop: later lines wait for its bestmove
    this.heldLines = []; // GUI lines waiting for the page or for that bestmove, in order
    this.generation = 0; // of the worker now running; lines of earlier (terminated) workers are dropped
    this.outbox = []; // lines for the worker, posted together at the end of this turn
    this.flushScheduled = false;
    this.searching = false; // a "go" was posted and its bestmove has not come back
    this.searchIsEndless = false; // go infinite or ponder: it ends only with stop
    this.principalVariation = []; // of the running search, from its latest "info ... pv" line
    this.readyChecksUnanswered = 0; // isready lines the running worker has not answered yet
    this.optionLines = new Map(); // the latest setoption line per option, replayed into a fresh worker
    this.positionLine = null;
    this.whenAllAnswered = null; // at the end of input: called once the worker has answered every line
    this.lastReadyCheckPosted = false;
  }

  holding() {
    return !this.pageReady || this.answeringStop;
  }

  pageIsReady() {
    this.pageReady = true;
    this.startWorker();
    this.resumeHeldLines();
  }

  resumeHeldLines() {
    // A line may start holding again: the rest then go back to heldLines, still in order.
    for (const line of this.heldLines.splice(0)) this.fromGui(line);
    this.finishWhenFree();
  }

  /** The input has ended: lets the worker answer what was sent (ending an endless search), then calls done. */
  finish(done) {
    this.whenAllAnswered = done;
    this.finishWhenFree();
  }

  finishWhenFree() {
    if (!this.whenAllAnswered || this.lastReadyCheckPosted || this.holding()) return;
    if (this.searching && this.searchIsEndless) {
      this.stopSearch();
      if (this.holding()) return; // resumeHeldLines comes back here
    }
    this.lastReadyCheckPosted = true;
    this.askReady(); // its readyok, the last answer, is not passed on
  }

  fromGui(line) {
    if (this.holding()) {
      this.heldLines.push(line);
      return;
    }
    const words = line.trim().split(/\s+/);
    const command = words[0];
    if (!command) return;
    if (this.searching && STOPS_SEARCH_FIRST.has(command)) {
      this.stopSearch();
      if (this.holding()) {
        this.heldLines.push(line);
        return;
      }
    }
    switch (command) {
      case 'isready':
        if (this.searching) this.writeLine('readyok'); // the worker would answer only after its search
        else this.askReady();
        return;
      case 'stop':
        if (this.searching) this.stopSearch();
        else this.post(line);
        return;
      case 'setoption':
        this.optionLines.set(optionName(words), line);
        break;
      case 'position':
        this.positionLine = line;
        break;
      case 'go':
        if (words[1] !== 'perft') {
          this.searching = true;
          this.searchIsEndless = words.includes('infinite') || words.includes('ponder');
          this.principalVariation = [];
        }
        break;
      default:
        break;
    }
    this.post(line);
  }

  fromPage(message) {
    if (message.pageReady) {
      this.pageIsReady();
      return;
    }
    if (message.generation !== this.generation) return; // from a worker terminated since
    if (message.error) {
      this.fail(message.error);
      return;
    }
    const line = message.line;
    if (line.startsWith('info string engine could not start') || line.startsWith('info string engine error')) {
      this.writeLine(line);
      this.fail(`the ${this.build} build failed: ${line}`); // a trapped build cannot be trusted with more lines
      return;
    }
    if (line.startsWith('info string build ') && line !== `info string build ${this.build}`) {
      this.fail(`asked for the ${this.build} build, the worker says: ${line}`);
      return;
    }
    if (this.searching && line.startsWith('info ')) this.notePrincipalVariation(line);
    if (line.trim() === 'readyok') {
      this.readyChecksUnanswered--;
      if (this.whenAllAnswered && this.lastReadyCheckPosted && this.readyChecksUnanswered === 0) {
        this.whenAllAnswered();
        return;
      }
    }
    this.writeLine(line);
    if (line.startsWith('bestmove')) {
      this.searching = false;
      if (this.answeringStop) {
        this.answeringStop = false;
        this.resumeHeldLines();
      }
    }
  }

  notePrincipalVariation(line) {
    const words = line.split(/\s+/);
    const multipv = words.indexOf('multipv');
    if (multipv >= 0 && words[multipv + 1] !== '1') return;
    const pv = words.indexOf('pv');
    if (pv >= 0 && pv + 1 < words.length) this.principalVariation = words.slice(pv + 1, pv + 3);
  }

  /** Ends the running search at once and answers its bestmove, as a stop should. */
  stopSearch() {
    const [best, ponder] = this.principalVariation;
    debug(`ending the search by restarting the worker (${best ? 'bestmove from its last pv' : 'no pv yet'})`);
    this.startWorker();
    this.principalVariation = [];
    this.searchIsEndless = false;
    if (best) {
      this.searching = false;
      this.writeLine(`bestmove ${best}${ponder ? ` ponder ${ponder}` : ''}`);
    } else {
      this.answeringStop = true; // searching stays true until its bestmove
      this.post('go depth 1');
    }
  }

  /** A new worker in place of the running one (terminated), with the options and position replayed. */
  startWorker() {
    this.flush(); // lines before this point were for the old worker
    // Its answers are dropped from now on; an isready it has not answered yet is answered here: the new worker
    // takes lines at once.
    for (; this.readyChecksUnanswered > 0; this.readyChecksUnanswered--) this.writeLine('readyok');
    this.generation++;
    this.evaluate(`uciBridgeStart(${this.generation})`);
    for (const line of this.optionLines.values()) this.post(line);
    if (this.positionLine) this.post(this.positionLine);
  }

  askReady() {
    this.readyChecksUnanswered++;
    this.post('isready');
  }

  post(line) {
    this.outbox.push(line);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush()); // lines read together go over in one call
    }
  }

  flush() {
    this.flushScheduled = false;
    if (this.outbox.length === 0) return;
    this.evaluate(`uciBridgePost(${JSON.stringify(this.outbox)})`);
    this.outbox = [];
  }
}

function optionName(words) {
  const name = words.indexOf('name');
  const value = words.indexOf('value');
  return words.slice(name + 1, value > name ? value : undefined).join(' ').toLowerCase();
}

// ---- main -------------------------------------------------------------------------------------------------------

let chromium = null;
let server = null;
let profileDir = null;
let devtools = null;
let shuttingDown = false;
let profiledWorker = null; // the DevTools session of the worker being profiled (--profile)

/** Starts the CPU profiler in a worker the driver page just created (auto-attached, see main). */
function profileWorker(sessionId) {
  profiledWorker = sessionId;
  debug('profiling the new worker');
  devtools.send('Profiler.enable', {}, sessionId)
    .then(() => devtools.send('Profiler.setSamplingInterval', { interval: PROFILE_SAMPLING_MICROSECONDS }, sessionId))
    .then(() => devtools.send('Profiler.start', {}, sessionId))
    .catch((error) => note(`cannot profile the worker: ${error.message}`));
}

/** Stops the profiler of the last worker and writes its profile to --profile's file. */
async function saveProfile() {
  if (!profiledWorker) {
    note('no worker was profiled');
    return;
  }
  try {
    const { profile } = await devtools.send('Profiler.stop', {}, profiledWorker);
    writeFileSync(settings.profile, JSON.stringify(profile));
    note(`profile of the engine worker written to ${settings.profile}`);
  } catch (error) {
    note(`cannot write the profile: ${error.message}`);
  }
}

async function shutdown(exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  input?.close();
  if (settings.profile && exitCode === 0) await saveProfile();
  if (chromium && chromium.exitCode === null && chromium.signalCode === null) {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    devtools?.send('Browser.close').catch(() => {});
    const killer = setTimeout(() => {
      try {
        process.kill(-chromium.pid, 'SIGKILL'); // its process group: the browser and its helpers
      } catch {
        // already gone
      }
    }, CLOSE_GRACE_MS);
    await exited;
    clearTimeout(killer);
  }
  server?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(exitCode);
}

function fail(message) {
  if (shuttingDown) return;
  note(message);
  shutdown(1);
}

const writeLine = (line) => process.stdout.write(line + '\n');
let input = null;

process.on('SIGTERM', () => shutdown(143));
process.on('SIGINT', () => shutdown(130));
process.on('SIGHUP', () => shutdown(129));
process.stdout.on('error', () => shutdown(0)); // the reader went away

async function main() {
  removeStaleProfiles();
  profileDir = mkdtempSync(path.join(tmpdir(), `${PROFILE_PREFIX}${process.pid}-`));
  server = await startSiteServer(settings.site);
  const pageUrl = `http://127.0.0.1:${server.address().port}/uci-bridge.html?build=${settings.build}`;

  let sessionId = null;
  const evaluate = (expression) => {
    devtools.send('Runtime.evaluate', { expression }, sessionId)
      .then((answer) => {
        if (answer.exceptionDetails) fail(`the driver page threw: ${answer.exceptionDetails.exception?.description}`);
      })
      .catch((error) => fail(`DevTools: ${error.message}`));
  };
  const relay = new WorkerRelay(settings.build, evaluate, writeLine, fail);

  // Read the GUI from the start: lines wait in the relay until the page is ready.
  input = createInterface({ input: process.stdin, crlfDelay: Infinity });
  input.on('line', (line) => {
    if (line.trim() === 'quit') shutdown(0);
    else if (!shuttingDown) relay.fromGui(line);
  });
  // End of input means quit, once the lines already sent are answered (so `printf 'uci\ngo depth 5\n' | ...` works).
  input.on('close', () => {
    if (!shuttingDown) relay.finish(() => shutdown(0));
  });

  chromium = launchChromium(settings.chromium, profileDir);
  let chromiumOutput = '';
  const keepTail = (chunk) => { chromiumOutput = (chromiumOutput + chunk).slice(-2000); };
  chromium.stdout.on('data', keepTail);
  chromium.stderr.on('data', keepTail);
  chromium.on('error', (error) => fail(`cannot start ${settings.chromium}: ${error.message}` +
    ' (give --chromium PATH or set CHROMIUM_BIN)'));
  chromium.on('exit', (code, signal) => fail(`Chromium exited (code ${code}, signal ${signal}): ` +
    chromiumOutput.trim().slice(-500)));

  devtools = new DevToolsPipe(chromium.stdio[3], chromium.stdio[4]);
  devtools.onEvent((method, params) => {
    if (method === 'Target.attachedToTarget' && params.targetInfo.type === 'worker') {
      profileWorker(params.sessionId);
    } else if (method === 'Runtime.bindingCalled' && params.name === 'uciBridgeToNode') {
      relay.fromPage(JSON.parse(params.payload));
    } else if (method === 'Runtime.exceptionThrown') {
      note(`driver page: ${params.exceptionDetails.exception?.description || params.exceptionDetails.text}`);
    }
  });
  const { targetId } = await devtools.send('Target.createTarget', { url: 'about:blank' });
  ({ sessionId } = await devtools.send('Target.attachToTarget', { targetId, flatten: true }));
  await devtools.send('Runtime.enable', {}, sessionId);
  if (settings.profile) {
    // The page's workers attach themselves as they start, running on (no pause), so each can be profiled.
    await devtools.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
      sessionId);
  }
  // Installed before the page loads, so the page's first call finds it.
  await devtools.send('Runtime.addBinding', { name: 'uciBridgeToNode' }, sessionId);
  await devtools.send('Page.navigate', { url: pageUrl }, sessionId);
  debug(`driver page ${pageUrl}`);
  setTimeout(() => {
    if (!relay.pageReady) fail(`the driver page did not start within ${PAGE_READY_TIMEOUT_MS} ms`);
  }, PAGE_READY_TIMEOUT_MS).unref();
}

main().catch((error) => fail(error.stack || String(error)));
