// Fuzzes the reader of friends' links, the way the page reads one: the page's own
// fragment reader (www/storage/share.js readFragment, with its names' cleaning), then
// the core's Game.fromRecord on the record and Game.compare against this device's
// copy, then the page's decision (www/app/linking.js linkDecision, mergeNames).
// Links are made from real games (random legal moves, as compactRecord writes them,
// with ids and names), then mutated as text: characters and escapes inserted,
// deleted, replaced and repeated, fields dropped, repeated and swapped, parts of other
// links spliced in, and some random text.
// Some links carry prepared answers (`&if=`, a tree of real legal lines for the link's
// game), read by the core's Game.answers against the link's game.
// Every link must be read without an uncaught error: the core answers with a game or
// an Error with a message and a code (a Rust panic, a wasm trap, fails the run); a
// name is plain text of at most 24 characters; a decision is one the page knows.
//   node tests/fuzz/links.mjs [CASES] [SEED]
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { friendHash, readFragment } from '../../www/storage/share.js';
import { linkDecision, mergeNames } from '../../www/app/linking.js';

const dist = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const cases = Number(process.argv[2] || 100000);
let seed = Number(process.argv[3] || 20261201) >>> 0;

const core = await import(new URL('jarmo-core.js', `file://${dist}`).href);
core.initSync({ module: await readFile(`${dist}/jarmo-core_bg.wasm`) });
const { Game } = core;

/** mulberry32: small, fast, seeded. */
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (xs) => xs[Math.floor(random() * xs.length)];
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NAMES = ['Anna', 'Ben', '', 'Émile', 'Жанна', '<img src=x onerror=a()>', 'a&b=c#d', 'Bartholomew-Maximilian-the-Third', '\u0000', '🏹🏹'];

/**
 * A real game of up to `plies` random legal moves: its compact record after every
 * few moves (the links a friend would have sent on the way), and a game that left
 * it at some move (a link that changes a move).
 */
function randomGame(plies) {
  const game = new Game(random() < 0.8 ? 'white' : 'black');
  const records = [game.compactRecord()];
  let branch = null;
  try {
    for (let i = 0; i < plies; i++) {
      const { moves, over } = game.state();
      if (over || moves.length === 0) break;
      if (!branch && moves.length > 1 && random() < 0.05) {
        const other = Game.fromRecord(game.record());
        try {
          other.play(moves[0].text);
          branch = other.compactRecord();
        } finally {
          other.free();
        }
      }
      game.play(pick(moves).text);
      if (random() < 0.3) records.push(game.compactRecord());
    }
    records.push(game.compactRecord());
    if (branch) records.push(branch);
    return records;
  } finally {
    game.free();
  }
}

/** Prepared answers for the game of `record` as it stands: up to 3 lines of up to 3 pairs of legal moves. */
function treeFor(record) {
  const game = Game.fromRecord(record);
  try {
    const lines = [];
    for (let i = 1 + Math.floor(random() * 3); i > 0; i--) {
      const line = [];
      for (let j = 2 * (1 + Math.floor(random() * 3)); j > 0; j--) {
        const { moves } = game.state();
        if (!moves.length) break;
        line.push(game.play(pick(moves).text).text);
      }
      for (let j = line.length; j > 0; j--) game.undo();
      if (line.length) lines.push(line.join(' '));
    }
    return `${game.state().history.length}:${lines.join('_')}`;
  } finally {
    game.free();
  }
}

/** Real links of real games, to mutate and to splice, each with its game's others. */
const pool = [];
for (let i = 0; i < 300; i++) {
  const records = randomGame(Math.floor(random() * 130));
  const id = Array.from({ length: 10 }, () => pick([...ID_CHARS])).join('');
  const names = { white: pick(NAMES), black: pick(NAMES) };
  for (const record of records) pool.push({ hash: friendHash(record, id, names, null, random() < 0.3 ? treeFor(record) : ''), family: records });
}

const ALPHABET = [...'abcdefwWBxX@+-=&#%0123456789. /:;[]"', '%2B', '%20', '%', '%ZZ', '%C3%A9', '%00', '\u0000', '\uD800', 'é', '\n'];

