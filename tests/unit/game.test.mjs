// The page's pure decisions (www/app/turns.js, www/app/opening.js) and the session's
// ownership of the wasm game (www/app/session.js, with a stand-in for the core).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RETURN, destinations, passing, redoTarget, seatsOf, undoTarget } from '../../www/app/turns.js';
import { computerOpens, firstVisit, friendOpens, matchOpens, openingPlan } from '../../www/app/opening.js';
import { other } from '../../www/app/friend.js';
import { knownLinkOutcome, linkDecision, mergeNames } from '../../www/app/linking.js';
import { createSession } from '../../www/app/session.js';
import { DEFAULT_DELAYS, pageDelays } from '../../www/app/delays.js';

const played = (sides, from = 0) => sides.map((side, i) => ({ ply: from + i + 1, number: 0, label: '', side, text: `m${from + i + 1}` }));
const TWO = { white: 'human', black: 'human' };
const WHITE_VS_COMPUTER = { white: 'human', black: 'computer' };
const BLACK_VS_COMPUTER = { white: 'computer', black: 'human' };

test('destinations group the legal moves by origin, a return by RETURN, and leave passes out', () => {
  const moves = [
    { kind: 'step', side: 'white', text: 'a1-c2', from: 'a1', to: 'c2', capture: false, unmarks: null },
    { kind: 'step', side: 'white', text: 'a1xb3', from: 'a1', to: 'b3', capture: true, unmarks: null },
    { kind: 'return', side: 'white', text: '@b1', from: null, to: 'b1', capture: false, unmarks: 'a5' },
    { kind: 'pass', side: 'white', text: 'pass', from: null, to: null, capture: false, unmarks: null },
  ];
  const dests = destinations(moves);
  assert.deepEqual([...dests.keys()], [0, RETURN]);
  assert.deepEqual(dests.get(0), [{ to: 7, capture: false }, { to: 11, capture: true }]);
  assert.deepEqual(dests.get(RETURN), [{ to: 1, capture: false }]);
});

test('a side must pass only when a pass is its one legal move', () => {
  const pass = { kind: 'pass', side: 'black', text: 'pass', from: null, to: null, capture: false, unmarks: null };
  assert.equal(passing({ moves: [pass], turn: 'black' }), 'black');
  assert.equal(passing({ moves: [], turn: 'black' }), null);
});

test('seats: two people, or the person and the computer on the other side', () => {
  assert.deepEqual(seatsOf({ mode: 'hotseat', human: 'white', level: 4, first: 'white' }), TWO);
  assert.deepEqual(seatsOf({ mode: 'ai', human: 'white', level: 4, first: 'white' }), WHITE_VS_COMPUTER);
  assert.deepEqual(seatsOf({ mode: 'ai', human: 'black', level: 4, first: 'white' }), BLACK_VS_COMPUTER);
});

test('undo takes one move back with two players, and back to the person\'s turn against the computer', () => {
  const history = played(['white', 'black', 'white', 'black']);
  assert.equal(undoTarget(history, TWO), 3);
  assert.equal(undoTarget(history, WHITE_VS_COMPUTER), 2, 'the computer\'s answer goes with the person\'s move');
  assert.equal(undoTarget(history, BLACK_VS_COMPUTER), 3);
  // The computer opened and the person has not moved yet: nothing to take back.
  assert.equal(undoTarget(played(['white']), BLACK_VS_COMPUTER), null);
  assert.equal(undoTarget([], TWO), null);
  // Black moved first in a set-up position: the sides come from the core, not parity.
  assert.equal(undoTarget(played(['black', 'white', 'black']), WHITE_VS_COMPUTER), 1);
});

test('redo plays one move again with two players, and on to the person\'s next turn against the computer', () => {
  const history = played(['white', 'black']);
  const redo = played(['white', 'black', 'white'], 2);
  assert.equal(redoTarget(history, redo, TWO), 3);
  assert.equal(redoTarget(history, redo, WHITE_VS_COMPUTER), 4, 'the person\'s move and the computer\'s answer');
  assert.equal(redoTarget(history, played(['white'], 2), WHITE_VS_COMPUTER), 3, 'all there is');
  assert.equal(redoTarget(history, [], TWO), null);
});

