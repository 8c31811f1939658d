// The main thread's tasks while the game page starts, as Lighthouse sees them: the
// built site (dist/, not built here) served as GitHub Pages serves it, opened in a
// fresh Chromium profile at Lighthouse's phone size, traced without throttling.
// Lighthouse's simulation counts a task 4 times as long (its slower CPU), and a task
// counts towards Total Blocking Time with what it has beyond 50 ms of that: here,
// every task over 12.5 ms after the first contentful paint. Prints each task of 5 ms
// or more, what it did (the trace's events under it) and, with JARMO_PROFILE=1, the
// page's functions that took its time (the sampling profiler's self time; with
// JARMO_TOTAL=N also the N functions with the most time under them). The page is left
// alone while it is traced (no script of the driver runs in it). A benchmark, not a
// test: it prints numbers, it asserts nothing.
//
//   cd tests && node bench/start-tasks.mjs [RUNS] [QUERY]   (or bash scripts/start-tasks.sh;
//                                                           JARMO_DIST: another built site;
//                                                           JARMO_SAVE_TRACE=FILE keeps the trace)
//   cd tests && node bench/start-tasks.mjs --trace FILE     (a trace written elsewhere)

import os from 'node:os';
import { openPhone } from './phone.mjs';

const RUNS = Number(process.argv[2] ?? 1);
const QUERY = process.argv[3] ?? '';
const SHOWN_MS = 5;
const COUNTED_MS = 12.5;
// As Lighthouse traces; JARMO_PROFILE=1 adds the sampling profiler (which names the
// page's functions in each task, and slows the page down two or three times).
const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'toplevel', 'loading', 'blink.user_timing',
  ...(process.env.JARMO_PROFILE ? ['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-devtools.timeline.stack'] : []),
];
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// Events under a task worth naming, by what they say.
const NAMED = new Set([
  'ParseHTML', 'EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'FunctionCall', 'TimerFire',
  'FireAnimationFrame', 'Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'ParseAuthorStyleSheet',
  'v8.compile', 'v8.wasm.compiledModule', 'v8.wasm.streamFinished', 'wasm.CompileLazy', 'MajorGC', 'MinorGC',
  'V8.GC_SCAVENGER', 'RunMicrotasks', 'EventDispatch', 'ResourceReceivedData', 'HitTest', 'IntersectionObserverController::computeIntersections',
  'ScheduleStyleRecalculation', 'Decode Image', 'ImageDecodeTask', 'PaintImage', 'Canvas2DLayerBridge::flush',
]);

async function traceOnce() {
  const { site, context, close } = await openPhone('start-tasks');
  const tab = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  // No script of the driver runs in the page while it is traced: its first one costs
  // the page a task of its own.
  await tab.goto(site.url + QUERY, { waitUntil: 'load' });
  await tab.waitForTimeout(4000);
  await cdp.send('Tracing.end');
  await complete;
  if (!(await tab.evaluate(() => document.body.classList.contains('ready')))) console.log('(the page was not ready after 4 s)');
  if (process.env.JARMO_SAVE_TRACE) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(process.env.JARMO_SAVE_TRACE, JSON.stringify({ traceEvents: events }));
  }
  await close();
  return events;
}

