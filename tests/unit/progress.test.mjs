// What the lessons and puzzles remember (www/app/progress.js, kept by www/storage/learn.js) and the puzzle file's
// reading and order (www/puzzles/data.js): progress read back however it was damaged,
// the streak of puzzles solved at the first try, the next puzzle of a band; and what
// the puzzles' controller (www/app/puzzles.js) says of a puzzle solved before,
// played with the core and its solver.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LEARN_KEY, createLearnStore, parseProgress, serializeProgress } from '../../www/storage/learn.js';
import { MAX_MISSED, emptyProgress, missedOn, solvedOn, withLesson, withMiss, withRated, withSolved } from '../../www/app/progress.js';
import { K_FACTOR, START_RATING, expectedScore, puzzleRating, ratedAfter } from '../../www/app/rating.js';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fitsThemes, nextPuzzle, ownMoves, parsePuzzles, puzzleNumber, themesNamed } from '../../www/puzzles/data.js';
import { createPuzzles } from '../../www/app/puzzles.js';
import { createSession } from '../../www/app/session.js';

const FILE = readFileSync(new URL('../../www/puzzles/puzzles.txt', import.meta.url), 'utf8');
const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const core = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
core.initSync({ module: readFileSync(`${DIST}/jarmo-core_bg.wasm`) });

/** A Storage of a Map, or one whose every call throws (a sandboxed frame, a full quota). */
function memoryStorage({ failWrites = false } = {}) {
  const map = new Map();
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (failWrites) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem: (k) => map.delete(k),
  };
}

test('progress written is read back the same', () => {
  const progress = {
    lessons: ['lines', 'capture'],
    puzzles: { solved: [3, 17], traditional: [2], missed: { knight: [40, 12], traditional: [5] }, streak: 2, best: 5, rating: 1532 },
  };
  assert.deepEqual(parseProgress(serializeProgress(progress)), progress);
  // Progress kept before the puzzles missed were: none missed, the rest as it was.
  const older = JSON.stringify({ version: 1, lessons: [], puzzles: { solved: [3], traditional: [], streak: 1, best: 1, rating: 1510 } });
  assert.deepEqual(parseProgress(older).puzzles, { solved: [3], traditional: [], missed: { knight: [], traditional: [] }, streak: 1, best: 1, rating: 1510 });
});

test('nothing stored, text that is not JSON and other versions are no progress', () => {
  for (const text of [null, '', '{', 'null', '[]', '"x"', JSON.stringify({ version: 2, lessons: ['lines'] }),
    JSON.stringify({ lessons: ['lines'] })]) {
    assert.deepEqual(parseProgress(text), emptyProgress(), String(text));
  }
});

test('damaged fields are recovered one by one, the others kept', () => {
  const text = JSON.stringify({
    version: 1,
    lessons: ['lines', 7, null, 'lines', 'x'.repeat(40), 'Not An Id', 'goal'],
    puzzles: { solved: [1, 1, -3, 2.5, '4', 9], traditional: 'all', missed: { knight: [4, 'x', 4, 0, 7], traditional: 3 }, streak: -1, best: 'many', rating: 'high' },
  });
  assert.deepEqual(parseProgress(text), {
    lessons: ['lines', 'goal'],
    puzzles: { solved: [1, 9], traditional: [], missed: { knight: [4, 7], traditional: [] }, streak: 0, best: 0, rating: 1500 },
  });
  assert.deepEqual(parseProgress(JSON.stringify({ version: 1, puzzles: { missed: 'many' } })).puzzles.missed, { knight: [], traditional: [] });
  // A list grown past the cap keeps its latest misses.
  const long = Array.from({ length: MAX_MISSED + 20 }, (_, i) => i + 1);
  assert.deepEqual(parseProgress(JSON.stringify({ version: 1, puzzles: { missed: { knight: long } } })).puzzles.missed.knight, long.slice(20));
  for (const rating of [99, 3501, 1500.5, null, '1600', Infinity]) {
    assert.equal(parseProgress(JSON.stringify({ version: 1, puzzles: { rating } })).puzzles.rating, 1500, String(rating));
  }
  assert.equal(parseProgress(JSON.stringify({ version: 1, puzzles: { rating: 1712 } })).puzzles.rating, 1712);
  const wrongShapes = JSON.stringify({ version: 1, lessons: 'lines', puzzles: [1, 2] });
  assert.deepEqual(parseProgress(wrongShapes), emptyProgress());
  // A best below the streak is raised to it.
  assert.equal(parseProgress(JSON.stringify({ version: 1, puzzles: { streak: 4, best: 1 } })).puzzles.best, 4);
});

