// The controller's state changes only through pure transitions (issue 34: one idiom for all
// of www/app/, as board/core.js, lessons.js and puzzles.js): each is `(state, ...action) →
// state`, given a frozen state, which it never changes, and what it returns is the
// state as the feature means it. The actions come from the real core (the game's own
// states); the features themselves are tested through the controller, with a fake
// clock (game.test.mjs, friend.test.mjs, answers.test.mjs, match.test.mjs, ...).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core } from './lib/device.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { createSession } from '../../www/app/session.js';
import { seatsOf } from '../../www/app/turns.js';
import {
  answersKept, begun, changingGame, counted, drawingsFrom, drawingsGone, endClosed, errorCleared, failed, inMatch, initialState, linked, nextGeneration,
  readied, seated, shapesAt, shapesSet, shown, withFriend,
} from '../../www/app/state.js';
import { disagreed, engineWarmed, hinted, movePlayed, pausedIs, thinkingShown, travelled } from '../../www/app/playing.js';
import { broughtBack, replacedBy, welcomed } from '../../www/app/games.js';
import { linkSent, replayBegun, replayStepped, sharedAs, theirsShown } from '../../www/app/links.js';
import { answerPlayed, lineRemoved, preparingIs, scratchMoved } from '../../www/app/preparing.js';
import { newMatch } from '../../www/app/match.js';
import { newFriendGame } from '../../www/app/friend.js';

/** A frozen state: a transition that changed it in place would throw. */
const frozen = (change = {}) => Object.freeze({ ...initialState(), ...change });

/** What `transition` changed of `s`: the fields whose value is another. */
function changed(s, next) {
  return Object.fromEntries(Object.keys(next).filter((key) => next[key] !== s[key]).map((key) => [key, next[key]]));
}

/** A game of the real core, after `moves`. */
function gameAfter(moves) {
  const session = createSession(core.Game);
  session.startNew('white', 'g1', 'knight');
  for (const move of moves) session.play(move);
  return session;
}

test('what the features share: an error, the position shown, the end panel, ready, the generation, the link, the count', () => {
  const s = frozen({ viewing: 3 });
  const refused = (() => {
    try {
      gameAfter([]).play('a1-a5');
    } catch (e) {
      return e;
    }
    return null;
  })();
  assert.ok(refused, 'the core refuses the move');
  assert.deepEqual(changed(s, failed(s, 'error.position', refused)), { error: { key: 'error.position', error: refused } });
  const erred = failed(s, 'error.computer', refused);
  assert.deepEqual(changed(erred, errorCleared(Object.freeze(erred))), { error: null });
  assert.deepEqual(changed(s, shown(s, null)), { viewing: null });
  assert.deepEqual(changed(s, shown(s, 1)), { viewing: 1 });
  assert.deepEqual(changed(s, endClosed(s)), { endOpen: false });
  assert.deepEqual(changed(s, readied(s)), { ready: true });
  assert.deepEqual(changed(s, nextGeneration(nextGeneration(s))), { generation: 2 });
  assert.deepEqual(changed(s, linked(s, 'https://x.example/#g')), { link: 'https://x.example/#g' });
  assert.deepEqual(changed(s, counted(s)), { counted: true });
  assert.deepEqual(changed(s, answersKept(s, null)), {});
});

