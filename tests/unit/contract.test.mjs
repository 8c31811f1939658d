// The page's typed contract (www/contract.js) against what the core really sends: for
// each object type the page reads, the fields its JSDoc declares are exactly the fields
// of the objects the built core (dist/jarmo-core.js) returns, in games that show every
// field (captures, a return, a takeback, the end). A field renamed on either side fails.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const CONTRACT = readFileSync(fileURLToPath(new URL('../../www/contract.js', import.meta.url)), 'utf8');
const core = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
core.initSync({ module: readFileSync(`${DIST}/jarmo-core_bg.wasm`) });

/** The @property names of each `@typedef {object} Name` in contract.js. */
function declared() {
  const types = {};
  for (const block of CONTRACT.split('/**').slice(1)) {
    const name = /@typedef \{object\} (\w+)/.exec(block)?.[1];
    if (!name) continue;
    types[name] = [...block.matchAll(/@property \{[^}]*\} (\w+)/g)].map((m) => m[1]).sort();
  }
  return types;
}

const fields = (object) => Object.keys(object).sort();
const types = declared();

/** A game with captures, a return, a move taken back, and one that ended. */
function games() {
  const going = core.Game.fromPosition('W3b/5/2w2/5/5 w - -');
  going.play('@a1');
  going.play('e5-d3');
  going.undo();
  const over = core.Game.fromRecord('1. a1-b3 b5-c3 2. b1-a3 c5-d3 3. b3xa5 d3xc1 4. d1-b2 c3-d1 5. e1-d3 d5-e3 6. d3xc1 e3-c2 7. c1-b3 c2-a1 8. a3-c4 e5-d3 9. b2xd3');
  return { going, over };
}

test('contract.js declares the types the page reads', () => {
  for (const name of ['GameState', 'Move', 'PlayedMove', 'Captured', 'Result', 'Archer', 'Comparison', 'EngineAnswer', 'Players']) {
    assert.ok(types[name]?.length, `${name} is declared with its fields`);
  }
});

test('the state the core sends has exactly the declared fields, at every level', () => {
  const { going, over } = games();
  for (const state of [going.state(), over.state(), going.stateAt(0)]) {
    assert.deepEqual(fields(state), types.GameState, 'GameState');
    for (const archer of state.circles.filter(Boolean)) assert.deepEqual(fields(archer), types.Archer, 'Archer');
    for (const move of state.moves) assert.deepEqual(fields(move), types.Move, 'Move');
    for (const played of [...state.history, ...state.redo]) assert.deepEqual(fields(played), types.PlayedMove, 'PlayedMove');
    for (const captured of [...state.captured.white, ...state.captured.black]) assert.deepEqual(fields(captured), types.Captured, 'Captured');
    if (state.lastMove) assert.deepEqual(fields(state.lastMove), types.Move, 'lastMove');
    if (state.result) assert.deepEqual(fields(state.result), types.Result, 'Result');
  }
  // Every kind of entry was there to be checked.
  const state = going.state();
  assert.ok(state.redo.length > 0 && state.captured.white.length > 0);
  assert.ok(going.stateAt(0).moves.some((m) => m.kind === 'return'));
  assert.ok(over.state().result);
  going.free();
  over.free();
});

test('a move played, a comparison and the engine\'s answer have exactly the declared fields', () => {
  const game = new core.Game();
  assert.deepEqual(fields(game.play('a1-c2')), types.Move);
  assert.deepEqual(fields(game.compare('1. a1-c2 e5-d3')), types.Comparison);
  const engine = new core.Engine();
  const answer = engine.bestMoveIn(game, 1, undefined, 7);
  assert.deepEqual(fields(answer), types.EngineAnswer);
  assert.deepEqual(fields(answer.move), types.Move);
  engine.free();
  game.free();
});

test('a reviewed move and a checked puzzle move have exactly the declared fields', () => {
  const engine = new core.Engine();
  const line = engine.reviewPly('1. a1-c2 e5-d3 2. c2-d4', 1, 5);
  assert.deepEqual(fields(line), types.ReviewLine);
  assert.deepEqual(fields(line.eval), types.Eval);
  assert.deepEqual(fields(line.move), types.Move);
  assert.deepEqual(fields(line.best), types.Move);
  // The file's third puzzle: Black wins with b3-a1 at once; a wrong move gets a reply.
  const right = engine.puzzleMove('[Position "1W3/5/1B3/5/2B1w b - -"]', 'b3-a1', 1);
  assert.deepEqual(fields(right), types.PuzzleAnswer);
  assert.equal(right.solved, true);
  const first = '[Position "1w1Wb/5/1b3/5/w1b1b w - -"]';
  const wrong = engine.puzzleMove(first, 'a1-c2', 3);
  assert.deepEqual(fields(wrong), types.PuzzleAnswer);
  assert.equal(wrong.correct, false);
  assert.deepEqual(fields(wrong.reply), types.Move);
  engine.free();
});
