// The player's arrows and circles (issue 26, part 4): the shapes of each position
// (www/app/drawings.js), the text a friend link carries them in, the gesture that draws
// one (www/board/sketch.js), their words for screen readers (panels/describe.js), and
// the controller's handling of them: kept with their position in the move list, never
// the game's, sent with a friend's link as a note and shown on the friend's device.
// e2e/drawings.test.mjs keeps what needs a browser (the mouse, touch, keys, pixels).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXCERPT_CHARS } from '../../www/text/excerpt.js';
import { MAX_SHAPES, countShapes, decodeShapes, encodeShapes, toggleShape, withNote } from '../../www/app/drawings.js';
import { drawingsFrom, drawingsGone, initialState, shapesAt, shapesSet } from '../../www/app/state.js';
import { lazyDrawn } from '../../www/app/drawings-lazy.js';
import * as sketch from '../../www/board/sketch.js';
import * as core from '../../www/board/core.js';
import { indexOf } from '../../www/board/geometry.js';
import { describeDrawings, describePosition } from '../../www/panels/describe.js';
import { openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { createI18n, laterTexts } from '../../www/i18n/i18n.js';
import { setTranslator, t } from '../../www/i18n/lang.js';
import en from '../../www/i18n/en/game.js';
import * as enAll from '../../www/i18n/en/game.js';
import enLater from '../../www/i18n/en/later.js';
import * as fi from '../../www/i18n/fi/game.js';
import * as sk from '../../www/i18n/sk/game.js';
import * as pt from '../../www/i18n/pt/game.js';
import * as de from '../../www/i18n/de/game.js';
import * as ru from '../../www/i18n/ru/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
// English's words of the notices and lists fetched on first use, here as the page's loaders fetch them first.
await laterTexts();
useMockClock();

const at = (name) => indexOf(name);
const arrow = (from, to) => ({ from: at(from), to: at(to) });
const circle = (name) => ({ from: at(name), to: at(name) });

// --- the shapes of each position -------------------------------------------

/**
 * The drawings of one game as the controller keeps them: a frozen state that only the
 * pure transitions replace (toggleShape, and state.js shapesSet, drawingsFrom, drawingsGone).
 */
function createDrawings() {
  let s = Object.freeze(initialState());
  return {
    at: (ply) => shapesAt(s, ply),
    toggle(ply, shape) {
      const { outcome, shapes } = toggleShape(shapesAt(s, ply), shape);
      if (outcome === 'added' || outcome === 'removed') s = Object.freeze(shapesSet(s, ply, shapes));
      return outcome;
    },
    clear(ply) {
      const had = shapesAt(s, ply).length > 0;
      s = Object.freeze(shapesSet(s, ply, []));
      return had;
    },
    set: (ply, shapes) => { s = Object.freeze(shapesSet(s, ply, shapes)); },
    dropFrom: (ply) => { s = Object.freeze(drawingsFrom(s, ply)); },
    reset: () => { s = Object.freeze(drawingsGone(s)); },
  };
}

test('drawing a shape adds it to its position; drawing it again takes it away', () => {
  const d = createDrawings();
  assert.deepEqual(d.at(0), []);
  assert.equal(d.toggle(0, arrow('a1', 'c2')), 'added');
  assert.equal(d.toggle(0, circle('b3')), 'added');
  assert.equal(d.toggle(0, arrow('c2', 'a1')), 'added', 'the other way round is another arrow');
  assert.deepEqual(d.at(0), [arrow('a1', 'c2'), circle('b3'), arrow('c2', 'a1')]);
  assert.equal(d.toggle(0, arrow('a1', 'c2')), 'removed');
  assert.deepEqual(d.at(0), [circle('b3'), arrow('c2', 'a1')]);
  assert.deepEqual(d.at(1), [], 'another position has its own');
  assert.equal(d.toggle(0, circle('b3')), 'removed');
  assert.equal(d.toggle(0, arrow('c2', 'a1')), 'removed');
  assert.deepEqual(d.at(0), []);
});

test('a shape off the board changes nothing, and a position holds at most MAX_SHAPES', () => {
  const d = createDrawings();
  assert.equal(d.toggle(0, { from: -1, to: 3 }), 'invalid');
  assert.equal(d.toggle(0, { from: 0, to: 25 }), 'invalid');
  assert.equal(d.toggle(0, { from: 1.5, to: 2 }), 'invalid');
  assert.equal(d.toggle(0, null), 'invalid');
  assert.deepEqual(d.at(0), []);
  let added = 0;
  for (let from = 0; from < 25 && added < MAX_SHAPES; from++) {
    for (let to = 0; to < 25 && added < MAX_SHAPES; to++) {
      assert.equal(d.toggle(0, { from, to }), 'added');
      added += 1;
    }
  }
  assert.equal(d.toggle(0, { from: 24, to: 0 }), 'full');
  assert.equal(d.at(0).length, MAX_SHAPES);
  assert.equal(d.toggle(0, { from: 0, to: 0 }), 'removed', 'taking one away still works when full');
});

test('clearing, a new line of moves and another game', () => {
  const d = createDrawings();
  d.toggle(0, circle('a1'));
  d.toggle(2, circle('b1'));
  d.toggle(3, circle('c1'));
  assert.equal(d.clear(0), true);
  assert.equal(d.clear(0), false, 'nothing left to clear');
  d.dropFrom(3);
  assert.deepEqual(d.at(2), [circle('b1')]);
  assert.deepEqual(d.at(3), []);
  d.set(5, [arrow('a1', 'b3')]);
  assert.deepEqual(d.at(5), [arrow('a1', 'b3')]);
  d.set(5, []);
  assert.deepEqual(d.at(5), []);
  d.reset();
  assert.deepEqual(d.at(2), []);
});

// --- the link's note ------------------------------------------------------

test('the note of a link: arrows as two circles, circles as one, and back', () => {
  const shapes = [arrow('a1', 'c2'), circle('b3'), arrow('e5', 'd3')];
  assert.equal(encodeShapes(shapes), 'a1c2.b3.e5d3');
  assert.deepEqual(decodeShapes('a1c2.b3.e5d3'), { shapes });
  assert.deepEqual(decodeShapes(''), { shapes: [] });
  assert.deepEqual(decodeShapes('b3.b3.a1c2.a1c2'), { shapes: [circle('b3'), arrow('a1', 'c2')] }, 'each once');
});

test('a damaged note says which part could not be read, or that it is too long', () => {
  for (const [text, part] of [['a1c2.f3', 'f3'], ['a1c2.b3x', 'b3x'], ['a6', 'a6'], ['a1a1', 'a1a1'], ['a1..b2', ''], ['A1', 'A1'], ['a0c2', 'a0c2']]) {
    assert.deepEqual(decodeShapes(text), { shapes: null, error: 'part', part }, text);
  }
  assert.deepEqual(decodeShapes(`a1.${'x'.repeat(500)}`), { shapes: null, error: 'part', part: `${'x'.repeat(EXCERPT_CHARS)}…` }, 'quoted short');
  // Quoted as every notice quotes the address (excerpt): a mark that turns the text's
  // direction cannot reverse the sentence, and a cut never splits a surrogate pair.
  assert.deepEqual(decodeShapes('a1.\u202eb3c4'), { shapes: null, error: 'part', part: '\ufffdb3c4' }, 'U+202E');
  const emoji = '😀'.repeat(40);
  const { part } = decodeShapes(`a1.${emoji}`);
  assert.equal(part, `${'😀'.repeat(EXCERPT_CHARS)}…`, 'whole characters only');
  assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])/.test(part), 'no half of a pair');
  assert.deepEqual(decodeShapes(Array(MAX_SHAPES + 1).fill('a1').join('.')), { shapes: null, error: 'many' });
  assert.equal(decodeShapes(Array(MAX_SHAPES).fill('a1').join('.')).shapes.length, 1, 'as many parts as a position takes are read');
  assert.deepEqual(decodeShapes(/** @type {any} */ (null)), { shapes: null, error: 'part', part: 'null' });
});

