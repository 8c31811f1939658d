// What a first visit of the game page costs on the wire: the built site (dist/, not
// built here) served as GitHub Pages serves it (pages-server.mjs: gzip, max-age=600),
// index.html without parameters opened in a fresh Chromium profile, a phone's
// viewport. Prints every request the page makes with its transfer size (headers and
// gzipped body), their count and total; then, apart, what the service worker fetches
// to keep the site for offline play after that. A benchmark: it prints numbers
// (BENCHMARKS.md). With JARMO_BUDGET="KB REQUESTS" it is also the first visit's budget
// check (scripts/test.sh): it fails when the page's own requests (not the service
// worker's) take more. Bytes do not vary from run to run, so this is no timed test.
//
//   cd tests && node bench/first-visit.mjs [RUNS] [QUERY]   (or bash scripts/first-visit.sh;
//                                                           QUERY such as '?mode=ai';
//                                                           JARMO_DIST: another built site)

import os from 'node:os';
import { openPhone } from './phone.mjs';

const RUNS = Number(process.argv[2] ?? 1);
const QUERY = process.argv[3] ?? '';
const QUIET_MS = 2000;

/** A path the server saw, as the rows name it: relative to the site, the page itself 'index.html'. */
const inSite = (path) => path.replace(/^\/jarmo\//, '') || 'index.html';

/** Resolves once no request has started or finished for QUIET_MS. */
function quiet(state) {
  return new Promise((resolve) => {
    const check = () => (Date.now() - state.last >= QUIET_MS && state.open === 0 ? resolve() : setTimeout(check, 100));
    check();
  });
}

async function visit() {
  const { site, context, close } = await openPhone('first-visit');
  const state = { last: Date.now(), open: 0 };
  const page = [];
  const worker = [];
  context.on('request', () => {
    state.open++;
    state.last = Date.now();
  });
  const done = async (request, failed) => {
    state.open--;
    state.last = Date.now();
    // A worker that has closed (the service worker's install, once it is done) can no
    // longer say its requests' sizes: such a row is counted as unknown, not as zero.
    const sizes = failed ? { responseBodySize: 0, responseHeadersSize: 0 } : await request.sizes().catch(() => null);
    const response = failed ? null : await request.response().catch(() => null);
    // A Blob URL (the board's drawing worker, say) or a data: URL is read from the
    // page's own memory: no request on the wire.
    if (!/^https?:/.test(request.url())) return;
    const row = {
      path: inSite(new URL(request.url()).pathname),
      status: failed ? 'failed' : response?.status() ?? '?',
      bytes: sizes ? sizes.responseBodySize + Math.max(0, sizes.responseHeadersSize) : 0,
      unknown: !sizes,
      // Nothing came over the wire for it (headers and body 0): Chromium answered it
      // from another request's response, as when the tab's icon and the manifest's,
      // the same file, are asked for at once. Checked against the server's log below.
      shared: Boolean(!failed && sizes && sizes.responseBodySize + sizes.responseHeadersSize <= 0),
    };
    (request.serviceWorker() ? worker : page).push(row);
  };
  context.on('requestfinished', (request) => done(request, false));
  context.on('requestfailed', (request) => done(request, true));

  // Layout shifts and paints, as the page saw them (Lighthouse's own audit of the
  // shifting elements fails with Debian's Chromium).
  await context.addInitScript(() => {
    const seen = (window.__jarmoPaints = { shifts: [], lcp: null, fcp: null });
    const name = (node) => (node?.id ? `#${node.id}` : node?.className ? `${node.nodeName.toLowerCase()}.${String(node.className).split(' ')[0]}` : node?.nodeName ?? '?');
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        seen.shifts.push({
          value: e.value, at: Math.round(e.startTime), input: e.hadRecentInput,
          sources: e.sources.map((s) => `${name(s.node)} ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const e = list.getEntries().at(-1);
      seen.lcp = { at: Math.round(e.startTime), element: name(e.element), size: e.size };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = Math.round(e.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.goto(site.url + QUERY, { waitUntil: 'load' });
  await tab.waitForFunction(() => document.body.classList.contains('ready'));
  await quiet(state);
  const pageRows = [...page];
  const paints = await tab.evaluate(() => window.__jarmoPaints);
  // The service worker fills its cache for offline play: wait until it is active.
  const offline = await tab.evaluate(async () => {
    const registration = await Promise.race([
      navigator.serviceWorker?.ready,
      new Promise((resolve) => setTimeout(() => resolve(null), 30000)),
    ]);
    return Boolean(registration?.active);
  });
  await quiet(state);
  const served = [...site.log];
  await close();
  // What the server sent beyond the page's and the worker's requests that the browser
  // reported (the worker's own script, sw.js, is fetched by the browser itself).
  const seen = [...pageRows, ...worker].map((row) => row.path);
  const other = served.filter((row) => {
    const relative = inSite(row.path);
    const i = seen.indexOf(relative);
    if (i >= 0) {
      seen.splice(i, 1);
      return false;
    }
    return true;
  }).map((row) => ({ ...row, path: inSite(row.path) }));
  // A page request is not on the wire only if the server, too, served its file fewer
  // times than the page and the worker asked for it.
  for (const row of pageRows.filter((r) => r.shared)) {
    const servedCount = served.filter((r) => inSite(r.path) === row.path).length;
    const asked = [...pageRows, ...worker].filter((r) => r.path === row.path && !r.shared).length;
    if (servedCount > asked) row.shared = false;
  }
  return { page: pageRows.filter((r) => !r.shared), shared: pageRows.filter((r) => r.shared), worker: [...worker, ...other], offline, paints };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const total = (rows) => rows.reduce((n, row) => n + row.bytes, 0);
function print(title, rows) {
  console.log(`\n${title}`);
  for (const row of [...rows].sort((a, b) => a.path.localeCompare(b.path))) {
    console.log(`  ${row.path.padEnd(40)} ${String(row.status).padStart(6)} ${(row.unknown ? '?' : kb(row.bytes)).padStart(8)} KB`);
  }
  const unknown = rows.filter((row) => row.unknown).length;
  console.log(`  ${`${rows.length} requests`.padEnd(40)} ${''.padStart(6)} ${kb(total(rows)).padStart(8)} KB${unknown ? ` (and ${unknown} of unknown size)` : ''}`);
}

const results = [];
for (let run = 1; run <= RUNS; run++) results.push(await visit());
const last = results[results.length - 1];
console.log(`first visit of index.html${QUERY}, fresh Chromium profile, gzip as GitHub Pages (load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')})`);
print('the page:', last.page);
for (const row of last.shared) console.log(`  (and ${row.path} once more, answered by the browser from the same file's response: not on the wire)`);
print(`then the service worker, for offline play (${last.offline ? 'active' : 'NOT active'}):`, last.worker);
if (RUNS > 1) {
  console.log(`\n${RUNS} runs: page requests ${results.map((r) => r.page.length).join(' ')}; KB ${results.map((r) => kb(total(r.page))).join(' ')}`);
}
for (const [i, { paints }] of results.entries()) {
  const cls = paints.shifts.filter((s) => !s.input).reduce((n, s) => n + s.value, 0);
  console.log(`\nrun ${i + 1}: first contentful paint ${paints.fcp} ms; largest ${paints.lcp?.at} ms (${paints.lcp?.element}); layout shift ${cls.toFixed(3)}`);
  for (const shift of paints.shifts) console.log(`  shift ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join('; ')}`);
}
const unknownPage = last.page.filter((row) => row.unknown).length;
console.log(`\npage: ${last.page.length} requests, ${kb(total(last.page))} KB${unknownPage ? ` (${unknownPage} of unknown size)` : ''}`);

const budget = process.env.JARMO_BUDGET?.trim().split(/\s+/).map(Number);
if (budget) {
  const [limitKb, limitRequests] = budget;
  if (!(limitKb > 0 && limitRequests > 0)) throw new Error(`JARMO_BUDGET="${process.env.JARMO_BUDGET}": expected "KB REQUESTS"`);
  const over = [];
  if (total(last.page) / 1000 > limitKb) over.push(`${kb(total(last.page))} KB (the budget: ${limitKb} KB)`);
  if (last.page.length > limitRequests) over.push(`${last.page.length} requests (the budget: ${limitRequests})`);
  if (unknownPage) over.push(`${unknownPage} requests of unknown size`);
  if (over.length) {
    console.error(`first visit of index.html${QUERY} over its budget: ${over.join(', ')}. Load the new part when it is first `
      + 'used, or raise the budget in scripts/test.sh in a commit that says why.');
    process.exit(1);
  }
  console.log(`within the budget of ${limitKb} KB and ${limitRequests} requests`);
}