function mutate(text) {
  let chars = [...text];
  const edits = 1 + Math.floor(random() * 6);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * (chars.length + 1));
    const r = random();
    if (r < 0.25) chars.splice(at, 0, pick(ALPHABET));
    else if (r < 0.5) chars.splice(at, 1 + Math.floor(random() * 4));
    else if (r < 0.7) chars[at] = pick(ALPHABET);
    else if (r < 0.8) chars.splice(at, 0, ...chars.slice(at, at + 1 + Math.floor(random() * 12)));
    else if (r < 0.9) {
      // A field dropped, repeated or moved.
      const fields = chars.join('').replace(/^#/, '').split('&');
      const f = Math.floor(random() * fields.length);
      const s = random();
      if (s < 0.4) fields.splice(f, 1);
      else if (s < 0.7) fields.push(fields[f]);
      else fields.unshift(...fields.splice(f, 1));
      chars = [...`#${fields.join('&')}`];
    } else {
      // A part of another link.
      const other = [...pick(pool).hash];
      const from = Math.floor(random() * other.length);
      chars.splice(at, Math.floor(random() * 8), ...other.slice(from, from + 1 + Math.floor(random() * 30)));
    }
  }
  return chars.join('');
}

function randomText() {
  const length = Math.floor(random() * 80);
  return `#${Array.from({ length }, () => pick(ALPHABET)).join('')}`;
}

const failures = [];
const counts = { links: 0, games: 0, refused: 0, same: 0, older: 0, newer: 0, differs: 0, answers: 0, answersRefused: 0 };
const DECISIONS = new Set(['ours', 'theirs']);

function fail(what, link, detail) {
  if (failures.length < 20) failures.push({ what, link, detail: String(detail) });
}

/** What the page does with `link`, against this device's copy `known` (a record). */
function readLink(link, known) {
  counts.links++;
  const fragment = readFragment(link);
  for (const side of ['white', 'black']) {
    const name = fragment.names[side];
    if (typeof name !== 'string' || [...name].length > 24) fail('name', link, JSON.stringify(name));
  }
  if (fragment.record === null) return;
  let linked;
  try {
    linked = Game.fromRecord(fragment.record);
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError || !(e instanceof Error) || !e.message || !e.code) fail('fromRecord', link, e?.stack ?? e);
    else counts.refused++;
    return;
  }
  try {
    counts.games++;
    const state = linked.state();
    if (!Array.isArray(state.history)) fail('state', link, 'no history');
    if (fragment.answers !== undefined) {
      try {
        const tree = linked.answers(fragment.answers);
        if (typeof tree.text !== 'string' || !Array.isArray(tree.lines)) fail('answers', link, JSON.stringify(tree));
        counts.answers++;
      } catch (e) {
        if (e instanceof WebAssembly.RuntimeError || !(e instanceof Error) || !e.message || !e.code) fail('answers', link, e?.stack ?? e);
        else counts.answersRefused++;
      }
    }
    if (known) {
      const ours = Game.fromRecord(known);
      try {
        const comparison = ours.compare(fragment.record);
        counts[comparison.relation] = (counts[comparison.relation] ?? 0) + 1;
        const decision = linkDecision(comparison, ours.state().history.length);
        if (!DECISIONS.has(decision.take)) fail('decision', link, JSON.stringify(decision));
        mergeNames({ white: 'Anna', black: 'Ben' }, fragment.names, pick(['white', 'black', null]));
      } finally {
        ours.free();
      }
    }
  } catch (e) {
    fail(e instanceof WebAssembly.RuntimeError ? 'panic' : 'threw', link, e?.stack ?? e);
  } finally {
    linked.free();
  }
}

const started = performance.now();
for (let i = 0; i < cases; i++) {
  const base = pick(pool);
  const r = random();
  const link = r < 0.1 ? randomText() : r < 0.4 ? base.hash : mutate(base.hash);
  // Most links are compared with a copy this device has: another link of that game
  // (older, newer, the same, or one that left it at some move).
  const known = random() < 0.7 ? pick(base.family) : null;
  try {
    readLink(link, known);
  } catch (e) {
    fail('uncaught', link, e?.stack ?? e);
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(`links: ${counts.links} in ${seconds.toFixed(1)} s (${Math.round(counts.links / seconds)} a second); `
  + `games read ${counts.games}, refused with a reason ${counts.refused}; compared: same ${counts.same}, `
  + `older ${counts.older}, newer ${counts.newer}, differs ${counts.differs}; answers read ${counts.answers}, `
  + `refused with a reason ${counts.answersRefused}`);
if (failures.length) {
  console.error(JSON.stringify(failures, null, 2));
  process.exit(1);
}
console.log('no uncaught error, no panic, every name plain text of at most 24 characters');
