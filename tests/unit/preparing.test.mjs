// The prepared answers feature's transitions (app/preparing.js), each on its own with the
// real core: the slice in, the slice out and what the controller must do of it. The whole
// flow on two devices is tests/unit/answers.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core } from './lib/device.mjs';
import * as prep from '../../www/app/preparing.js';

/** A game of the core after `moves`, and a scratch copy of it as the session gives one. */
function gameAfter(...moves) {
  const game = new core.Game('white', 'knight');
  for (const m of moves) game.play(m);
  return game;
}
function scratchOf(game) {
  const copy = core.Game.fromRecord(game.record());
  return { game: copy, state: () => copy.state(), drop: () => copy.free() };
}
const readWith = (game) => (text) => game.answers(text);

test('answers are checked against the game: whose they are follows from the side to move, and a bad tree is refused with the core\'s reason', () => {
  const game = gameAfter('a1-c2');
  const read = readWith(game);
  // White's own answers wait for Black's move.
  const mine = prep.check({ text: '1:e5-d3 b1-a3', mine: true }, { seat: 'white', turn: 'black' }, read);
  assert.deepEqual(mine, { answers: { text: '1:e5-d3 b1-a3', mine: true, lines: [['e5-d3', 'b1-a3']], sent: '', sentLines: [] }, error: null });
  // The friend's answers are not kept while it is the friend's move.
  assert.deepEqual(prep.check({ text: '1:e5-d3 b1-a3', mine: false }, { seat: 'white', turn: 'black' }, read), { answers: null, error: null });
  // Nothing given, or no seat: nothing, and no error.
  assert.deepEqual(prep.check(null, { seat: 'white', turn: 'black' }, read), { answers: null, error: null });
  assert.deepEqual(prep.check({ text: '1:e5-d3 b1-a3', mine: true }, { seat: null, turn: 'black' }, read), { answers: null, error: null });
  // A tree for another number of moves, or with an illegal move: the core says why.
  const wrong = prep.check({ text: '2:e5-d3 b1-a3', mine: true }, { seat: 'white', turn: 'black' }, read);
  assert.equal(wrong.answers, null);
  assert.ok(wrong.error?.code, 'the core\'s refusal');
  // The tree a link sent, where it still fits, comes back locked.
  const withSent = prep.check({ text: '1:e5-d3 b1-a3', mine: true, sent: '1:e5-d3 b1-a3' }, { seat: 'white', turn: 'black' }, read);
  assert.deepEqual(prep.answersView(withSent.answers), { mine: true, lines: [['e5-d3', 'b1-a3']], locked: [true] });
  assert.deepEqual(prep.stored(withSent.answers), { text: '1:e5-d3 b1-a3', mine: true, sent: '1:e5-d3 b1-a3' });
  assert.equal(prep.stored(null), null);
  assert.equal(prep.answersView(null), null);
  game.free();
});

test('answers are for one number of moves, and sending makes them kept', () => {
  const answers = { text: '1:e5-d3 b1-a3', mine: true, lines: [['e5-d3', 'b1-a3']], sent: '', sentLines: [] };
  assert.equal(prep.forPlies(answers, 1), answers);
  assert.equal(prep.forPlies(answers, 2), null, 'a move or a takeback leaves them behind');
  assert.equal(prep.forPlies(null, 1), null);
  const sent = prep.sent(answers);
  assert.deepEqual(prep.answersView(sent).locked, [true]);
  const theirs = { ...answers, mine: false };
  assert.equal(prep.sent(theirs), theirs, 'the friend\'s are not this device\'s to send');
});

test('the friend\'s answer to this device\'s move is played from their tree, which is used up either way', () => {
  const game = gameAfter('a1-c2', 'e5-d3');
  const theirs = prep.check({ text: '2:b1-a3 d3xe1', mine: false }, { seat: 'white', turn: 'white' }, readWith(game)).answers;
  assert.ok(theirs);
  const played = game.play('b1-a3');
  const answerTo = (text) => game.answerTo(text);
  const next = prep.answerFor(theirs, played, { seat: 'white', plies: 3 }, answerTo);
  assert.equal(next.answers, null, 'used up');
  assert.equal(next.prepared.answer, 'd3xe1');
  assert.equal(next.error, null);
  // This device's own tree, or a move of the friend's side: nothing to answer, the tree stays.
  const mine = { ...theirs, mine: true };
  assert.deepEqual(prep.answerFor(mine, played, { seat: 'white', plies: 3 }, answerTo), { answers: mine, prepared: null, error: null });
  assert.deepEqual(prep.answerFor(theirs, { ...played, side: 'black' }, { seat: 'white', plies: 3 }, answerTo).answers, theirs);
  // A tree for another number of moves is dropped quietly.
  assert.deepEqual(prep.answerFor(theirs, played, { seat: 'white', plies: 5 }, answerTo), { answers: null, prepared: null, error: null });
  game.free();
});

