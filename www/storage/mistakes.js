// Your mistakes (app/mistakes.js), kept in localStorage under one versioned key:
//
//   {"version":1,"mistakes":[{"id":"K3x9QpLm2a:12","board":"knight","position":"...",
//     "side":"white","played":"b1-d2","best":"b1-a3","k":5,"label":"blunder",
//     "record":"1. a1-c2 ...","ply":12,"number":6,"against":"ai","level":4,"at":1796000000000,
//     "box":0,"due":1796000000000}, ...]}
//
// Damaged data costs only itself: a mistake that is not whole is left out, the others
// kept; text that is not JSON or of another version is none. Without usable storage (a
// sandboxed frame) the list lives in memory for the visit.

import { INTERVALS, capped } from '../app/mistakes.js';
import { createKeptStore } from './kept.js';

export const MISTAKES_KEY = 'jarmo.mistakes.v1';

const TEXT = (value, max) => typeof value === 'string' && value.length > 0 && value.length <= max;
const WHOLE = (value, min, max) => Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * One stored mistake, or null when any of its fields is not as written.
 * @param {any} m
 * @returns {import('../app/mistakes.js').Mistake | null}
 */
function readMistake(m) {
  if (!m || typeof m !== 'object') return null;
  const ok = TEXT(m.id, 80) && (m.board === 'knight' || m.board === 'traditional') && TEXT(m.position, 120)
    && (m.side === 'white' || m.side === 'black') && TEXT(m.played, 16) && TEXT(m.best, 16)
    && (m.k === null || WHOLE(m.k, 1, 200)) && (m.label === 'mistake' || m.label === 'blunder') && TEXT(m.record, 20_000)
    && WHOLE(m.ply, 1, 10_000) && WHOLE(m.number, 1, 10_000) && (m.against === 'ai' || m.against === 'friend' || m.against === 'hotseat')
    && (m.level === null || WHOLE(m.level, 1, 8)) && WHOLE(m.at, 0, 8.64e15) && WHOLE(m.box, 0, INTERVALS.length - 1)
    && WHOLE(m.due, 0, 8.64e15);
  if (!ok) return null;
  const { id, board, position, side, played, best, k, label, record, ply, number, against, level, at, box, due } = m;
  return { id, board, position, side, played, best, k, label, record, ply, number, against, level, at, box, due };
}

/**
 * Stored text -> the mistakes kept.
 * @returns {import('../app/mistakes.js').Mistake[]}
 */
export function parseMistakes(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!data || typeof data !== 'object' || data.version !== 1 || !Array.isArray(data.mistakes)) return [];
  const seen = new Set();
  const list = [];
  for (const raw of data.mistakes.slice(0, 4 * 500)) {
    const m = readMistake(raw);
    if (m && !seen.has(m.id)) {
      seen.add(m.id);
      list.push(m);
    }
  }
  return capped(list);
}

/** The text stored for `list`. */
export const serializeMistakes = (/** @type {import('../app/mistakes.js').Mistake[]} */ list) => JSON.stringify({ version: 1, mistakes: list });

/**
 * The store (kept.js): `get()` reads what is stored now (another tab may have written),
 * `update(fn)` reads, applies `fn` and writes at once; `saved` says whether the list
 * outlives the page.
 * @param {Storage | null} storage
 */
export function createMistakesStore(storage) {
  return createKeptStore(storage, MISTAKES_KEY, { parse: parseMistakes, serialize: serializeMistakes, empty: () => [] });
}
