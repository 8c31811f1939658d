// The endgame tables in the browser's engine (issue 36), with the real core
// (dist/jarmo-core.js) and the tables the built site ships (dist/tables/, written by
// scripts/tables.sh): the worker's side asks for a board's table only when a level-8
// move or a review reaches it, and waits for it (engine/engine-host.js); the page's
// handle hands it over (engine/opponent.js), and level 8 then plays a tabulated
// ending to its exact value; the review says when a move threw a win away; without
// the table (a fetch that failed) nothing is lost. The worker is a stand-in running
// engine-host.js in this thread, its messages and tasks in one queue, as in
// analyse.test.mjs.
//
// The positions and their values are the table's (`jarmo tables probe --tables tables
// POSITION`, knight board, White's points minus Black's with best play).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { check, contractTypes } from './lib/contract.mjs';
import { fakeWorkers } from './lib/fake-worker.mjs';
import { createEngineHost } from '../../www/engine/engine-host.js';
import { createLocalEngine } from '../../www/engine/local-engine.js';
import { createOpponent } from '../../www/engine/opponent.js';
import { SHIPPED_TABLES, gunzip, tableFile, tableHolds } from '../../www/engine/tables.js';

const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const core = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
const module = new WebAssembly.Module(readFileSync(`${DIST}/jarmo-core_bg.wasm`));
core.initSync({ module });
const types = contractTypes();