const save = { id: 'g1', record: '1. a1-c2', players: { mode: 'ai', human: 'black', level: 3, first: 'white' } };
const none = { record: null, id: null, players: null };

test('opening: a position in the address first, offering the save back; if it is refused, the save goes on', () => {
  const plan = openingPlan({ position: '5/5/5/5/5 w - -', fragment: none, save });
  assert.deepEqual(plan[0], { kind: 'position', text: '5/5/5/5/5 w - -', replaces: save });
  assert.deepEqual(plan.map((a) => a.kind), ['position', 'save', 'new']);
});

test('opening: the saved game in the fragment (id and record) resumes with the fragment\'s players', () => {
  const plan = openingPlan({ position: null, fragment: { record: save.record, id: 'g1', players: { mode: 'hotseat' } }, save });
  assert.deepEqual(plan, [{ kind: 'save', save, players: { ...save.players, mode: 'hotseat' } }, { kind: 'new' }]);
});

test('opening: a game to look at (a mistake\'s link to its review) opens from the fragment even when it is the save', () => {
  const look = openingPlan({ position: null, fragment: { record: save.record, id: null, players: null }, save, look: true });
  assert.deepEqual(look.map((a) => a.kind), ['link', 'save', 'new']);
  assert.deepEqual(look[0], { kind: 'link', record: save.record, id: null, players: null, replaces: save });
});

test('opening: any other game in the fragment is opened in place of the save, which it offers back', () => {
  const link = openingPlan({ position: null, fragment: { record: '1. b1-c3', id: null, players: null }, save });
  assert.deepEqual(link[0], { kind: 'link', record: '1. b1-c3', id: null, players: null, replaces: save });
  assert.deepEqual(link.map((a) => a.kind), ['link', 'save', 'new'], 'a broken link falls back to the save');
  // A tab's address (an id and players), whether a reload, a copy in another tab or
  // crafted by a page that opened this one: the address alone never makes a game this
  // device's own, so the save is offered back.
  const tab = openingPlan({ position: null, fragment: { record: '1. b1-c3', id: 'g2', players: { mode: 'ai' } }, save });
  assert.deepEqual(tab[0].replaces, save);
  assert.deepEqual(tab[0].players, { mode: 'ai' }, 'played as the tab that played it');
  assert.equal(tab[1].players, save.players, 'the fragment\'s players are not the save\'s');
  // The save's own id with another record is not the save either.
  assert.equal(openingPlan({ position: null, fragment: { record: '1. b1-c3', id: 'g1', players: null }, save })[0].kind, 'link');
  // A friend's link, too.
  const friend = openingPlan({ position: null, fragment: { record: 'a1-c2', id: 'F1', players: null, friend: true, names: { white: '', black: '' } }, save });
  assert.deepEqual(friend[0].replaces, save);
});

test('opening: the save, else a new game', () => {
  assert.deepEqual(openingPlan({ position: null, fragment: none, save }).map((a) => a.kind), ['save', 'new']);
  assert.deepEqual(openingPlan({ position: null, fragment: none, save: null }), [{ kind: 'new' }]);
});

test('opening: whether the computer makes the first move (the page then loads the whole core first)', () => {
  const hotseat = { mode: 'hotseat', human: 'white', level: 4, first: 'white' };
  const ai = { ...hotseat, mode: 'ai' };
  const opens = (fragment, saved, players) => computerOpens(openingPlan({ position: null, fragment, save: saved }), players);
  assert.equal(opens(none, null, hotseat), false, 'a new game of two players');
  assert.equal(opens(none, null, ai), false, 'a new game the player opens: the engine comes later');
  assert.equal(opens(none, null, { ...ai, human: 'black' }), true, 'a new game the computer opens as White');
  assert.equal(opens(none, null, { ...ai, human: 'black', first: 'black' }), false, 'Black moves first, and the player is Black');
  assert.equal(opens(none, null, { ...ai, first: 'black' }), true, 'Black moves first, and the computer is Black');
  assert.equal(opens(none, save, { ...ai, human: 'black' }), false, 'a save: the rules first, whoever is to move');
  assert.equal(opens({ record: '1. b1-c3', id: null, players: null }, null, { ...ai, human: 'black' }), false, 'a link');
  assert.equal(computerOpens(openingPlan({ position: 'bbbbb/5/5/5/wwwww w - -', fragment: none, save: null }), { ...ai, human: 'black' }), false,
    'a position in the address');
});

