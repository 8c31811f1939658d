// The New game dialog's levels, each with its rating on the board chosen: "3 · about
// 1150", "1 · beginner · about 900". The ratings are measured, not rules: engine
// matches fitted on the Elo scale with the random mover at 0 (panels/ratings.js,
// written by scripts/ladder.sh; README.md, "How strong the levels are"). They come
// with the dialog's chunk, so a first visit does not carry them; so do the words
// (en/later.js, which the dialog's loader awaits).

import RATINGS from './ratings.js';

/** What the ratings are rounded to on the page: they are measured to within tens of points. */
export const RATING_STEP = 50;

/** The levels that have a name besides their number. */
const NAMED = /** @type {Record<number, string>} */ ({ 1: 'players.level.beginner', 4: 'players.level.club', 8: 'players.level.strongest' });

/**
 * Level `level`'s rating on `board`, rounded to RATING_STEP.
 * @param {number} level 1-8
 * @param {import('../contract.js').BoardName} board
 */
export function aboutRating(level, board) {
  const rating = RATINGS[board]?.[level - 1];
  if (!Number.isFinite(rating)) throw new RangeError(`no rating for level ${level} on the ${board} board`);
  return Math.round(rating / RATING_STEP) * RATING_STEP;
}

/**
 * The label of level `level` on `board` in the language of `t`. The rating goes as a
 * string: a rating is written without a thousands separator, as ratings are.
 * @param {(key: string, params?: Record<string, unknown>) => string} t
 * @param {number} level 1-8
 * @param {import('../contract.js').BoardName} board
 */
export function levelLabel(t, level, board) {
  return t(NAMED[level] ?? 'players.level.rated', { level, rating: String(aboutRating(level, board)) });
}