test('a lesson finished twice is listed once', () => {
  const once = withLesson(emptyProgress(), 'lines');
  assert.deepEqual(withLesson(once, 'lines').lessons, ['lines']);
  assert.deepEqual(withLesson(once, 'goal').lessons, ['lines', 'goal']);
});

test('the streak counts puzzles solved at the first try, a wrong move ends it, the best is kept', () => {
  let p = emptyProgress();
  const none = { knight: [], traditional: [] };
  p = withSolved(p, 1, true);
  p = withSolved(p, 2, true);
  assert.deepEqual(p.puzzles, { solved: [1, 2], traditional: [], missed: none, streak: 2, best: 2, rating: 1500 });
  p = withMiss(p, 3);
  assert.deepEqual(p.puzzles, { solved: [1, 2], traditional: [], missed: { knight: [3], traditional: [] }, streak: 0, best: 2, rating: 1500 });
  // Solved at another try: solved, but the streak broken by the miss does not grow, and it stays missed.
  p = withSolved(p, 3, false);
  assert.deepEqual(p.puzzles, { solved: [1, 2, 3], traditional: [], missed: { knight: [3], traditional: [] }, streak: 0, best: 2, rating: 1500 });
  p = withSolved(withSolved(withSolved(p, 4, true), 5, true), 1, true);
  assert.deepEqual(p.puzzles, { solved: [1, 2, 3, 4, 5], traditional: [], missed: { knight: [3], traditional: [] }, streak: 3, best: 3, rating: 1500 });
});

test('each board\'s puzzles are solved apart, by their number in its own file, and the streak runs over both', () => {
  let p = withSolved(emptyProgress(), 1, true, 'traditional');
  p = withSolved(p, 1, true);
  assert.deepEqual(p.puzzles, { solved: [1], traditional: [1], missed: { knight: [], traditional: [] }, streak: 2, best: 2, rating: 1500 });
  assert.deepEqual(solvedOn(p, 'traditional'), [1]);
  assert.deepEqual(solvedOn(withSolved(p, 4, true, 'traditional'), 'traditional'), [1, 4]);
  assert.deepEqual(solvedOn(p, 'knight'), [1]);
});

test('a puzzle missed is the latest missed of its board until it is solved at a first try', () => {
  let p = withMiss(withMiss(withMiss(emptyProgress(), 7), 2), 4, 'traditional');
  assert.deepEqual(missedOn(p, 'knight'), [7, 2]);
  assert.deepEqual(missedOn(p, 'traditional'), [4]);
  // Missed again: it moves to the end, listed once.
  p = withMiss(p, 7);
  assert.deepEqual(missedOn(p, 'knight'), [2, 7]);
  // Solved after a wrong move: still missed; at a first try: no longer.
  p = withSolved(p, 2, false);
  assert.deepEqual(missedOn(p, 'knight'), [2, 7]);
  const before = Object.freeze(p);
  p = withSolved(p, 2, true);
  assert.deepEqual(missedOn(p, 'knight'), [7]);
  assert.deepEqual(missedOn(before, 'knight'), [2, 7], 'the progress before is as it was');
  // The other board's list is its own.
  assert.deepEqual(missedOn(withSolved(p, 4, true), 'traditional'), [4], 'the knight board\'s puzzle 4 is another');
  assert.deepEqual(missedOn(withSolved(p, 4, true, 'traditional'), 'traditional'), []);
  assert.deepEqual(missedOn(withSolved(p, 4, true, 'traditional'), 'knight'), [7]);
  // At most MAX_MISSED, the oldest going first.
  let many = emptyProgress();
  for (let n = 1; n <= MAX_MISSED + 3; n += 1) many = withMiss(many, n);
  assert.equal(missedOn(many, 'knight').length, MAX_MISSED);
  assert.deepEqual(missedOn(many, 'knight').slice(0, 2), [4, 5]);
});