test('opening: whether it may show a game with a friend (the page then loads the whole core, which has its answers)', () => {
  const hotseat = { mode: 'hotseat', human: 'white', level: 4, first: 'white' };
  const opens = (fragment, saved, players = hotseat) => friendOpens(openingPlan({ position: null, fragment, save: saved }), players);
  const friendSave = { ...save, players: { ...hotseat, mode: 'friend' } };
  assert.equal(opens(none, null), false, 'a new game of two players');
  assert.equal(opens(none, null, { ...hotseat, mode: 'ai' }), false, 'a new game against the computer');
  assert.equal(opens(none, null, { ...hotseat, mode: 'friend' }), true, 'a new game with a friend');
  assert.equal(opens(none, save), false, 'a save of a game of two players');
  assert.equal(opens(none, friendSave), true, 'a save of a game with a friend');
  assert.equal(opens({ record: '1. b1-c3', id: null, players: null }, null), false, 'a link to a game');
  assert.equal(opens({ record: '1. b1-c3', id: 'abc', players: null, friend: true }, null), true, "a friend's link");
  assert.equal(opens({ record: '1. b1-c3', id: 'abc', players: null, friend: true }, save), true, "a friend's link over a save");
  assert.equal(friendOpens(openingPlan({ position: 'bbbbb/5/5/5/wwwww w - -', fragment: none, save: null }), hotseat), false,
    'a position in the address');
});

test('opening: whether it may show a game of a match (the page then loads the whole core, which says where a match stands)', () => {
  const hotseat = { mode: 'hotseat', human: 'white', level: 4, first: 'white', match: 1 };
  const opens = (fragment, saved, players = hotseat) => matchOpens(openingPlan({ position: null, fragment, save: saved }), players);
  const match = { id: 'm1', games: 4, index: 1, results: [[7, 5]] };
  assert.equal(opens(none, null), false, 'a single new game');
  assert.equal(opens(none, null, { ...hotseat, match: 4 }), true, 'the players chose a match of 4');
  assert.equal(opens(none, null, { mode: 'hotseat', human: 'white', level: 4, first: 'white' }), false, 'players of before matches: one game');
  assert.equal(opens(none, save), false, 'a save of a single game');
  assert.equal(opens(none, { ...save, match }), true, 'a save of a game of a match');
  assert.equal(opens(none, { ...save, players: { ...hotseat, match: 2 } }), true, 'a save whose players play matches: a new one may follow it');
  assert.equal(opens({ record: '1. b1-c3', id: null, players: null }, null), false, 'a link to a game');
  assert.equal(opens({ record: '1. b1-c3', id: 'abc', players: null, match }, null), true, 'a link to a game of a match');
  assert.equal(opens({ record: '1. b1-c3', id: 'abc', players: null, friend: true, match }, null), true, "a friend's link of a match");
  assert.equal(matchOpens(openingPlan({ position: 'bbbbb/5/5/5/wwwww w - -', fragment: none, save: null }), hotseat), false,
    'a position in the address');
});