/** The renderer's main thread of the page: the CrRendererMain that ran the page's script. */
function mainThread(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let most = -1;
  for (const t of names) {
    const n = events.filter((e) => e.pid === t.pid && e.tid === t.tid && (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')).length;
    if (n > most) [best, most] = [t, n];
  }
  return best;
}

/** Self time (ms) of each JS function within [start, end] (µs), from the sampling profiler's chunks. */
/** @type {(start: number, end: number) => [string, number][]} */
let totalOf = () => [];

function profileOf(events, thread) {
  const nodes = new Map();
  const samples = []; // [ts, nodeId]
  // The profile of this thread (its Profile event), whose chunks may come from another.
  const head = events.find((e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid);
  let ts = head?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (!head || e.name !== 'ProfileChunk' || e.pid !== thread.pid || e.id !== head.id) continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      samples.push([ts, ids[i]]);
    }
  }
  const parents = new Map();
  for (const node of nodes.values()) for (const child of node.children ?? []) parents.set(child, node.id);
  for (const node of nodes.values()) if (node.parent != null) parents.set(node.id, node.parent);
  const label = (frame) => {
    const file = (frame.url ?? '').replace(/^.*\//, '');
    return `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
  };
  /** Time (ms) within [start, end] of each function on the stack (self and below). */
  totalOf = (start, end) => {
    const total = new Map();
    for (let i = 0; i < samples.length - 1; i++) {
      const [ts, id] = samples[i];
      if (ts < start || ts >= end) continue;
      const seen = new Set();
      for (let at = id; at != null; at = parents.get(at)) {
        const frame = nodes.get(at)?.callFrame;
        if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
        const key = label(frame);
        if (seen.has(key)) continue;
        seen.add(key);
        total.set(key, (total.get(key) ?? 0) + (samples[i + 1][0] - ts) / 1000);
      }
    }
    return [...total].sort((a, b) => b[1] - a[1]);
  };
  return (start, end) => {
    const self = new Map();
    for (let i = 0; i < samples.length - 1; i++) {
      const [ts, id] = samples[i];
      if (ts < start || ts >= end) continue;
      const node = nodes.get(id);
      const frame = node?.callFrame;
      if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
      const file = (frame.url ?? '').replace(/^.*\//, '');
      const key = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + (samples[i + 1][0] - ts) / 1000);
    }
    return [...self].sort((a, b) => b[1] - a[1]);
  };
}

function report(events) {
  const thread = mainThread(events);
  if (!thread) throw new Error('no renderer main thread in the trace');
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  // The page's navigation (not about:blank's, nor an image's document), and its first paint.
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  const nav = start?.ts ?? mine[0].ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid
    && (!start || e.args?.data?.navigationId === start.args.data.navigationId))?.ts;
  // The outermost tasks only (a RunTask may hold another).
  const tasks = [];
  for (const e of mine.filter((t) => TASK_NAMES.has(t.name) && t.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks[tasks.length - 1];
    if (last && e.ts < last.ts + last.dur) continue;
    tasks.push(e);
  }
  const long = tasks.filter((t) => t.dur >= SHOWN_MS * 1000);
  const selfTime = profileOf(events, thread);
  const ms = (us) => (us / 1000).toFixed(1);
  console.log(`first contentful paint at ${fcp ? ms(fcp - nav) : '?'} ms`);
  let counted = 0;
  let blocking = 0;
  for (const task of long) {
    const end = task.ts + task.dur;
    const inside = mine.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && NAMED.has(e.name));
    const byName = new Map();
    for (const e of inside) {
      const what = e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule'
        ? `${e.name}(${(e.args?.data?.url ?? e.args?.fileName ?? '').replace(/^.*\//, '')}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''})`
        : e.name;
      byName.set(what, (byName.get(what) ?? 0) + e.dur);
    }
    const afterPaint = fcp != null && task.ts >= fcp;
    const over = task.dur / 1000 > COUNTED_MS;
    if (afterPaint && over) {
      counted++;
      blocking += 4 * task.dur / 1000 - 50;
    }
    const parts = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${ms(d)}`).join(', ');
    console.log(`${ms(task.ts - nav).padStart(8)} ms ${ms(task.dur).padStart(6)} ms${afterPaint ? '' : ' (before the first paint)'}${over && afterPaint ? ' COUNTS' : ''}`);
    console.log(`      ${parts}`);
    const js = selfTime(task.ts, end).slice(0, 5).filter(([, t]) => t >= 0.5).map(([n, t]) => `${n} ${t.toFixed(1)}`).join('; ');
    if (js) console.log(`      js: ${js}`);
    if (process.env.JARMO_TOTAL) {
      const deep = totalOf(task.ts, end).slice(0, Number(process.env.JARMO_TOTAL)).filter(([, t]) => t >= 0.5).map(([n, t]) => `${n} ${t.toFixed(1)}`).join('; ');
      if (deep) console.log(`      in: ${deep}`);
    }
  }
  console.log(`tasks after the first paint over ${COUNTED_MS} ms: ${counted}; their blocking time at 4x: ${blocking.toFixed(0)} ms`);
  return blocking;
}

if (process.argv[2] === '--trace') {
  // A trace written elsewhere, such as Lighthouse's (lighthouse --save-assets).
  const { readFile } = await import('node:fs/promises');
  const trace = JSON.parse(await readFile(process.argv[3], 'utf8'));
  report(trace.traceEvents ?? trace);
} else {
  console.log(`the game page's start${QUERY}, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const all = [];
  for (let run = 1; run <= RUNS; run++) {
    console.log(`\nrun ${run}`);
    all.push(report(await traceOnce()));
  }
  if (RUNS > 1) console.log(`\nblocking time at 4x by run: ${all.map((b) => b.toFixed(0)).join(' ')}`);
}
