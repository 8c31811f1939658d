// The page's own delays, in one place: how long a player has to read a forced pass,
// how long the computer's reply waits so that the move it answers is seen, the
// strongest level's, a hint's and a review's search time, and the steps of a friend's moves played
// one by one. They are the product's, and stay as they are.
//
// A test hook shortens them: a page whose `globalThis.__jarmoDelays` holds some of these
// names (set by a script that runs before the page's own, as the browser tests'
// `fastDelays` set-up script does) takes those values instead. Nothing else reads it,
// and a value that is not a whole number of milliseconds from 0 to 10 000 is left out.

/** @typedef {{passNotice: number, replyPause: number, trainerReply: number, level8: number,
 *   hint: number, review: number, quietReview: number, boardIdle: number, replayFirst: number, replayStep: number,
 *   solutionStep: number}} Delays */

/** @type {Readonly<Delays>} */
export const DEFAULT_DELAYS = Object.freeze({
  /** The notice before a forced pass is played. */
  passNotice: 1600,
  /** The computer's reply waits at least this long after the move it answers. */
  replyPause: 350,
  /** A lesson's or a puzzle's answer waits this long. */
  trainerReply: 450,
  /** The computer's search at level 8. */
  level8: 1000,
  /** A hint's search. */
  hint: 500,
  /** A review's search of each position (the core's own default, review::DEFAULT_MS). */
  review: 300,
  /** A game of the player's that ended is reviewed quietly for its mistakes after this long. */
  quietReview: 2000,
  /** The longest the computer waits for the board to finish drawing a move. */
  boardIdle: 400,
  /** A friend's moves, played one by one: before the first, and between the others. */
  replayFirst: 600,
  replayStep: 900,
  /** A puzzle's solution, shown: before each of its moves. */
  solutionStep: 1100,
});

/**
 * The delays of this page: the defaults, with what the test hook gives.
 * @param {unknown} [hook] `globalThis.__jarmoDelays` unless given
 * @returns {Readonly<Delays>}
 */
export function pageDelays(hook = /** @type {any} */ (globalThis).__jarmoDelays) {
  if (!hook || typeof hook !== 'object') return DEFAULT_DELAYS;
  const delays = { ...DEFAULT_DELAYS };
  for (const name of Object.keys(DEFAULT_DELAYS)) {
    const value = hook[name];
    if (Number.isInteger(value) && value >= 0 && value <= 10_000) delays[name] = value;
  }
  return Object.freeze(delays);
}