test('withNote adds the shapes to a friend link, and leaves a link without any as it is', () => {
  const link = 'https://jarmo.example/jarmo/#game=a1-b3&id=Abc123defg&w=Anna&b=Ben';
  assert.equal(withNote(link, []), link);
  assert.equal(withNote(null, [circle('b3')]), null, 'no link, nothing to add to');
  const noted = withNote(link, [arrow('a1', 'c2'), circle('b3')]);
  assert.equal(noted, `${link}&draw=a1c2.b3`);
  assert.deepEqual(countShapes([arrow('a1', 'c2'), circle('b3'), circle('c3')]), { arrows: 1, circles: 2 });
});

// --- the gesture ----------------------------------------------------------

test('the gesture: a drag ends in an arrow, a release where it began in a circle', () => {
  assert.equal(sketch.begin(-1, 'pointer'), null, 'between circles nothing is drawn');
  let s = sketch.begin(at('a1'), 'pointer');
  assert.deepEqual(sketch.finish(s), circle('a1'));
  s = sketch.reach(s, at('b2'));
  s = sketch.reach(s, -1);
  assert.deepEqual(sketch.finish(s), arrow('a1', 'b2'), 'off the circles, the last one reached stays');
  s = sketch.reach(s, at('a1'));
  assert.deepEqual(sketch.finish(s), circle('a1'), 'back where it began: a circle');
  assert.equal(sketch.LONG_PRESS_MS, 500);
});