/** The bytes of the site's table of `board`, as the page has them once fetched and unzipped. */
async function shipped(board) {
  const file = readFileSync(`${DIST}/${tableFile(board)}`);
  return gunzip(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
}
const knight = await shipped('knight');

const START = 'bbbbb/5/5/5/wwwww w - -';
/** White to move wins by 2 (b1-c3; b1-d2 or b1-a3 win by 1 only). Layer 3. */
const WON_BY_2 = '2b2/5/5/5/1ww2 w - -';
/** White to move wins by 1 with e2-d4; e2-c1 throws the win away (Black then wins by 1). */
const WON_BY_1 = '5/b4/5/4w/5 w - -';

test('the site ships each table that engine/tables.js names, within 100 KB of gzip a board', async () => {
  const files = readdirSync(`${DIST}/tables`).sort();
  assert.deepEqual(files, Object.keys(SHIPPED_TABLES).map((board) => tableFile(board).slice('tables/'.length)).sort());
  for (const file of files) assert.ok(statSync(`${DIST}/tables/${file}`).size <= 100 * 1024, file);
  assert.deepEqual(SHIPPED_TABLES, { knight: 3, traditional: 2 });
  assert.ok(tableHolds('knight', 3) && !tableHolds('knight', 4) && tableHolds('traditional', 2) && !tableHolds('traditional', 3));
  // The core reads the unzipped bytes; bytes that are not a table load nothing.
  const engine = new core.Engine();
  assert.deepEqual(engine.loadTables(knight), { board: 'knight', maxP: 3 });
  assert.deepEqual(engine.loadTables(await shipped('traditional')), { board: 'traditional', maxP: 2 });
  assert.equal(engine.loadTables(new Uint8Array([1, 2, 3])), null);
  engine.free();
  // What a game's layer is: archers plus marked archers.
  const game = core.Game.fromPosition(WON_BY_2, 'knight');
  assert.equal(game.tableLayer(), 3);
  game.free();
  assert.equal(new core.Game().tableLayer(), 10);
});

// ---------------------------------------------------------------------------
// The worker's side.

/** engine-host.js alone, started: what it posts, its tasks run at once. */
function host() {
  const posted = [];
  const read = createEngineHost(core, (message) => posted.push(message), (task) => task(), 5);
  read({ type: 'init', module });
  assert.deepEqual(posted.splice(0), [{ type: 'ready' }]);
  return { posted, read };
}

const think = (id, start, level, moves = []) => ({ type: 'think', id, start, board: 'knight', moves, level, timeMs: 30, seed: 1 });

test('the worker asks for a table at the first level-8 move that reaches it, and waits for it', () => {
  const { posted, read } = host();
  // Not in a table, or not level 8: answered at once, no table asked.
  read(think(1, START, 8));
  read(think(2, WON_BY_2, 5));
  assert.deepEqual(posted.map((m) => [m.type, m.id]), [['move', 1], ['move', 2]]);
  posted.length = 0;
  // Level 8 in a position of the table: the table is asked, and nothing answered until it comes.
  read(think(3, WON_BY_2, 8));
  read(think(4, START, 8));
  assert.deepEqual(posted, [{ type: 'tables-wanted', board: 'knight' }]);
  read({ type: 'tables', board: 'knight', bytes: knight });
  assert.deepEqual(posted.slice(1).map((m) => [m.type, m.id]), [['move', 3], ['move', 4]]);
  // The winning move: b1-c3 keeps both points.
  assert.equal(posted[1].result.move.text, 'b1-c3');
  // Asked once a worker.
  read(think(5, WON_BY_2, 8, ['b1-c3']));
  assert.deepEqual(posted.at(-1).type, 'move');
  assert.equal(posted.filter((m) => m.type === 'tables-wanted').length, 1);
});

test('without the table (a fetch that failed), the worker plays on as before', () => {
  const { posted, read } = host();
  read(think(1, WON_BY_1, 8));
  assert.deepEqual(posted, [{ type: 'tables-wanted', board: 'knight' }]);
  read({ type: 'tables', board: 'knight', bytes: null });
  assert.equal(posted[1].type, 'move');
  // Damaged bytes load nothing either.
  const other = host();
  other.read(think(1, WON_BY_1, 8));
  other.read({ type: 'tables', board: 'knight', bytes: knight.slice(0, 5000) });
  assert.equal(other.posted[1].type, 'move');
  // A review asks too, and its lines have no verdict without a table.
  other.read({ type: 'review', id: 2, record: `[Position "${WON_BY_1}"]\n\ne2-c1`, ply: 1, timeMs: 20 });
  assert.equal(other.posted[2].type, 'review');
  assert.equal(other.posted[2].result.table, null);
});

// ---------------------------------------------------------------------------
// The page's handle, with its worker.

const { FakeWorker, workers, queue, drive: driveFor } = fakeWorkers(core);
/** Runs the queue until `done()` (up to 20000 tasks: a table's search is long). */
const drive = (done, most = 20000) => driveFor(done, most);

/** opponent.js with a stand-in worker, whose tables come from `tables` (each ask counted). */
function withWorker(tables = shipped) {
  const asked = [];
  globalThis.Worker = FakeWorker;
  const opponent = createOpponent({
    engine: async () => module,
    startHere: async () => assert.fail('a worker starts'),
    workerUrl: new URL('https://jarmo.example/jarmo/www/engine-worker.js'),
    tables: (board) => {
      asked.push(board);
      return tables(board);
    },
  });
  return { opponent, asked };
}

/** What `promise` resolves to, the queue driven meanwhile. */
async function settled(promise) {
  let result;
  let failure;
  let done = false;
  promise.then((r) => { result = r; done = true; }, (e) => { failure = e; done = true; });
  await drive(() => done);
  if (failure) throw failure;
  return result;
}

test('level 8 plays a tabulated ending to the table\'s value, both sides, the table fetched once', async () => {
  const { opponent, asked } = withWorker();
  const game = core.Game.fromPosition(WON_BY_2, 'knight');
  const moves = [];
  while (!game.state().result) {
    const answer = await settled(opponent.think({ start: WON_BY_2, board: 'knight', moves, level: 8, timeMs: 40, seed: 1 }));
    game.play(answer.move.text);
    moves.push(answer.move.text);
    assert.ok(moves.length < 60, 'the game ends');
  }
  const { result } = game.state();
  game.free();
  // White wins by 2, as the table says: 2 points to none, or more to as many fewer.
  assert.equal(result.white - result.black, 2, `${moves.join(' ')}: ${result.text}`);
  assert.equal(moves[0], 'b1-c3');
  assert.deepEqual(asked, ['knight']);
});

test('the review says which move threw away a win, with the table\'s values', async () => {
  const { opponent, asked } = withWorker();
  const record = `[Position "${WON_BY_1}"]\n\ne2-c1`;
  const line = await settled(opponent.review({ record, ply: 1, timeMs: 20 }));
  assert.deepEqual(check(line, 'ReviewLine', { types }), []);
  assert.deepEqual(line.table, { verdict: 'threw-away-win', before: 1, after: -1 });
  assert.deepEqual(asked, ['knight']);
  // The move that keeps the win has no verdict.
  const kept = await settled(opponent.review({ record: `[Position "${WON_BY_1}"]\n\ne2-d4`, ply: 1, timeMs: 20 }));
  assert.equal(kept.table, null);
  // A draw let slip: 0 before, -1 after, for White who moved.
  const slipped = await settled(opponent.review({ record: '[Position "bb3/5/5/5/4w w - -"]\n\ne1-c2', ply: 1, timeMs: 20 }));
  assert.deepEqual(slipped.table, { verdict: 'let-draw-slip', before: 0, after: -1 });
  // A review of a game that never reaches a table asks for none.
  const { opponent: other, asked: none } = withWorker();
  await settled(other.review({ record: '1. a1-c2 e5-d3', ply: 1, timeMs: 10 }));
  assert.deepEqual(none, []);
});

test('a table that cannot be had loses nothing: the computer moves, the review has no verdict', async () => {
  const { opponent, asked } = withWorker(async () => null);
  const answer = await settled(opponent.think({ start: WON_BY_1, board: 'knight', moves: [], level: 8, timeMs: 20, seed: 1 }));
  assert.ok(answer.move.text);
  const line = await settled(opponent.review({ record: `[Position "${WON_BY_1}"]\n\ne2-c1`, ply: 1, timeMs: 10 }));
  assert.equal(line.table, null);
  assert.deepEqual(asked, ['knight']);
  // A fetcher that throws is the same.
  const { opponent: throwing } = withWorker(async () => { throw new Error('offline'); });
  assert.ok((await settled(throwing.think({ start: WON_BY_1, board: 'knight', moves: [], level: 8, timeMs: 20, seed: 1 }))).move.text);
});

test('on the page\'s thread (no worker), the engine loads the table first too', async () => {
  // Its next slices in timers: Node's MessageChannel, which it would use, keeps a test
  // file from ending (as in analyse.test.mjs).
  const channel = globalThis.MessageChannel;
  delete globalThis.MessageChannel;
  let local;
  try {
    local = createLocalEngine(core.Engine, core.Game);
  } finally {
    globalThis.MessageChannel = channel;
  }
  const asked = [];
  local.useTables((board) => {
    asked.push(board);
    return shipped(board);
  });
  const line = await new Promise((resolve, reject) => local.handle(
    { type: 'review', id: 1, record: `[Position "${WON_BY_1}"]\n\ne2-c1`, ply: 1, timeMs: null },
    (data) => (data.type === 'review' ? resolve(data.result) : reject(new Error(data.message))),
  ));
  assert.deepEqual(line.table, { verdict: 'threw-away-win', before: 1, after: -1 });
  assert.deepEqual(asked, ['knight']);
});
