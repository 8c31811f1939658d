// Fuzzes every entry point of the wasm API (the built dist/jarmo-core.js) in Node, as
// the page calls them: mutated valid notation and random text into Game,
// Game.fromPosition, Game.fromRecord, Game.fromText, play, stateAt, record (tags),
// undo and redo (state().redo must foretell what redo plays), compare,
// Engine.bestMoveIn (which must answer for the worker's copy of the game,
// www/engine/kept-game.js, as for the game itself) and Engine.startThinkingIn/thinkFor
// (which must answer as bestMoveIn does), with time budgets of any value,
// Engine.startAnalysisIn/analyseFor (whose lines must play from the game, in slices of
// any length while the game is played on, taken back or freed),
// Engine.reviewPly and Engine.puzzleMove, and the analysis board's Analysis (records
// with variations, and play, promote, makeMainLine, delete, state at any node id: its
// record must read back to itself).
// Every call must return normally or throw an Error with a message, a code and
// params; a Rust panic (a wasm trap, WebAssembly.RuntimeError) or an error without a
// message fails the run. The one exception: an argument that must be a Game and is
// not (or is freed) throws wasm-bindgen's own Error, which has a message but no
// code; the page never passes one.
//   node tests/fuzz/wasm.mjs [CASES_PER_ENTRY_POINT] [SEED] [ENTRY,ENTRY...]
// (the last: only these entry points, by the names the run prints)
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dist = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const cases = Number(process.argv[2] || 2000);
let seed = Number(process.argv[3] || 20261129) >>> 0;
const only = process.argv[4] ? new Set(process.argv[4].split(',')) : null;

const core = await import(new URL('jarmo-core.js', `file://${dist}`).href);
core.initSync({ module: await readFile(`${dist}/jarmo-core_bg.wasm`) });
const { Game, Engine, Analysis } = core;
// The engine's copy of the game, as the worker and the page's thread keep it.
const { createKeptGame } = await import(new URL('../../www/engine/kept-game.js', import.meta.url).href);

/** mulberry32: small, fast, seeded. */
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (xs) => xs[Math.floor(random() * xs.length)];

const SEEDS = [
  'bbbbb/5/5/5/wwwww w - -', 'bbbb1/5/3b1/2w2/1wwww w a1c2:1 e5d3:1', 'W1b1B/5/2w2/1b3/w3w b c2a1:4 -',
  '1. a1-c2 e5-d3 2. c2xd4', '[Position "bbbb1/5/3b1/2w2/1wwww w a1c2:1 e5d3:1"]\n1. a1-c2 e5-d3',
  'a1-c2', 'a1xc2', '@b1', 'pass', 'E5-D3', 'white', 'black',
  '1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2 (2. c1-e2)) 2. b1-a3', '1.a1-c2(1.b1-d2)e5-d3',
];
const ALPHABET = [...'abcdefwWBxXps0123456789/ -:@.[]"()\\\n\t', 'é', 'ж', '\u0000', '\uD800'];

function mutate(text) {
  const chars = [...text];
  const edits = Math.floor(random() * 6);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * (chars.length + 1));
    const r = random();
    if (r < 0.3) chars.splice(at, 0, pick(ALPHABET));
    else if (r < 0.6) chars.splice(at, 1);
    else if (r < 0.85) chars[at] = pick(ALPHABET);
    else chars.splice(at, 0, ...chars.slice(at, at + 1 + Math.floor(random() * 7)));
  }
  return chars.join('');
}

function input() {
  const r = random();
  if (r < 0.7) return mutate(pick(SEEDS));
  if (r < 0.95) return Array.from({ length: Math.floor(random() * 40) }, () => pick(ALPHABET)).join('');
  return pick([undefined, null, 42, {}, [], '', ' '.repeat(10000)]);
}

