// The two builds of the core (scripts/rules-wasm.sh): the rules alone
// (dist/jarmo-rules.js, which the page runs unless it opens a game against the
// computer, and the rules page) and the whole core (dist/jarmo-core.js, rules and
// engine). The page uses either for its games, so both must be the same core: the same
// Game API, the same answers, the same errors; only the whole one has the engine and a
// friend game's prepared answers, which the page lends the rules one's Game
// (www/engine/answers-core.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const whole = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
whole.initSync({ module: readFileSync(`${DIST}/jarmo-core_bg.wasm`) });
const rules = await import(pathToFileURL(`${DIST}/jarmo-rules.js`).href);
rules.initSync({ module: readFileSync(`${DIST}/jarmo-rules_bg.wasm`) });

// Two archers of each side walk out and back: a draw by repetition after 18 moves. The
// rule hashes positions; the rules core works out each Zobrist key when it needs it,
// the whole core keeps them in a table (crates/jarmo-core/src/engine/zobrist.rs).
const WALK = ['a1-c2', 'a5-c4', 'b1-a3', 'e5-d3', 'c2-a1', 'c4-a5', 'a3-b1', 'd3-e5'];
const REPEATED = Array.from({ length: 18 }, (_, i) => WALK[i % WALK.length])
  .map((move, i) => (i % 2 ? move : `${i / 2 + 1}. ${move}`)).join(' ');

const RECORD = '1. a1-b3 b5-c3 2. b1-a3 c5-d3 3. b3xa5 d3xc1 4. d1-b2 c3-d1 5. e1-d3 d5-e3 6. d3xc1 e3-c2 7. c1-b3 c2-a1 8. a3-c4 e5-d3 9. b2xd3';

/** Everything a game answers, from one core; errors as their code, params and message. */
function answers(core) {
  const out = [];
  const attempt = (what) => {
    try {
      out.push(what());
    } catch (error) {
      out.push({ code: error.code, params: error.params, message: error.message });
    }
  };
  const going = core.Game.fromPosition('W3b/5/2w2/5/5 w - -');
  attempt(() => going.play('@a1'));
  attempt(() => going.play('e5-d3'));
  attempt(() => going.undo());
  attempt(() => going.state());
  attempt(() => going.stateAt(0));
  attempt(() => going.play('a1-a2'));
  attempt(() => going.play('b7-c2'));
  attempt(() => going.record({ Event: 'Test' }));
  going.free();
  const over = core.Game.fromRecord(RECORD);
  // (compare, a friend's link's, is lent the rules core: the test of what is lent below.)
  for (const what of [() => over.state(), () => over.record(), () => over.compactRecord(), () => over.position(),
    () => over.play('a1-c2')]) attempt(what);
  over.free();
  for (const text of ['1. a1-b3 x', '2. a1-b3', 'bbbbb/5/5/5/wwwwz w - -', 'bbbbb/5/5/5/wwwww w a1c2:1 -', RECORD, REPEATED]) {
    attempt(() => {
      const game = core.Game.fromText(text);
      const state = game.state();
      game.free();
      return state;
    });
  }
  attempt(() => core.Game.fromPosition('  bbbbb/5/5/5/wwwww   w - - ').position());
  attempt(() => core.lines());
  return out;
}

test('the rules core answers exactly as the whole core', () => {
  assert.deepEqual(answers(rules), answers(whole));
});

test('both cores draw the walk by repetition, on its last move', () => {
  for (const core of [rules, whole]) {
    const game = core.Game.fromText(REPEATED);
    const state = game.state();
    assert.equal(state.result?.reason, 'repetition');
    assert.equal(state.history.length, 18);
    game.free();
    const short = core.Game.fromText(REPEATED.replace(/ a5-c4$/, ''));
    assert.equal(short.state().over, false);
    short.free();
  }
});

test('the rules core has the Game API of the whole core, and no engine, no prepared answers, no matches and no analysis', () => {
  const methods = (core) => Object.getOwnPropertyNames(core.Game.prototype).sort();
  const statics = (core) => Object.getOwnPropertyNames(core.Game).filter((n) => typeof core.Game[n] === 'function').sort();
  // What a friend's link needs is lent it from the whole core (the last test here); the
  // layer of a position is for the engine's endgame tables (engine/tables.js).
  assert.deepEqual(methods(rules), methods(whole).filter((n) => !['answers', 'answerTo', 'compare', 'tableLayer'].includes(n)));
  assert.deepEqual(statics(rules), statics(whole));
  assert.equal(typeof whole.Engine, 'function');
  assert.equal(rules.Engine, undefined);
  // `start` sets the panic hook, which the rules core leaves out (src/wasm.rs).
  // Nor where a match stands: asked of the whole core, fetched with the first match (engine/core.js matching).
  // Nor the analysis board's tree of variations (cargo feature `analysis`).
  const exported = (core) => Object.keys(core).filter((n) => n !== 'Engine' && n !== 'start').sort();
  assert.deepEqual(exported(rules), exported(whole).filter((n) => n !== 'matchState' && n !== 'Analysis'));
  assert.equal(rules.Analysis, undefined);
});

