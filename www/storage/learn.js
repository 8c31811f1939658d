// What the player has learnt, kept in localStorage under one versioned key: the lessons
// finished, the puzzles solved, the streak of puzzles solved at the first try, the best
// streak and the puzzle rating (app/rating.js). Damaged data is recovered field by field
// (a list that is not a list is empty, a count that is not a whole number is zero, a
// rating that is not a whole number from 100 to 3500 starts again at 1500), and data of
// another version, or not JSON, starts afresh. Without usable storage (a sandboxed frame) the progress
// lives in memory for the visit and `saved` says so.
//
//   {"version":1,"lessons":["lines",...],"puzzles":{"solved":[3,17],"traditional":[2],
//    "missed":{"knight":[40,12],"traditional":[]},"streak":2,"best":5,"rating":1532}}
//
// (`solved`: the knight board's puzzles, as before there were two boards; `traditional`:
// the traditional board's, by their number in its own file; `missed`: each board's
// puzzles missed and not solved at a first try since, the latest last, at most
// MAX_MISSED. Progress stored before `missed` existed has none.)

import { MAX_MISSED, emptyProgress } from '../app/progress.js';
import { MAX_RATING, MIN_RATING, START_RATING } from '../app/rating.js';
import { createKeptStore } from './kept.js';

export { emptyProgress };
/** @typedef {import('../app/progress.js').LearnProgress} LearnProgress */

export const LEARN_KEY = 'jarmo.learn.v1';
/** More than the puzzle file holds, so that a damaged list cannot grow without bound. */
const MAX_SOLVED = 1000;

const count = (n) => (Number.isSafeInteger(n) && n >= 0 ? n : 0);

/**
 * Stored text -> progress. Nothing stored, text that is not JSON or data of another
 * version is no progress; within version 1 each field is checked on its own.
 * @returns {LearnProgress}
 */
export function parseProgress(text) {
  const progress = emptyProgress();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return progress;
  }
  if (!data || typeof data !== 'object' || data.version !== 1) return progress;
  if (Array.isArray(data.lessons)) {
    progress.lessons = [...new Set(data.lessons.filter((id) => typeof id === 'string' && /^[a-z-]{1,32}$/.test(id)))];
  }
  const puzzles = data.puzzles && typeof data.puzzles === 'object' ? data.puzzles : {};
  for (const field of /** @type {const} */ (['solved', 'traditional'])) {
    if (Array.isArray(puzzles[field])) {
      progress.puzzles[field] = [...new Set(puzzles[field].filter((n) => Number.isSafeInteger(n) && n >= 1))].slice(0, MAX_SOLVED);
    }
  }
  const missed = puzzles.missed && typeof puzzles.missed === 'object' ? puzzles.missed : {};
  for (const board of /** @type {const} */ (['knight', 'traditional'])) {
    if (Array.isArray(missed[board])) {
      progress.puzzles.missed[board] = [...new Set(missed[board].filter((n) => Number.isSafeInteger(n) && n >= 1))].slice(-MAX_MISSED);
    }
  }
  progress.puzzles.streak = count(puzzles.streak);
  progress.puzzles.best = Math.max(count(puzzles.best), progress.puzzles.streak);
  const rating = puzzles.rating;
  progress.puzzles.rating = Number.isSafeInteger(rating) && rating >= MIN_RATING && rating <= MAX_RATING ? rating : START_RATING;
  return progress;
}

/** The text stored for `progress`. */
export function serializeProgress(/** @type {LearnProgress} */ progress) {
  return JSON.stringify({ version: 1, ...progress });
}

/**
 * The store (kept.js): `get()` reads what is stored now (another tab may have written),
 * `update(fn)` reads, applies `fn` and writes at once. `storage`: localStorage, or null.
 */
export function createLearnStore(/** @type {Storage | null} */ storage) {
  return createKeptStore(storage, LEARN_KEY, { parse: parseProgress, serialize: serializeProgress, empty: emptyProgress });
}
