// The core's contract against the built core: www/jarmo-core.d.ts declares exactly the
// exports of dist/jarmo-core.js and dist/jarmo-rules.js (every function, class, static
// and method, with its number of parameters), and what each method returns is, field by
// field and value by value, the type of www/contract.js that the .d.ts names for it, in
// games that show every field (captures, a return, a takeback, the end). The errors
// thrown have a code of contract.js's table with its params. A field, a method or a
// code renamed on either side fails here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { check, contractTypes, declaredExports, errorTable, parseType } from './lib/contract.mjs';

const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const core = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
core.initSync({ module: readFileSync(`${DIST}/jarmo-core_bg.wasm`) });
const rules = await import(pathToFileURL(`${DIST}/jarmo-rules.js`).href);
rules.initSync({ module: readFileSync(`${DIST}/jarmo-rules_bg.wasm`) });

const types = contractTypes();
const declared = declaredExports('jarmo-core');
/** The contract.js types checked so far, and the methods whose answers were. */
const seen = new Set();
const answered = new Set();

/**
 * Checks what `Class.method` (or a function of the module) returned against the type
 * the .d.ts declares for it.
 */
function returned(where, value) {
  const [owner, name] = where.includes('.') ? where.split('.') : [null, where];
  const signature = owner
    ? declared.classes.get(owner)?.methods.get(name) ?? declared.classes.get(owner)?.statics.get(name)
    : declared.functions.get(name);
  assert.ok(signature, `jarmo-core.d.ts declares ${where}`);
  answered.add(where);
  const type = signature.returns;
  if (declared.classes.has(type)) {
    assert.ok(value instanceof core[type], `${where} returns a ${type}`);
    return value;
  }
  if (type === 'void') {
    assert.equal(value, undefined, `${where} returns nothing`);
    return value;
  }
  // The .d.ts names contract.js's types through aliases (type GameState = import(...).GameState).
  const named = type.replace(/\w+/g, (word) => declared.aliases.get(word) ?? word);
  assert.deepEqual(check(value, named, { types, seen, path: where }), [], `${where} returns ${type}`);
  return value;
}

/** The methods of a class as the built module has them: name -> number of parameters. */
function builtMethods(owner) {
  const names = Object.getOwnPropertyNames(owner).filter((n) => typeof owner[n] === 'function' && n !== 'constructor' && !n.startsWith('__'));
  return new Map(names.sort().map((n) => [n, owner[n].length]));
}
const params = (members) => new Map([...members].sort(([a], [b]) => a.localeCompare(b)).map(([n, s]) => [n, s.params]));

test('jarmo-core.d.ts declares exactly what the whole core exports', () => {
  // `start`, the panic hook, runs when the module starts: the page never calls it.
  const exported = Object.keys(core).filter((n) => n !== 'start').sort();
  assert.deepEqual(exported, [...declared.functions.keys(), ...declared.classes.keys()].sort());
  for (const [name, signature] of declared.functions) assert.equal(core[name].length, signature.params, `${name}'s parameters`);
  for (const [name, cls] of declared.classes) {
    assert.equal(core[name].length, cls.constructor.params, `new ${name}'s parameters`);
    assert.deepEqual(builtMethods(core[name].prototype), params(cls.methods), `${name}'s methods`);
    assert.deepEqual(builtMethods(core[name]), params(cls.statics), `${name}'s static methods`);
  }
});

test('jarmo-core.d.ts declares exactly what the rules core exports', () => {
  const { names } = declaredExports('jarmo-rules');
  assert.deepEqual(Object.keys(rules).sort(), [...names].sort());
  // The same Game but for what a friend's link needs, which the page lends it from the
  // whole core (www/engine/answers-core.js): tests/unit/cores.test.mjs checks that it
  // answers alike. And no matchState: the page asks the whole core's (engine/core.js).
  const whole = builtMethods(core.Game.prototype);
  assert.deepEqual([whole.get('answers'), whole.get('answerTo'), whole.get('compare')], [1, 1, 1]);
  for (const lent of ['answers', 'answerTo', 'compare']) whole.delete(lent);
  // And no tableLayer (cargo feature `engine`): only the engine asks it (engine/tables.js).
  assert.equal(whole.get('tableLayer'), 0);
  whole.delete('tableLayer');
  assert.deepEqual(builtMethods(rules.Game.prototype), whole);
  assert.equal('matchState' in rules, false);
  assert.equal(typeof core.matchState, 'function');
  // And no Analysis: the analysis board asks the whole core.
  assert.equal('Analysis' in rules, false);
  assert.equal(typeof core.Analysis, 'function');
});

