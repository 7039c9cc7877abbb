#!/usr/bin/env node
// How each engine of a match spent its clock, from the match runner's --log (lines "SECONDS WORKER ENGINE >|< TEXT"):
// per engine, the time from each "go" to its "bestmove" (mean, median, longest), the depth and nodes of the last
// iteration it reported before answering, and nodes per second over the whole match. Used to tell a slower search
// from worse clock handling when one build of the engine loses to another (docs/browser-benchmarks.md).
//
// With --by-ply N it also prints each engine's mean time a move by game ply (the moves in its "position" command,
// counted from the opening's position), in groups of N plies: where in the game the clock was spent.
//
//   node bench/uci-log-times.mjs [--by-ply N] match.log
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
let plyGroup = 0;
if (args[0] === '--by-ply') {
  plyGroup = Number(args[1]);
  args.splice(0, 2);
}
const file = args[0];
if (!file || !(plyGroup >= 0) || !Number.isInteger(plyGroup)) {
  console.error('usage: node bench/uci-log-times.mjs [--by-ply N] LOG');
  process.exit(2);
}

const LINE = /^(\d+(?:\.\d+)?) (\S+) (\S+) ([<>]) (.*)$/;
const running = new Map(); // "worker engine" -> the search under way
const plies = new Map(); // "worker engine" -> moves after the position's FEN in the last "position" command
const moves = new Map(); // engine -> [{ seconds, depth, nodes }]

for (const text of readFileSync(file, 'utf8').split('\n')) {
  const match = LINE.exec(text);
  if (!match) continue;
  const [, at, worker, engine, direction, message] = match;
  const key = `${worker} ${engine}`;
  const time = Number(at);
  if (direction === '>' && message.startsWith('position ')) {
    const movesAt = message.indexOf(' moves ');
    plies.set(key, movesAt < 0 ? 0 : message.slice(movesAt + 7).trim().split(/\s+/).length);
  } else if (direction === '>' && message.startsWith('go ')) {
    running.set(key, { start: time, depth: 0, nodes: 0, ply: plies.get(key) ?? 0 });
  } else if (direction === '<' && running.has(key)) {
    const search = running.get(key);
    const info = /^info .*\bdepth (\d+)\b.*\bnodes (\d+)/.exec(message);
    if (info) {
      search.depth = Number(info[1]);
      search.nodes = Number(info[2]);
    } else if (message.startsWith('bestmove')) {
      running.delete(key);
      if (!moves.has(engine)) moves.set(engine, []);
      moves.get(engine).push({ seconds: time - search.start, depth: search.depth, nodes: search.nodes,
        ply: search.ply });
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

if (plyGroup > 0) {
  for (const [engine, list] of moves) {
    const groups = new Map(); // first ply of the group -> times a move in seconds
    for (const move of list) {
      const first = Math.floor(move.ply / plyGroup) * plyGroup;
      if (!groups.has(first)) groups.set(first, []);
      groups.get(first).push(move.seconds);
    }
    const cells = [...groups.keys()].sort((a, b) => a - b)
      .map((first) => `${first}-${first + plyGroup - 1}: ${(mean(groups.get(first)) * 1000).toFixed(0)} ms ` +
        `(${groups.get(first).length})`);
    console.log(`${engine} by ply: ${cells.join(', ')}`);
  }
}
