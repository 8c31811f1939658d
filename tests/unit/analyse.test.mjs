// The engine's analysis for the analysis board, with the real core (dist/jarmo-core.js):
// the worker's side (engine/engine-host.js), the page's handle on it (engine/opponent.js)
// through a worker and on this thread where no worker starts (engine/local-engine.js).
// The worker is a stand-in that runs engine-host.js in this thread, with the messages
// both ways and its tasks in one queue the test runs, so that a test says exactly what
// came before what. The searches take real time (slices of a few milliseconds); no test
// asserts a time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { check, contractTypes } from './lib/contract.mjs';
import { fakeWorkers } from './lib/fake-worker.mjs';
import { createEngineHost } from '../../www/engine/engine-host.js';
import { createLocalEngine } from '../../www/engine/local-engine.js';
import { createOpponent } from '../../www/engine/opponent.js';

const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const core = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
const module = new WebAssembly.Module(readFileSync(`${DIST}/jarmo-core_bg.wasm`));
core.initSync({ module });

const types = contractTypes();
const START = 'bbbbb/5/5/5/wwwww w - -';
/** White has won: the game is over. */
const WON = 'ww3/5/2b2/5/4b w - -';

/** `lines`, each an EngineLines of `count` lines with a deeper depth than the one before. */
function assertDeepening(lines, count) {
  let depth = 0;
  for (const result of lines) {
    assert.deepEqual(check(result, 'EngineLines', { types }), []);
    assert.equal(result.lines.length, count);
    assert.ok(result.depth > depth, `depth ${result.depth} after ${depth}`);
    depth = result.depth;
  }
}

// ---------------------------------------------------------------------------
// The worker's side.

/** engine-host.js alone: what it posts, and its tasks, run one by one when the test says. */
function host() {
  const posted = [];
  const tasks = [];
  const read = createEngineHost(core, (message) => posted.push(message), (task) => tasks.push(task), 5);
  return {
    posted,
    read,
    tasks,
    /** Runs its tasks until `done()`. */
    runUntil(done, most = 5000) {
      for (let i = 0; i < most && !done() && tasks.length; i++) tasks.shift()();
      assert.ok(done(), 'the worker did what was awaited');
    },
    lines: (id) => posted.filter((m) => m.type === 'lines' && m.id === id).map((m) => m.result),
  };
}

const analyse = (id, more = {}) => ({ type: 'analyse', id, start: START, board: 'knight', moves: ['a1-c2'], lines: 3, ...more });

test('the worker analyses in slices, posting the newest depth after each, until a stop with its id', () => {
  const worker = host();
  worker.read(analyse(1));
  assert.deepEqual(worker.posted, [], 'kept until the module comes');
  worker.read({ type: 'init', module });
  assert.equal(worker.posted[0].type, 'ready');
  worker.runUntil(() => worker.lines(1).length >= 3);
  assertDeepening(worker.lines(1), 3);
  assert.ok(worker.lines(1).every((r) => r.lines.every((l) => l.move.side === 'black')), 'Black is to move');
  worker.read({ type: 'stop', id: 2 });
  assert.equal(worker.tasks.length, 1, 'a stop of another id stops nothing');
  worker.read({ type: 'stop', id: 1 });
  const said = worker.posted.length;
  worker.runUntil(() => worker.tasks.length === 0);
  assert.equal(worker.posted.length, said, 'the slice that was to come ends without a word');
});

test('any other request ends the analysis, and is answered', () => {
  const worker = host();
  worker.read({ type: 'init', module });
  worker.read(analyse(1));
  worker.runUntil(() => worker.lines(1).length >= 1);
  worker.read({ type: 'think', id: 2, start: START, board: 'knight', moves: ['a1-c2'], level: 1, timeMs: null, seed: 1 });
  assert.equal(worker.posted.at(-1).type, 'move');
  const said = worker.posted.length;
  worker.runUntil(() => worker.tasks.length === 0);
  assert.equal(worker.posted.length, said);
  // A new analysis ends the one before: only the new one's lines come after it.
  worker.read(analyse(3));
  worker.read(analyse(4, { moves: [], lines: 1 }));
  const before = worker.lines(3).length;
  worker.runUntil(() => worker.lines(4).length >= 2);
  assert.equal(worker.lines(3).length, before);
  assertDeepening(worker.lines(4), 1);
  assert.equal(worker.lines(4)[0].lines[0].move.side, 'white');
});

