// The gesture that draws one of the player's arrows or circles on the board, headless:
// it begins on a circle (a right press, a touch's long press, the A key on the focus),
// follows the pointer or the focus to other circles, and ends in a shape: an arrow
// from the first circle to the last, or a circle where it ended where it began.
// tests/unit/board.test.mjs drives it; board.js applies it to input.

/** How long a touch must rest on the board, unmoved, before it draws (ms). */
export const LONG_PRESS_MS = 500;

/** @typedef {{from: number, to: number, how: 'pointer' | 'key'}} Sketch */

/** A gesture begun on circle `index` (null between circles: nothing is drawn). */
export function begin(/** @type {number} */ index, /** @type {'pointer' | 'key'} */ how) {
  return index >= 0 ? /** @type {Sketch} */ ({ from: index, to: index, how }) : null;
}

/** The gesture now reaches circle `index`; between circles it keeps the last one. */
export function reach(/** @type {Sketch} */ sketch, /** @type {number} */ index) {
  return index >= 0 && index !== sketch.to ? { ...sketch, to: index } : sketch;
}

/** The shape the gesture ends in: an arrow, or a circle where from === to. */
export function finish(/** @type {Sketch} */ sketch) {
  return { from: sketch.from, to: sketch.to };
}

/**
 * Whether a touch's press on circle `index` may become a long press that draws, given
 * the board's state after the press (core.js): only a press that picked up nothing
 * (an empty circle, the other side's archer, any circle when the board takes no
 * input), so that pressing one's own archer always moves it, as it did.
 * @param {import('./core.js').BoardState} after
 */
export function longPressMay(after, /** @type {number} */ index) {
  return index >= 0 && !after.press && !after.drag;
}
