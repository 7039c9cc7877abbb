#!/usr/bin/env node
// How each engine of a match spent its clock, from the match runner's --log (lines "SECONDS WORKER ENGINE >|< TEXT"):
// per engine, the time from each "go" to its "bestmove" (mean, median, longest), the depth and nodes of the last
// iteration it reported before answering, and nodes per second over the whole match. Used to tell a slower search
// from worse clock handling when one build of the engine loses to another (docs/browser-benchmarks.md).
//
//   node bench/uci-log-times.mjs match.log
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/uci-log-times.mjs LOG');
  process.exit(2);
}

const LINE = /^(\d+(?:\.\d+)?) (\S+) (\S+) ([<>]) (.*)$/;
const running = new Map(); // "worker engine" -> the search under way
const moves = new Map(); // engine -> [{ seconds, depth, nodes }]

for (const text of readFileSync(file, 'utf8').split('\n')) {
  const match = LINE.exec(text);
  if (!match) continue;
  const [, at, worker, engine, direction, message] = match;
  const key = `${worker} ${engine}`;
  const time = Number(at);
  if (direction === '>' && message.startsWith('go ')) {
    running.set(key, { start: time, depth: 0, nodes: 0 });
  } else if (direction === '<' && running.has(key)) {
    const search = running.get(key);
    const info = /^info .*\bdepth (\d+)\b.*\bnodes (\d+)/.exec(message);
    if (info) {
      search.depth = Number(info[1]);
      search.nodes = Number(info[2]);
    } else if (message.startsWith('bestmove')) {
      running.delete(key);
      if (!moves.has(engine)) moves.set(engine, []);
      moves.get(engine).push({ seconds: time - search.start, depth: search.depth, nodes: search.nodes });
    }
  }
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (moves.size === 0) {
  console.error(`${file}: no go/bestmove pairs found (was the match run with --log?)`);
  process.exit(1);
}
for (const [engine, list] of moves) {
  const seconds = list.map((m) => m.seconds);
  const depths = list.map((m) => m.depth);
  const nodes = list.map((m) => m.nodes);
  const totalSeconds = seconds.reduce((a, b) => a + b, 0);
  console.log(`${engine}: ${list.length} moves; time a move mean ${(mean(seconds) * 1000).toFixed(0)} ms, ` +
    `median ${(median(seconds) * 1000).toFixed(0)} ms, longest ${(Math.max(...seconds) * 1000).toFixed(0)} ms; ` +
    `last depth mean ${mean(depths).toFixed(1)}, nodes mean ${Math.round(mean(nodes))}; ` +
    `${Math.round(nodes.reduce((a, b) => a + b, 0) / totalSeconds)} nodes/s`);
}
