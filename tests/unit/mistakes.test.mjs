// Your mistakes as puzzles (issue 35, part 1): what a review keeps of the player's own
// games (www/app/mistakes.js mistakesIn, review/keep.js), the list kept on the device
// (storage/mistakes.js: damaged data costs only itself, the 500 latest a board), the
// spaced repetition (afterTry, dueOn), the quiet review of a game that ended
// (app/reviewing.js, through the game's controller), and the drill itself
// (app/mistake-puzzles.js), with the real core and a fake clock. The card and the link
// to a game's review are tests/e2e/puzzles.test.mjs's.

import { mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { core, memoryStorage, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { INTERVALS, MAX_MISTAKES, afterTry, capped, dueOn, mistakesIn, nextDue, withFound } from '../../www/app/mistakes.js';
import { MISTAKES_KEY, createMistakesStore, parseMistakes, serializeMistakes } from '../../www/storage/mistakes.js';
import { keepMistakes, sourceOf } from '../../www/review/keep.js';
import { createReviewer } from '../../www/review/reviewer.js';
import {
  betterShown, createMistakePuzzles, mistakeOpened, noMistake, noneShown, tryChecking, tryJudged,
} from '../../www/app/mistake-puzzles.js';
import { createSession } from '../../www/app/session.js';

useMockClock();

const DAY = 86_400e3;
const NOW = Date.UTC(2026, 11, 7, 12);

/** The WHITE_WINS game's record, and the position before each of its moves (index ply - 1). */
function whiteWins() {
  const game = new core.Game();
  const positions = [];
  for (const move of WHITE_WINS) {
    positions.push(game.position());
    game.play(move);
  }
  const record = game.record();
  const history = game.state().history;
  game.free();
  return { record, positions, history };
}

/** A review line of the game: `ply`, the move played, its label, the better move and the evaluation after it. */
function line(ply, label, best, evaluation = { points: 0, win: null, plies: null }) {
  const side = ply % 2 === 1 ? 'white' : 'black';
  const text = WHITE_WINS[ply - 1];
  return { ply, move: { kind: 'step', side, text }, label, loss: 0, eval: evaluation, best: { kind: 'step', side, text: best } };
}

const SOURCE = { id: 'G4me1dabcd', board: 'knight', seats: { white: 'human', black: 'computer' }, against: 'ai', level: 4 };

test('a review keeps the player\'s mistakes and blunders and the forced wins let go, with the better move', () => {
  const { record, positions } = whiteWins();
  const lines = [
    line(1, 'mistake', 'b1-d2'),
    line(2, 'blunder', 'a5xb3'), // the computer's: not kept
    line(3, 'inaccuracy', 'b1xc3'), // not costly enough
    line(4, 'best', 'c5-d3', { points: null, win: 'white', plies: 9 }),
    line(5, 'good', 'e1xd3', { points: 1, win: null, plies: null }), // a forced win in 9 let go: kept, proved
    line(6, 'best', 'd3xc1'),
    line(7, 'best', 'e1-d3'), // as good as the best: not kept
    line(8, 'best', 'c3-d1', { points: null, win: 'white', plies: 70 }),
    line(9, 'blunder', 'b2xd1'), // a win too long for the solver let go: kept, not proved
  ];
  const found = mistakesIn(lines, { ...SOURCE, record, before: (ply) => ({ position: positions[ply - 1], number: Math.ceil(ply / 2) }) }, NOW);
  assert.deepEqual(found.map((m) => [m.ply, m.label, m.played, m.best, m.k]), [
    [1, 'mistake', 'a1-b3', 'b1-d2', null],
    [5, 'blunder', 'b3xa5', 'e1xd3', 9],
    [9, 'blunder', 'e1-d3', 'b2xd1', null],
  ]);
  const [first] = found;
  assert.deepEqual(first, {
    id: 'G4me1dabcd:1', board: 'knight', position: positions[0], side: 'white', played: 'a1-b3', best: 'b1-d2', k: null,
    label: 'mistake', record, ply: 1, number: 1, against: 'ai', level: 4, at: NOW, box: 0, due: NOW,
  });
  // At one screen both sides are the player's; a friend's moves are not.
  const both = mistakesIn(lines, { ...SOURCE, seats: { white: 'human', black: 'human' }, against: 'hotseat', record, before: () => ({ position: 'p', number: 1 }) }, NOW);
  assert.deepEqual(both.map((m) => [m.ply, m.level]), [[1, null], [2, null], [5, null], [9, null]]);
  const friend = mistakesIn(lines, { ...SOURCE, seats: { white: 'friend', black: 'human' }, against: 'friend', record, before: () => ({ position: 'p', number: 1 }) }, NOW);
  assert.deepEqual(friend.map((m) => m.ply), [2]);
});

test('what a review keeps is kept once, in the device\'s storage, with the position before each move', () => {
  const { record, positions, history } = whiteWins();
  const storage = memoryStorage();
  const review = { status: 'done', record, total: WHITE_WINS.length, lines: [line(1, 'mistake', 'b1-d2'), line(2, 'best', 'b5-c3'), line(3, 'blunder', 'b1xc3')] };
  assert.equal(keepMistakes(review, SOURCE, { Game: core.Game, storage, now: NOW }), 2);
  const kept = createMistakesStore(storage).get();
  assert.deepEqual(kept.map((m) => [m.id, m.position, m.number]), [
    ['G4me1dabcd:1', positions[0], history[0].number], ['G4me1dabcd:3', positions[2], history[2].number],
  ]);
  // The same review again (a reload, a second review of the game) adds nothing.
  assert.equal(keepMistakes(review, SOURCE, { Game: core.Game, storage, now: NOW + DAY }), 0);
  assert.equal(createMistakesStore(storage).get().length, 2);
  assert.equal(createMistakesStore(storage).get()[0].at, NOW, 'kept as first found');
  // Each better move is legal where it is kept.
  for (const m of kept) {
    const game = core.Game.fromPosition(m.position, m.board);
    assert.ok(game.state().moves.some((move) => move.text === m.best), `${m.best} in ${m.position}`);
    game.free();
  }
});

test('the real engine\'s review of a game gives mistakes whose better moves are legal and not the moves played', () => {
  const { record } = whiteWins();
  const engine = new core.Engine();
  const lines = WHITE_WINS.map((_, i) => engine.reviewPly(record, i + 1, 20));
  engine.free();
  const storage = memoryStorage();
  keepMistakes({ status: 'done', record, total: lines.length, lines }, { ...SOURCE, seats: { white: 'human', black: 'human' }, against: 'hotseat', level: null }, { Game: core.Game, storage, now: NOW });
  const kept = createMistakesStore(storage).get();
  assert.ok(kept.length >= 1, 'the scripted game has costly moves');
  for (const m of kept) {
    assert.notEqual(m.best, m.played);
    const game = core.Game.fromPosition(m.position, m.board);
    const state = game.state();
    assert.equal(state.turn, m.side);
    assert.ok(state.moves.some((move) => move.text === m.best) && state.moves.some((move) => move.text === m.played));
    game.free();
  }
});

test('spaced repetition: a try right sends a mistake away for longer, a try wrong brings it back soon', () => {
  const base = { board: 'knight', position: 'p', side: 'white', played: 'a1-b3', best: 'b1-d2', k: null, label: 'mistake', record: 'r', ply: 1, number: 1, against: 'ai', level: 4, box: 0 };
  let list = withFound([], [{ ...base, id: 'a', at: NOW, due: NOW }, { ...base, id: 'b', at: NOW, due: NOW + 1 }]);
  assert.deepEqual(dueOn(list, 'knight', NOW).map((m) => m.id), ['a']);
  assert.deepEqual(dueOn(list, 'knight', NOW + 1).map((m) => m.id), ['a', 'b'], 'the longest due first');
  assert.deepEqual(dueOn(list, 'traditional', NOW + 1), []);
  const frozen = Object.freeze(list);
  list = afterTry(frozen, 'a', true, NOW);
  assert.deepEqual([list[0].box, list[0].due], [1, NOW + DAY]);
  assert.equal(frozen[0].box, 0, 'the list before is as it was');
  list = afterTry(list, 'a', true, NOW + DAY);
  assert.deepEqual([list[0].box, list[0].due], [2, NOW + 4 * DAY]);
  list = afterTry(list, 'a', false, NOW + 4 * DAY);
  assert.deepEqual([list[0].box, list[0].due], [0, NOW + 4 * DAY + INTERVALS[0]]);
  assert.equal(INTERVALS[0], 10 * 60e3);
  // The top box stays the top box.
  for (let i = 0; i < 10; i++) list = afterTry(list, 'b', true, NOW);
  assert.deepEqual([list[1].box, list[1].due], [INTERVALS.length - 1, NOW + 60 * DAY]);
  assert.equal(nextDue(list, 'knight'), NOW + 4 * DAY + INTERVALS[0]);
  assert.equal(nextDue(list, 'traditional'), null);
  // Found again: not added twice, and the list is the same object when nothing is new.
  assert.equal(withFound(list, [{ ...base, id: 'a', at: NOW + 9, due: NOW + 9 }]), list);
});

test('each board keeps its 500 latest mistakes', () => {
  const base = { position: 'p', side: 'white', played: 'a1-b3', best: 'b1-d2', k: null, label: 'mistake', record: 'r', ply: 1, number: 1, against: 'ai', level: 4, box: 0 };
  const many = Array.from({ length: MAX_MISTAKES + 5 }, (_, i) => ({ ...base, board: 'knight', id: `k${i}`, at: i, due: i }));
  const other = [{ ...base, board: 'traditional', id: 't0', at: 0, due: 0 }];
  const list = withFound(other, many);
  assert.equal(list.filter((m) => m.board === 'knight').length, MAX_MISTAKES);
  assert.ok(!list.some((m) => m.id === 'k0') && list.some((m) => m.id === `k${MAX_MISTAKES + 4}`), 'the oldest go');
  assert.ok(list.some((m) => m.id === 't0'), 'the other board keeps its own');
  assert.equal(capped(list).length, list.length);
});

test('the list kept reads back the same, and damaged data costs only itself', () => {
  const good = {
    id: 'G:3', board: 'traditional', position: 'bbbbb/5/5/5/wwwww w - -', side: 'white', played: 'a1-b3', best: 'b1-d2', k: 7,
    label: 'blunder', record: '1. a1-b3', ply: 3, number: 2, against: 'friend', level: null, at: NOW, box: 2, due: NOW + DAY,
  };
  assert.deepEqual(parseMistakes(serializeMistakes([good])), [good]);
  const damaged = JSON.stringify({
    version: 1,
    mistakes: [good, { ...good, id: 'G:4', k: -1 }, { ...good, id: 'G:5', board: 'chess' }, null, 'x', { ...good, id: 'G:6', box: 9 },
      { ...good, id: 'G:7', against: 'nobody' }, { ...good }, { ...good, id: 'G:8', extra: 'dropped' }],
  });
  const read = parseMistakes(damaged);
  assert.deepEqual(read.map((m) => m.id), ['G:3', 'G:8'], 'the whole ones, each once');
  assert.equal('extra' in read[1], false);
  for (const text of [null, '', '{', '[]', JSON.stringify({ version: 2, mistakes: [good] }), JSON.stringify({ version: 1, mistakes: 'all' })]) {
    assert.deepEqual(parseMistakes(text), [], String(text));
  }
  // A store without usable storage keeps the list for the visit.
  const refusing = memoryStorage({ full: true });
  const store = createMistakesStore(refusing);
  store.update((list) => [...list, good]);
  assert.equal(store.saved, false);
  assert.deepEqual(store.get(), [good]);
  const storage = memoryStorage();
  createMistakesStore(storage).update(() => [good]);
  assert.equal(JSON.parse(storage.getItem(MISTAKES_KEY)).version, 1);
});

test('a game that ends is offered for a quiet review with whose it is; a game no person here moved in is nobody\'s', async () => {
  const { positions } = whiteWins();
  const last = WHITE_WINS.at(-1);
  const before = encodeURIComponent(positions.at(-1));
  const device = openDevice(`${SITE}?mode=ai&color=white&position=${before}`);
  await settle(device);
  assert.equal(device.controller.reviewSource(), null, 'opened from the address, nobody moved yet');
  device.move(last);
  await settle(device);
  assert.equal(device.snap().state.over, true);
  assert.equal(device.quiet.length, 1, 'once');
  const [{ record, total, whose }] = device.quiet;
  assert.deepEqual([record, total, whose.id], [device.session.record(), 1, device.session.id]);
  assert.deepEqual(sourceOf(whose), { id: device.session.id, board: 'knight', seats: { white: 'human', black: 'computer' }, against: 'ai', level: device.snap().level });
  const hotseat = openDevice(`${SITE}?mode=hotseat&position=${before}`);
  await settle(hotseat);
  hotseat.move(last);
  await settle(hotseat);
  assert.equal(sourceOf(hotseat.quiet[0].whose).against, 'hotseat');
  assert.deepEqual(sourceOf(hotseat.quiet[0].whose).level, null);
});

/** The review's chunk's reviewer with an engine that judges every move as `lines` say (by ply). */
function chunkReviewer(lines, storage) {
  const engines = [];
  const makeEngine = () => {
    const engine = { asked: [], warm() {}, cancel() { engine.cancelled = true; }, cancelled: false,
      review: async ({ ply }) => { engine.asked.push(ply); return lines[ply - 1]; } };
    engines.push(engine);
    return engine;
  };
  let whose = null;
  const reviewer = createReviewer(makeEngine, () => {}, () => false, null, { about: () => whose, Game: core.Game, storage, quietAfter: 2000 });
  return { reviewer, engines, own: (w) => { whose = w; } };
}

test('the quiet review runs after its pause in an engine of its own, keeps the mistakes, and gives way to a review begun', async () => {
  const { record } = whiteWins();
  const lines = WHITE_WINS.map((_, i) => line(i + 1, i === 0 ? 'blunder' : 'best', i === 0 ? 'b1-d2' : WHITE_WINS[i]));
  const storage = memoryStorage();
  const t = chunkReviewer(lines, storage);
  const snap = /** @type {any} */ ({ state: { board: 'knight' }, seats: { white: 'human', black: 'computer' }, friend: null, level: 3 });
  t.reviewer.quiet(record, lines.length, { id: 'Q', snap });
  t.reviewer.quiet(record, lines.length, { id: 'Q', snap });
  assert.equal(t.engines.length, 0, 'not at once');
  await settle({ acting: (fn) => fn() }, 2000);
  assert.equal(t.engines.length, 1, 'once, in an engine of its own');
  assert.equal(t.reviewer.of(record), null, 'shown nowhere');
  assert.deepEqual(createMistakesStore(storage).get().map((m) => [m.id, m.level, m.against]), [['Q:1', 3, 'ai']]);
  // The next game that ends: the same engine (one worker for the visit), its mistakes kept too.
  const shorter = core.Game.fromRecord(record);
  shorter.undo();
  const next = shorter.record();
  shorter.free();
  t.reviewer.quiet(next, lines.length - 1, { id: 'R', snap });
  await settle({ acting: (fn) => fn() }, 2000);
  assert.equal(t.engines.length, 1, 'one engine for every quiet review');
  assert.deepEqual(createMistakesStore(storage).get().map((m) => m.id), ['Q:1', 'R:1']);
  // At one screen, or nobody's: none.
  const other = chunkReviewer(lines, memoryStorage());
  other.reviewer.quiet(record, lines.length, { id: 'H', snap: { ...snap, seats: { white: 'human', black: 'human' } } });
  other.reviewer.quiet(record, lines.length, null);
  await settle({ acting: (fn) => fn() }, 2000);
  assert.equal(other.engines.length, 0);
  // A review begun in the pause takes its place; it keeps what it finds, once the game is the player's.
  const begun = chunkReviewer(lines, memoryStorage());
  begun.own({ id: 'B', snap });
  begun.reviewer.quiet(record, lines.length, { id: 'B', snap });
  begun.reviewer.start(record, lines.length);
  await settle({ acting: (fn) => fn() }, 2000);
  assert.equal(begun.engines.length, 1, 'the review\'s own engine only');
  assert.equal(begun.reviewer.of(record).status, 'done');
});

// --- the drill ---------------------------------------------------------------

/** The drill with the real core, a stand-in view, card and engine (`right`: what it says of a try). */
function openDrill(list, { right = () => true, now = NOW } = {}) {
  const storage = memoryStorage();
  const store = createMistakesStore(storage);
  store.update(() => list);
  const session = createSession(core.Game);
  const view = { snap: null, render(snap) { view.snap = snap; } };
  const card = { shown: null, announced: [], render(v) { card.shown = v; }, announce(v, what) { card.announced.push(what); } };
  const asked = [];
  const opponent = {
    cancel() {},
    puzzle: async (request) => {
      asked.push({ solver: request });
      return { correct: right(request.move), solved: false, reply: null, pliesLeft: 0, move: null };
    },
    review: async (request) => {
      asked.push({ review: request });
      const game = core.Game.fromRecord(request.record);
      const played = game.state().history.at(-1).text;
      game.free();
      return { label: right(played) ? 'good' : 'blunder' };
    },
  };
  const addresses = [];
  const clock = { now: () => now };
  const drill = createMistakePuzzles({ session, opponent, view, card, store, board: 'knight', address: (id) => addresses.push(id), now: () => clock.now() });
  return { drill, session, view, card, store, asked, addresses, clock };
}

async function tick() {
  for (let i = 0; i < 5; i++) {
    mock.timers.tick(1000);
    await new Promise((ok) => setImmediate(ok));
  }
}

test('the drill opens the mistake due longest, judges a try by the review\'s engine, and sends it away', async () => {
  const { record, positions } = whiteWins();
  const base = { board: 'knight', side: 'white', k: null, label: 'mistake', record, number: 1, against: 'ai', level: 4, at: NOW, box: 0 };
  const list = [
    { ...base, id: 'G:3', position: positions[2], played: 'b1-a3', best: 'b1xc3', ply: 3, due: NOW - 5 },
    { ...base, id: 'G:1', position: positions[0], played: 'a1-b3', best: 'b1-d2', ply: 1, due: NOW - 10 },
    { ...base, id: 'G:5', position: positions[4], played: 'b3xa5', best: 'e1xd3', ply: 5, due: NOW + DAY },
  ];
  const t = openDrill(list, { right: (move) => move === 'b1-d2' || move === 'b1xc3' });
  t.drill.open();
  assert.equal(t.card.shown.mistake.id, 'G:1');
  assert.deepEqual([t.card.shown.due, t.card.shown.others, t.card.shown.kept], [2, 1, 3]);
  assert.equal(t.session.state().position, positions[0]);
  assert.deepEqual(t.addresses, ['G:1']);
  assert.equal(t.view.snap.humanToMove, true);
  // A wrong try: the review's engine says so, the better move is drawn, and it comes back soon.
  t.drill.typedMove('a1-b3');
  assert.equal(t.card.shown.checking, true);
  await tick();
  assert.equal(t.card.shown.outcome, 'wrong');
  assert.deepEqual(t.card.shown.feedback, { key: 'mistakes.wrong', params: { move: 'a1-b3', better: 'b1-d2' } });
  assert.deepEqual(t.view.snap.arrow, { from: 'b1', to: 'd2' });
  assert.equal(t.store.get().find((m) => m.id === 'G:1').due, NOW + INTERVALS[0]);
  assert.deepEqual(t.asked.at(-1).review.ply, 1, 'the try, as the first move from the mistake\'s position');
  // Again, right: a box up.
  t.drill.retry();
  t.drill.typedMove('b1-d2');
  await tick();
  assert.equal(t.card.shown.outcome, 'right');
  assert.deepEqual(t.store.get().find((m) => m.id === 'G:1').box, 1);
  // Next: the other due one; then none due, and the card says when the next comes.
  t.drill.next();
  assert.equal(t.card.shown.mistake.id, 'G:3');
  t.drill.next();
  assert.equal(t.card.shown.mistake.id, 'G:3', 'the only one due but itself: itself');
  t.drill.showBetter();
  assert.equal(t.card.shown.outcome, 'shown');
  assert.equal(t.session.state().history.at(-1).text, 'b1xc3');
  assert.equal(t.store.get().find((m) => m.id === 'G:3').box, 0);
  t.drill.next();
  assert.equal(t.card.shown.mistake, null);
  assert.deepEqual(t.card.shown.feedback, { key: 'mistakes.noneDue' });
  assert.equal(t.card.shown.next, NOW + INTERVALS[0]);
  assert.equal(t.addresses.at(-1), null);
});

test('a proved mistake is judged by the solver in its plies, and the drill with nothing kept says so', async () => {
  const { record, positions } = whiteWins();
  const proved = { id: 'G:5', board: 'knight', position: positions[4], side: 'white', played: 'b3xa5', best: 'e1xd3', k: 9, label: 'blunder', record, ply: 5, number: 3, against: 'ai', level: 4, at: NOW, box: 0, due: NOW };
  const t = openDrill([proved], { right: (move) => move === 'e1xd3' });
  t.drill.open('G:5');
  t.drill.typedMove('e1xd3');
  await tick();
  assert.equal(t.card.shown.outcome, 'right');
  assert.deepEqual(t.asked[0].solver, { record: `[Position "${positions[4]}"]\n`, move: 'e1xd3', pliesLeft: 9 });
  // A refused try is the core's reason, and nothing is judged.
  t.drill.retry();
  const refusal = t.drill.typedMove('a1-a2');
  assert.ok(refusal instanceof Error);
  assert.ok('error' in t.card.shown.feedback);
  const empty = openDrill([]);
  empty.drill.open();
  assert.deepEqual([empty.card.shown.mistake, empty.card.shown.feedback], [null, { key: 'mistakes.none' }]);
  assert.equal(empty.view.snap.humanToMove, false);
});

test('the drill\'s state: each transition returns a new state and changes none in place', () => {
  const m = /** @type {any} */ ({ id: 'x', best: 'b1-d2' });
  const start = Object.freeze(noMistake());
  const open = Object.freeze(mistakeOpened(start, m, 'black', { from: 'b1', to: 'd2' }));
  assert.deepEqual([open.mistake, open.side, open.generation, start.generation], [m, 'black', 1, 0]);
  const looking = Object.freeze(tryChecking(open));
  assert.equal(looking.checking, true);
  assert.deepEqual(tryJudged(looking, false, 'a1-b3').arrow, { from: 'b1', to: 'd2' });
  assert.equal(tryJudged(looking, true, 'b1-d2').arrow, null);
  assert.deepEqual(betterShown(open).feedback, { key: 'mistakes.better', params: { move: 'b1-d2' } });
  assert.deepEqual(noneShown(open, 'mistakes.none').generation, 2);
});
