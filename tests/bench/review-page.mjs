// How long the page takes to review the fixed 40-move game (review-game-40.txt, the
// game of scripts/review-bench.sh) in its review worker, from the press on Review to
// the last move marked, and the longest task of the page's own thread meanwhile. A
// benchmark, not a test: it prints numbers (BENCHMARKS.md).
//
//   cd tests && node bench/review-page.mjs [engines] [runs]
//   (engines: comma-separated, default chromium; runs: default 3)

import { readFileSync } from 'node:fs';
import { launchBrowser } from '../lib/browser.mjs';
import { serve } from '../lib/server.mjs';
import { DIST } from '../lib/harness.mjs';
import { mainThreadClock } from '../lib/cpu.mjs';

// Measured in the full Chromium, where people play (lib/browser.mjs, chromiumPath).
process.env.JARMO_BENCH = '1';

const engines = (process.argv[2] ?? 'chromium').split(',');
const RUNS = Number(process.argv[3] ?? 3);
const RECORD = readFileSync(new URL('./review-game-40.txt', import.meta.url), 'utf8');

function heartbeat() {
  const beat = { max: 0, last: performance.now(), gaps: [] };
  window.__beat = beat;
  const tick = () => {
    const now = performance.now();
    beat.max = Math.max(beat.max, now - beat.last);
    if (now - beat.last > 50) beat.gaps.push([beat.last, now]);
    beat.last = now;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
}

const server = await serve({ root: DIST, prefix: '/jarmo/' });
for (const engine of engines) {
  const browser = await launchBrowser(engine);
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await page.goto(`${server.url}?lang=en&mode=hotseat`);
    await page.waitForSelector('body.ready', { timeout: 30000 });
    await page.evaluate((text) => { document.getElementById('import-text').value = text; }, RECORD);
    await page.click('#import-game');
    const plies = await page.waitFor(() => document.querySelectorAll('#record button.move').length >= 40
      && document.querySelectorAll('#record button.move').length, null, { timeout: 30000 });
    const clock = await mainThreadClock(page);
    await page.evaluate(heartbeat);
    await page.evaluate(() => { document.getElementById('end-close')?.click(); });
    const started = await page.evaluate(() => {
      window.__beat.max = 0;
      const t = performance.now();
      document.getElementById('review-start').click();
      return t;
    });
    const ended = await page.waitFor((n) => document.querySelectorAll('#record .move[data-label]').length === n
      && document.getElementById('review-run').hidden && performance.now(), plies, { timeout: 300000, interval: 100 });
    clock.stop();
    const { max: longest, gaps, origin } = await page.evaluate(() => ({ ...window.__beat, origin: performance.timeOrigin }));
    // The main thread's own processor time in the longest of those gaps: on a busy
    // machine a gap on the clock is mostly waiting for a processor (lib/cpu.mjs).
    const cpu = Math.max(0, ...gaps.filter(([from]) => from >= started).map(([from, to]) => clock.used(origin + from, origin + to)));
    const labels = await page.evaluate(() => {
      const counts = {};
      for (const b of document.querySelectorAll('#record .move[data-label]')) counts[b.dataset.label] = (counts[b.dataset.label] ?? 0) + 1;
      return counts;
    });
    const seconds = (ended - started) / 1000;
    times.push(seconds);
    console.log(`${engine.padEnd(9)} run ${run + 1}: ${plies} moves reviewed in ${seconds.toFixed(2)} s, longest gap of the page's thread ${longest.toFixed(0)} ms (${cpu.toFixed(0)} ms of it working), ${JSON.stringify(labels)}`);
    await page.close();
  }
  times.sort((a, b) => a - b);
  console.log(`${engine.padEnd(9)} ${RUNS} runs: ${times[0].toFixed(2)}-${times.at(-1).toFixed(2)} s`);
  await browser.close();
}
await server.close();
