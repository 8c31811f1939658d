import { chromium } from 'playwright-core';
import { servePages } from './bench/pages-server.mjs';
const srv = await servePages({ port: 8766 });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const rec = '1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3 d5-e3 3. a3-b5';
for (const [w, h] of [[320, 480], [800, 450], [390, 844]]) {
  const p = await b.newPage({ viewport: { width: w, height: h }, hasTouch: true });
  p.on('pageerror', e => console.log('pageerror', e.message));
  await p.goto('http://127.0.0.1:8766/jarmo/?analysis&lang=de#' + new URLSearchParams({ analyse: rec, at: 'a1-c2 b5-a3' }));
  await p.waitForFunction(() => document.body.classList.contains('ready'));
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/an-${w}x${h}.png` });
  if (w !== 390) { await p.click('#panel-open').catch(e => console.log('no panel button', e.message)); await p.waitForTimeout(500); await p.screenshot({ path: `/tmp/an-${w}x${h}-panel.png` }); }
}
await b.close(); process.exit(0);