test('the store writes at once under its versioned key, and lives in memory where storage fails', () => {
  const storage = memoryStorage();
  const store = createLearnStore(/** @type {any} */ (storage));
  store.update((p) => withLesson(p, 'lines'));
  assert.equal(JSON.parse(storage.map.get(LEARN_KEY)).version, 1);
  assert.deepEqual(createLearnStore(/** @type {any} */ (storage)).get().lessons, ['lines']);
  assert.equal(store.saved, true);

  const full = createLearnStore(/** @type {any} */ (memoryStorage({ failWrites: true })));
  full.update((p) => withSolved(p, 7, true));
  assert.deepEqual(full.get().puzzles.solved, [7]);
  assert.equal(full.saved, false);

  const none = createLearnStore(null);
  none.update((p) => withLesson(p, 'goal'));
  assert.deepEqual(none.get().lessons, ['goal']);
  assert.equal(none.saved, false);
});

test('a damaged store is read as recovered progress and overwritten by the next update', () => {
  const storage = memoryStorage();
  storage.setItem(LEARN_KEY, '{"version":1,"lessons":["lines"],"puzzles":{"solved":"x"');
  const store = createLearnStore(/** @type {any} */ (storage));
  assert.deepEqual(store.get(), emptyProgress());
  store.update((p) => withLesson(p, 'goal'));
  assert.deepEqual(parseProgress(storage.map.get(LEARN_KEY)).lessons, ['goal']);
});

test('the puzzle file reads as 300 puzzles in three bands of 100, each K in its band', () => {
  const { bands, puzzles } = parsePuzzles(FILE);
  assert.deepEqual(bands, [{ name: 'easy', min: 1, max: 3 }, { name: 'medium', min: 4, max: 7 }, { name: 'hard', min: 8, max: 9 }]);
  assert.equal(puzzles.length, 300);
  for (const band of bands) {
    const inBand = puzzles.filter((p) => p.band === band.name);
    assert.equal(inBand.length, 100, band.name);
    assert.ok(inBand.every((p) => p.k >= band.min && p.k <= band.max && p.moves.length === p.k), band.name);
  }
  assert.deepEqual(puzzles.map((p) => p.n), puzzles.map((_, i) => i + 1));
});

test('a line that is not POSITION;MOVES;K is skipped', () => {
  const { puzzles } = parsePuzzles('# band easy 1-3\nfoo\n5/5/5/5/5 w - -;a1-c2;x\n1W3/5/1B3/5/2B1w b - -;b3-a1;1\n');
  assert.deepEqual(puzzles, [{ n: 1, position: '1W3/5/1B3/5/2B1w b - -', moves: ['b3-a1'], k: 1, band: 'easy' }]);
});

test('?puzzle=N names a puzzle only for a whole number in range', () => {
  assert.equal(puzzleNumber('1', 300), 1);
  assert.equal(puzzleNumber('300', 300), 300);
  for (const text of [null, '', '0', '301', '1.5', '-2', 'x', ' 3', '1e2']) assert.equal(puzzleNumber(text, 300), null, String(text));
});

test('the next puzzle is the band\'s next one not solved, going round, and any when all are solved', () => {
  const puzzles = [1, 2, 3, 4, 5].map((n) => ({ n, band: n <= 3 ? 'easy' : 'hard', position: '', moves: [], k: 1 }));
  assert.equal(nextPuzzle(puzzles, 'easy', 0, []), 1);
  assert.equal(nextPuzzle(puzzles, 'easy', 1, [2]), 3);
  assert.equal(nextPuzzle(puzzles, 'easy', 3, [2]), 1);
  assert.equal(nextPuzzle(puzzles, 'easy', 1, [1, 2, 3]), 2);
  assert.equal(nextPuzzle(puzzles, 'hard', 2, []), 4);
  assert.equal(nextPuzzle(puzzles, 'none', 1, []), null);
});

test('?motif= names several themes, each once in the core\'s order, and says which names are none', () => {
  assert.deepEqual(themesNamed('return,capture'), { themes: ['capture', 'return'], unknown: [] });
  assert.deepEqual(themesNamed(' race , race,,shuttle'), { themes: ['shuttle', 'race'], unknown: [] });
  assert.deepEqual(themesNamed('capture,fork,Race'), { themes: ['capture'], unknown: ['fork', 'Race'] });
  for (const nothing of [null, undefined, '', ',', 7]) assert.deepEqual(themesNamed(nothing), { themes: [], unknown: [] }, String(nothing));
  // A puzzle fits with any of the themes chosen; with none chosen, every puzzle does.
  assert.equal(fitsThemes(['capture', 'race'], ['race']), true);
  assert.equal(fitsThemes(['capture', 'race'], ['block']), false);
  assert.equal(fitsThemes(['capture'], undefined), false, 'themes not known yet do not fit');
  assert.equal(fitsThemes([], []), true);
});

