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

import { after, before, describe } from 'node:test';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENGINE, shareOneBrowser } from './lib/harness.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const FILE_TIMEOUT = 20 * 60 * 1000;

const named = process.argv.slice(2).map((arg) => arg.replace(/^(\.\/)?(tests\/)?/, ''));
const files = named.length ? named : readdirSync(`${HERE}e2e`).filter((f) => f.endsWith('.test.mjs')).sort()
  .map((f) => `e2e/${f}`);

const closeBrowser = shareOneBrowser();
const times = [];
const started = Date.now();
after(async () => {
  await closeBrowser();
  const total = Math.round((Date.now() - started) / 1000);
  console.log(`[test] ${files.length} files in ${ENGINE}: ${total} s (slowest: ${times.sort((a, b) => b[1] - a[1])
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
