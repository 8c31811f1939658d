// How long the page's own thread is ever busy while the computer thinks at level 8,
// in each browser engine and each way the game is opened: on its own, in a frame with
// each sandbox a portal uses, and where no Web Worker can start at all. The target is
// no task over 50 ms. A benchmark, not a test: it prints numbers (BENCHMARKS.md).
//
//   cd tests && node bench/longtask.mjs [engines] [moves]
//   (engines: comma-separated, default chromium,firefox,webkit; moves: default 3;
//   JARMO_QUERY='&sound=off' adds to every page's address; JARMO_CONFIGS='page,no Worker'
//   keeps the ways of opening whose names contain one of its words; JARMO_DIST another build)
//
// The page runs a chain of zero-delay timers while the computer thinks (the body has
// the class `thinking`); the longest gap between two of them is the longest task
// (timers are clamped to 4 ms, so a quiet page shows about 4-5 ms). The first move is
// measured apart: the player makes it with the engine not yet started, as on a visit.

import { launchBrowser } from '../lib/browser.mjs';
import { recommendedCsp, serve } from '../lib/server.mjs';
import { DIST } from '../lib/harness.mjs';

// Measured in the full Chromium, where people play (lib/browser.mjs, chromiumPath).
process.env.JARMO_BENCH = '1';

const engines = (process.argv[2] ?? 'chromium,firefox,webkit').split(',');
const MOVES = Number(process.argv[3] ?? 3);

const CONFIGS = [
  { name: 'page', frame: false },
  { name: 'frame, no sandbox', frame: true, sandbox: null },
  { name: 'frame, allow-scripts', frame: true, sandbox: 'allow-scripts' },
  { name: 'frame, allow-scripts allow-same-origin', frame: true, sandbox: 'allow-scripts allow-same-origin' },
  { name: 'frame, + allow-forms', frame: true, sandbox: 'allow-scripts allow-same-origin allow-forms' },
  { name: 'page, no Worker at all', frame: false, noWorker: true },
].filter((c) => !process.env.JARMO_CONFIGS || process.env.JARMO_CONFIGS.split(',').some((w) => c.name.includes(w)));

function heartbeat() {
  const beat = { max: 0, last: performance.now(), thinking: false };
  window.__beat = beat;
  const tick = () => {
    const now = performance.now();
    const thinking = document.body.classList.contains('thinking');
    // A gap that began or ended while the computer thought: a task in its time (the
    // one that ends the thinking also plays the reply, and counts too).
    if (thinking || beat.thinking) beat.max = Math.max(beat.max, now - beat.last);
    beat.thinking = thinking;
    beat.last = now;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
}

function noWorker() {
  delete window.Worker;
}

const game = await serve({ root: DIST, prefix: '/jarmo/', csp: recommendedCsp });
const host = await serve({ root: DIST, prefix: '/host/' });
const rows = [];
for (const engine of engines) {
  const browser = await launchBrowser(engine);
  for (const config of CONFIGS) {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 }, init: config.noWorker ? noWorker : undefined, serviceWorkers: 'block' });
    const query = `?mode=ai&level=8&color=white&lang=en${process.env.JARMO_QUERY ?? ''}`;
    let target = page;
    if (config.frame) {
      const params = new URLSearchParams({ src: game.url + query, width: '1000', height: '700' });
      if (config.sandbox) params.set('sandbox', config.sandbox);
      await page.goto(`${host.origin}/__jarmo-test/frame.html?${params}`);
      target = await page.frame('#game');
    } else {
      await page.goto(game.url + query);
    }
    await target.waitForSelector('body.ready', { timeout: 30000 });
    await target.evaluate(heartbeat);
    // The first move as a player makes it, with the engine cold: it starts with the
    // move's press (app/game.js warmEngine), its worker, module and search together.
    await target.evaluate(() => { window.__beat.max = 0; });
    await target.fill('#move-input', 'a1-c2');
    await target.press('Enter');
    await target.waitFor(() => document.querySelectorAll('#record button.move').length >= 2, null, { timeout: 30000 });
    const first = await target.evaluate(() => window.__beat.max);
    let longest = 0;
    for (let i = 0; i < MOVES; i++) {
      const before = await target.evaluate(() => document.querySelectorAll('#record button.move').length);
      await target.click('#hint');
      const move = await target.waitFor(() => {
        const m = /([a-e][1-5][-x][a-e][1-5]|@[a-e][1-5])/.exec(document.getElementById('hint-text').textContent);
        return m && m[1];
      }, null, { timeout: 30000 });
      await target.evaluate(() => { window.__beat.max = 0; });
      await target.fill('#move-input', move);
      await target.press('Enter');
      await target.waitFor((n) => document.querySelectorAll('#record button.move').length >= n + 2 || document.getElementById('end-panel').checkVisibility(),
        before, { timeout: 30000 });
      longest = Math.max(longest, await target.evaluate(() => window.__beat.max));
      if (await target.visible('#end-panel')) break;
    }
    const route = await target.attr('body', 'data-engine');
    rows.push({ engine, config: config.name, route, longest: Math.max(first, longest) });
    console.log(`${engine.padEnd(9)} ${config.name.padEnd(40)} ${String(route).padEnd(6)} longest task: first move ${first.toFixed(0).padStart(5)} ms, `
      + `later ${longest.toFixed(0).padStart(5)} ms`);
    await page.close();
  }
  await browser.close();
}
await game.close();
await host.close();
const over = rows.filter((r) => r.longest > 50);
console.log(over.length ? `${over.length} of ${rows.length} over 50 ms` : `all ${rows.length} at or under 50 ms`);
