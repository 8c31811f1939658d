// Fuzzes every entry point of the wasm API (the built dist/jarmo-core.js) in Node:
// mutated valid notation and random text into Game, Game.fromPosition,
// Game.fromRecord, Game.fromText, play, playStep, stateAt, record (tags), undo and
// redo, compare, normalizePosition, Engine.bestMove and Engine.startThinking/thinkFor.
// Every call must return normally or throw an Error with a message, a code and
// params; a Rust panic (a wasm trap, WebAssembly.RuntimeError) or an error without a
// message fails the run.
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
const { Game, Engine, normalizePosition } = core;

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
];
const ALPHABET = [...'abcdefwWBxXps0123456789/ -:@.[]"\\\n\t', 'é', 'ж', '\u0000', '\uD800'];

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
function check(name, arg, fn) {
  try {
    const value = fn();
    if (value && typeof value.free === 'function') value.free();
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      failures.push(`${name}(${JSON.stringify(arg)}): wasm trap (Rust panic): ${e.message}`);
      throw e; // the instance is unusable after a trap
    }
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
  normalizePosition: (x) => normalizePosition(x),
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
        else if (step < 'p') g.redo();
        else if (g.state().moves.length) g.play(pick(g.state().moves).text);
      }
      g.state();
    } finally { g.free(); }
  },
  'Game.compare': (x) => {
    const g = someGame();
    try { g.compare(pick([x, pick(RECORDS), mutate(pick(RECORDS)), g.record()])); } finally { g.free(); }
  },
  'Game.playStep': (x) => {
    const g = someGame();
    try { g.playStep(x, typeof x === 'string' ? mutate(x) : x); g.state(); } finally { g.free(); }
  },
};

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
// The engine searches, so it gets fewer inputs, at fast levels.
const engineCases = only && !only.has('Engine.bestMove') ? 0 : Math.max(50, Math.floor(cases / 100));
const t = Date.now();
for (let i = 0; i < engineCases; i++) {
  const record = random() < 0.5 ? input() : pick(RECORDS);
  const level = pick([1, 2, 3, 0, 9, -1, 255, 1.5, undefined]);
  check('Engine.bestMove', { record, level }, () => engine.bestMove(record, level, 5, 1));
}
if (engineCases) console.log(`fuzz wasm Engine.bestMove: ${engineCases} inputs in ${((Date.now() - t) / 1000).toFixed(1)} s`);

// The search in slices: the same requests, then slices of any length until it answers;
// thinkFor with nothing started must throw a coded error too.
const slicedCases = only && !only.has('Engine.startThinking/thinkFor') ? 0 : Math.max(50, Math.floor(cases / 100));
const ts = Date.now();
for (let i = 0; i < slicedCases; i++) {
  const record = random() < 0.5 ? input() : pick(RECORDS);
  const level = pick([1, 2, 3, 8, 0, 9, -1, 1.5, undefined]);
  check('Engine.startThinking/thinkFor', { record, level }, () => {
    if (random() < 0.2) engine.thinkFor(pick([10, 0, NaN]));
    engine.startThinking(record, level, 5, pick([1, undefined]));
    for (let step = 0; step < 100000; step++) {
      if (engine.thinkFor(pick([0, 0.5, 2, -1, NaN, undefined, Infinity, '3', {}])) !== undefined) return;
    }
    throw 'thinkFor never answered';
  });
}
if (slicedCases) console.log(`fuzz wasm Engine.startThinking/thinkFor: ${slicedCases} inputs in ${((Date.now() - ts) / 1000).toFixed(1)} s`);

if (failures.length) {
  console.error(failures.slice(0, 20).join('\n'));
  process.exit(1);
}
console.log(`fuzz wasm: every entry point returned or threw an Error with a message and a code (${((Date.now() - started) / 1000).toFixed(1)} s)`);
