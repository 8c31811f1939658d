// The app's clock, a port like saving, the host bridge, sound and the opponent: every
// timer of the app (the save's task, the forced pass's notice, the computer's reply
// pause, a link's replay, a lesson's or a puzzle's answer) and every time it measures
// go through one. The page gives the browser's; a test may give its own.

/**
 * @typedef {object} Clock
 * @property {(fn: () => void, ms: number) => number} set runs `fn` after `ms` milliseconds; returns its id (never 0)
 * @property {(id: number) => void} clear forgets a timer set (0: none)
 * @property {() => number} now milliseconds, for measuring a span
 */

/** @param {Clock} clock @param {number} ms @returns {Promise<void>} resolves after `ms` on `clock` */
export function sleep(clock, ms) {
  return new Promise((ok) => clock.set(ok, ms));
}

/**
 * The browser's (or Node's) own timers, looked up at each call, so that a fake clock
 * that replaces the globals (node:test's mock timers) is this one too.
 * @type {Readonly<Clock>}
 */
export const systemClock = Object.freeze({
  set: (fn, ms) => /** @type {number} */ (/** @type {unknown} */ (setTimeout(fn, ms))),
  clear: (id) => clearTimeout(id),
  now: () => performance.now(),
});