/** A stand-in for the core's Game: records what happens to each instance. */
function fakeCore() {
  const made = [];
  class Game {
    constructor(first = 'white', board = 'knight', record = '') {
      this.moves = record ? record.split(' ') : [];
      this.freed = false;
      this.first = first;
      this.board = board;
      made.push(this);
    }
    static fromText(text) {
      if (text.includes('bad')) throw Object.assign(new Error('bad record'), { code: 'record.tag' });
      return new Game('white', 'knight', text);
    }
    static fromRecord(text) { return Game.fromText(text); }
    static fromPosition(text) { return Game.fromText(text); }
    state() { return { history: this.moves.map((text) => ({ text })), over: false }; }
    stateAt(ply) { return { history: this.moves.slice(0, ply).map((text) => ({ text })), over: false }; }
    play(text) {
      if (text === 'trap') throw new WebAssembly.RuntimeError('unreachable');
      this.moves.push(text);
      return { text };
    }
    undo() { return this.moves.pop(); }
    redo() { return undefined; }
    record() { return this.moves.join(' '); }
    position() { return `after ${this.moves.length}`; }
    compare() { return { relation: 'same' }; }
    free() { this.freed = true; }
  }
  return { Game, made };
}

test('the session frees the game it replaces, and a dropped candidate; a refused read leaves nothing', () => {
  const { Game, made } = fakeCore();
  const session = createSession(Game);
  session.startNew('white', 'a');
  const first = made[0];
  const candidate = session.read('m1 m2');
  candidate.drop();
  assert.equal(made[1].freed, true, 'a dropped candidate is freed');
  assert.throws(() => session.read('bad'), /bad record/);
  assert.equal(made.length, 2, 'a refused read made no game');
  session.read('m1').take('b');
  assert.equal(first.freed, true, 'the replaced game is freed');
  assert.equal(session.id, 'b');
  assert.deepEqual(session.state().history, [{ text: 'm1' }]);
  // A position taken from a candidate frees the candidate.
  const from = session.read('m1 m2 m3');
  session.positionOf(from).take('c');
  assert.equal(made[3].freed, true);
});

test('the session asks the core for the state once per change', () => {
  const { Game } = fakeCore();
  const session = createSession(Game);
  session.startNew('white', 'a');
  assert.equal(session.state(), session.state());
  const before = session.state();
  session.play('m1');
  assert.notEqual(session.state(), before);
  assert.equal(session.record(), 'm1');
});

test('a trap in the core rebuilds the game from its last record and says so', () => {
  const { Game, made } = fakeCore();
  const recovered = [];
  const session = createSession(Game, { onRecovered: (e) => recovered.push(e.message) });
  session.startNew('white', 'a');
  session.play('m1');
  assert.throws(() => session.play('trap'), WebAssembly.RuntimeError);
  assert.deepEqual(recovered, ['unreachable']);
  assert.deepEqual(session.state().history, [{ text: 'm1' }], 'the game as it was');
  assert.equal(made.at(-1).moves.length, 1, 'a new game from the record');
  session.play('m2');
  assert.equal(session.record(), 'm1 m2', 'and it plays on');
});

test('with a friend this device plays its own side once it has one, and takes back only its own last move', () => {
  const friendMode = { mode: 'friend', human: 'white', first: 'white', level: 4 };
  assert.deepEqual(seatsOf(friendMode, null), TWO, 'before its first move either side may be taken');
  assert.deepEqual(seatsOf(friendMode, { id: 'x', seat: null, names: { white: '', black: '' } }), TWO);
  const asBlack = seatsOf(friendMode, { id: 'x', seat: 'black', names: { white: '', black: '' } });
  assert.deepEqual(asBlack, { white: 'friend', black: 'human' });
  assert.equal(undoTarget(played(['white', 'black']), asBlack), 1, 'its own move comes back');
  assert.equal(undoTarget(played(['white']), asBlack), null, "the friend's move is theirs");
  assert.equal(undoTarget([], asBlack), null);
});

test('a friend link is taken only when it continues this copy; names keep this side own', () => {
  assert.deepEqual(linkDecision({ relation: 'same' }, 3), { take: 'ours', say: null, replayFrom: null });
  assert.deepEqual(linkDecision({ relation: 'older' }, 3), { take: 'ours', say: 'older', replayFrom: null });
  assert.deepEqual(linkDecision({ relation: 'newer' }, 3), { take: 'theirs', say: null, replayFrom: 3 });
  assert.deepEqual(linkDecision({ relation: 'differs', moveNumber: '2' }, 3), { take: 'ours', say: 'differs', replayFrom: null });
  const known = { white: 'Anna', black: 'Ben' };
  assert.deepEqual(mergeNames(known, { white: 'Mallory', black: 'Benjamin' }, 'white'), { white: 'Anna', black: 'Benjamin' });
  assert.deepEqual(mergeNames(known, { white: '', black: '' }, null), known, 'a link without names keeps them');
  assert.equal(other('white'), 'black');
  assert.equal(other('black'), 'white');
});