const failures = [];
/** wasm-bindgen's own errors for an argument that is not a live Game. */
const NOT_A_GAME = new Set(['expected instance of Game', 'null pointer passed to rust']);
function check(name, arg, fn, { notAGame = false } = {}) {
  try {
    const value = fn();
    if (value && typeof value.free === 'function') value.free();
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      failures.push(`${name}(${JSON.stringify(arg)}): wasm trap (Rust panic): ${e.message}`);
      throw e; // the instance is unusable after a trap
    }
    if (notAGame && e instanceof Error && e.code === undefined && NOT_A_GAME.has(e.message)) return;
    if (!(e instanceof Error) || !String(e.message).trim()) {
      failures.push(`${name}(${JSON.stringify(arg)}): threw ${String(e)} without a message`);
    } else if (typeof e.code !== 'string' || typeof e.params !== 'object') {
      failures.push(`${name}(${JSON.stringify(arg)}): "${e.message}" has no code and params to translate it by`);
    }
  }
}

/** The record of a game some random legal moves into its life. */
function randomRecord() {
  const game = new Game(random() < 0.5 ? 'white' : 'black');
  const plies = Math.floor(random() * 30);
  for (let i = 0; i < plies; i++) {
    const { moves } = game.state();
    if (!moves.length) break;
    game.play(pick(moves).text);
  }
  const record = game.record();
  game.free();
  return record;
}
const RECORDS = Array.from({ length: 64 }, randomRecord);
/** A game to play into: one of the random games, rebuilt from its record. */
const someGame = () => Game.fromRecord(pick(RECORDS));