test('a game that is over is said once, with no lines; a bad request is an error with its id', () => {
  const worker = host();
  worker.read({ type: 'init', module });
  worker.read(analyse(1, { start: WON, moves: [] }));
  const [over] = worker.lines(1);
  assert.deepEqual([over.over, over.done, over.lines], [true, true, []]);
  assert.deepEqual(worker.tasks, [], 'and nothing more');
  worker.read(analyse(2, { moves: ['a1-a3'] }));
  assert.deepEqual([worker.posted.at(-1).type, worker.posted.at(-1).id, worker.posted.at(-1).code], ['error', 2, 'play.not-joined']);
  worker.read(analyse(3, { lines: 9 }));
  assert.deepEqual([worker.posted.at(-1).id, worker.posted.at(-1).code], [3, 'api.bad-lines']);
  assert.deepEqual(worker.tasks, []);
});

// ---------------------------------------------------------------------------
// The page's handle: opponent.js with a stand-in worker.

const { FakeWorker, workers, queue, drive } = fakeWorkers(core);

/** opponent.js whose worker is a FakeWorker (Worker stays the FakeWorker until the tests on this thread). */
function withWorker() {
  globalThis.Worker = FakeWorker;
  return createOpponent({
    engine: async () => module,
    startHere: async () => assert.fail('a worker starts'),
    workerUrl: new URL('https://jarmo.example/jarmo/engine-worker.js'),
  });
}

test('opponent.analyse: lines from the worker until stop(), which the worker reads; the worker stays', async () => {
  workers.length = 0;
  const opponent = withWorker();
  const got = [];
  const analysis = opponent.analyse({ start: START, moves: ['a1-c2'], lines: 3 }, (lines) => got.push(lines), assert.fail);
  assert.equal(opponent.route, 'url');
  await drive(() => got.length >= 3);
  assertDeepening(got, 3);
  const [worker] = workers;
  const { id } = worker.received.find((m) => m.type === 'analyse');
  assert.deepEqual(worker.received.find((m) => m.type === 'analyse'), { type: 'analyse', id, start: START, board: 'knight', moves: ['a1-c2'], lines: 3 });
  analysis.stop();
  assert.deepEqual(worker.received.at(-1), { type: 'stop', id });
  const told = got.length;
  await drive(() => queue.length === 0);
  assert.equal(got.length, told, 'nothing after stop()');
  analysis.stop();
  assert.equal(worker.received.length, 3, 'stopped once: init, analyse, stop');
  // The same worker answers what comes next.
  let answer = null;
  opponent.think({ start: START, moves: [], level: 1, seed: 1 }).then((a) => { answer = a; });
  await drive(() => answer !== null);
  assert.equal(answer.move.side, 'white');
  assert.equal(workers.length, 1);
  assert.equal(worker.terminated, false);
});

test('opponent: another request or cancel() ends the analysis, without terminating the worker', async () => {
  workers.length = 0;
  const opponent = withWorker();
  const got = [];
  opponent.analyse({ start: START, moves: [], lines: 2 }, (lines) => got.push(lines), assert.fail);
  await drive(() => got.length >= 1);
  let review = null;
  opponent.review({ record: '1. a1-c2 e5-d3', ply: 1, timeMs: 5 }).then((r) => { review = r; });
  const told = got.length;
  await drive(() => review !== null && queue.length === 0);
  assert.equal(got.length, told, 'no lines after the review was asked');
  assert.equal(review.move.text, 'a1-c2');
  // cancel(): the analysis stops, and the worker with it keeps its table.
  const more = [];
  opponent.analyse({ start: START, moves: ['a1-c2', 'e5-d3'], lines: 1 }, (lines) => more.push(lines), assert.fail);
  await drive(() => more.length >= 1);
  opponent.cancel();
  assert.equal(workers[0].received.at(-1).type, 'stop');
  const after = more.length;
  await drive(() => queue.length === 0);
  assert.equal(more.length, after);
  assert.equal(workers[0].terminated, false);
});

