// The board's interaction without a canvas (www/board/core.js): picking up, clicking a
// destination, dragging with its slack, letting go, refusing, a press while the board
// takes no input, tries, the return and the keyboard, as pure transitions.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as core from '../../www/board/core.js';
import { RETURN, indexOf } from '../../www/board/geometry.js';

const W = { colour: 'white' };
const B = { colour: 'black' };
const at = (name) => indexOf(name);
const P = { x: 0, y: 0 };

/** A board with White's archers on a1 and b1, Black's on a5; a1 may go to c2 and b3 (a capture), b1 to d2. */
function board({ movable = true, tries = false, returns = false } = {}) {
  const circles = new Array(25).fill(null);
  circles[at('a1')] = W;
  circles[at('b1')] = W;
  circles[at('b3')] = B;
  circles[at('a5')] = B;
  const dests = new Map([
    [at('a1'), [{ to: at('c2'), capture: false }, { to: at('b3'), capture: true }]],
    [at('b1'), [{ to: at('d2'), capture: false }]],
  ]);
  if (returns) dests.set(RETURN, [{ to: at('c1'), capture: false }, { to: at('d1'), capture: false }]);
  return core.configure(core.emptyBoard(), { circles, dests, movable, tries }).state;
}

/** Runs transitions in order; returns the last state and every event. */
function run(state, ...steps) {
  const events = [];
  for (const step of steps) {
    const next = step(state);
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

const down = (name) => (s) => core.pointerDown(s, name === null ? -1 : at(name), P);
const up = (name) => (s) => core.pointerUp(s, name === null ? -1 : at(name));
const moveTo = (name, x, slack = 4) => (s) => core.pointerMove(s, at(name), { x, y: 0 }, slack);
const moves = (events) => events.filter((e) => e.type === 'move').map((e) => [e.orig, e.dest, e.dragged]);

test('click on an archer then on a destination is one move', () => {
  const { state, events } = run(board(), down('a1'), up('a1'), down('c2'), up('c2'));
  assert.deepEqual(moves(events), [[at('a1'), at('c2'), false]]);
  assert.equal(state.selected, -1, 'the move lets go first');
  assert.deepEqual(events.filter((e) => e.type === 'select').map((e) => e.orig), [at('a1'), -1]);
});

test('a second click on the picked archer lets go of it; a click on another movable archer picks that one', () => {
  assert.equal(run(board(), down('a1'), up('a1'), down('a1'), up('a1')).state.selected, -1);
  assert.equal(run(board(), down('a1'), up('a1'), down('b1'), up('b1')).state.selected, at('b1'));
});

test('a drag ends in a move where the archer may go, and within its slack is still a click', () => {
  const dragged = run(board(), down('a1'), moveTo('b3', 30), up('b3'));
  assert.deepEqual(moves(dragged.events), [[at('a1'), at('b3'), true]]);
  // A shaky click: the pointer moved less than the slack, so it is a pick-up, not a drag.
  const shaky = run(board(), down('a1'), moveTo('a1', 2, 4), up('a1'));
  assert.deepEqual(moves(shaky.events), []);
  assert.equal(shaky.state.selected, at('a1'));
  assert.equal(shaky.state.drag, null);
});

test('a drag shows the destination under it, and one dropped off any destination lets go', () => {
  const over = run(board(), down('a1'), moveTo('c2', 30));
  assert.equal(over.state.hover, at('c2'));
  assert.equal(run(board(), down('a1'), moveTo('d4', 30)).state.hover, -1);
  const dropped = run(board(), down('a1'), moveTo('d4', 30), up('d4'));
  assert.deepEqual(moves(dropped.events), []);
  assert.equal(dropped.state.selected, -1);
  // Dropped back on its own circle it stays picked up.
  assert.equal(run(board(), down('a1'), moveTo('a1', 30), up('a1')).state.selected, at('a1'));
});

test('a press on an archer that cannot move is refused; on an empty circle it lets go', () => {
  const refused = run(board(), down('a5'));
  assert.deepEqual(refused.events.map((e) => e.type), ['refuse']);
  const empty = run(board(), down('a1'), up('a1'), down('e3'));
  assert.equal(empty.state.selected, -1);
  assert.ok(!empty.events.some((e) => e.type === 'refuse'), 'an empty circle is no refusal');
});

test('while the board takes no input, a press picks nothing and says it was inert', () => {
  const { state, events } = run(board({ movable: false }), down('a1'), up('a1'));
  assert.equal(state.selected, -1);
  assert.deepEqual(events.map((e) => e.type), ['refuse', 'inert']);
  assert.deepEqual(run(board({ movable: false }), down(null)).events.map((e) => e.type), ['inert']);
});

test('in tries any archer may be picked and any other circle chosen (the host asks the core)', () => {
  const { events } = run(board({ tries: true }), down('a1'), up('a1'), down('e5'));
  assert.deepEqual(moves(events), [[at('a1'), at('e5'), false]]);
  // An archer of the other side, or one with no moves, may be picked too.
  assert.equal(run(board({ tries: true }), down('a5'), up('a5')).state.selected, at('a5'));
  // Another own archer is picked instead of being a destination.
  assert.equal(run(board({ tries: true }), down('a1'), up('a1'), down('b1'), up('b1')).state.selected, at('b1'));
});

test('new moves from the host let go of an archer that cannot move any more, and end a drag', () => {
  const picked = run(board(), down('a1'), moveTo('c2', 30)).state;
  const next = core.configure(picked, { circles: picked.circles, dests: new Map(), movable: true });
  assert.equal(next.state.selected, -1);
  assert.equal(next.state.drag, null);
  assert.deepEqual(next.events, [{ type: 'select', orig: -1 }]);
  const stays = core.configure(run(board(), down('b1'), up('b1')).state, { circles: picked.circles, dests: picked.dests, movable: true });
  assert.equal(stays.state.selected, at('b1'));
});

test('the movable archer under the mouse lifts, and only while it may move', () => {
  assert.equal(core.hover(board(), at('a1')).state.lifted, at('a1'));
  assert.equal(core.hover(board(), at('a5')).state.lifted, -1);
  assert.equal(core.hover(board({ movable: false }), at('a1')).state.lifted, -1);
  const lifted = core.hover(board(), at('a1')).state;
  assert.equal(core.configure(lifted, { circles: lifted.circles, dests: lifted.dests, movable: false }).state.lifted, -1);
});

test('the return: selected from the tray when legal, its destinations the home-row circles', () => {
  assert.equal(core.selectReturn(board()).state.selected, -1, 'none legal');
  const chosen = run(board({ returns: true }), core.selectReturn, down('d1'));
  assert.deepEqual(moves(chosen.events), [[RETURN, at('d1'), false]]);
});

test('the keyboard: the focus moves by the arrows (turned round for Black), Enter picks and plays, R starts a return, Escape lets go', () => {
  let { state, events } = run(board({ returns: true }), core.focusIn);
  assert.equal(state.focus, at('a1'), 'first on an archer that can move');
  ({ state, events } = run(state, (s) => core.keyStep(s, 0, 1)));
  assert.equal(state.focus, at('a2'));
  assert.equal(core.keyStep(state, 0, 1, true).state.focus, at('a1'), 'up is towards White on a turned board');
  assert.equal(core.keyStep(core.keyStep(state, -1, 0).state, -1, 0).state.focus, at('a2'), 'stops at the edge');
  ({ state, events } = run(state, (s) => core.keyStep(s, 0, -1), core.keyActivate));
  assert.equal(state.selected, at('a1'));
  assert.deepEqual(events.filter((e) => e.type === 'say').map((e) => e.what), ['selected']);
  ({ state, events } = run(state, core.keyCancel));
  assert.equal(state.selected, -1);
  assert.deepEqual(events.filter((e) => e.type === 'say').map((e) => e.what), ['cancelled']);
  ({ state, events } = run(state, core.keyReturn));
  assert.equal(state.selected, RETURN);
  assert.equal(state.focus, at('c1'), 'the focus on the first home-row circle');
  ({ events } = run(state, core.keyActivate));
  assert.deepEqual(moves(events), [[RETURN, at('c1'), false]]);
  // Why not: no return, not this side's turn.
  assert.deepEqual(core.keyReturn(board()).events, [{ type: 'say', what: 'noReturn' }]);
  assert.deepEqual(core.keyReturn(board({ movable: false })).events, [{ type: 'say', what: 'notYours' }]);
  const refused = run(board(), core.focusIn, (s) => ({ state: { ...s, focus: at('a5') }, events: [] }), core.keyActivate);
  assert.deepEqual(refused.events.filter((e) => e.type !== 'focus').map((e) => e.type), ['refuse', 'say']);
});
