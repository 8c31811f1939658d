// Rewrites e2e-times.json (how long each browser test file took in each engine, by
// which run-e2e.mjs balances its parts) from the logs of a run: the lines
// `[test] e2e/X.test.mjs in ENGINE: N s` that run-e2e.mjs prints. Files and engines
// the logs do not mention keep their times.
//
//   cd tests && node e2e-times.mjs artifacts/*/e2e-part-*.log

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('e2e-times.json', import.meta.url));
const logs = process.argv.slice(2);
if (!logs.length) {
  console.error('usage: node e2e-times.mjs LOG...');
  process.exit(2);
}
const times = JSON.parse(readFileSync(FILE, 'utf8'));
let seen = 0;
for (const log of logs) {
  for (const [, file, engine, seconds] of readFileSync(log, 'utf8').matchAll(/^\[test\] (e2e\/\S+\.test\.mjs) in (\w+): (\d+) s$/gm)) {
    (times[engine] ??= {})[file] = Number(seconds);
    seen += 1;
  }
}
const sorted = Object.fromEntries(Object.keys(times).sort()
  .map((engine) => [engine, Object.fromEntries(Object.entries(times[engine]).sort(([a], [b]) => a.localeCompare(b)))]));
writeFileSync(FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`e2e-times.json: ${seen} times from ${logs.length} logs`);