test('the checker of contract.js\'s types refuses what does not fit', () => {
  const move = { kind: 'step', side: 'white', text: 'a1-c2', from: 'a1', to: 'c2', capture: false, unmarks: null };
  assert.deepEqual(check(move, 'Move', { types }), []);
  assert.notDeepEqual(check({ ...move, extra: 1 }, 'Move', { types }), []);
  assert.notDeepEqual(check({ ...move, kind: 'jump' }, 'Move', { types }), []);
  const { unmarks, ...short } = move;
  assert.equal(unmarks, null);
  assert.notDeepEqual(check(short, 'Move', { types }), []);
  assert.deepEqual(check({ white: [], black: [{ circle: null, ply: null }] }, parseType('PerSide<Captured[]>'), { types }), []);
  assert.notDeepEqual(check({ white: [], black: [{ circle: 3, ply: null }] }, 'PerSide<Captured[]>', { types }), []);
  assert.notDeepEqual(check(['a1'], 'Line', { types }), []);
});

/** A game with captures, a return, a move taken back, and one that ended. */
function games() {
  const going = returned('Game.fromPosition', core.Game.fromPosition('W3b/5/2w2/5/5 w - -'));
  returned('Game.play', going.play('@a1'));
  returned('Game.play', going.play('e5-d3'));
  returned('Game.undo', going.undo());
  const over = returned('Game.fromRecord', core.Game.fromRecord('1. a1-b3 b5-c3 2. b1-a3 c5-d3 3. b3xa5 d3xc1 4. d1-b2 c3-d1 5. e1-d3 d5-e3 6. d3xc1 e3-c2 7. c1-b3 c2-a1 8. a3-c4 e5-d3 9. b2xd3'));
  return { going, over };
}

test('the states the core sends are GameStates, at every level', () => {
  const { going, over } = games();
  for (const state of [going.state(), over.state()]) returned('Game.state', state);
  returned('Game.stateAt', going.stateAt(0));
  // Every kind of entry was there to be checked.
  const state = going.state();
  assert.ok(state.redo.length > 0 && state.captured.white.length > 0 && state.lastMove);
  assert.ok(going.stateAt(0).moves.some((m) => m.kind === 'return'));
  assert.ok(over.state().result && over.state().captured.black.some((c) => c.circle !== null));
  for (const name of ['GameState', 'Archer', 'Move', 'PlayedMove', 'Captured', 'Result', 'PerSide', 'Side']) {
    assert.ok(seen.has(name), `a ${name} was checked`);
  }
  returned('Game.redo', going.redo());
  returned('Game.redo', going.redo());
  returned('Game.position', going.position());
  returned('Game.record', going.record({ Event: 'Test' }));
  returned('Game.compactRecord', over.compactRecord());
  returned('Game.compare', over.compare('1. a1-b3 b5-c3'));
  const prepared = returned('Game.answers', core.Game.fromRecord('1. a1-c2').answers('1:e5-d3 b1-a3_d5-e3 c2-d4'));
  assert.deepEqual(prepared.lines, [['e5-d3', 'b1-a3'], ['d5-e3', 'c2-d4']]);
  const answered = returned('Game.answerTo', core.Game.fromRecord('1. a1-c2 e5-d3').answerTo('1:e5-d3 b1-a3_d5-e3 c2-d4'));
  assert.deepEqual(answered, { answer: 'b1-a3', rest: '' });
  const fromText = returned('Game.fromText', core.Game.fromText('bbbbb/5/5/5/wwwww b - -'));
  returned('Game.state', fromText.state());
  for (const game of [going, over, fromText]) returned('Game.free', game.free());
  returned('lines', core.lines());
  returned('lines', core.lines('traditional'));
  returned('matchState', core.matchState(2, [[7, 5]]));
  const decided = returned('matchState', core.matchState(4, [[10, 0], [0, 10], [1, 0]]));
  assert.equal(decided.winner, 'first');
  for (const name of ['MatchState', 'MatchGame', 'PerPlayer']) assert.ok(seen.has(name), `a ${name} was checked`);
});

