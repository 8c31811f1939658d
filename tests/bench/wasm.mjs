// Search speed in the browser: runs the same benchmark as `jarmo bench` (the
// positions and depth in jarmo_core::engine::bench) in headless Chromium, in a Web
// Worker as the game does, and prints nodes per second. Needs a build with the
// benchmark in it (the page's build leaves it out), as scripts/bench.sh makes:
// `trunk build --release --offline --features bench --dist target/bench-dist` and
// JARMO_DIST=target/bench-dist/.
//   node tests/bench/wasm.mjs
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { serve } from '../lib/server.mjs';

const dist = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const server = await serve(dist, '/jarmo/');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  const lines = await page.evaluate(async () => {
    const source = `
      import init, { benchSearch } from '${new URL('jarmo-core.js', document.baseURI)}';
      await init();
      postMessage(benchSearch());`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url, { type: 'module' });
    return new Promise((resolve, reject) => {
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message));
    });
  });
  let nodes = 0;
  let ms = 0;
  for (const l of lines) {
    console.log(`search of '${l.position}': ${l.nodes} nodes in ${(l.ms / 1000).toFixed(3)} s, best ${l.best} score ${l.score}`);
    nodes += l.nodes;
    ms += l.ms;
  }
  console.log(`wasm search: ${(nodes / ms / 1000).toFixed(2)} million nodes per second`);
} finally {
  await browser.close();
  await server.close();
}
