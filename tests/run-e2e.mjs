// Runs the browser end-to-end tests of one engine (JARMO_BROWSER) in this one process
// with one browser: every file in e2e/ (or those named as arguments) is a suite of its
// own, run one after the other, and the files share the browser that the first one
// launches (harness.mjs, shareOneBrowser); each page still opens in a fresh profile.
// Starting a browser and a Node process for every file cost more than many a file's
// tests.
//
//   cd tests && JARMO_BROWSER=firefox node --test-reporter=spec run-e2e.mjs [e2e/X.test.mjs ...]
//
// A failing test fails the run (node:test's exit code). A file that hangs (a promise in
// the page that never settles) fails after twenty minutes and the run goes on with the
// next file (the slowest, WebKit's embed matrix, takes about five on a busy machine).
// Each file's time is printed as `[test] e2e/X.test.mjs in ENGINE: N s`.
//
// `--shard=I/N` runs the I-th of N parts of the files, so that N processes (each with
// its own browser, server and displays) can run side by side: scripts/test.sh runs two
// per engine (JARMO_JOBS). The parts are balanced by each file's time in this engine
// as e2e-times.json last recorded it (the longest first, each to the part with the
// least so far); a file it does not know counts as one of the longest. Refresh it
// from a run's printed times with `node e2e-times.mjs LOG...`.

import { after, before, describe } from 'node:test';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENGINE, shareOneBrowser } from './lib/harness.mjs';
import { runsHere } from './lib/engines.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const FILE_TIMEOUT = 20 * 60 * 1000;

const args = process.argv.slice(2);
const shardSpec = args.find((arg) => arg.startsWith('--shard='))?.slice('--shard='.length);
const named = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.replace(/^(\.\/)?(tests\/)?/, ''));
// A file whose every test is the same in every engine (lib/engines.mjs) is not even
// opened in Firefox and WebKit: its set-up (servers, builds) would be for nothing.
const all = (named.length ? named : readdirSync(`${HERE}e2e`).filter((f) => f.endsWith('.test.mjs')).sort()
  .map((f) => `e2e/${f}`)).filter((file) => runsHere(readFileSync(`${HERE}${file}`, 'utf8')));
const files = shardSpec ? shard(all, shardSpec) : all;

/**
 * The files of part `spec` ("I/N", I from 1): the longest first, each given to the part
 * with the least time so far, by the times e2e-times.json holds for this engine.
 */
function shard(list, spec) {
  const [index, count] = spec.split('/').map(Number);
  if (!(count >= 1 && index >= 1 && index <= count)) throw new Error(`--shard=${spec}: expected I/N with 1 <= I <= N`);
  const known = JSON.parse(readFileSync(`${HERE}e2e-times.json`, 'utf8'))[ENGINE] ?? {};
  const longest = Math.max(0, ...Object.values(known));
  const weight = (file) => known[file] ?? longest;
  const parts = Array.from({ length: count }, () => ({ total: 0, files: [] }));
  for (const file of [...list].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const least = parts.reduce((min, part) => (part.total < min.total ? part : min));
    least.total += weight(file);
    least.files.push(file);
  }
  return parts[index - 1].files.sort();
}

const closeBrowser = shareOneBrowser();
const times = [];
const started = Date.now();
after(async () => {
  await closeBrowser();
  const total = Math.round((Date.now() - started) / 1000);
  console.log(`[test] ${files.length} files in ${ENGINE}${shardSpec ? ` (part ${shardSpec})` : ''}: ${total} s (slowest: ${times.sort((a, b) => b[1] - a[1])
    .slice(0, 5).map(([f, s]) => `${f} ${s} s`).join(', ')})`);
  // Whatever a hung test left waiting (a timer, a socket) must not hold the process
  // once every file has run: node:test has set the exit code by then.
  setTimeout(() => process.exit(), 30000).unref();
});

for (const file of files) {
  describe(file, { timeout: FILE_TIMEOUT }, async () => {
    let from;
    before(() => {
      from = Date.now();
    });
    after(() => {
      const seconds = Math.round((Date.now() - from) / 1000);
      times.push([file, seconds]);
      console.log(`[test] ${file} in ${ENGINE}: ${seconds} s`);
    });
    await import(`./${file}`);
  });
}
