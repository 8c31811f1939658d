// Where things are on the board canvas. Pure functions of the canvas size in CSS
// pixels, with no DOM: the renderer, the pointer handling and the browser tests all
// take circle centres from here, so a click in a test lands where the circle is drawn.

/** The board's size, written here only: 5 files by 5 ranks, 25 circles. */
export const SIZE = 5;
export const CIRCLES = SIZE * SIZE;
export const FILES = 'abcde';
/** The board's name for the origin of a return, which has no circle of departure. */
export const RETURN = 'return';

/** Index of a circle as the core numbers them: rank * SIZE + file, a1 = 0, e5 = 24. */
export function indexOf(name) {
  const file = FILES.indexOf(name[0]);
  const rank = Number(name[1]) - 1;
  return name.length === 2 && file >= 0 && rank >= 0 && rank < SIZE ? rank * SIZE + file : -1;
}

export function nameOf(index) {
  return FILES[index % SIZE] + (Math.floor(index / SIZE) + 1);
}

/**
 * The board laid out in a `width` x `height` box: a square frame centred in the box,
 * a margin inside it for the file letters and rank numbers, and the 5 x 5 circles
 * with White's home row (rank 1) at the bottom, or with `flipped` turned round for
 * Black: rank 5 at the bottom and file e on the left.
 */
export function layout(width, height, { flipped = false } = {}) {
  const side = Math.max(0, Math.min(width, height));
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  // The frame holds the coordinates; it may be narrower on a phone, never too thin to read.
  const margin = Math.max(16, side * 0.07);
  const step = (side - 2 * margin) / SIZE;

  function centre(index) {
    const last = SIZE - 1;
    const file = flipped ? last - (index % SIZE) : index % SIZE;
    const rank = flipped ? last - Math.floor(index / SIZE) : Math.floor(index / SIZE);
    return {
      x: left + margin + step * (file + 0.5),
      y: top + margin + step * (last - rank + 0.5),
    };
  }

  /** The circle whose square cell holds the point, or -1 outside the cells. */
  function circleAt(x, y) {
    const file = Math.floor((x - left - margin) / step);
    const row = Math.floor((y - top - margin) / step);
    const last = SIZE - 1;
    if (!(file >= 0 && file < SIZE && row >= 0 && row < SIZE)) return -1;
    return flipped ? row * SIZE + (last - file) : (last - row) * SIZE + file;
  }

  return {
    width,
    height,
    left,
    top,
    side,
    margin,
    step,
    flipped,
    /** Radius of the drawn circle (the hole an archer stands in). */
    circleRadius: step * 0.3,
    /** Radius of an archer. */
    archerRadius: step * 0.34,
    centre,
    circleAt,
  };
}
