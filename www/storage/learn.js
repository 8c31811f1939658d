// What the player has learnt, kept in localStorage under one versioned key: the lessons
// finished, the puzzles solved, the streak of puzzles solved at the first try and the
// best streak. Damaged data is recovered field by field (a list that is not a list is
// empty, a count that is not a whole number is zero), and data of another version, or
// not JSON, starts afresh. Without usable storage (a sandboxed frame) the progress
// lives in memory for the visit and `saved` says so.
//
//   {"version":1,"lessons":["lines",...],"puzzles":{"solved":[3,17],"streak":2,"best":5}}

export const LEARN_KEY = 'jarmo.learn.v1';
/** More than the puzzle file holds, so that a damaged list cannot grow without bound. */
const MAX_SOLVED = 1000;

/**
 * @typedef {object} LearnProgress
 * @property {string[]} lessons the ids of the lessons finished
 * @property {{solved: number[], streak: number, best: number}} puzzles
 */

/** @returns {LearnProgress} */
export const emptyProgress = () => ({ lessons: [], puzzles: { solved: [], streak: 0, best: 0 } });

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
  if (Array.isArray(puzzles.solved)) {
    progress.puzzles.solved = [...new Set(puzzles.solved.filter((n) => Number.isSafeInteger(n) && n >= 1))].slice(0, MAX_SOLVED);
  }
  progress.puzzles.streak = count(puzzles.streak);
  progress.puzzles.best = Math.max(count(puzzles.best), progress.puzzles.streak);
  return progress;
}

/** The text stored for `progress`. */
export function serializeProgress(/** @type {LearnProgress} */ progress) {
  return JSON.stringify({ version: 1, ...progress });
}

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

/**
 * The store: `get()` reads what is stored now (another tab may have written), `update(fn)`
 * reads, applies `fn` and writes at once. `storage`: localStorage, or null.
 */
export function createLearnStore(/** @type {Storage | null} */ storage) {
  let memory = emptyProgress();
  let usable = storage !== null;

  function get() {
    if (!usable) return memory;
    try {
      return parseProgress(storage.getItem(LEARN_KEY));
    } catch {
      usable = false;
      return memory;
    }
  }

  return {
    get,
    /** @param {(p: LearnProgress) => LearnProgress} fn */
    update(fn) {
      const next = fn(get());
      memory = next;
      if (usable) {
        try {
          storage.setItem(LEARN_KEY, serializeProgress(next));
        } catch {
          // Full or refused: the progress lives on in memory for this visit.
          usable = false;
        }
      }
      return next;
    },
    /** Whether the progress outlives the page. */
    get saved() {
      return usable;
    },
  };
}