test('both cores quote a refused text by its first characters: a megabyte makes an error of a line', () => {
  const huge = 'x'.repeat(1 << 20);
  for (const [name, core] of [['rules', rules], ['whole', whole]]) {
    const game = new core.Game();
    for (const [what, act] of [
      ['a move', () => game.play(huge)],
      ['a return', () => game.play(`@${huge}`)],
      ['a record', () => core.Game.fromRecord(`1. a1-c2 ${huge}`)],
      ['a link', () => core.Game.fromText(huge)],
      ['a side to move', () => core.Game.fromPosition(`bbbbb/5/5/5/wwwww ${huge} - -`)],
      ['a tag', () => core.Game.fromRecord(`[${huge}`)],
    ]) {
      let error = null;
      try {
        act();
      } catch (e) {
        error = e;
      }
      assert.ok(error?.code, `${name}, ${what}: refused`);
      const texts = Object.values(error.params ?? {}).map(String);
      assert.ok(texts.every((text) => [...text].length <= 33), `${name}, ${what}: ${texts.map((t) => t.length)}`);
      assert.ok(error.message.length < 200, `${name}, ${what}: a message of ${error.message.length}`);
      assert.ok(texts.some((text) => /^\[?x+…$/.test(text) && [...text].length === 33), `${name}, ${what}: ${JSON.stringify(error.params)}`);
    }
    game.free();
  }
});

test('the rules core\'s Game lent what a friend\'s link needs of the whole core answers as the whole core', async () => {
  const { lendAnswers } = await import('../../www/engine/answers-core.js');
  assert.equal(typeof rules.Game.prototype.answers, 'undefined', 'the rules core has no answers of its own');
  assert.equal(typeof rules.Game.prototype.compare, 'undefined', 'nor a comparison of links');
  assert.equal('matchState' in rules, false, 'nor the standing of a match (asked of the whole core: engine/core.js matching)');
  lendAnswers(rules.Game, whole.Game);
  /** Every answer of a game made by `make` of each core, after `moves` of it are taken back. */
  const asked = (core, make, undo = 0) => {
    const out = [];
    const game = make(core);
    for (let i = 0; i < undo; i++) game.undo();
    for (const [method, text] of [['answers', '1:e5-d3 b1-a3_d5-e3 c2-d4'], ['answerTo', '1:e5-d3 b1-a3_d5-e3 c2-d4'],
      ['answers', '0:e5-d3'], ['answerTo', '0:a1-c2 e5-d3'], ['answers', 'x'], ['answers', 12], ['answerTo', '2:b1-a3'],
      ['compare', '1. a1-c2'], ['compare', '1. a1-c2 e5-d3 2. b1-a3'], ['compare', '1. b1-a3'], ['compare', RECORD],
      ['compare', '1. a1-b3 b5-c3'], ['compare', '1. a1-b3 zz'], ['compare', 12]]) {
      try {
        out.push(game[method](text));
      } catch (error) {
        out.push({ code: error.code, params: error.params, message: error.message });
      }
    }
    game.free();
    return out;
  };
  const makers = [
    (core) => core.Game.fromRecord('1. a1-c2'),
    (core) => core.Game.fromRecord('1. a1-c2 e5-d3'),
    (core) => core.Game.fromRecord(RECORD),
    (core) => core.Game.fromPosition('W3b/5/2w2/5/5 w - -'),
    (core) => new core.Game('black', 'traditional'),
  ];
  for (const make of makers) {
    for (const undo of [0, 1]) assert.deepEqual(asked(rules, make, undo), asked(whole, make, undo), `${make} undo ${undo}`);
  }
  // What a friend game's answers are for: one prepared, then answered.
  const game = rules.Game.fromRecord('1. a1-c2');
  assert.ok(game.answers('1:e5-d3 b1-a3_d5-e3 c2-d4'));
  game.play('e5-d3');
  assert.deepEqual(game.answerTo('1:e5-d3 b1-a3_d5-e3 c2-d4'), whole.Game.fromRecord('1. a1-c2 e5-d3').answerTo('1:e5-d3 b1-a3_d5-e3 c2-d4'));
  game.free();
});
