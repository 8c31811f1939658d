// What the player has learnt, as the trainer changes it: pure transitions of the
// progress (the lessons finished, the puzzles solved, the streak, the puzzle rating);
// storage/learn.js keeps it.

import { START_RATING, ratedAfter } from './rating.js';

/**
 * @typedef {object} LearnProgress
 * @property {string[]} lessons the ids of the lessons finished
 * @property {{solved: number[], traditional: number[], streak: number, best: number, rating: number}} puzzles the
 *   puzzles solved (by their number in their board's file: `solved` the knight board's,
 *   `traditional` the traditional board's), the streak and the player's puzzle rating
 *   (rating.js), over both boards
 */

/** @returns {LearnProgress} */
export const emptyProgress = () => ({ lessons: [], puzzles: { solved: [], traditional: [], streak: 0, best: 0, rating: START_RATING } });

/** The numbers of the puzzles solved on `board`. */
export function solvedOn(/** @type {LearnProgress} */ progress, /** @type {import('../contract.js').BoardName} */ board) {
  return board === 'traditional' ? progress.puzzles.traditional : progress.puzzles.solved;
}

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
  return { ...progress, puzzles: { ...progress.puzzles, [field]: solved, streak, best: Math.max(progress.puzzles.best, streak) } };
}

/** `progress` after a wrong move in a puzzle: the streak starts again. */
export function withMiss(/** @type {LearnProgress} */ progress) {
  return { ...progress, puzzles: { ...progress.puzzles, streak: 0 } };
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
