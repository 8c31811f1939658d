// The lessons and the puzzles as the trainer plays them (www/app/lessons.js,
// www/app/puzzles.js): each try judged by the core and a refusal explained, the other
// side's answer, the goal, the progress kept; a puzzle's defence or refutation from the
// solver, the streak. Driven without a browser, with the real core and its solver and a
// fake clock (tests/unit/lib/trainer.mjs); e2e/learn.test.mjs and e2e/puzzles.test.mjs
// keep the board's input, the card drawn, a real page's storage, frames and offline.

import { mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { core, memoryStorage, useMockClock } from './lib/device.mjs';
import { PUZZLES, TRADITIONAL_PUZZLES, openLessons, openPuzzles } from './lib/trainer.mjs';
import { LEARN_KEY } from '../../www/storage/learn.js';
import { aboutText, feedbackText } from '../../www/learn/card.js';
import {
  aboutKnown, checkFailed, checking, judged, nextMissed, noPuzzle, puzzleOpened, ratedNow, rates, replayChosen, said, solutionShown, themesChosen,
} from '../../www/app/puzzles.js';
import { createI18n } from '../../www/i18n/i18n.js';
import { errorTexts, setTranslator } from '../../www/i18n/lang.js';
import { statusText } from '../../www/panels/status.js';
import en from '../../www/i18n/en/game.js';
import learnEn from '../../www/i18n/en/learn.js';

/** The puzzles' progress without the rating and the puzzles missed, which their own tests follow. */
const counts = ({ rating, missed, ...rest }) => rest;

setTranslator(createI18n('en', { en: { ...en, ...learnEn } }, { warn: false }));
await errorTexts();

useMockClock();

/** Runs the trainer's reply pause (and the promises it settles). */
async function settle(ms = 1000) {
  for (let i = 0; i < 5; i++) {
    mock.timers.tick(ms);
    await new Promise((ok) => setImmediate(ok));
  }
}

const position = (t) => t.session.state().position;
const feedback = (t) => feedbackText(t.card.shown.feedback);
/** The legal move from `from` to `to` (a step or a capture), as the board would send it. */
function move(t, from, to) {
  const found = t.session.state().moves.find((m) => m.from === from && m.to === to);
  assert.ok(found, `a legal move ${from}-${to}`);
  return found.text;
}
/** A try on the board: any archer, any circle (the board lets tries through). */
const tryMove = (t, from, to) => (t.lessons ?? t.puzzles).boardMove(`${from}-${to}`, false);

test('lesson 1: a wrong try is refused with the core\'s reason, the goal is reached, and it is remembered', async () => {
  const storage = memoryStorage();
  const t = openLessons(1, { storage });
  const start = position(t);
  assert.deepEqual(t.addresses, [1]);
  assert.deepEqual(t.view.snap.targets, ['c5']);
  tryMove(t, 'c1', 'c2');
  assert.match(feedback(t), /No line joins c1 and c2/);
  assert.equal(position(t), start);
  assert.equal(t.card.announced.at(-1).what, 'feedback', 'the refusal is announced');
  t.lessons.boardMove('c1-d3', false);
  assert.equal(t.view.snap.humanToMove, false, 'no try while the other side answers');
  await settle();
  // Black answers from the lesson's script, then White goes on.
  assert.equal(position(t), '3b1/5/3w1/5/4w w c1d3:1 e3d5:1');
  t.lessons.boardMove('d3-c5', false);
  assert.equal(t.card.shown.outcome, 'done');
  assert.match(feedback(t), /Well done/);
  assert.deepEqual(t.store.get().lessons, ['lines']);
  assert.deepEqual(JSON.parse(storage.getItem(LEARN_KEY)).lessons, ['lines']);
  t.lessons.next();
  assert.equal(t.lessons.number, 2);
  assert.deepEqual(t.addresses, [1, 2]);
  // Remembered by the next visit.
  assert.deepEqual(openLessons(1, { storage }).card.shown.finished, ['lines']);
});

test('lesson 2: an archer on its goal row is refused and the lesson goes on', async () => {
  const t = openLessons(2);
  tryMove(t, 'c5', 'b3');
  assert.match(feedback(t), /c5 stands on its goal row and never moves again/);
  t.lessons.boardMove('c2-b4', false);
  await settle();
  assert.equal(position(t), '2w2/1w3/5/1b3/w4 w c2b4:1 a4b2:1');
  t.lessons.boardMove('b4-d5', false);
  assert.match(feedback(t), /Two archers have arrived/);
});

test('lesson 4: the return unmarks the archer on the lowest file', () => {
  const t = openLessons(4);
  assert.equal(t.view.snap.returnable, 'white');
  t.lessons.boardMove('@c1', false);
  assert.match(feedback(t), /Your archer is back/);
  // b5 lost its mark (w), d5 kept it (W).
  assert.equal(position(t).split(' ')[0], '1w1W1/2b2/b3b/5/w1w2');
});

test('lesson 5: the shuttle is refused, and another move ends it', async () => {
  const t = openLessons(5);
  assert.equal(t.card.announced[0].what, 'open');
  tryMove(t, 'a1', 'c2');
  assert.match(feedback(t), /may not shuttle between a1 and c2/);
  t.lessons.boardMove('d1-e3', false);
  await settle();
  assert.equal(position(t), '5/2b2/4w/5/w4 w d1e3:1 e5c4:1');
  t.lessons.boardMove('a1-c2', false);
  assert.match(feedback(t), /ended the shuttle/);
  assert.equal(t.card.announced.at(-1).what, 'feedback');
});

test('lesson 7: a typed move counts as a try, and the repetition ends in a draw', () => {
  const t = openLessons(7);
  const refusal = t.lessons.typedMove('c1-c3');
  assert.ok(refusal instanceof Error, 'the core\'s refusal, for the move box');
  assert.match(feedback(t), /No archer|no archer/);
  assert.equal(t.lessons.typedMove('a2-c3'), null);
  assert.match(feedback(t), /Drawn/);
  assert.match(statusText(t.view.snap), /Draw/i);
});

test('lesson 6 is won on points; lesson 8\'s small game is answered by the engine at the lesson\'s level', async () => {
  const t = openLessons(6);
  t.lessons.boardMove('b3-c5', false);
  assert.match(feedback(t), /6 points against Black’s 3/);
  assert.match(statusText(t.view.snap), /You win 6–3/, 'the learner\'s own win');
  t.lessons.open(8);
  const start = position(t);
  t.lessons.boardMove(move(t, 'a1', 'b3'), false);
  await settle();
  assert.notEqual(position(t), start);
  assert.equal(t.session.state().history.length, 2, 'the engine answered');
  assert.equal(t.opponent.asked.length, 1);
  assert.ok(t.opponent.asked[0].level >= 1, 'asked at the lesson\'s level');
  assert.equal(t.session.state().turn, 'white');
});

const FIRST = () => openPuzzles(1).session.state().position;

test('puzzle 1 is solved move by move with the best defence played between, and remembered', async () => {
  const storage = memoryStorage();
  const t = openPuzzles(1, { storage });
  t.puzzles.boardMove(move(t, 'a1', 'b3'), false);
  assert.equal(t.card.shown.checking, true);
  await settle();
  assert.match(feedback(t), /Right\. Black answers e5-d3\. Go on\./);
  assert.equal(position(t), '1w1W1/5/1W1b1/5/2b1b w a1b3:1 e5d3:1');
  t.puzzles.boardMove(move(t, 'b3', 'a5'), false);
  await settle();
  assert.match(feedback(t), /Solved! Your streak goes on\./);
  assert.deepEqual(counts(t.store.get().puzzles), { solved: [1], traditional: [], streak: 1, best: 1 });
  assert.equal(t.card.shown.solvedBefore, false, 'this solve is the first');
  const again = openPuzzles(1, { storage });
  assert.equal(again.card.shown.solvedBefore, true);
  assert.deepEqual(counts(again.store.get().puzzles), { solved: [1], traditional: [], streak: 1, best: 1 });
});

test('a wrong move is answered by its refutation with an arrow, ends the streak, and Try again sets the puzzle up again', async () => {
  const t = openPuzzles(3);
  t.puzzles.boardMove(move(t, 'b3', 'a1'), false);
  await settle();
  assert.match(feedback(t), /Solved!/);
  assert.deepEqual(counts(t.store.get().puzzles), { solved: [3], traditional: [], streak: 1, best: 1 });
  t.puzzles.next();
  assert.deepEqual(t.addresses, [3, 4]);

  t.puzzles.open(1);
  const first = position(t);
  t.puzzles.boardMove('a1-c2', false);
  await settle();
  const [, reply] = /^Not a1-c2: Black answers (\S+) \(the arrow\)/.exec(feedback(t)) ?? [];
  assert.ok(reply, feedback(t));
  const game = core.Game.fromPosition(first);
  game.play('a1-c2');
  game.play(reply);
  assert.equal(position(t), game.position(), 'the reply is on the board');
  game.free();
  assert.ok(t.view.snap.arrow, 'drawn as an arrow');
  assert.deepEqual(counts(t.store.get().puzzles), { solved: [3], traditional: [], streak: 0, best: 1 });
  // The board takes no more moves until Try again.
  assert.deepEqual(t.puzzles.typedMove('e1-d3'), { code: 'movebox.wait' });
  t.puzzles.retry();
  assert.equal(position(t), first);
  t.puzzles.boardMove(move(t, 'a1', 'b3'), false);
  await settle();
  assert.match(feedback(t), /Right\./);
});

test('an illegal try in a puzzle is refused by the core before the solver is asked', () => {
  const t = openPuzzles(1);
  const refusal = t.puzzles.typedMove('d5-c3');
  assert.ok(refusal instanceof Error);
  assert.match(feedback(t), /Not allowed\. The archer on d5 stands on its goal row/);
  assert.deepEqual(t.opponent.asked, []);
  assert.equal(position(t), FIRST());
});

test('a band chosen opens its first puzzle not solved', () => {
  const t = openPuzzles(1);
  t.puzzles.chooseBand('hard');
  assert.equal(t.card.shown.puzzle.n, 201);
  assert.deepEqual(t.addresses, [1, 201]);
});

test('the traditional board\'s puzzles are set up on it, and solved apart from the knight board\'s', async () => {
  assert.equal(TRADITIONAL_PUZZLES.board, 'traditional');
  assert.equal(PUZZLES.board, 'knight');
  assert.ok(TRADITIONAL_PUZZLES.puzzles.length >= 90, `${TRADITIONAL_PUZZLES.puzzles.length} puzzles`);
  const storage = memoryStorage();
  const t = openPuzzles(1, { storage, file: TRADITIONAL_PUZZLES });
  assert.equal(t.session.state().board, 'traditional');
  assert.equal(t.card.shown.board, 'traditional');
  const [first] = TRADITIONAL_PUZZLES.puzzles;
  assert.equal(first.k, 1);
  const [from, to] = first.moves[0].split(/[-x]/);
  t.puzzles.boardMove(move(t, from, to), false);
  await settle();
  assert.match(feedback(t), /Solved!/);
  assert.match(t.opponent.asked.at(-1).record, /^\[Board "traditional"\]/, 'the solver is asked on the traditional board');
  assert.deepEqual(counts(t.store.get().puzzles), { solved: [], traditional: [1], streak: 1, best: 1 });
  assert.deepEqual(t.card.shown.solved, [1]);
  // The knight board's puzzle 1 is not solved by it.
  assert.equal(openPuzzles(1, { storage }).card.shown.solvedBefore, false);
});

test('Show the solution plays the proven line slowly from the start, and the puzzle counts as missed', async () => {
  // Puzzle 1: a1xb3 e5-d3 b3-a5 (tests/unit/lib/trainer.mjs's file).
  const t = openPuzzles(3);
  t.puzzles.boardMove(move(t, 'b3', 'a1'), false);
  await settle();
  assert.deepEqual(counts(t.store.get().puzzles), { solved: [3], traditional: [], streak: 1, best: 1 });
  t.puzzles.open(1);
  const start = position(t);
  // One move played already: the solution starts from the puzzle's start all the same.
  t.puzzles.boardMove(move(t, 'a1', 'b3'), false);
  await settle();
  t.puzzles.showSolution();
  assert.equal(position(t), start);
  assert.equal(t.card.shown.outcome, 'shown');
  assert.equal(feedback(t), 'The solution: a1xb3 e5-d3 b3-a5. This puzzle counts as missed.');
  assert.deepEqual(counts(t.store.get().puzzles), { solved: [3], traditional: [], streak: 0, best: 1 }, 'the streak ends');
  // Slowly: one move after each pause, not at once.
  const plies = () => t.session.state().history.length;
  assert.equal(plies(), 0);
  mock.timers.tick(1100);
  assert.equal(plies(), 1);
  mock.timers.tick(1100);
  mock.timers.tick(1100);
  assert.equal(plies(), 3);
  assert.deepEqual(t.session.state().history.map((m) => m.text), ['a1xb3', 'e5-d3', 'b3-a5']);
  assert.equal(t.session.state().over, true);
  assert.deepEqual(t.view.snap.seats, { white: 'computer', black: 'computer' }, 'watched: nobody\'s win here');
  // The board takes no move; shown twice, nothing more is counted.
  assert.deepEqual(t.puzzles.typedMove('a1-c2'), { code: 'movebox.wait' });
  t.puzzles.showSolution();
  assert.deepEqual(counts(t.store.get().puzzles), { solved: [3], traditional: [], streak: 0, best: 1 });
  assert.equal(plies(), 3);
  // Another puzzle opened while the solution plays stops it.
  t.puzzles.retry();
  t.puzzles.showSolution();
  t.puzzles.open(2);
  const two = position(t);
  mock.timers.tick(5000);
  assert.equal(position(t), two);
});

test('the worker names each puzzle\'s themes and difficulty, and the first result of an opening moves the rating', async () => {
  const t = openPuzzles(1);
  await settle();
  assert.deepEqual(t.opponent.infos, [{ record: '[Position "1w1Wb/5/1b3/5/w1b1b w - -"]\n\na1xb3 e5-d3 b3-a5', plies: 3 }]);
  const { about } = t.card.shown;
  assert.deepEqual(about.themes, ['capture', 'block']);
  assert.ok(about.difficulty >= 1000 && about.difficulty <= 3500, String(about.difficulty));
  // Missed: the rating goes down, once; Try again and a solve do not move it again.
  t.puzzles.boardMove('a1-c2', false);
  await settle();
  const missed = t.store.get().puzzles.rating;
  assert.ok(missed < 1500, String(missed));
  t.puzzles.retry();
  await settle();
  assert.equal(t.opponent.infos.length, 1, 'asked once for the puzzle');
  t.puzzles.showSolution();
  assert.equal(t.store.get().puzzles.rating, missed);
  // Solved at the first try of an opening: up.
  t.puzzles.open(3);
  await settle();
  t.puzzles.boardMove(move(t, 'b3', 'a1'), false);
  await settle();
  assert.match(feedback(t), /Solved!/);
  assert.ok(t.store.get().puzzles.rating > missed);
  // The traditional board's record names its board.
  const traditional = openPuzzles(1, { file: TRADITIONAL_PUZZLES });
  await settle();
  assert.match(traditional.opponent.infos[0].record, /^\[Position "[^"]+"\]\n\[Board "traditional"\]\n\n/);
  assert.ok(traditional.card.shown.about);
});

test('the card names a puzzle\'s themes and difficulty in words', () => {
  assert.equal(aboutText({ themes: ['capture', 'block'], difficulty: 1289 }), 'Themes: capture, block of the goal row · difficulty 1289');
  assert.equal(aboutText({ themes: [], difficulty: 1000 }), 'Themes: no theme · difficulty 1000');
});

test('a theme chosen opens the band\'s next unsolved puzzle with it, and Next keeps to it', async () => {
  const t = openPuzzles(1);
  await settle();
  t.puzzles.chooseThemes(['race']);
  await settle();
  const first = t.card.shown;
  assert.deepEqual(first.themes, ['race']);
  assert.deepEqual(t.query.themes, ['race']);
  assert.equal(first.puzzle.band, 'easy');
  assert.ok(first.about.themes.includes('race'), `${first.puzzle.n}: ${first.about.themes}`);
  t.puzzles.next();
  await settle();
  const second = t.card.shown;
  assert.ok(second.puzzle.n > first.puzzle.n && second.puzzle.band === 'easy');
  assert.ok(second.about.themes.includes('race'), `${second.puzzle.n}: ${second.about.themes}`);
  // No puzzle of the file meets the shuttle limit: the card says so and the puzzle stays.
  t.puzzles.chooseThemes(['shuttle']);
  await settle();
  assert.equal(t.card.shown.puzzle.n, second.puzzle.n);
  assert.equal(feedbackText(t.card.shown.feedback), 'No puzzle of this level has any of these themes.');
  // All: the puzzle shown stays, and Next takes any.
  t.puzzles.chooseThemes([]);
  assert.deepEqual(t.card.shown.themes, []);
  t.puzzles.next();
  assert.equal(t.card.shown.puzzle.n, second.puzzle.n + 1);
});

test('several themes at once: a puzzle with any of them fits, and Next keeps to them', async () => {
  const t = openPuzzles(1);
  await settle();
  t.puzzles.chooseThemes(['block', 'race']);
  await settle();
  const seen = [];
  const opened = [];
  for (let i = 0; i < 12; i++) {
    const { puzzle, about, themes } = t.card.shown;
    assert.deepEqual(themes, ['block', 'race']);
    assert.ok(about.themes.some((theme) => theme === 'block' || theme === 'race'), `${puzzle.n}: ${about.themes}`);
    seen.push(...about.themes);
    opened.push(puzzle.n);
    t.puzzles.next();
    await settle();
  }
  assert.ok(seen.includes('block') && seen.includes('race'), 'puzzles of both themes came');
  // Puzzles 12 and 13 are of capture alone (tests/unit/lib/trainer.mjs's file): passed over.
  assert.ok(opened.includes(11) && opened.includes(14) && !opened.includes(12) && !opened.includes(13), String(opened));
});

test('the puzzles missed come back in a row, the oldest first, until each is solved at a first try', async () => {
  const t = openPuzzles(3);
  await settle();
  // Nothing missed yet: the card says so and the puzzle stays.
  t.puzzles.replayMissed(true);
  assert.equal(feedback(t), 'You have missed no puzzle: each one you miss comes back here.');
  assert.equal(t.card.shown.replay, false);
  t.puzzles.showSolution();
  t.puzzles.open(1);
  t.puzzles.showSolution();
  assert.deepEqual(t.store.get().puzzles.missed.knight, [3, 1]);
  assert.equal(t.card.shown.missed, 2);
  t.puzzles.open(5);
  t.puzzles.replayMissed(true);
  assert.deepEqual([t.card.shown.puzzle.n, t.card.shown.replay, t.query.replay], [3, true, true]);
  // Puzzle 3 solved at the first try: it leaves the list, and Next opens the other.
  t.puzzles.boardMove(move(t, 'b3', 'a1'), false);
  await settle();
  assert.match(feedback(t), /Solved!/);
  assert.deepEqual(t.store.get().puzzles.missed.knight, [1]);
  t.puzzles.next();
  assert.equal(t.card.shown.puzzle.n, 1);
  // Missed again: it stays, and being the only one, Next opens it again.
  t.puzzles.showSolution();
  t.puzzles.next();
  assert.equal(t.card.shown.puzzle.n, 1);
  t.puzzles.boardMove(move(t, 'a1', 'b3'), false);
  await settle();
  t.puzzles.boardMove(move(t, 'b3', 'a5'), false);
  await settle();
  assert.match(feedback(t), /Solved!/);
  assert.deepEqual(t.store.get().puzzles.missed.knight, []);
  // None left: the replay ends where it is, and says so.
  t.puzzles.next();
  assert.deepEqual([t.card.shown.puzzle.n, t.card.shown.replay, t.query.replay], [1, false, false]);
  assert.equal(feedback(t), 'You have solved every puzzle you missed.');
});

test('the replay of the puzzles missed ends with a band chosen, and goes on after a reload', async () => {
  const storage = memoryStorage();
  const t = openPuzzles(2, { storage });
  t.puzzles.showSolution();
  t.puzzles.open(4);
  t.puzzles.showSolution();
  t.puzzles.replayMissed(true);
  assert.equal(t.card.shown.puzzle.n, 2);
  // `?puzzle=2&replay` reloaded: the replay goes on from puzzle 2.
  const again = openPuzzles(2, { storage });
  again.puzzles.continueReplay();
  assert.deepEqual([again.card.shown.replay, again.query.replay], [true, true]);
  again.puzzles.next();
  assert.equal(again.card.shown.puzzle.n, 4);
  // Turned off: the puzzle stays; a band chosen also ends it.
  again.puzzles.replayMissed(false);
  assert.deepEqual([again.card.shown.puzzle.n, again.card.shown.replay, again.query.replay], [4, false, false]);
  t.puzzles.chooseBand('hard');
  await settle();
  assert.equal(t.card.shown.replay, false);
  assert.equal(t.card.shown.puzzle.band, 'hard');
  assert.deepEqual([nextMissed([4, 2], 4), nextMissed([4], 4), nextMissed([], 4), nextMissed([2], 0)], [2, 4, null, 2]);
});

test('the puzzles\' state: each transition returns a new state and changes none in place', () => {
  const [first, second] = /** @type {any[]} */ ([{ n: 1, k: 3, moves: ['a1-c2', 'e5-d3', 'c2xd4'] }, { n: 2, k: 1, moves: ['b1-a3'] }]);
  const start = Object.freeze(noPuzzle(first, []));
  const open = Object.freeze(puzzleOpened(start, { puzzle: first, side: 'black', retry: false, solvedBefore: true }));
  assert.deepEqual([open.side, open.pliesLeft, open.clean, open.solvedBefore, open.outcome, open.generation], ['black', 3, true, true, 'going', 1]);
  assert.equal(start.generation, 0, 'the state before is as it was');
  // The worker's word on a puzzle stays with it, through a try again, and not to another.
  const about = { themes: /** @type {any[]} */ (['capture']), difficulty: 1500 };
  assert.equal(aboutKnown(open, second, about), open, 'another puzzle\'s answer changes nothing');
  const known = Object.freeze(aboutKnown(open, first, about));
  assert.deepEqual(puzzleOpened(known, { puzzle: first, side: 'black', retry: true, solvedBefore: true }).about, about);
  assert.equal(puzzleOpened(known, { puzzle: second, side: 'white', retry: false, solvedBefore: false }).about, null);
  // The rating moves once an opening, once the difficulty is known, and a try again keeps that.
  assert.deepEqual([rates(open), rates(known)], [false, true]);
  const rated = Object.freeze(ratedNow(known));
  assert.equal(rates(rated), false);
  assert.equal(puzzleOpened(rated, { puzzle: first, side: 'black', retry: true, solvedBefore: true }).rated, true);
  assert.equal(puzzleOpened(rated, { puzzle: first, side: 'black', retry: false, solvedBefore: true }).rated, false);
  // The solver's judgement: a right move it answers, solved, missed with and without a refutation.
  const looking = Object.freeze(checking(said(known, { key: 'x' })));
  assert.deepEqual([looking.checking, looking.feedback], [true, null]);
  const reply = { text: 'd5-e3', from: 'd5', to: 'e3' };
  const good = judged(looking, /** @type {any} */ ({ solved: false, correct: true, reply, pliesLeft: 1 }), 'a1-c2');
  assert.deepEqual([good.checking, good.outcome, good.pliesLeft, good.feedback], [false, 'going', 1, { key: 'puzzle.good.white', params: { move: 'd5-e3' } }]);
  const solved = judged(looking, /** @type {any} */ ({ solved: true, correct: true, reply: null, pliesLeft: 0 }), 'a1-c2');
  assert.deepEqual([solved.outcome, solved.feedback], ['solved', { key: 'puzzle.solved' }]);
  const refuted = judged(looking, /** @type {any} */ ({ solved: false, correct: false, reply, pliesLeft: 0 }), 'b1-a3');
  assert.deepEqual([refuted.outcome, refuted.clean, refuted.arrow, refuted.feedback],
    ['missed', false, { from: 'd5', to: 'e3' }, { key: 'puzzle.refuted.white', params: { move: 'b1-a3', reply: 'd5-e3' } }]);
  const missed = judged(looking, /** @type {any} */ ({ solved: false, correct: false, reply: null, pliesLeft: 0 }), 'b1-a3');
  assert.deepEqual([missed.outcome, missed.arrow, missed.feedback], ['missed', null, { key: 'puzzle.missed', params: { move: 'b1-a3' } }]);
  // Solved again after a miss, on a try again: not clean.
  const again = puzzleOpened(Object.freeze(refuted), { puzzle: first, side: 'black', retry: true, solvedBefore: false });
  assert.deepEqual(judged(checking(again), /** @type {any} */ ({ solved: true, correct: true, reply: null, pliesLeft: 0 }), 'a1-c2').feedback,
    { key: 'puzzle.solvedAgain' });
  const error = new Error('the worker failed');
  assert.deepEqual([checkFailed(looking, error).checking, checkFailed(looking, error).feedback], [false, { error }]);
  const shown = solutionShown(open);
  assert.deepEqual([shown.outcome, shown.clean, shown.feedback], ['shown', false, { key: 'puzzle.solution', params: { line: 'a1-c2 e5-d3 c2xd4' } }]);
  assert.deepEqual(themesChosen(replayChosen(open, true), ['return', 'race']).themes, ['return', 'race']);
  assert.equal(themesChosen(replayChosen(open, true), ['return']).replay, false, 'themes chosen end the replay');
  assert.equal(open.replay, false);
});