test('the move foreseen not played: no answer; a tree the core cannot follow is dropped and says why', () => {
  const game = gameAfter('a1-c2', 'e5-d3');
  const theirs = { text: '2:b1-a3 d3xe1', mine: false, lines: [['b1-a3', 'd3xe1']], sent: '', sentLines: [] };
  const played = game.play('b1-d2');
  const none = prep.answerFor(theirs, played, { seat: 'white', plies: 3 }, (text) => game.answerTo(text));
  assert.deepEqual(none, { answers: null, prepared: null, error: null });
  const broken = prep.answerFor(theirs, played, { seat: 'white', plies: 3 }, () => { throw { code: 'answers.bad' }; });
  assert.deepEqual(broken, { answers: null, prepared: null, error: { code: 'answers.bad' } });
  game.free();
});

test('on the scratch board: the friend\'s move, then the answer adds the line; a refusal changes nothing; the game is untouched', () => {
  const game = gameAfter('a1-c2');
  const read = readWith(game);
  const fresh = () => scratchOf(game);
  let slice = { answers: null, preparing: { scratch: fresh(), line: [], error: null } };
  // A move the scratch board refuses: the same slice, and the reason.
  const refused = prep.playOnScratch(slice, 'a1-a2', { plies: 1, read, fresh });
  assert.equal(refused.played, null);
  assert.equal(refused.preparing, slice.preparing);
  assert.ok(refused.error);
  let step = prep.playOnScratch(slice, 'e5-d3', { plies: 1, read, fresh });
  assert.deepEqual(step.preparing.line, ['e5-d3']);
  assert.equal(step.travels, true);
  assert.equal(step.linkChanged, false, 'no line yet');
  slice = step;
  step = prep.playOnScratch(slice, 'b1-a3', { plies: 1, read, fresh });
  assert.deepEqual(step.answers.lines, [['e5-d3', 'b1-a3']]);
  assert.equal(step.linkChanged, true);
  assert.deepEqual(game.state().history.map((m) => m.text), ['a1-c2'], 'the game has not moved');
  slice = step;
  // Another line, and a second answer to the same move is refused with the core's reason and taken back.
  slice = { ...slice, preparing: prep.newLine(slice.preparing, fresh) };
  assert.deepEqual(slice.preparing.line, []);
  slice = prep.playOnScratch(slice, 'e5-d3', { plies: 1, read, fresh });
  step = prep.playOnScratch(slice, 'b1-d2', { plies: 1, read, fresh });
  assert.equal(step.error.code, 'answers.two-answers');
  assert.deepEqual(step.preparing.line, ['e5-d3'], 'the refused answer is taken back');
  assert.equal(step.travels, false);
  assert.deepEqual(step.answers.lines, [['e5-d3', 'b1-a3']]);
  step.preparing.scratch.drop();
  game.free();
});

test('a line as deep as the core allows starts again from the game', () => {
  const game = gameAfter('a1-c2');
  const read = readWith(game);
  const fresh = () => scratchOf(game);
  let slice = { answers: null, preparing: { scratch: fresh(), line: [], error: null } };
  const line = ['e5-d3', 'b1-a3', 'd3xe1', 'a3-c4', 'd5-e3', 'c2-d4'];
  let last;
  for (const m of line) {
    last = prep.playOnScratch(slice, m, { plies: 1, read, fresh });
    assert.equal(last.error, null, m);
    slice = last;
  }
  assert.deepEqual(last.preparing.line, [], 'a new line from the game');
  assert.equal(last.travels, false);
  assert.deepEqual(last.answers.lines, [['e5-d3', 'b1-a3', 'd3xe1', 'a3-c4', 'd5-e3', 'c2-d4']]);
  last.preparing.scratch.drop();
  game.free();
});

test('a line is removed unless a link sent carried it, and this device\'s own lines are read for a link\'s check', () => {
  const game = gameAfter('a1-c2');
  const read = readWith(game);
  const at = { seat: 'white', turn: 'black', plies: 1 };
  const two = prep.check({ text: '1:e5-d3 b1-a3_d5-e3 c2-d4', mine: true, sent: '1:e5-d3 b1-a3' }, at, read).answers;
  assert.deepEqual(prep.answersView(two).locked, [true, false]);
  assert.equal(prep.removeLine(two, 0, at, read), undefined, 'sent: kept');
  assert.deepEqual(prep.removeLine(two, 1, at, read).lines, [['e5-d3', 'b1-a3']]);
  const one = prep.check({ text: '1:d5-e3 c2-d4', mine: true }, at, read).answers;
  assert.equal(prep.removeLine(one, 0, at, read), null, 'the last line gone: no answers');
  assert.equal(prep.removeLine({ ...one, mine: false }, 0, at, read), undefined, 'the friend\'s: not this device\'s to remove');
  assert.deepEqual(prep.ownLines({ text: '1:e5-d3 b1-a3', mine: true }, 1, read), [['e5-d3', 'b1-a3']]);
  assert.deepEqual(prep.ownLines({ text: '1:e5-d3 b1-a3', mine: false }, 1, read), []);
  assert.deepEqual(prep.ownLines({ text: '1:e5-d3 b1-a3', mine: true }, 3, read), [], 'for another number of moves');
  assert.deepEqual(prep.ownLines({ text: '1:zz', mine: true }, 1, read), [], 'one that does not fit');
  game.free();
});
