// What the player has learnt, as the trainer changes it: pure transitions of the
// progress (the lessons finished, the puzzles solved, the streak); storage/learn.js
// keeps it.

/**
 * @typedef {object} LearnProgress
 * @property {string[]} lessons the ids of the lessons finished
 * @property {{solved: number[], streak: number, best: number}} puzzles
 */

/** @returns {LearnProgress} */
export const emptyProgress = () => ({ lessons: [], puzzles: { solved: [], streak: 0, best: 0 } });

/** `progress` with lesson `id` finished. */
export function withLesson(/** @type {LearnProgress} */ progress, id) {
  return progress.lessons.includes(id) ? progress : { ...progress, lessons: [...progress.lessons, id] };
}

/**
 * `progress` after puzzle `n` was solved; `clean`: at the first try (no wrong move), which
 * carries the streak on. A puzzle solved after a wrong move is solved, but the streak was
 * already broken by the wrong move.
 */
export function withSolved(/** @type {LearnProgress} */ progress, n, clean) {
  const solved = progress.puzzles.solved.includes(n) ? progress.puzzles.solved : [...progress.puzzles.solved, n];
  const streak = clean ? progress.puzzles.streak + 1 : progress.puzzles.streak;
  return { ...progress, puzzles: { solved, streak, best: Math.max(progress.puzzles.best, streak) } };
}

/** `progress` after a wrong move in a puzzle: the streak starts again. */
export function withMiss(/** @type {LearnProgress} */ progress) {
  return { ...progress, puzzles: { ...progress.puzzles, streak: 0 } };
}