test('a touch draws only where its press picked up nothing: one\'s own archer is still moved', () => {
  const W = { colour: 'white' };
  const B = { colour: 'black' };
  const circles = new Array(25).fill(null);
  circles[at('a1')] = W;
  circles[at('a5')] = B;
  const dests = new Map([[at('a1'), [{ to: at('b3'), capture: false }]]]);
  const P = { x: 0, y: 0 };
  const board = (movable) => core.configure(core.emptyBoard(), { circles, dests, movable }).state;
  const after = (state, i) => core.pointerDown(state, i, P).state;
  assert.equal(sketch.longPressMay(after(board(true), at('a1')), at('a1')), false, 'own archer: picked up, moved');
  assert.equal(sketch.longPressMay(after(board(true), at('c3')), at('c3')), true, 'an empty circle');
  assert.equal(sketch.longPressMay(after(board(true), at('a5')), at('a5')), true, 'the other side\'s archer');
  assert.equal(sketch.longPressMay(after(board(false), at('a1')), at('a1')), true, 'any circle when the board takes no input');
  assert.equal(sketch.longPressMay(after(board(true), -1), -1), false, 'between circles');
});

// --- words ----------------------------------------------------------------

test('the marks in words, in the position\'s description', () => {
  assert.equal(describeDrawings([]), '');
  assert.equal(describeDrawings([], { none: true }), 'No marks.');
  assert.equal(describeDrawings([arrow('a1', 'c2'), circle('b3')]), 'Marks: arrow a1 to c2; circle b3.');
  const device = openDevice(`${SITE}?mode=hotseat`);
  const state = device.snap().state;
  // The marks come before the status, which ends the text.
  assert.match(describePosition(state, 'Your move.', [circle('b3')]), /\. Marks: circle b3\. Your move\.$/);
  assert.match(describePosition(state, 'Your move.'), /Your move\.$/);
});

test('every language says the marks, the keys and the note, with its own words', () => {
  const keys = ['draw.marks', 'draw.arrow', 'draw.circle', 'draw.none', 'draw.start', 'draw.dropped', 'draw.full', 'draw.note', 'draw.noteUnnamed', 'draw.damaged', 'draw.tooMany'];
  const modules = { en: enAll, fi, sk, pt, de, ru };
  for (const [lang, module] of Object.entries(modules)) {
    // English's words of a friend's note are said only by the friend features (en/later.js).
    const catalog = lang === 'en' ? { ...module.default, ...enLater } : module.default;
    for (const key of keys) assert.equal(typeof catalog[key], 'string', `${lang} ${key}`);
    assert.match(catalog['board.keys'], /\bA\b.*\bC\b/, `${lang}: the keys' help names A and C`);
    if (lang !== 'en') {
      for (const key of keys) assert.notEqual(catalog[key], en[key] ?? enLater[key], `${lang} ${key} is translated`);
    }
    const i18n = createI18n(lang, { [lang]: catalog, en }, { warn: false, format: module.format });
    assert.match(i18n.t('draw.note', { name: 'Anna', arrows: 1, circles: 2 }), /Anna.*1.*2/s, lang);
    assert.match(i18n.t('draw.arrow', { from: 'a1', to: 'c2' }), /a1.*c2/, lang);
  }
});

// --- the controller -------------------------------------------------------

/** A game at one screen with `moves` played. */
async function game(moves = []) {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  for (const move of moves) device.move(move);
  await settle(device);
  return device;
}
// The first shape waits for the drawings' chunk (drawings-lazy.js): each is awaited.
const draw = async (device, shape) => device.acting(() => device.controller.draw(shape));
const clear = async (device, ply) => device.acting(() => device.controller.clearDrawings(ply));

