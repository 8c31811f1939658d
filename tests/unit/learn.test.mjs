// The lessons and their goal checks: each lesson's set-up is a position the core takes,
// its goal is not reached at the start, its solution (played through the core, with
// the other side's scripted answers) reaches it, and the goal checks say 'done',
// 'failed' and 'going' from the states the core sends. What each lesson's bars show:
// points where it speaks of them, captured archers where it has some.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LESSONS, lessonNumber } from '../../www/learn/lessons.js';
import { goalReached, lessonOutcome, scriptedReply } from '../../www/learn/goals.js';
import { createBoardCues } from '../../www/app/drill.js';
import { drillView } from '../../www/app/drills.js';
import { createSession } from '../../www/app/session.js';
import { awaiting, lessonAt, moved, noLesson, opened, refused } from '../../www/app/lessons.js';
import { shownCaptured } from '../../www/panels/trays.js';
import texts from '../../www/i18n/en/learn.js';

const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const core = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
core.initSync({ module: readFileSync(`${DIST}/jarmo-core_bg.wasm`) });

const gameOf = (lesson) => ('position' in lesson.setup
  ? core.Game.fromPosition(lesson.setup.position, lesson.board)
  : core.Game.fromRecord(lesson.setup.record));

test('there is a lesson for each rule, each with a catalog id of its own', () => {
  const ids = LESSONS.map((l) => l.id);
  assert.deepEqual(ids, ['lines', 'goal', 'capture', 'return', 'shuttle', 'end', 'repetition', 'game', 'traditional']);
});

test('the last lesson is on the traditional board, and its way is no way on the knight board', () => {
  const lesson = LESSONS.at(-1);
  assert.equal(lesson.board, 'traditional');
  assert.ok(LESSONS.slice(0, -1).every((l) => l.board === undefined), 'the others on the knight board');
  const game = gameOf(lesson);
  assert.equal(game.state().board, 'traditional');
  game.free();
  const knight = core.Game.fromPosition(lesson.setup.position);
  assert.throws(() => knight.play(lesson.solution[0]), (e) => e.code === 'play.not-joined');
  knight.free();
});

test('every lesson starts from a game that is not over, with the player to move and the goal not reached', () => {
  for (const lesson of LESSONS) {
    const game = gameOf(lesson);
    const state = game.state();
    assert.equal(state.over, false, lesson.id);
    assert.equal(state.turn, lesson.side, lesson.id);
    assert.equal(goalReached(lesson.goal, { state, start: state, played: null, side: lesson.side }), false, lesson.id);
    game.free();
  }
});

test('every scripted lesson is finished by its solution, the other side answering as the page does', () => {
  for (const lesson of LESSONS.filter((l) => l.level === undefined)) {
    const game = gameOf(lesson);
    const start = game.state();
    let outcome = 'going';
    for (const [i, move] of lesson.solution.entries()) {
      assert.equal(outcome, 'going', `${lesson.id}: the goal came before move ${i + 1}`);
      const played = game.play(move);
      outcome = lessonOutcome(lesson.goal, { state: game.state(), start, played, side: lesson.side });
      if (outcome !== 'going') break;
      const reply = scriptedReply(game.state().moves, lesson.replies ?? []);
      assert.ok(reply, `${lesson.id}: the other side has an answer`);
      game.play(reply);
    }
    assert.equal(outcome, 'done', lesson.id);
    game.free();
  }
});

test('the lessons show what they teach: the core refuses the wrong try each one explains', () => {
  const refusals = {
    lines: ['c1-c2', 'play.not-joined'],
    goal: ['c5-a4', 'play.on-goal-row'],
    shuttle: ['a1-c2', 'play.shuttle-limit'],
    return: ['@a1', 'play.circle-taken'],
  };
  for (const [id, [move, code]] of Object.entries(refusals)) {
    const game = gameOf(LESSONS.find((l) => l.id === id));
    assert.throws(() => game.play(move), (e) => e.code === code, `${id}: ${move}`);
    game.free();
  }
});

test('the return lesson unmarks the archer on the lowest file', () => {
  const lesson = LESSONS.find((l) => l.id === 'return');
  const game = gameOf(lesson);
  game.play('@c1');
  const { circles } = game.state();
  // b5 loses its mark, d5 keeps it.
  assert.equal(circles[21].marked, false);
  assert.equal(circles[23].marked, true);
  game.free();
});

