#!/usr/bin/env node
// Self-check of bench/uci-bridge.mjs (not part of the Maven build: it needs Node and Chromium, and takes ~10 s per
// build). For each build it starts the bridge as a match runner would and checks: uci/uciok with the asked build,
// isready/readyok, a legal reply to 1.e4 under "go movetime 200", "stop" ending "go infinite" with a legal move, and
// that quit ends the bridge, its Chromium and its temporary profile. It also prints the round-trip time of
// isready→readyok (what a Move Overhead must cover) and how long "go movetime 200" took from the outside.
//
//   node bench/uci-bridge-check.mjs [--builds wasm,js] [--rounds 50]
//
// Needs the built site (mvn -q -DskipTests package). Exit status 0 when every check passed.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const BRIDGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'uci-bridge.mjs');
const START_TIMEOUT_MS = 60000;
const ANSWER_TIMEOUT_MS = 10000;

const options = { builds: ['wasm', 'js'], rounds: 50 };
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === '--builds') options.builds = process.argv[++i].split(',');
  else if (process.argv[i] === '--rounds') options.rounds = Number(process.argv[++i]);
  else {
    console.error('usage: node bench/uci-bridge-check.mjs [--builds wasm,js] [--rounds N]');
    process.exit(2);
  }
}

// Every legal first move, and every legal reply to 1.e4: a bestmove must be one of them.
const FIRST_MOVES = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
  .flatMap((file) => [`${file}2${file}3`, `${file}2${file}4`]).concat(['b1a3', 'b1c3', 'g1f3', 'g1h3']));
const REPLIES_TO_E4 = new Set([...FIRST_MOVES].map((move) => move.replace(/[1-4]/g, (rank) => String(9 - rank))));

/** The bridge as a child process, read line by line. */
class Bridge {
  constructor(build) {
    this.process = spawn(process.execPath, [BRIDGE, '--build', build], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.lines = [];
    this.waiters = [];
    this.stderr = '';
    this.exit = new Promise((resolve) => this.process.on('exit', (code, signal) => resolve({ code, signal })));
    let partial = '';
    this.process.stdout.setEncoding('utf8');
    this.process.stdout.on('data', (chunk) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop();
      for (const line of parts) this.receive(line);
    });
    this.process.stderr.on('data', (chunk) => { this.stderr += chunk; });
  }

  receive(line) {
    this.lines.push(line);
    const waiter = this.waiters.find((w) => w.matches(line));
    if (waiter) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      clearTimeout(waiter.timer);
      waiter.resolve(line);
    }
  }

  send(line) {
    this.process.stdin.write(line + '\n');
  }

  /** Sends line (if any) and resolves with the first line that starts with prefix, and the milliseconds taken. */
  ask(line, prefix, timeoutMs = ANSWER_TIMEOUT_MS) {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const waiter = {
        matches: (l) => l.startsWith(prefix),
        resolve: (l) => resolve({ line: l, ms: performance.now() - started }),
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(new Error(`no "${prefix}" within ${timeoutMs} ms after "${line}"; stderr: ${this.stderr.trim()}`));
        }, timeoutMs),
      };
      this.waiters.push(waiter);
      if (line) this.send(line);
    });
  }
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/** Processes whose command line names the bridge's profile directory (Chromium and its helpers). */
function processesUsing(profileDir) {
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(profileDir);
    } catch {
      return false; // ended meanwhile
    }
  });
}

async function checkBuild(build) {
  const results = [];
  const check = (name, ok, detail) => results.push({ name, ok, detail });
  const bridge = new Bridge(build);
  try {
    const hello = await bridge.ask('uci', 'uciok', START_TIMEOUT_MS);
    check('uci → uciok', true, `${hello.ms.toFixed(0)} ms from start (Chromium, page, worker, build compile)`);
    check(`runs the ${build} build`, bridge.lines.includes(`info string build ${build}`),
      bridge.lines.find((l) => l.startsWith('info string build')) || 'no "info string build" line');
    check('id name', bridge.lines.some((l) => l.startsWith('id name ')), bridge.lines.find((l) => l.startsWith('id name')));
    const profiles = readdirSync(tmpdir()).filter((name) => name.startsWith(`uci-bridge-${bridge.process.pid}-`));
    const profileDir = profiles.length === 1 ? path.join(tmpdir(), profiles[0]) : null;
    check('one temporary profile', profileDir !== null, profileDir || profiles.join(', '));

    await bridge.ask('isready', 'readyok');
    const roundTrips = [];
    for (let i = 0; i < options.rounds; i++) roundTrips.push((await bridge.ask('isready', 'readyok')).ms);
    roundTrips.sort((a, b) => a - b);
    check('isready → readyok round trip', true, `median ${percentile(roundTrips, 0.5).toFixed(2)} ms, ` +
      `90% ${percentile(roundTrips, 0.9).toFixed(2)} ms, max ${roundTrips[roundTrips.length - 1].toFixed(2)} ms ` +
      `(${options.rounds} rounds)`);

    bridge.send('ucinewgame');
    bridge.send('position startpos moves e2e4');
    const reply = await bridge.ask('go movetime 200', 'bestmove');
    const replyMove = reply.line.split(/\s+/)[1];
    check('go movetime 200 after 1.e4: a legal bestmove', REPLIES_TO_E4.has(replyMove),
      `"${reply.line}" after ${reply.ms.toFixed(0)} ms`);

    bridge.send('position startpos');
    bridge.send('go infinite');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopped = await bridge.ask('stop', 'bestmove', 5000);
    const stoppedMove = stopped.line.split(/\s+/)[1];
    check('stop ends go infinite with a legal bestmove', FIRST_MOVES.has(stoppedMove),
      `"${stopped.line}" ${stopped.ms.toFixed(0)} ms after stop`);
    const afterStop = await bridge.ask('isready', 'readyok');
    check('ready again after stop', true, `${afterStop.ms.toFixed(0)} ms (a fresh worker)`);

    const quitAt = performance.now();
    bridge.send('quit');
    const exit = await Promise.race([bridge.exit,
      new Promise((resolve) => setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS))]);
    check('quit ends the bridge with status 0', exit !== null && exit.code === 0,
      exit ? `code ${exit.code}, signal ${exit.signal}, ${(performance.now() - quitAt).toFixed(0)} ms` : 'still running');
    if (profileDir) {
      const left = processesUsing(profileDir);
      check('Chromium ended', left.length === 0, left.length ? `processes left: ${left.join(' ')}` : '');
      check('profile removed', !readdirSync(tmpdir()).includes(path.basename(profileDir)), profileDir);
    }
  } catch (error) {
    check('conversation', false, error.message);
  } finally {
    bridge.process.kill('SIGTERM'); // a no-op when it has exited; otherwise it cleans up on SIGTERM
  }
  return results;
}

let failed = 0;
for (const build of options.builds) {
  console.log(`${build}:`);
  for (const r of await checkBuild(build)) {
    if (!r.ok) failed++;
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.detail ? ': ' + r.detail : ''}`);
  }
}
console.log(failed ? `${failed} check(s) failed` : 'all checks passed');
process.exit(failed ? 1 : 0);