test('shapes stay with their position as the move list is walked; a new move shows none', async () => {
  const device = await game(WHITE_WINS.slice(0, 2));
  assert.deepEqual(device.snap().drawings, []);
  assert.equal(await draw(device, arrow('a1', 'c2')), 'added');
  assert.deepEqual(device.snap().drawings, [arrow('a1', 'c2')]);
  assert.deepEqual(device.view.snap.drawings, [arrow('a1', 'c2')], 'the view drew them');
  assert.deepEqual(device.view.drawingsSaid.at(-1), [arrow('a1', 'c2')], 'and said them');
  device.look(1);
  assert.deepEqual(device.snap().drawings, [], 'an earlier position has its own');
  await draw(device, circle('b3'));
  assert.deepEqual(device.snap().drawings, [circle('b3')]);
  device.look(2);
  assert.deepEqual(device.snap().drawings, [arrow('a1', 'c2')]);
  device.look(1);
  assert.deepEqual(device.snap().drawings, [circle('b3')], 'kept while elsewhere');
  device.look(2);
  device.move(WHITE_WINS[2]);
  await settle(device);
  assert.deepEqual(device.snap().drawings, [], 'the new position has none');
  device.look(2);
  assert.deepEqual(device.snap().drawings, [arrow('a1', 'c2')], 'the one before keeps its own');
  assert.equal(device.moves().length, 3);
  assert.doesNotMatch(device.url(), /draw/, 'never part of the game\'s address');
});

test('a click or Escape clears the position shown (or the one the press began on)', async () => {
  const device = await game(WHITE_WINS.slice(0, 2));
  await draw(device, arrow('a1', 'c2'));
  await draw(device, circle('b3'));
  device.look(1);
  await draw(device, circle('c3'));
  assert.equal(await clear(device), true);
  assert.deepEqual(device.snap().drawings, []);
  assert.deepEqual(device.view.drawingsSaid.at(-1), [], '"No marks." is said');
  assert.equal(await clear(device), false, 'nothing more to clear');
  device.look(2);
  assert.deepEqual(device.snap().drawings, [arrow('a1', 'c2'), circle('b3')], 'another position keeps its own');
  // A touch lifted after the press that left an earlier position clears that one.
  device.look(1);
  await draw(device, circle('c3'));
  device.look(2);
  assert.equal(await clear(device, 1), true);
  device.look(1);
  assert.deepEqual(device.snap().drawings, []);
  device.look(2);
  assert.equal(device.snap().drawings.length, 2);
});

test('Undo keeps the shapes of the positions it goes back to, and Redo brings back the rest; a new game has none', async () => {
  const device = await game(WHITE_WINS.slice(0, 2));
  device.look(1);
  await draw(device, circle('b3'));
  device.look(2);
  await draw(device, arrow('a1', 'c2'));
  device.undo();
  await settle(device);
  assert.equal(device.moves().length, 1);
  assert.deepEqual(device.snap().drawings, [circle('b3')], 'the position Undo shows keeps its own');
  device.redo();
  await settle(device);
  assert.deepEqual(device.snap().drawings, [arrow('a1', 'c2')], 'the same move again: the same position');
  device.undo();
  device.move('b5-a3');
  await settle(device);
  assert.deepEqual(device.moves(), ['a1-b3', 'b5-a3']);
  assert.deepEqual(device.snap().drawings, [], 'another move: the old position\'s shapes are gone');
  device.redo();
  assert.deepEqual(device.snap().drawings, []);
  await device.acting(() => device.controller.newGame({ ask: false }));
  await settle(device);
  device.look(1);
  assert.deepEqual(device.snap().drawings, []);
  assert.deepEqual(device.snap().state.history.length, 0);
  assert.deepEqual(device.snap().drawings, [], 'a new game has none');
});

