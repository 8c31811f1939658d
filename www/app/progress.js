// What the player has learnt, as the trainer changes it: pure transitions of the
// progress (the lessons finished, the puzzles solved, the streak, the puzzle rating);
// storage/learn.js keeps it.

import { START_RATING, ratedAfter } from './rating.js';

/**
 * @typedef {object} LearnProgress
 * @property {string[]} lessons the ids of the lessons finished
 * @property {{solved: number[], traditional: number[], missed: Record<import('../contract.js').BoardName, number[]>,
 *   streak: number, best: number, rating: number}} puzzles the puzzles solved (by their
 *   number in their board's file: `solved` the knight board's, `traditional` the
 *   traditional board's), those missed and not solved at a first try since (each board's,
 *   the latest miss last), the streak and the player's puzzle rating (rating.js), over
 *   both boards
 */

/** The most puzzles kept as missed on a board: the latest misses. */
export const MAX_MISSED = 500;

/** @returns {LearnProgress} */
export const emptyProgress = () => ({
  lessons: [], puzzles: { solved: [], traditional: [], missed: { knight: [], traditional: [] }, streak: 0, best: 0, rating: START_RATING },
});

/** The numbers of the puzzles solved on `board`. */
export function solvedOn(/** @type {LearnProgress} */ progress, /** @type {import('../contract.js').BoardName} */ board) {
  return board === 'traditional' ? progress.puzzles.traditional : progress.puzzles.solved;
}

/** The numbers of the puzzles missed on `board` and not solved at a first try since, the latest miss last. */
export function missedOn(/** @type {LearnProgress} */ progress, /** @type {import('../contract.js').BoardName} */ board) {
  return progress.puzzles.missed[board];
}

/** `progress` with `board`'s missed puzzles `list`. */
const withMissedList = (/** @type {LearnProgress} */ progress, board, /** @type {number[]} */ list) => ({
  ...progress, puzzles: { ...progress.puzzles, missed: { ...progress.puzzles.missed, [board]: list } },
});

/** `progress` with lesson `id` finished. */
export function withLesson(/** @type {LearnProgress} */ progress, id) {
  return progress.lessons.includes(id) ? progress : { ...progress, lessons: [...progress.lessons, id] };
}

/**
 * `progress` after puzzle `n` of `board`'s file was solved; `clean`: at the first try (no
 * wrong move), which carries the streak on. A puzzle solved after a wrong move is solved,
 * but the streak was already broken by the wrong move.
 * @param {LearnProgress} progress
 * @param {number} n
 * @param {boolean} clean
 * @param {import('../contract.js').BoardName} [board]
 */
export function withSolved(progress, n, clean, board = 'knight') {
  const list = solvedOn(progress, board);
  const solved = list.includes(n) ? list : [...list, n];
  const streak = clean ? progress.puzzles.streak + 1 : progress.puzzles.streak;
  const field = board === 'traditional' ? 'traditional' : 'solved';
  const after = { ...progress, puzzles: { ...progress.puzzles, [field]: solved, streak, best: Math.max(progress.puzzles.best, streak) } };
  // Solved at a first try: no longer one of the puzzles missed.
  const missed = missedOn(progress, board);
  return clean && missed.includes(n) ? withMissedList(after, board, missed.filter((m) => m !== n)) : after;
}

/**
 * `progress` after a wrong move in puzzle `n` of `board`'s file, or its solution asked
 * for: the streak starts again, and the puzzle is the latest missed (the oldest misses
 * go past MAX_MISSED).
 * @param {LearnProgress} progress
 * @param {number} n
 * @param {import('../contract.js').BoardName} [board]
 */
export function withMiss(progress, n, board = 'knight') {
  const missed = [...missedOn(progress, board).filter((m) => m !== n), n].slice(-MAX_MISSED);
  return withMissedList({ ...progress, puzzles: { ...progress.puzzles, streak: 0 } }, board, missed);
}


/**
 * `progress` after a rated result against a puzzle of rating `difficulty` (rating.js):
 * `won` when it was solved, else it was missed or its solution shown.
 * @param {LearnProgress} progress
 * @param {number} difficulty
 * @param {boolean} won
 */
export function withRated(progress, difficulty, won) {
  return { ...progress, puzzles: { ...progress.puzzles, rating: ratedAfter(progress.puzzles.rating, difficulty, won) } };
}
