// The player's arrows and circles on the board, headless: the shapes drawn on each
// position of the game (by its ply, the number of moves before it, as the move list
// counts them), drawing one (the same shape again takes it away, as lichess's
// chessground does), clearing a position's, and the compact text a friend link carries
// them in as a note: `&draw=a1c2.b3` (an arrow from a1 to c2, a circle on b3).
//
// They are not the game: never part of its record, its save or its address. A shape
// is {from, to} by circle index (geometry.js), a circle where from === to. They are the
// controller's state (`ui.drawings`, by ply), changed only by pure transitions:
// state.js shapesSet, drawingsFrom, drawingsGone (tests/unit/drawings.test.mjs).

import { CIRCLES, indexOf, nameOf } from '../board/geometry.js';
import { excerpt } from '../text/excerpt.js';
import { shapesAt, shapesSet } from './state.js';

/** @typedef {{from: number, to: number}} Shape an arrow, or a circle where from === to */

/** At most this many shapes on a position, and in a link's note. */
export const MAX_SHAPES = 40;

const valid = (i) => Number.isInteger(i) && i >= 0 && i < CIRCLES;
const same = (a, b) => a.from === b.from && a.to === b.to;

/**
 * `shape` drawn on a position that has `shapes`: added, or taken away when it is there.
 * Returns what happened and the position's shapes after it: 'added', 'removed', or
 * 'full' (MAX_SHAPES already) or 'invalid' (off the board), which change nothing.
 * @param {readonly Shape[]} shapes @param {Shape} shape
 * @returns {{outcome: 'added' | 'removed' | 'full' | 'invalid', shapes: readonly Shape[]}}
 */
export function toggleShape(shapes, shape) {
  if (!valid(shape?.from) || !valid(shape?.to)) return { outcome: 'invalid', shapes };
  const kept = shapes.filter((s) => !same(s, shape));
  if (kept.length < shapes.length) return { outcome: 'removed', shapes: kept };
  if (shapes.length >= MAX_SHAPES) return { outcome: 'full', shapes };
  return { outcome: 'added', shapes: [...shapes, { from: shape.from, to: shape.to }] };
}

/** The text of `shapes` for a link: `a1c2.b3` (arrows as two circles' names, circles as one). */
export function encodeShapes(/** @type {readonly Shape[]} */ shapes) {
  return shapes.map(({ from, to }) => (from === to ? nameOf(from) : nameOf(from) + nameOf(to))).join('.');
}

/**
 * The shapes of a link's note, or why not: `{shapes}`, or `shapes: null` with `error`
 * 'part' and the first `part` that could not be read (cut to a few characters, to
 * quote), or 'many' for more than MAX_SHAPES. Each part is a circle's name (a circle) or
 * two (an arrow from the first to the second); a part named twice counts once.
 * @param {string} text
 * @returns {{shapes: Shape[] | null, error?: 'part' | 'many', part?: string}}
 */
export function decodeShapes(text) {
  if (typeof text !== 'string') return { shapes: null, error: 'part', part: excerpt(text) };
  /** @type {Shape[]} */
  const shapes = [];
  if (text === '') return { shapes };
  const parts = text.split('.');
  if (parts.length > MAX_SHAPES) return { shapes: null, error: 'many' };
  for (const part of parts) {
    const from = part.length === 2 || part.length === 4 ? indexOf(part.slice(0, 2)) : -1;
    const to = part.length === 4 ? indexOf(part.slice(2)) : from;
    if (from < 0 || to < 0 || (part.length === 4 && from === to)) {
      return { shapes: null, error: 'part', part: excerpt(part) };
    }
    if (!shapes.some((s) => s.from === from && s.to === to)) shapes.push({ from, to });
  }
  return { shapes };
}

/** How many arrows and circles `shapes` are. */
export function countShapes(/** @type {readonly Shape[]} */ shapes) {
  const circles = shapes.filter((s) => s.from === s.to).length;
  return { arrows: shapes.length - circles, circles };
}

/**
 * A friend link with `shapes` as its note (`&draw=` in its fragment); the link as it is
 * when there are none (or no link).
 * @template {string | null} L
 * @param {L} link @param {readonly Shape[]} shapes
 * @returns {L}
 */
export function withNote(link, shapes) {
  if (!link || !shapes.length) return link;
  const url = new URL(link);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  params.set('draw', encodeShapes(shapes));
  url.hash = `#${params}`;
  return /** @type {L} */ (url.href);
}

/**
 * The feature on the page: the player draws on the position shown and clears it (the
 * controller's `draw` and `clearDrawings`), never on a friend's copy nor on the scratch
 * board of prepared answers (they are not the game).
 * @param {import('./state.js').Context} ctx
 */
export function createDrawn(ctx) {
  const { shownPly, say, redraw } = ctx;
  return {
    /**
     * The player drew `shape` on the position shown (an arrow, or a circle where from ===
     * to): it is added, or taken away when it was there. Returns what happened.
     * @param {import('./drawings.js').Shape} shape
     */
    draw(shape) {
      // Not on a friend's copy, nor on the scratch board of prepared answers (it is not the game).
      if (ctx.ui.theirs || ctx.ui.preparing) return 'invalid';
      const ply = shownPly();
      const { outcome, shapes } = toggleShape(shapesAt(ctx.ui, ply), shape);
      if (outcome === 'added' || outcome === 'removed') {
        ctx.step(shapesSet, ply, shapes);
        say('drawings');
        redraw();
      }
      return outcome;
    },
    /**
     * Clears the arrows and circles of the position after `ply` moves (by default the
     * one shown); whether there were any.
     */
    clearDrawings(ply = shownPly()) {
      if (ctx.ui.theirs || ctx.ui.preparing || !shapesAt(ctx.ui, ply).length) return false;
      ctx.step(shapesSet, ply, []);
      say('drawings');
      redraw();
      return true;
    },
  };
}