const entryPoints = {
  'new Game': (x) => new Game(x),
  'Game.fromPosition': (x) => Game.fromPosition(x),
  'Game.fromRecord': (x) => Game.fromRecord(x),
  'Game.play': (x) => { const g = someGame(); try { g.play(x); g.state(); } finally { g.free(); } },
  'Game.fromText': (x) => Game.fromText(x),
  'Game.stateAt': (x) => {
    const g = someGame();
    const n = g.state().history.length;
    const ply = pick([x, n, n + 1, -1, 0.5, Math.floor(random() * (n + 3)) - 1, NaN, Infinity, `${n}`]);
    try { g.stateAt(ply); } finally { g.free(); }
  },
  'Game.record': (x) => {
    const g = someGame();
    const tags = pick([x, { [typeof x === 'string' ? x : 'Date']: x }, { White: 'A', Black: x }, [x], { Position: 'x' }]);
    try {
      const text = g.record(tags);
      // A record the game wrote must read back; a thrown string counts as a failure.
      try { Game.fromRecord(text).free(); } catch { throw `its record does not read back: ${text}`; }
    } finally { g.free(); }
  },
  'Game.undo/redo': (x) => {
    const g = someGame();
    try {
      for (const step of String(x)) {
        if (step < 'h') g.undo();
        else if (step < 'p') {
          // state().redo says what redo plays next, as history will then list it.
          const { redo } = g.state();
          const text = g.redo();
          if (text !== redo[0]?.text) throw `redo played ${text}, state().redo said ${redo[0]?.text}`;
          const { history } = g.state();
          if (redo.length && JSON.stringify(history.at(-1)) !== JSON.stringify(redo[0])) {
            throw `redo's entry ${JSON.stringify(redo[0])} is not history's ${JSON.stringify(history.at(-1))}`;
          }
        } else if (g.state().moves.length) g.play(pick(g.state().moves).text);
      }
      const { history, redo } = g.state();
      redo.forEach((r, i) => {
        if (r.ply !== history.length + i + 1) throw `redo[${i}] has ply ${r.ply} after ${history.length} moves`;
      });
    } finally { g.free(); }
  },
  'Game.compare': (x) => {
    const g = someGame();
    try { g.compare(pick([x, pick(RECORDS), mutate(pick(RECORDS)), g.record()])); } finally { g.free(); }
  },
  // Prepared answers: real trees of legal lines, mutated ones, any text. A tree the core
  // takes writes itself back as a text it takes again, to the same lines.
  'Game.answers': (x) => {
    const g = someGame();
    try {
      const text = pick([() => x, () => randomTree(g), () => randomTree(g), () => mutate(randomTree(g)), () => String(x).slice(0, 500)])();
      const tree = g.answers(text);
      const again = g.answers(tree.text);
      if (again.text !== tree.text || JSON.stringify(again.lines) !== JSON.stringify(tree.lines)) {
        throw `${JSON.stringify(text)} reads as ${tree.text}, which reads back as ${again.text}`;
      }
    } finally { g.free(); }
  },
  // The answer to the last move of a game from a tree for the game before it: legal now.
  'Game.answerTo': (x) => {
    const before = someGame();
    const tree = pick([() => x, () => randomTree(before), () => mutate(randomTree(before))])();
    const g = Game.fromRecord(before.record());
    before.free();
    try {
      const { moves } = g.state();
      if (moves.length) g.play(pick(moves).text);
      const { answer } = g.answerTo(tree);
      if (answer !== null) g.play(answer);
    } finally { g.free(); }
  },
  // Analyses from records with variations (real, mutated, any text), and every change
  // at node ids that are and are not there; whatever is read or made writes a record
  // that reads back to it.
  'new Analysis': (x) => {
    const text = pick([() => x, () => randomAnalysisRecord(), () => mutate(randomAnalysisRecord())])();
    const analysis = new Analysis(text);
    try { readsBack(analysis); } finally { analysis.free(); }
  },
  'Analysis.play/promote/delete': (x) => {
    const analysis = new Analysis(randomAnalysisRecord());
    try {
      for (const step of String(x).slice(0, 30)) {
        const ids = analysis.tree().map((n) => n.id);
        const node = pick([...ids, ...ids, ...ids, -1, 0.5, ids.length + 7, NaN, '1', x]);
        const act = [
          () => { const { moves } = analysis.state(node); if (moves.length) analysis.play(node, pick(moves).text); },
          () => analysis.play(node, pick([x, 'a1-c2', 'e5-d3', 'pass', '@a1'])),
          () => analysis.promote(node),
          () => analysis.makeMainLine(node),
          () => analysis.delete(node),
          () => {
            const line = analysis.mainLine();
            try { Game.fromRecord(line).free(); } catch (e) { throw `its main line ${JSON.stringify(line)} is no game's record: ${e?.message}`; }
          },
        ][step.charCodeAt(0) % 6];
        try { act(); } catch (e) {
          if (e instanceof WebAssembly.RuntimeError || typeof e === 'string' || e?.code === undefined) throw e;
        }
      }
      readsBack(analysis);
    } finally { analysis.free(); }
  },
};

/** The record of an analysis: a random game with random variations at random nodes. */
function randomAnalysisRecord() {
  const analysis = new Analysis(pick(RECORDS));
  try {
    for (let i = Math.floor(random() * 12); i > 0; i--) {
      const node = pick(analysis.tree()).id;
      const { moves } = analysis.state(node);
      if (moves.length) analysis.play(node, pick(moves).text);
    }
    return analysis.record();
  } finally { analysis.free(); }
}

/** Throws unless `analysis`'s record reads back into an analysis with the same record. */
function readsBack(analysis) {
  const record = analysis.record();
  const again = new Analysis(record);
  try {
    if (again.record() !== record) throw `its record ${JSON.stringify(record)} reads back as ${JSON.stringify(again.record())}`;
  } finally { again.free(); }
}

/**
 * A tree of prepared answers for `game` as it stands: up to 4 lines of up to 4 pairs of
 * random legal moves (some too deep, some ending without an answer), as the core writes them.
 */