test('a lesson still going is going, and one whose game ended without its goal has failed', () => {
  const lesson = LESSONS.find((l) => l.id === 'lines');
  const game = core.Game.fromPosition(lesson.setup.position);
  const start = game.state();
  const played = game.play('c1-b3');
  assert.equal(lessonOutcome(lesson.goal, { state: game.state(), start, played, side: 'white' }), 'going');
  game.free();
  // White's last archer off the goal row walks onto it elsewhere: the game ends, c5 empty.
  const over = core.Game.fromPosition('w4/2b2/3w1/5/5 w - -');
  const overStart = over.state();
  const last = over.play('d3-e5');
  assert.equal(over.state().over, true);
  assert.equal(lessonOutcome(lesson.goal, { state: over.state(), start: overStart, played: last, side: 'white' }), 'failed');
  over.free();
});

test('a goal of winning fails when the game ends with the other side ahead, and a drawn game is no win', () => {
  const lost = { over: true, result: { winner: 'black', reason: 'goal-row' } };
  const drawn = { over: true, result: { winner: null, reason: 'repetition' } };
  const base = { start: null, played: null, side: 'white' };
  assert.equal(lessonOutcome({ kind: 'win' }, { ...base, state: /** @type {any} */ (lost) }), 'failed');
  assert.equal(lessonOutcome({ kind: 'win' }, { ...base, state: /** @type {any} */ (drawn) }), 'failed');
  assert.equal(lessonOutcome({ kind: 'repetition' }, { ...base, state: /** @type {any} */ (drawn) }), 'done');
});

test('the scripted answer is the first preferred move the core lists, else the core\'s first', () => {
  const moves = [{ text: 'a5-b3' }, { text: 'a5-c4' }];
  assert.equal(scriptedReply(/** @type {any} */ (moves), ['e5-d3', 'a5-c4']), 'a5-c4');
  assert.equal(scriptedReply(/** @type {any} */ (moves), ['e5-d3']), 'a5-b3');
  assert.equal(scriptedReply([], ['e5-d3']), null);
});

test('?learn=N names a lesson only for a whole number in range', () => {
  assert.equal(lessonNumber('1'), 1);
  assert.equal(lessonNumber(String(LESSONS.length)), LESSONS.length);
  for (const text of ['0', '', '1.5', '-1', 'x', String(LESSONS.length + 1), ' 2', '1e0']) assert.equal(lessonNumber(text), null, text);
});

/** Lesson `id` set up in a session, as the page opens it, and what its bars show of it. */
function lessonBars(id) {
  const lesson = LESSONS.find((l) => l.id === id);
  const session = createSession(core.Game);
  session.read('position' in lesson.setup ? lesson.setup.position : lesson.setup.record, 'position' in lesson.setup ? 'position' : 'record')
    .take(`lesson-${id}`);
  const shown = () => {
    const snap = drillView(session, { side: lesson.side, movable: true, bars: lesson.bars, cues: createBoardCues() });
    const captured = (side) => shownCaptured(snap.state.captured[side],
      { capturedBefore: snap.bars.capturedBefore, returning: snap.returnable === side });
    return { points: snap.bars.points, white: captured('white'), black: captured('black'), state: snap.state };
  };
  return { session, shown };
}

test('a drill\'s board is a board view of its own: no seats, undo, friend or end panel of a game', () => {
  const { session } = lessonBars(LESSONS[0].id);
  const view = drillView(session, { side: 'white', movable: true, targets: ['c2'], tries: true, cues: createBoardCues() });
  assert.deepEqual(Object.keys(view).sort(), ['animates', 'arrow', 'bars', 'dests', 'flipped', 'focus', 'humanToMove', 'live', 'passing', 'paused',
    'picked', 'returnable', 'said', 'seats', 'shown', 'state', 'targets', 'thinking', 'tries', 'unselect']);
  assert.deepEqual(view.seats, { white: 'human', black: 'computer' });
  assert.equal(view.humanToMove, view.state.turn === 'white' && !view.state.over);
  assert.equal(drillView(session, { side: 'white', movable: false, cues: createBoardCues() }).dests.size, 0, 'no moves offered while it waits');
});