test('the engine\'s answers, a review and a puzzle move are the declared types', () => {
  const game = new core.Game();
  returned('Game.play', game.play('a1-c2'));
  const engine = new core.Engine();
  returned('Engine.bestMoveIn', engine.bestMoveIn(game, 1, undefined, 7));
  returned('Engine.startThinkingIn', engine.startThinkingIn(game, 3, undefined, 7));
  let answer;
  while (answer === undefined) answer = returned('Engine.thinkFor', engine.thinkFor(0.01));
  // An analysis: three lines after each depth, Black's moves with White's evals.
  returned('Engine.startAnalysisIn', engine.startAnalysisIn(game, 3));
  let lines;
  while (lines === undefined) lines = returned('Engine.analyseFor', engine.analyseFor(1));
  assert.equal(lines.lines.length, 3);
  assert.ok(lines.lines.every((l) => l.move.side === 'black' && l.line[0] === l.move.text));
  // A forced win, deepened to the end at once: White wins in 3 plies with the return.
  const win = core.Game.fromPosition('2Wb1/5/5/w4/1b3 w - -');
  engine.startAnalysisIn(win, 2);
  const won = returned('Engine.analyseFor', engine.analyseFor(Infinity));
  assert.deepEqual([won.depth, won.done, won.over], [64, true, false]);
  assert.deepEqual(won.lines[0].eval, { points: null, win: 'white', plies: 3 });
  assert.equal(won.lines[0].move.text, '@d1');
  assert.equal(engine.analyseFor(1), undefined, 'done: nothing more');
  // A game that is over: said once, with no lines.
  const over = core.Game.fromPosition('ww3/5/2b2/5/4b w - -');
  engine.startAnalysisIn(over, 3);
  const ended = returned('Engine.analyseFor', engine.analyseFor(1));
  assert.deepEqual([ended.over, ended.done, ended.lines], [true, true, []]);
  for (const g of [win, over]) g.free();
  returned('Engine.reviewPly', engine.reviewPly('1. a1-c2 e5-d3 2. c2-d4', 1, 5));
  // Bytes that are not a table: null (tests/unit/tables.test.mjs loads the site's tables).
  returned('Engine.loadTables', engine.loadTables(new Uint8Array([1, 2, 3])));
  returned('Game.tableLayer', game.tableLayer());
  // The file's third puzzle: Black wins with b3-a1 at once; a wrong move gets a reply.
  const right = returned('Engine.puzzleMove', engine.puzzleMove('[Position "1W3/5/1B3/5/2B1w b - -"]', 'b3-a1', 1));
  assert.equal(right.solved, true);
  const wrong = returned('Engine.puzzleMove', engine.puzzleMove('[Position "1w1Wb/5/1b3/5/w1b1b w - -"]', 'a1-c2', 3));
  assert.equal(wrong.correct, false);
  assert.notEqual(wrong.reply, null);
  const info = returned('Engine.puzzleInfo', engine.puzzleInfo('[Position "2w2/5/2b2/w4/1b3 w - -"]\n\na2xc3', 1));
  assert.deepEqual(info.themes, ['capture', 'block']);
  returned('Engine.free', engine.free());
  game.free();
});

test('an analysis plays, promotes, deletes and writes its variations, and its answers are the declared types', () => {
  const analysis = new core.Analysis('1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3');
  const nodes = returned('Analysis.tree', analysis.tree());
  assert.deepEqual(nodes.map((n) => n.id), [0, 1, 2, 3, 4, 5]);
  assert.deepEqual(nodes[1].children, [2, 3]);
  assert.equal(nodes[3].move.text, 'b5-a3');
  const node = returned('Analysis.play', analysis.play(0, 'b1-d2'));
  assert.equal(node, 6);
  assert.equal(returned('Analysis.play', analysis.play(0, 'b1-d2')), 6, 'a move already there is not added again');
  assert.equal(returned('Analysis.promote', analysis.promote(3)), true);
  assert.equal(returned('Analysis.makeMainLine', analysis.makeMainLine(6)), true);
  assert.equal(returned('Analysis.mainLine', analysis.mainLine()), '1. b1-d2');
  assert.equal(
    returned('Analysis.record', analysis.record({ Event: 'Test' })),
    '[Event "Test"]\n1. b1-d2 (1. a1-c2 b5-a3 (1... e5-d3 2. b1-a3) 2. b1-d2)',
  );
  assert.equal(analysis.mainLine({ Event: 'Test' }), '[Event "Test"]\n1. b1-d2');
  const state = returned('Analysis.state', analysis.state(3));
  assert.deepEqual(state.history.map((m) => m.text), ['a1-c2', 'b5-a3']);
  assert.equal(returned('Analysis.delete', analysis.delete(3)), 1);
  assert.deepEqual(analysis.tree().map((n) => n.id), [0, 1, 2, 5, 6]);
  assert.equal(analysis.record(), '1. b1-d2 (1. a1-c2 e5-d3 2. b1-a3)');
  returned('Analysis.free', analysis.free());
  assert.ok(seen.has('AnalysisNode'));
});