test('opponent: an analysis asked before the worker is ready goes to it, and its errors come to onError', async () => {
  workers.length = 0;
  const opponent = withWorker();
  const errors = [];
  opponent.analyse({ start: START, moves: ['a1-a3'], lines: 3 }, assert.fail, (error) => errors.push(error));
  await drive(() => errors.length === 1);
  assert.equal(errors[0].code, 'play.not-joined');
  assert.equal(workers.length, 1);
  const got = [];
  opponent.analyse({ start: WON, moves: [] }, (lines) => got.push(lines), assert.fail);
  await drive(() => got.length === 1 && queue.length === 0);
  assert.deepEqual([got[0].over, got[0].done, got[0].lines], [true, true, []]);
});

// ---------------------------------------------------------------------------
// On this thread, where no worker starts.

/** The core's Engine, counting the slices of analysis it runs. */
let slices = 0;
class CountingEngine extends core.Engine {
  analyseFor(ms) {
    slices++;
    return super.analyseFor(ms);
  }
}

/** Waits (real time: the slices run in tasks of their own) until `done()`. */
async function until(done, ms = 20_000) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((ok) => setTimeout(ok, 2));
  assert.ok(done(), 'what was awaited came');
}

/** The engine on this thread, its next slices in timers: Node's MessageChannel, which it would use, keeps a test file from ending. */
function localEngine() {
  const channel = globalThis.MessageChannel;
  delete globalThis.MessageChannel;
  try {
    return createLocalEngine(CountingEngine, core.Game);
  } finally {
    globalThis.MessageChannel = channel;
  }
}

test('on this thread the analysis runs in the same slices and stops alike', async () => {
  delete globalThis.Worker;
  const opponent = createOpponent({
    engine: async () => module,
    startHere: async () => localEngine(),
    workerUrl: new URL('https://jarmo.example/jarmo/engine-worker.js'),
  });
  assert.equal(opponent.route, 'local');
  const got = [];
  const analysis = opponent.analyse({ start: START, moves: ['a1-c2'] }, (lines) => got.push(lines), assert.fail);
  await until(() => got.length >= 3);
  assertDeepening(got, 3);
  analysis.stop();
  const [told, ran] = [got.length, slices];
  // A request after the stop is answered after the slice that was to come: by then
  // that slice has ended without searching.
  const review = await opponent.review({ record: '1. a1-c2 e5-d3', ply: 1, timeMs: 5 });
  assert.equal(review.ply, 1);
  assert.deepEqual([got.length, slices], [told, ran]);
  // cancel() too; and a game that is over is said once.
  const more = [];
  opponent.analyse({ start: START, moves: [] }, (lines) => more.push(lines), assert.fail);
  await until(() => more.length >= 1);
  opponent.cancel();
  const counted = slices;
  await opponent.review({ record: '1. a1-c2', ply: 1, timeMs: 5 });
  assert.equal(slices, counted);
  const over = [];
  opponent.analyse({ start: WON, moves: [] }, (lines) => over.push(lines), assert.fail);
  await until(() => over.length === 1);
  assert.equal(over[0].over, true);
  const errors = [];
  opponent.analyse({ start: START, moves: [], lines: 0 }, assert.fail, (error) => errors.push(error));
  await until(() => errors.length === 1);
  assert.equal(errors[0].code, 'api.bad-lines');
});