test('a game takes the screen: the old one\'s question, Send\'s words and link go; match, friend, seats; begun from its end', () => {
  const s = frozen({ welcome: true, sentAt: 4, link: 'old', viewing: 2, hint: { kind: 'looking' }, endOpen: false, counted: true });
  assert.deepEqual(changed(s, changingGame(s, { ended: 'g0', opened: true })), { ended: 'g0', opened: true, welcome: false, sentAt: -1, link: null });
  const match = newMatch(4, () => 'm1');
  assert.deepEqual(changed(s, inMatch(s, match)), { match });
  const friend = newFriendGame('f1', 'black', { you: 'Anna', them: 'Ben' });
  assert.deepEqual(changed(s, withFriend(s, friend)), { friend });
  const seats = seatsOf({ mode: 'ai', human: 'white', level: 3, first: 'white', board: 'knight', match: 1 });
  const next = seated(s, { seats, answers: null });
  assert.deepEqual(changed(s, next), { seats });
  // Against the computer its engine starts at the next press; a game over before this page is not counted here.
  const over = gameAfter(WHITE_WINS).state().over;
  assert.equal(over, true);
  assert.deepEqual(changed(next, begun(next, over)), { warmWanted: true, viewing: null, hint: null, endOpen: true });
  assert.deepEqual(changed(s, begun(s, false)), { viewing: null, hint: null, endOpen: true, counted: false });
});

test('playing: a move played here or by the other side, a refusal, takebacks, the hint, pausing, the engine', () => {
  const s = frozen({ viewing: 1, hint: { kind: 'looking' }, disagree: 'x', welcome: true, opened: true });
  // A person's move: the game shown, the game this device's own; the computer's answer keeps the position looked back at.
  assert.deepEqual(changed(s, movePlayed(s, { seat: 'human', keepView: false })), { viewing: null, hint: null, disagree: null, welcome: false, opened: false });
  assert.deepEqual(changed(s, movePlayed(s, { seat: 'computer', keepView: true })), { hint: null, disagree: null, welcome: false });
  assert.deepEqual(changed(s, movePlayed(s, { seat: 'friend', keepView: false })), { viewing: null, hint: null, disagree: null, welcome: false });
  assert.deepEqual(changed(s, disagreed(s, 'refused')), { disagree: 'refused' });
  // Taken back past the end: counted again when it ends; still over, it stays counted.
  const done = frozen({ counted: true, endOpen: false, viewing: 2, hint: { kind: 'looking' } });
  const back = gameAfter(WHITE_WINS);
  back.undo();
  assert.deepEqual(changed(done, travelled(done, back.state().over)), { viewing: null, hint: null, counted: false, endOpen: true });
  assert.deepEqual(changed(done, travelled(done, gameAfter(WHITE_WINS).state().over)), { viewing: null, hint: null, endOpen: true });
  const move = gameAfter([]).state().legalMoves?.[0] ?? { text: 'a1-c2' };
  assert.deepEqual(changed(s, hinted(s, { kind: 'move', move })), { hint: { kind: 'move', move } });
  assert.deepEqual(changed(s, thinkingShown(s, true)), { thinking: true });
  assert.deepEqual(changed(s, pausedIs(s, true)), { paused: true });
  assert.deepEqual(changed(pausedIs(s, true), pausedIs(pausedIs(s, true), false)), { paused: false });
  const warm = frozen({ warmWanted: true });
  assert.deepEqual(changed(warm, engineWarmed(warm)), { warmWanted: false });
});

test('opening games: a game offered back, brought back, and the first visit\'s question', () => {
  const previous = Object.freeze({ id: 'g0', record: '1. a1-c2', players: { mode: 'ai', human: 'white', level: 3, first: 'white', board: 'knight', match: 1 } });
  const s = frozen();
  const offered = replacedBy(s, previous);
  assert.deepEqual(changed(s, offered), { replaced: previous });
  assert.deepEqual(changed(offered, broughtBack(Object.freeze(offered), 'g0')), { replaced: null });
  // Another game brought back leaves the offer as it is.
  assert.equal(broughtBack(Object.freeze(offered), 'g9'), offered);
  assert.deepEqual(changed(s, welcomed(s)), { welcome: true });
});

