// The move box's reason (www/panels/movebox.js, createMoveReason): the reason a typed
// move was refused is about the game as it was then. It stays while the game is drawn
// again unchanged (a selection, a pause), and goes once the game changes: a move on the
// board or by the other side, a takeback, a new game. An answer that comes late (the
// words for the core's errors were fetched first) after such a change, or after another
// move was typed, is dropped. Played with the core's game in a session, which makes a
// state for each change of the game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createMoveReason } from '../../www/panels/movebox.js';
import { createSession } from '../../www/app/session.js';

const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const core = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
core.initSync({ module: readFileSync(`${DIST}/jarmo-core_bg.wasm`) });

/** A game from the start, drawn once; `refuse(text)` types a move the core refuses. */
function setUp() {
  const session = createSession(core.Game);
  session.startNew('white', 'g1');
  const reason = createMoveReason();
  reason.drawn(session.state());
  const refuse = (text) => {
    const ticket = reason.typed();
    assert.throws(() => session.play(text), `the core refuses ${text}`);
    return reason.answered(ticket, `refused: ${text}`);
  };
  return { session, reason, refuse };
}

test('a refused move\'s reason stays while the game is drawn again unchanged', () => {
  const { session, reason, refuse } = setUp();
  const before = session.state();
  assert.equal(refuse('c1-c2'), 'refused');
  assert.equal(reason.text, 'refused: c1-c2');
  assert.equal(session.state(), before, 'a refused move changes nothing');
  assert.equal(reason.drawn(session.state()), false);
  assert.equal(reason.text, 'refused: c1-c2');
});

test('the reason goes once the game changes: a move on the board, the other side\'s, a takeback, a new game', () => {
  const { session, reason, refuse } = setUp();
  const changes = [
    ['a move on the board', () => session.play('a1-c2')],
    ['the other side\'s answer', () => session.play('e5-d3')],
    ['a takeback', () => session.undo()],
    ['a move played again', () => session.redo()],
    ['another game', () => session.read('1. b1-c3', 'record').take('g2')],
    ['a new game', () => session.startNew('white', 'g3')],
  ];
  for (const [what, change] of changes) {
    assert.equal(refuse('c1-c2'), 'refused', what);
    change();
    assert.equal(reason.drawn(session.state()), true, `${what}: the reason is old`);
    assert.equal(reason.text, '', what);
  }
});

test('a reason that comes after the game changed is not said', () => {
  const { session, reason } = setUp();
  const ticket = reason.typed();
  assert.throws(() => session.play('c1-c2'));
  // While its words are fetched, a move is played on the board.
  session.play('a1-c2');
  reason.drawn(session.state());
  assert.equal(reason.answered(ticket, 'No line joins c1 and c2.'), null);
  assert.equal(reason.text, '');
});

test('only the last typed move\'s answer counts, and a move played empties the box', () => {
  const { session, reason, refuse } = setUp();
  assert.equal(refuse('c1-c2'), 'refused');
  const first = reason.typed();
  const second = reason.typed();
  assert.equal(reason.answered(first, 'an older answer'), null);
  session.play('a1-c2');
  reason.drawn(session.state());
  assert.equal(reason.answered(second, null), 'played');
  assert.equal(reason.text, '');
});
