// The player's arrows and circles before their chunk (drawings.js) comes: a first visit
// draws none, so the chunk is fetched when a drawing begins (a right press, a long press,
// the A key: the board's onSketch, `warm`), or with the first shape drawn or cleared,
// which wait for it. Their state is the controller's all along (state.js shapesSet,
// shapesAt): a friend's link brings shapes without the chunk, and a press that clears
// none needs nothing of it.
//
// Unit tests: tests/unit/drawings.test.mjs.

import { lazyPart } from './lazy.js';
import { shapesAt } from './state.js';

/**
 * The same API as drawings.js createDrawn, with `warm`.
 * @param {import('./state.js').Context} ctx
 */
export function lazyDrawn(ctx) {
  const part = lazyPart(async () => (await import('./drawings.js')).createDrawn(ctx),
    () => ctx.notice('part-missing', 'part.unavailable'));
  return {
    /** A drawing begins: the chunk comes while the shape is drawn. */
    warm() {
      if (!part.now()) part({ quiet: true }).catch(() => {});
    },
    /** drawings.js draw, at once when the chunk is here. @param {import('./drawings.js').Shape} shape */
    draw(shape) {
      const drawn = part.now();
      return drawn ? drawn.draw(shape) : part().then((d) => d.draw(shape), () => /** @type {const} */ ('invalid'));
    },
    /** drawings.js clearDrawings; a position without shapes fetches nothing. */
    clearDrawings(ply = ctx.shownPly()) {
      const drawn = part.now();
      if (drawn) return drawn.clearDrawings(ply);
      if (!shapesAt(ctx.ui, ply).length) return false;
      return part().then((d) => d.clearDrawings(ply), () => false);
    },
  };
}
