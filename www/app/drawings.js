// The player's arrows and circles on the board, headless: the shapes drawn on each
// position of the game (by its ply, the number of moves before it, as the move list
// counts them), drawing one (the same shape again takes it away, as lichess's
// chessground does), clearing a position's, and the compact text a friend link carries
// them in as a note: `&draw=a1c2.b3` (an arrow from a1 to c2, a circle on b3).
//
// They are not the game: never part of its record, its save or its address. A shape
// is {from, to} by circle index (geometry.js), a circle where from === to.

import { CIRCLES, indexOf, nameOf } from '../board/geometry.js';
import { excerpt } from '../text/excerpt.js';

/** @typedef {{from: number, to: number}} Shape an arrow, or a circle where from === to */

/** At most this many shapes on a position, and in a link's note. */
export const MAX_SHAPES = 40;

const EMPTY = Object.freeze(/** @type {Shape[]} */ ([]));

const valid = (i) => Number.isInteger(i) && i >= 0 && i < CIRCLES;
const same = (a, b) => a.from === b.from && a.to === b.to;

/** The drawings of one game: shapes by ply. */
export function createDrawings() {
  /** @type {Map<number, Shape[]>} */
  const byPly = new Map();
  return {
    /** The shapes on the position after `ply` moves (an empty array when none). */
    at(ply) {
      return byPly.get(ply) ?? EMPTY;
    },
    /**
     * Draws `shape` on position `ply`, or takes it away when it is there: 'added',
     * 'removed', or 'full' (MAX_SHAPES already) or 'invalid' (nothing changed).
     * @param {number} ply @param {Shape} shape
     * @returns {'added' | 'removed' | 'full' | 'invalid'}
     */
    toggle(ply, shape) {
      if (!valid(shape?.from) || !valid(shape?.to)) return 'invalid';
      const shapes = byPly.get(ply) ?? [];
      const kept = shapes.filter((s) => !same(s, shape));
      if (kept.length < shapes.length) {
        if (kept.length) byPly.set(ply, kept);
        else byPly.delete(ply);
        return 'removed';
      }
      if (shapes.length >= MAX_SHAPES) return 'full';
      byPly.set(ply, [...shapes, { from: shape.from, to: shape.to }]);
      return 'added';
    },
    /** Takes away the shapes of position `ply`; whether there were any. */
    clear(ply) {
      return byPly.delete(ply);
    },
    /** Puts `shapes` on position `ply` in place of its own (a friend's note). */
    set(ply, /** @type {Shape[]} */ shapes) {
      if (shapes.length) byPly.set(ply, shapes.slice(0, MAX_SHAPES).map(({ from, to }) => ({ from, to })));
      else byPly.delete(ply);
    },
    /** Forgets the shapes of the positions from `ply` on (a new move replaced them). */
    dropFrom(ply) {
      for (const key of [...byPly.keys()]) if (key >= ply) byPly.delete(key);
    },
    /** Forgets them all (another game). */
    reset() {
      byPly.clear();
    },
  };
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
  const { drawings, shownPly, say, redraw } = ctx;
  return {
    /**
     * The player drew `shape` on the position shown (an arrow, or a circle where from ===
     * to): it is added, or taken away when it was there. Returns what happened.
     * @param {import('./drawings.js').Shape} shape
     */
    draw(shape) {
      // Not on a friend's copy, nor on the scratch board of prepared answers (it is not the game).
      if (ctx.ui.theirs || ctx.ui.preparing) return 'invalid';
      const done = drawings.toggle(shownPly(), shape);
      if (done === 'added' || done === 'removed') {
        say('drawings');
        redraw();
      }
      return done;
    },
    /**
     * Clears the arrows and circles of the position after `ply` moves (by default the
     * one shown); whether there were any.
     */
    clearDrawings(ply = shownPly()) {
      if (ctx.ui.theirs || ctx.ui.preparing || !drawings.clear(ply)) return false;
      say('drawings');
      redraw();
      return true;
    },
  };
}
