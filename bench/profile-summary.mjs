#!/usr/bin/env node
// The functions a CPU profile (.cpuprofile, e.g. from `uci-bridge.mjs --profile`) spent its samples in, by self
// time: each function's share of the samples taken while the thread ran code (idle and "(program)", the browser's
// own work outside any script, are counted apart; the garbage collector is listed like a function).
//
//   node bench/profile-summary.mjs PROFILE [TOP]
import { readFileSync } from 'node:fs';

const [file, topArgument = '30'] = process.argv.slice(2);
const top = Number(topArgument);
if (!file || !Number.isInteger(top) || top < 1) {
  console.error('usage: node bench/profile-summary.mjs PROFILE [TOP]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
if (!Array.isArray(profile.nodes) || !Array.isArray(profile.samples)) {
  console.error(`${file}: not a CPU profile (no nodes and samples)`);
  process.exit(1);
}
const OUTSIDE = new Set(['(idle)', '(program)', '(root)']);
const nameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName || '(anonymous)']));
const samples = new Map();
for (const id of profile.samples) {
  const name = nameOf.get(id);
  samples.set(name, (samples.get(name) ?? 0) + 1);
}
let busy = 0;
for (const [name, count] of samples) if (!OUTSIDE.has(name)) busy += count;
console.log(`${profile.samples.length} samples, ${busy} busy; ` +
  [...OUTSIDE].filter((name) => samples.has(name)).map((name) => `${name} ${samples.get(name)}`).join(', '));
const ranked = [...samples].filter(([name]) => !OUTSIDE.has(name)).sort((a, b) => b[1] - a[1]).slice(0, top);
for (const [name, count] of ranked) console.log(`${(100 * count / busy).toFixed(1).padStart(5)}%  ${name}`);
