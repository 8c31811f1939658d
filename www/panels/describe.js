// The board in words for screen readers, which see nothing of the canvas: the whole
// position (who is where, marked and settled archers, captured counts, points, whose
// turn), one circle under the keyboard focus, and each move as it is played.

import { t } from '../i18n/lang.js';
import { nameOf } from '../board/geometry.js';

function archerNotes(archer) {
  return [archer.marked && t('focus.marked'), archer.settled && t('focus.settled')].filter(Boolean);
}

/**
 * The player's arrows and circles in words: "Marks: arrow a1 to c2; circle b3.", or ''
 * for none (`none`: "No marks." then).
 * @param {readonly import('../app/drawings.js').Shape[]} shapes
 */
export function describeDrawings(shapes, { none = false } = {}) {
  if (!shapes.length) return none ? t('draw.none') : '';
  const list = shapes.map(({ from, to }) => (from === to
    ? t('draw.circle', { circle: nameOf(from) })
    : t('draw.arrow', { from: nameOf(from), to: nameOf(to) })));
  return t('draw.marks', { list: list.join('; ') });
}

/**
 * The position: both sides' archers, captured counts, points and whose turn (or the
 * result), and the player's marks on it.
 */
export function describePosition(/** @type {import('../contract.js').GameState} */ state, /** @type {string} */ statusText,
  /** @type {readonly import('../app/drawings.js').Shape[]} */ shapes = []) {
  const sides = ['white', 'black'].map((colour) => {
    const archers = [];
    state.circles.forEach((archer, i) => {
      if (!archer || archer.colour !== colour) return;
      const notes = archerNotes(archer);
      archers.push(nameOf(i) + (notes.length ? ` (${notes.join(', ')})` : ''));
    });
    return t(`describe.${colour}`, { list: archers.join(', ') || t('describe.none') });
  });
  return [
    ...sides,
    t('describe.captured', { white: state.captured.white.length, black: state.captured.black.length }),
    t('describe.points', { white: state.points.white, black: state.points.black }),
    statusText,
    describeDrawings(shapes),
  ].filter(Boolean).join(' ');
}

/** One circle under the keyboard focus; `dest` is null or {capture} when the selected archer may go there. */
export function describeCircle(/** @type {import('../contract.js').GameState} */ state, /** @type {number} */ index, { movable, dest }) {
  const archer = state.circles[index];
  const circle = nameOf(index);
  const parts = [archer ? t(`focus.${archer.colour}`, { circle }) : t('focus.empty', { circle })];
  if (archer) parts.push(...archerNotes(archer));
  if (dest) parts.push(dest.capture ? t('focus.capture') : t('focus.dest'));
  else if (movable) parts.push(t('focus.canMove'));
  return parts.join(', ');
}

/** The last move in words, by the side that made it: "White: a1 to c2, captures". */
export function describeMove(/** @type {import('../contract.js').GameState} */ state) {
  const move = state.lastMove;
  if (!move) return '';
  const mover = move.side;
  switch (move.kind) {
    case 'pass':
      return t(`announce.pass.${mover}`);
    case 'return':
      return t(`announce.return.${mover}`, { to: move.to });
    default:
      return t(`announce.${move.capture ? 'capture' : 'step'}.${mover}`, { from: move.from, to: move.to });
  }
}