test('a win of K plies takes the solver ceil(K / 2) moves of its own', () => {
  assert.deepEqual([1, 2, 3, 8, 9].map(ownMoves), [1, 1, 2, 4, 5]);
});

/**
 * The puzzles' controller on the core's game and solver (Engine.puzzleMove, asked here
 * as the worker asks it), with the cards it draws kept in `views`; the board's view
 * draws nothing here.
 */
function puzzlesWith(store) {
  const engine = new core.Engine();
  const views = [];
  const puzzles = createPuzzles({
    session: createSession(core.Game),
    opponent: {
      cancel() {},
      puzzle: async ({ record, move, pliesLeft }) => engine.puzzleMove(record, move, pliesLeft),
      puzzleInfo: async ({ record, plies }) => engine.puzzleInfo(record, plies),
    },
    view: { render() {} },
    card: { render: (v) => views.push(v), announce() {} },
    store,
    file: parsePuzzles(FILE),
    address() {},
  });
  /** The card once the solver has judged the last move. */
  const judged = async () => {
    while (views.at(-1).checking || views.at(-1).outcome === 'going') await new Promise((ok) => setTimeout(ok, 20));
    return views.at(-1);
  };
  return { puzzles, views, judged };
}

test('a puzzle solved for the first time is not said to be solved before, until it is opened again', async () => {
  const { puzzles: file } = parsePuzzles(FILE);
  const one = file.find((p) => p.k === 1);
  const store = createLearnStore(null);
  const { puzzles, views, judged } = puzzlesWith(store);
  puzzles.open(one.n);
  assert.equal(views.at(-1).solvedBefore, false, 'never solved');
  assert.equal(puzzles.typedMove(one.moves[0]), null);
  const solved = await judged();
  assert.equal(solved.outcome, 'solved');
  assert.deepEqual(solved.progress.puzzles.solved, [one.n], 'the solve is kept at once');
  assert.equal(solved.solvedBefore, false, 'this solve is not an earlier one');
  assert.deepEqual(solved.feedback, { key: 'puzzle.solved' });
  // Opened again (Try again, or later from the list): solved before now.
  puzzles.retry();
  assert.equal(views.at(-1).solvedBefore, true);
  puzzles.open(one.n);
  assert.equal(views.at(-1).solvedBefore, true);
  // Another puzzle never solved is not.
  puzzles.open(file.find((p) => p.n !== one.n).n);
  assert.equal(views.at(-1).solvedBefore, false);
});

test('a puzzle\'s rating grows by 200 for each tenfold more work of the solver', () => {
  assert.equal(puzzleRating(1), 1000);
  assert.equal(puzzleRating(100), 1400);
  assert.equal(puzzleRating(1e6), 2200);
  assert.ok(puzzleRating(5000) > puzzleRating(4000));
  for (const damaged of [0, -5, NaN, Infinity]) assert.equal(puzzleRating(damaged), 1000);
  assert.equal(puzzleRating(1e30), 3500);
});

test('the rating goes up with a solve and down with a miss, as Elo with K = 32 from 1500', () => {
  assert.equal(emptyProgress().puzzles.rating, START_RATING);
  assert.equal(expectedScore(1500, 1500), 0.5);
  // Against an equal puzzle half of K either way.
  assert.equal(ratedAfter(1500, 1500, true), 1500 + K_FACTOR / 2);
  assert.equal(ratedAfter(1500, 1500, false), 1500 - K_FACTOR / 2);
  // A hard puzzle solved gains more than an easy one; an easy one missed loses more.
  assert.ok(ratedAfter(1500, 1900, true) - 1500 > ratedAfter(1500, 1100, true) - 1500);
  assert.ok(1500 - ratedAfter(1500, 1100, false) > 1500 - ratedAfter(1500, 1900, false));
  assert.ok(ratedAfter(1500, 3500, true) <= 1500 + K_FACTOR);
  let p = withRated(emptyProgress(), 1500, true);
  assert.equal(p.puzzles.rating, 1516);
  p = withRated(p, 1516, false);
  assert.equal(p.puzzles.rating, 1500);
  assert.deepEqual(p.puzzles.solved, []);
});