test('the errors thrown have a code of contract.js\'s table with its params, in order', () => {
  const { codes, inRecord } = errorTable();
  assert.ok(codes.size >= 40, `contract.js lists ${codes.size} codes`);
  const game = new core.Game();
  const engine = new core.Engine();
  const attempts = [
    [() => game.play('a1-a3'), 'play.not-joined'],
    [() => game.play(''), 'move.empty'],
    [() => game.play(7), 'api.not-string'],
    [() => new core.Game('red'), 'api.bad-side'],
    [() => core.Game.fromPosition('bbbbb/5/5/5/wwwww w a1c2:9 -'), 'position.shuttle-steps'],
    [() => core.Game.fromRecord('1. a1-c2 e5-d3\n2. a1-b2'), 'play.no-archer', { record: true }],
    [() => core.Game.fromText('[X\n1. a1-c2'), 'record.tag'],
    [() => game.stateAt(-1), 'api.bad-ply'],
    [() => game.record({ Position: 'x' }), 'api.bad-tags'],
    [() => game.compare('1. zz'), 'move.shape', { record: true }],
    [() => game.answers('0:e5-d3'), 'answers.odd'],
    [() => game.answerTo('0:a1-c2 e5-d3'), 'api.bad-ply'],
    [() => engine.thinkFor(1), 'engine.not-thinking'],
    [() => engine.analyseFor(1), 'engine.not-analysing'],
    [() => engine.startAnalysisIn(game, 6), 'api.bad-lines'],
    [() => engine.bestMoveIn(game, 9), 'api.bad-level'],
    [() => engine.reviewPly('1. a1-c2', 2), 'api.bad-ply'],
    [() => engine.puzzleMove('1. a1-c2', 'e5-d3', 0), 'api.bad-plies'],
    [() => engine.puzzleInfo('1. a1-c2', 0), 'api.bad-plies'],
    [() => core.Game.fromRecord('1. a1-c2 (1. b1-d2)'), 'record.variation'],
    [() => new core.Analysis('1. a1-c2 (1. b1-d2'), 'record.variation-not-closed'],
    [() => new core.Analysis('1. a1-c2 (1. a1-b2)'), 'play.not-joined', { record: true }],
    [() => new core.Analysis('1. a1-c2').play(5, 'e5-d3'), 'api.bad-node'],
    [() => new core.Analysis('').delete(0), 'api.delete-start'],
  ];
  for (const [attempt, code, { record } = {}] of attempts) {
    let error;
    try {
      attempt();
    } catch (e) {
      error = e;
    }
    assert.ok(error instanceof Error, `${code} is thrown as an Error`);
    assert.equal(error.code, code);
    const names = Object.keys(error.params);
    const expected = [...codes.get(code), ...(record ? inRecord : [])];
    assert.deepEqual(names, expected, `${code}'s params`);
    // The message: the code and the params, for a developer.
    const said = names.map((n, i) => `${i ? ', ' : ': '}${n} ${error.params[n]}`).join('');
    assert.equal(error.message, `${code}${said}`);
  }
  engine.free();
  game.free();
});

test('every export of jarmo-core.d.ts was checked, and every type of the core\'s in contract.js', () => {
  const methods = [...declared.functions.keys()].filter((n) => n !== 'default' && n !== 'initSync');
  for (const [owner, cls] of declared.classes) {
    methods.push(...[...cls.methods.keys(), ...cls.statics.keys()].map((m) => `${owner}.${m}`));
  }
  assert.deepEqual(methods.filter((m) => !answered.has(m)), [], 'methods whose answer no test checked');
  // BenchLine comes only from a build with the benchmark (cargo test checks its fields).
  const unchecked = [...types.keys()].filter((name) => !seen.has(name) && name !== 'BenchLine' && name !== 'CoreError');
  assert.deepEqual(unchecked, [], 'types of contract.js no answer had');
});