test('friend links: a link sent, what came of it, a friend\'s copy shown, the friend\'s moves shown arriving', () => {
  const friend = newFriendGame('f1', 'white', { you: 'Anna', them: 'Ben' });
  const s = frozen({ friend, opened: true, viewing: 2 });
  const plies = gameAfter(['a1-c2']).state().history.length;
  assert.deepEqual(changed(s, linkSent(s, plies, null)), { friend: { ...friend, sent: 1 }, sentAt: 1, opened: false });
  assert.equal(linkSent(frozen(), 1, null).friend, null, 'no friend, none made up');
  const shared = { outcome: 'copied', link: 'https://x.example/#g', plies: 1 };
  assert.deepEqual(changed(s, sharedAs(s, shared)), { shared });
  const copy = { drop() {} };
  assert.deepEqual(changed(s, theirsShown(s, copy)), { theirs: copy, viewing: null });
  assert.deepEqual(changed(s, theirsShown(s, null)), {}, 'no copy: the position shown stays');
  // Three moves came: shown from the position after 1 move, one by one, then the game.
  const replay = replayBegun(s, 1);
  assert.equal(replay.viewing, 1);
  const once = replayStepped(Object.freeze(replay), 4);
  assert.equal(once.viewing, 2);
  assert.equal(replayStepped(Object.freeze(replayStepped(Object.freeze(once), 4)), 4).viewing, null);
});

test('prepared answers: kept, one played for the friend, the scratch board, a line removed', () => {
  const friend = newFriendGame('f1', 'white', { you: 'Anna', them: 'Ben' });
  const answers = Object.freeze({ text: '2. b1-a3 (d5-e3)', mine: true, locked: 0 });
  const s = frozen({ friend, sentAt: 2 });
  // Kept with the game (state.js answersKept, which the friend features' chunk uses).
  assert.deepEqual(changed(s, answersKept(s, answers)), { answers });
  assert.deepEqual(changed(s, answerPlayed(s, 3, null)), { friend: { ...friend, sent: 3 } });
  const scratch = { scratch: { drop() {} }, line: [], error: null };
  assert.deepEqual(changed(s, preparingIs(s, scratch)), { preparing: scratch });
  assert.deepEqual(changed(s, scratchMoved(s, { answers, preparing: scratch, linkChanged: false })), { answers, preparing: scratch });
  assert.deepEqual(changed(s, scratchMoved(s, { answers, preparing: scratch, linkChanged: true })), { answers, preparing: scratch, sentAt: -1 });
  assert.deepEqual(changed(s, lineRemoved(s, null)), { sentAt: -1 });
});

test('the player\'s arrows and circles: set on a position, gone from a new line of moves on, gone with the game; a friend\'s note', () => {
  const circle = (i) => ({ from: i, to: i });
  const s = frozen();
  const one = Object.freeze(shapesSet(s, 0, [circle(0)]));
  const three = Object.freeze(shapesSet(Object.freeze(shapesSet(one, 2, [circle(2)])), 3, [{ from: 3, to: 8 }]));
  assert.deepEqual(shapesAt(three, 0), [circle(0)]);
  assert.deepEqual(shapesAt(three, 3), [{ from: 3, to: 8 }]);
  assert.deepEqual(shapesAt(s, 0), [], 'none drawn');
  assert.deepEqual(shapesAt(Object.freeze(shapesSet(three, 0, [])), 0), [], 'none left: the position has none');
  // A move after the position after 2 moves replaces the positions from 3 on.
  const played = gameAfter(['a1-c2', 'e5-c4']).state().history.length;
  const cut = drawingsFrom(three, played + 1);
  assert.deepEqual(Object.keys(cut.drawings), ['0', '2']);
  assert.equal(drawingsFrom(three, 9), three, 'nothing after: the same state');
  assert.deepEqual(drawingsGone(three).drawings, {});
  // What the state holds is frozen: a shape changed in place would throw.
  assert.throws(() => { shapesAt(three, 3)[0].from = 1; }, TypeError);
  // A friend's note on the position it came with (links.js), in place of what was drawn there.
  assert.deepEqual(shapesAt(shapesSet(three, 2, [{ from: 1, to: 7 }]), 2), [{ from: 1, to: 7 }]);
  assert.deepEqual(shapesAt(shapesSet(three, 2, []), 2), []);
});