test('a friend\'s link for a known game, all told: taken with the moves to show, refused for a move of this side not prepared here, or kept', () => {
  const moves = [['white', 'a1-c2'], ['black', 'e5-d3'], ['white', 'b1-a3'], ['black', 'd3xe1']].map(([side, text], i) => ({ side, text, number: String(1 + (i >> 1)) }));
  const newer = { relation: 'newer' };
  // Black's copy has 2 moves; the link brings White's b1-a3 and Black's d3xe1: a move of Black's own side.
  assert.deepEqual(knownLinkOutcome({ comparison: newer, ourPlies: 2, linkedMoves: moves.slice(0, 3), seat: 'black', ownLines: [] }),
    { outcome: 'take', replayFrom: 2, forged: null, used: [] });
  assert.deepEqual(knownLinkOutcome({ comparison: newer, ourPlies: 2, linkedMoves: moves, seat: 'black', ownLines: [] }),
    { outcome: 'ownSide', replayFrom: null, forged: moves[3], used: [] }, 'not prepared here: refused');
  assert.deepEqual(knownLinkOutcome({ comparison: newer, ourPlies: 2, linkedMoves: moves, seat: 'black', ownLines: [['b1-a3', 'd3xe1']] }),
    { outcome: 'take', replayFrom: 2, forged: null, used: ['d3xe1'] }, 'prepared here: taken, and said');
  // No seat yet (a link not moved in): nothing is this device's side.
  assert.equal(knownLinkOutcome({ comparison: newer, ourPlies: 2, linkedMoves: moves, seat: null, ownLines: [] }).outcome, 'take');
  for (const relation of ['same', 'older', 'differs']) {
    assert.deepEqual(knownLinkOutcome({ comparison: { relation }, ourPlies: 2, linkedMoves: moves, seat: 'black', ownLines: [] }),
      { outcome: relation, replayFrom: null, forged: null, used: [] }, relation);
  }
});

test('a first visit: a page of its own that keeps the answer, or a frame whose host names no mode, with no players chosen and nothing to open', () => {
  const plan = openingPlan({ position: null, fragment: none, save: null });
  const first = { plan, framed: false, storage: true, storedPlayers: false, addressPlayers: false };
  assert.equal(firstVisit(first), true);
  assert.equal(firstVisit({ ...first, framed: true }), true, 'a frame\'s host that names no mode leaves it to the player');
  assert.equal(firstVisit({ ...first, framed: true, addressPlayers: true }), false, 'a frame\'s host chooses with ?mode=');
  assert.equal(firstVisit({ ...first, storage: false }), false, 'a page of its own with no storage to keep the answer: it would be asked every time');
  assert.equal(firstVisit({ ...first, storedPlayers: true }), false, 'chosen before');
  assert.equal(firstVisit({ ...first, addressPlayers: true }), false, '?mode= chooses');
  assert.equal(firstVisit({ ...first, plan: openingPlan({ position: null, fragment: none, save }) }), false, 'a save');
  assert.equal(firstVisit({ ...first, plan: openingPlan({ position: null, fragment: { record: '1. a1-c2', id: null, players: null }, save: null }) }), false, 'a link');
});

test('the page\'s delays are its own unless the test hook gives whole milliseconds from 0 to 10 000', () => {
  assert.equal(pageDelays(undefined), DEFAULT_DELAYS);
  assert.equal(pageDelays(null).passNotice, 1600);
  const fast = pageDelays({ passNotice: 0, replyPause: 5, level8: -1, hint: 1.5, replayStep: 20_000, extra: 1 });
  assert.deepEqual({ ...fast }, { ...DEFAULT_DELAYS, passNotice: 0, replyPause: 5 });
  assert.equal(Object.isFrozen(fast), true);
});