/** Anna's device: a game with Ben, she plays White and has made the first move. */
async function anna() {
  const device = openDevice(`${SITE}?mode=friend&color=white&lang=en`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(device);
  device.move(WHITE_WINS[0]);
  await settle(device);
  return device;
}

test('the link sent to a friend carries the shapes of the position as a note, which the friend sees', async () => {
  const white = await anna();
  await draw(white, arrow('b5', 'c3'));
  await draw(white, circle('b3'));
  white.send();
  await settle(white);
  const { link } = white.view.shared[0];
  assert.match(link, /#game=a1-b3&id=[A-Za-z0-9]{10}&w=Anna&b=Ben&draw=b5c3\.b3$/);
  assert.doesNotMatch(white.url(), /draw/, 'the address keeps the game only');
  assert.deepEqual(white.snap().drawings, [arrow('b5', 'c3'), circle('b3')], 'the sender keeps them');

  const black = openDevice(link);
  await settle(black);
  assert.deepEqual(black.moves(), [WHITE_WINS[0]]);
  assert.deepEqual(black.snap().drawings, [arrow('b5', 'c3'), circle('b3')], 'on the position it came with');
  const notice = black.view.notices.get('link-note');
  assert.equal(t(notice.text, notice.params), 'Anna left a note on this position: arrows 1, circles 1.');
  black.look(0);
  assert.deepEqual(black.snap().drawings, [], 'only there');
  black.look(1);
  black.move(WHITE_WINS[1]);
  await settle(black);
  assert.deepEqual(black.snap().drawings, []);
  black.send();
  await settle(black);
  assert.doesNotMatch(black.view.shared[0].link, /draw/, 'no shapes, no note');
  black.look(1);
  assert.deepEqual(black.snap().drawings, [arrow('b5', 'c3'), circle('b3')], 'the note stays on its position');
  const saved = JSON.stringify([...black.storage.items]);
  assert.match(saved, /a1-b3/, 'the game is kept');
  assert.doesNotMatch(saved, /b5c3|draw/, 'the note is not');
});

test('a note on a link whose game this device already has is shown on that position; the record is the same', async () => {
  const white = await anna();
  white.send();
  await settle(white);
  const black = openDevice(white.view.shared[0].link);
  await settle(black);
  assert.equal(black.view.notices.has('link-note'), false, 'no note, no notice');
  // The same link again, now with a note (the same game, nothing new in it).
  black.follow(`${white.view.shared[0].link}&draw=c5c3`);
  await settle(black);
  assert.deepEqual(black.moves(), [WHITE_WINS[0]]);
  assert.deepEqual(black.snap().drawings, [arrow('c5', 'c3')]);
  assert.equal(black.view.notices.get('link-note').text, 'draw.note');
});

test('a damaged note is left out with a notice, and the game opens as ever', async () => {
  const white = await anna();
  white.send();
  await settle(white);
  const black = openDevice(`${white.view.shared[0].link}&draw=a1c2.z9`);
  await settle(black);
  assert.deepEqual(black.moves(), [WHITE_WINS[0]], 'the game is there');
  assert.equal(black.snap().humanToMove, true);
  assert.deepEqual(black.snap().drawings, [], 'nothing of the note');
  const notice = black.view.notices.get('link-note');
  assert.equal(notice.text, 'draw.damaged');
  assert.match(t(notice.text, notice.params), /“z9”.*left out/);
  assert.equal(black.view.notices.has('link-damaged'), false, 'the link itself is fine');
  const crowded = openDevice(`${white.view.shared[0].link}&draw=${Array(MAX_SHAPES + 1).fill('b3').join('.')}`);
  await settle(crowded);
  assert.deepEqual(crowded.moves(), [WHITE_WINS[0]]);
  const many = crowded.view.notices.get('link-note');
  assert.equal(t(many.text, many.params), 'This link’s note has more arrows and circles than a position takes (at most 40), so it is left out; the game opened as usual.');
});

test('a friend\'s copy shown read-only takes no drawings', async () => {
  const white = await anna();
  white.send();
  await settle(white);
  const ben = openDevice(white.view.shared[0].link);
  await settle(ben);
  ben.move(WHITE_WINS[1]);
  await settle(ben);
  // A rewritten link (another first move of Ben's side) offers the friend's copy to look at.
  const other = white.view.shared[0].link.replace('game=a1-b3', 'game=a1-b3+b5-a3');
  ben.follow(other);
  await settle(ben);
  if (!ben.view.notices.has('link-differs')) return assert.fail('expected the differs notice');
  ben.press('link-differs');
  assert.equal(ben.snap().theirs, true);
  assert.equal(await draw(ben, circle('a1')), 'invalid');
  assert.deepEqual(ben.snap().drawings, []);
});

test('before their chunk: a press that clears nothing fetches nothing; the first shape waits for the chunk, then all is at once', async () => {
  const notices = [];
  let ui = initialState();
  const ctx = /** @type {any} */ ({
    get ui() { return ui; },
    step: (transition, ...args) => { ui = transition(ui, ...args); },
    shownPly: () => 0, say() {}, redraw() {}, notice: (...args) => notices.push(args),
  });
  const drawn = lazyDrawn(ctx);
  assert.equal(drawn.clearDrawings(0), false, 'nothing to clear: answered at once, no chunk');
  const first = drawn.draw({ from: indexOf('a1'), to: indexOf('c2') });
  assert.ok(first instanceof Promise, 'the first shape waits for the chunk');
  assert.equal(await first, 'added');
  assert.equal(drawn.draw({ from: indexOf('b3'), to: indexOf('b3') }), 'added', 'then at once');
  assert.equal(shapesAt(ui, 0).length, 2);
  assert.equal(drawn.clearDrawings(0), true);
  assert.deepEqual(notices, []);
});