function randomTree(game) {
  const ply = game.state().history.length;
  const lines = [];
  const scratch = Game.fromRecord(game.record());
  for (let i = Math.floor(random() * 5); i > 0; i--) {
    const line = [];
    for (let j = Math.floor(random() * 9); j > 0; j--) {
      const { moves } = scratch.state();
      if (!moves.length) break;
      line.push(scratch.play(pick(moves).text).text);
    }
    // Back to the game for the next line.
    for (let j = line.length; j > 0; j--) scratch.undo();
    lines.push(line.join(pick([' ', '+'])));
  }
  scratch.free();
  return `${pick([ply, ply, ply, ply + 1])}:${lines.join(pick(['_', '_', '~', ',']))}`;
}

const engine = new Engine();
const started = Date.now();
for (const [name, fn] of Object.entries(entryPoints)) {
  if (only && !only.has(name)) continue;
  const t = Date.now();
  for (let i = 0; i < cases; i++) {
    const arg = input();
    check(name, arg, () => fn(arg));
  }
  console.log(`fuzz wasm ${name}: ${cases} inputs in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
// The engine searches, so it gets fewer inputs, at fast levels. Time budgets of any
// value: levels 1-3 ignore them, level 8 gets only those that end soon (the engine
// caps the others at 60 s, too long for a fuzzer; cargo test checks those caps).
const TIMES = [5, 0, -1, NaN, undefined, Infinity, -Infinity, 1e12, '7', {}];
const SHORT_TIMES = [5, 0, -1, NaN, -Infinity, 2, '3'];
const runs = (name) => !only || only.has(name);
const fewer = (n) => Math.max(50, Math.floor(cases / n));
/** A game to search: a random one, or one from a (mutated) position or text. */
function gameToSearch() {
  const r = random();
  if (r < 0.6) return someGame();
  try {
    return r < 0.8 ? Game.fromPosition(mutate(pick(SEEDS))) : Game.fromText(input());
  } catch {
    return someGame();
  }
}
/** What an answer says, without the time it took. */
const answer = (result) => (result === undefined ? undefined : JSON.stringify({ ...result, ms: 0 }));
/** The result of `fn` or the code of its error, for comparing two entry points. */
function outcome(fn) {
  try {
    return answer(fn());
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e;
    return `error ${e?.code}`;
  }
}

// bestMoveIn on random, set-up and finished games, levels and time budgets of any
// value: the same answer or error for the game as for the worker's copy of it (the
// start position and the moves, played on a copy kept between requests); levels 1-3
// with a seed repeat exactly. Anything but a Game throws.
const kept = createKeptGame(Game);
/** The worker's copy of `game`, from what the page sends it. */
function copyOf(game) {
  const { startPosition, history } = game.state();
  return kept.gameFor(startPosition, history.map((m) => m.text));
}
const inCases = runs('Engine.bestMoveIn') ? fewer(100) : 0;
const ti = Date.now();
for (let i = 0; i < inCases; i++) {
  const level = pick([1, 2, 3, 0, 9, -1, 255, 1.5, undefined]);
  const timeMs = pick(TIMES);
  if (random() < 0.1) {
    const notGame = pick([input(), engine, (() => { const g = new Game(); g.free(); return g; })()]);
    check('Engine.bestMoveIn', { notGame: String(notGame), level }, () => engine.bestMoveIn(notGame, level, timeMs, 1), { notAGame: true });
    continue;
  }
  const game = gameToSearch();
  const record = game.record();
  check('Engine.bestMoveIn', { record, level, timeMs }, () => {
    const ours = outcome(() => engine.bestMoveIn(game, level, timeMs, 1));
    const theirs = outcome(() => engine.bestMoveIn(copyOf(game), level, timeMs, 1));
    if (ours !== theirs) throw `bestMoveIn gave ${ours} for the game, ${theirs} for its copy`;
    if (game.record() !== record) throw 'bestMoveIn changed the game';
  });
  game.free();
}
if (inCases) console.log(`fuzz wasm Engine.bestMoveIn: ${inCases} inputs in ${((Date.now() - ti) / 1000).toFixed(1)} s`);

/** Slices of any length until the search answers. */
function thinkToTheEnd() {
  for (let step = 0; step < 100000; step++) {
    const result = engine.thinkFor(pick([0, 0.5, 2, -1, NaN, undefined, Infinity, '3', {}]));
    if (result !== undefined) return result;
  }
  throw 'thinkFor never answered';
}

// startThinkingIn: as bestMoveIn for the same game, searched to the end in one slice
// (in slices of random length, the nodes depend on where they cut); then again in
// slices of any length while the game is played on, taken back or freed. Now and
// then thinkFor with nothing started, which must throw a coded error too.
const slicedInCases = runs('Engine.startThinkingIn/thinkFor') ? fewer(100) : 0;
const tsi = Date.now();
for (let i = 0; i < slicedInCases; i++) {
  const level = pick([1, 2, 3, 8, 0, 9, -1, 1.5, undefined]);
  const timeMs = level === 8 ? pick(SHORT_TIMES) : pick(TIMES);
  if (random() < 0.1) {
    const notGame = pick([input(), {}, (() => { const g = new Game(); g.free(); return g; })()]);
    check('Engine.startThinkingIn/thinkFor', { notGame: String(notGame), level }, () => {
      engine.startThinkingIn(notGame, level, timeMs, 1);
    }, { notAGame: true });
    continue;
  }
  const game = gameToSearch();
  const record = game.record();
  const seed = level === 8 ? undefined : 1;
  let freed = false;
  check('Engine.startThinkingIn/thinkFor', { record, level, timeMs }, () => {
    if (random() < 0.2) {
      // Nothing is started (the last search answered): thinkFor must say so.
      let code;
      try {
        engine.thinkFor(pick([10, 0, NaN]));
      } catch (e) {
        if (e instanceof WebAssembly.RuntimeError) throw e;
        code = e?.code;
      }
      if (code !== 'engine.not-thinking') throw `thinkFor with nothing started: ${code}`;
    }
    if (level !== 8) {
      // A time budget makes the answer depend on the machine: compared without.
      const ours = outcome(() => { engine.startThinkingIn(game, level, timeMs, seed); return engine.thinkFor(Infinity); });
      const theirs = outcome(() => engine.bestMoveIn(game, level, timeMs, seed));
      if (ours !== theirs) throw `startThinkingIn gave ${ours}, bestMoveIn ${theirs}`;
    }
    try {
      engine.startThinkingIn(game, level, timeMs, seed);
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError || e?.code === undefined) throw e;
      return;
    }
    if (game.record() !== record) throw 'startThinkingIn changed the game';
    const { moves } = game.state();
    const meddle = random();
    if (meddle < 0.2 && moves.length) game.play(pick(moves).text);
    else if (meddle < 0.4) game.undo();
    else if (meddle < 0.6) {
      game.free();
      freed = true;
    }
    thinkToTheEnd();
  });
  if (!freed) game.free();
}
if (slicedInCases) console.log(`fuzz wasm Engine.startThinkingIn/thinkFor: ${slicedInCases} inputs in ${((Date.now() - tsi) / 1000).toFixed(1)} s`);

// startAnalysisIn with counts of lines of any value, then slices of any length (but an
// endless one, which would deepen to depth 64), while the game is played on, taken
// back or freed: every answer's lines are distinct moves, each line plays from the
// game as it was, and a game that is over is said to be. A refused start leaves
// nothing to analyse.
const analysisCases = runs('Engine.startAnalysisIn/analyseFor') ? fewer(200) : 0;
const ta = Date.now();
for (let i = 0; i < analysisCases; i++) {
  const lines = pick([1, 3, 5, 3, 0, 6, -1, 2.5, NaN, undefined, '3']);
  const game = gameToSearch();
  const record = game.record();
  const over = game.state().over;
  let freed = false;
  check('Engine.startAnalysisIn/analyseFor', { record, lines }, () => {
    try {
      engine.startAnalysisIn(game, lines);
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError || e?.code === undefined) throw e;
      let code;
      try {
        engine.analyseFor(1);
      } catch (again) {
        if (again instanceof WebAssembly.RuntimeError) throw again;
        code = again?.code;
      }
      if (code !== 'engine.not-analysing') throw `analyseFor after a refused start: ${code}`;
      return;
    }
    const meddle = random();
    if (meddle < 0.2 && !over) game.play(pick(game.state().moves).text);
    else if (meddle < 0.4) game.undo();
    else if (meddle < 0.6) {
      game.free();
      freed = true;
    }
    for (let slice = 0; slice < 8; slice++) {
      const result = engine.analyseFor(pick([0, 0.5, 2, -1, NaN, undefined, '3', {}]));
      if (result === undefined) continue;
      if (result.over !== over) throw `over: ${result.over}`;
      const firsts = result.lines.map((l) => l.move.text);
      if (new Set(firsts).size !== firsts.length) throw `the same move twice: ${firsts}`;
      for (const { move, line } of result.lines) {
        if (line[0] !== move.text) throw `line ${line} does not begin with ${move.text}`;
        const replay = Game.fromRecord(record);
        try {
          for (const m of line) replay.play(m);
        } catch (e) {
          throw `line ${line} does not play: ${e?.message}`;
        } finally {
          replay.free();
        }
      }
      if (result.done) break;
    }
  });
  if (!freed) game.free();
}
if (analysisCases) console.log(`fuzz wasm Engine.startAnalysisIn/analyseFor: ${analysisCases} inputs in ${((Date.now() - ta) / 1000).toFixed(1)} s`);

// Review and puzzles search and solve, so they get fewer inputs still, with short
// time budgets (of any value: NaN, negative, none).
const reviewCases = runs('Engine.reviewPly') ? Math.max(20, Math.floor(cases / 500)) : 0;
const tr = Date.now();
for (let i = 0; i < reviewCases; i++) {
  const record = random() < 0.3 ? input() : pick(RECORDS);
  const n = (String(record).match(/[a-e][1-5][-x][a-e][1-5]|@[a-e][1-5]|pass/g) || []).length;
  const ply = pick([1, n, n + 1, 0, -1, 1.5, NaN, Infinity, '1', Math.floor(random() * (n + 2))]);
  const timeMs = pick([1, 2, 0, -1, NaN, -Infinity]);
  check('Engine.reviewPly', { record, ply, timeMs }, () => engine.reviewPly(record, ply, timeMs));
}
if (reviewCases) console.log(`fuzz wasm Engine.reviewPly: ${reviewCases} inputs in ${((Date.now() - tr) / 1000).toFixed(1)} s`);

const puzzleCases = runs('Engine.puzzleMove') ? Math.max(20, Math.floor(cases / 500)) : 0;
const tp = Date.now();
for (let i = 0; i < puzzleCases; i++) {
  const record = random() < 0.3 ? input() : pick(RECORDS);
  let move = input();
  try {
    const g = Game.fromRecord(record);
    const { moves } = g.state();
    g.free();
    if (moves.length && random() < 0.7) move = pick(moves).text;
  } catch { /* a record that does not read: puzzleMove must say so */ }
  const plies = pick([1, 2, 3, 0, 61, -1, 1.5, NaN, Infinity]);
  check('Engine.puzzleMove', { record, move, plies }, () => engine.puzzleMove(record, move, plies));
}
if (puzzleCases) console.log(`fuzz wasm Engine.puzzleMove: ${puzzleCases} inputs in ${((Date.now() - tp) / 1000).toFixed(1)} s`);

if (failures.length) {
  console.error(failures.slice(0, 20).join('\n'));
  process.exit(1);
}
console.log(`fuzz wasm: every entry point returned or threw an Error with a message and a code (${((Date.now() - started) / 1000).toFixed(1)} s)`);