test('a lesson shows points only where its words speak of them', () => {
  for (const lesson of LESSONS) {
    const words = ['text', 'goal', 'done'].map((part) => texts[`learn.${lesson.id}.${part}`]).join(' ');
    assert.equal(lesson.bars.points, /\bpoints?\b/.test(words), lesson.id);
  }
});

test('the lines lesson shows no captured archers, though its set-up leaves some off the board', () => {
  const { session, shown } = lessonBars('lines');
  const start = shown();
  assert.ok(start.state.captured.white.length > 0 && start.state.captured.black.length > 0, 'the rules count them as captured');
  assert.deepEqual([start.points, start.white, start.black], [false, [], []]);
  session.play('c1-d3');
  assert.deepEqual([shown().white, shown().black], [[], []]);
});

test('every lesson but the return and the small game starts with no captured archer shown', () => {
  for (const lesson of LESSONS) {
    const { white, black } = lessonBars(lesson.id).shown();
    assert.equal(white.length + black.length > 0, lesson.bars.capturedBefore, lesson.id);
  }
});

test('the capture lesson shows the archer captured in it, and the return lesson the archers to return', () => {
  const capture = lessonBars('capture');
  capture.session.play('c1xd3');
  const after = capture.shown();
  assert.deepEqual(after.black, [{ circle: 'd3', ply: 0 }]);
  assert.deepEqual(after.white, []);
  const { white } = lessonBars('return').shown();
  assert.equal(white.length, 2);
  assert.ok(white.every((archer) => archer.circle === null), 'captured before the lesson');
});

test('a side that may return an archer shows its captured archers, whatever the lesson', () => {
  const archers = [{ circle: null, ply: null }, { circle: 'c3', ply: 4 }];
  assert.deepEqual(shownCaptured(archers, { capturedBefore: false }), [archers[1]]);
  assert.deepEqual(shownCaptured(archers, { capturedBefore: false, returning: true }), archers);
  assert.deepEqual(shownCaptured(archers), archers, 'the game and the puzzles show all');
});

test('the lessons\' state: each transition returns a new state and changes none in place', () => {
  const start = /** @type {any} */ ({ turn: 'white' });
  const before = Object.freeze(noLesson());
  assert.deepEqual([lessonAt(0), lessonAt(3), lessonAt(99)], [1, 3, LESSONS.length]);
  const open = opened(before, 2, start);
  assert.deepEqual(open, { number: 2, lesson: LESSONS[1], start, outcome: 'going', feedback: null, waiting: false, generation: 1 });
  assert.equal(opened(Object.freeze(open), 2, start).generation, 2, 'a late answer tells the lesson opened again apart');
  const waiting = awaiting(Object.freeze(open), true);
  assert.equal(waiting.waiting, true);
  assert.equal(open.waiting, false, 'the state before is as it was');
  const done = moved(Object.freeze(waiting), 'done');
  assert.deepEqual([done.outcome, done.feedback, done.waiting], ['done', { key: `learn.${LESSONS[1].id}.done` }, false]);
  assert.ok(texts[`learn.${LESSONS[1].id}.done`], 'the words of a lesson done are in the catalog');
  assert.deepEqual([moved(open, 'failed').outcome, moved(open, 'failed').feedback], ['failed', { key: 'learn.failed' }]);
  const error = { code: 'play.not-joined' };
  const said = refused(Object.freeze(waiting), error);
  assert.deepEqual([said.feedback, said.waiting], [{ error }, false]);
  assert.deepEqual(moved(Object.freeze(said), 'going').feedback, null, 'a move that counts clears the reason of the last refusal');
});

test('the board\'s cues carry the archer picked up, as the board said it, until the board drops its selection', () => {
  const cues = createBoardCues();
  assert.equal(cues.view().picked, -1);
  cues.pick(7);
  assert.equal(cues.view().picked, 7);
  cues.pick('return');
  assert.equal(cues.view().picked, 'return', 'the captured archer coming back');
  const { unselect } = cues.view();
  cues.unselect();
  assert.deepEqual({ picked: cues.view().picked, unselect: cues.view().unselect }, { picked: -1, unselect: unselect + 1 });
});
