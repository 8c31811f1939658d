// The player's local puzzle rating and each puzzle's difficulty, pure arithmetic: an
// Elo rating with K = 32 that starts at 1500, played against the puzzle as an opponent
// whose rating comes from the solver's work on it (docs/puzzles.md "Difficulty").
// A solved puzzle is a win, a missed one or one whose solution was shown a loss.

/** The rating a player starts with. */
export const START_RATING = 1500;
/** How far one result moves the rating at most. */
export const K_FACTOR = 32;
/** The ratings a player or a puzzle can have: anything stored outside is damaged. */
export const MIN_RATING = 100;
export const MAX_RATING = 3500;

/**
 * A puzzle's rating from the solver's work on it (`PuzzleInfo.work`, nodes): 200 points
 * for each tenfold more work, 1000 for a proof of a single node, so a proof of 100 nodes
 * is 1400 and one of a million 2200. Clamped to the ratings a player can have.
 * @param {number} work
 */
export function puzzleRating(work) {
  if (!Number.isFinite(work) || work < 1) return 1000;
  return clampRating(Math.round(1000 + 200 * Math.log10(work)));
}

/** What the player is expected to score against a puzzle of rating `difficulty`, 0 to 1. */
export function expectedScore(/** @type {number} */ rating, /** @type {number} */ difficulty) {
  return 1 / (1 + 10 ** ((difficulty - rating) / 400));
}

/**
 * The player's rating after a result against a puzzle of rating `difficulty`: `won`
 * when it was solved, else it was missed or its solution shown. A whole number.
 * @param {number} rating
 * @param {number} difficulty
 * @param {boolean} won
 */
export function ratedAfter(rating, difficulty, won) {
  const change = K_FACTOR * ((won ? 1 : 0) - expectedScore(rating, difficulty));
  return clampRating(Math.round(rating + change));
}

/** `n` within the ratings a player can have. */
export function clampRating(/** @type {number} */ n) {
  return Math.min(MAX_RATING, Math.max(MIN_RATING, n));
}
