// The board's interaction, headless, in the manner of chessground's HeadlessState: what
// is picked up, pressed, dragged and under the keyboard focus, and the rules for them,
// as pure transitions of a plain state. The board knows no game rules: the host gives
// it, for each circle an archer may leave (and RETURN for the loop), the circles it
// may go to, and the board only checks membership. A click on an archer then on a
// destination, a drag from one to the other, or the keys, all end in one `move` event.
//
// Each transition takes the state (and what was pressed: a circle's index, -1 for
// none) and returns `{state, events}`; the canvas (board.js) applies the state, draws it
// and hands the events to the host once it has finished updating. No DOM here:
// tests/unit/board.test.mjs drives every rule in Node.

import { CIRCLES, RETURN, SIZE } from './geometry.js';

export { RETURN };

/**
 * @typedef {number | 'return'} Origin a circle's index, or RETURN
 * @typedef {{colour: 'white' | 'black', marked?: boolean, settled?: boolean} | null} Archer
 * @typedef {object} BoardState
 * @property {Archer[]} circles 25 entries, a1 first
 * @property {Map<Origin, {to: number, capture: boolean}[]>} dests the legal moves, by origin
 * @property {boolean} movable input counts now
 * @property {boolean} tries any archer may be picked and any circle tried (the host asks the core)
 * @property {Origin | -1} selected the archer picked up (or the return), -1 for none
 * @property {{index: number, x: number, y: number} | null} press a press on an archer that may become a drag
 * @property {boolean} deselectOnUp the press was on the archer already picked: lifting lets go
 * @property {{index: number, x: number, y: number} | null} drag the archer dragged, at the pointer
 * @property {number} hover the destination under a dragged archer, -1 for none
 * @property {number} lifted the movable archer under the mouse, -1 for none
 * @property {number} focus the circle under the keyboard focus, -1 before the board had it
 * @typedef {{type: 'move', orig: Origin, dest: number, dragged: boolean}
 *   | {type: 'select', orig: Origin | -1}
 *   | {type: 'refuse'}
 *   | {type: 'inert'}
 *   | {type: 'say', what: 'selected' | 'cancelled' | 'pickReturn' | 'noReturn' | 'notYours' | 'none'}
 *   | {type: 'focus', index: number}} BoardEvent
 * @typedef {{state: BoardState, events: BoardEvent[]}} Step
 */

/** @returns {BoardState} a board with nothing on it and nothing pressed */
export function emptyBoard() {
  return {
    circles: new Array(CIRCLES).fill(null),
    dests: new Map(),
    movable: false,
    tries: false,
    selected: -1,
    press: null,
    deselectOnUp: false,
    drag: null,
    hover: -1,
    lifted: -1,
    focus: -1,
  };
}

/** Whether circle `i` may be picked up: one with moves, or in tries any archer. */
export function pickable(s, i) {
  return s.dests.has(i) || (s.tries && typeof i === 'number' && i >= 0 && s.circles[i] !== null);
}

function isDest(s, orig, dest) {
  return dest >= 0 && (s.dests.get(orig) || []).some((d) => d.to === dest);
}

/** Whether choosing `dest` with `orig` picked is a move for the host (a try may be refused). */
export function playable(s, orig, dest) {
  return isDest(s, orig, dest) || (s.tries && dest >= 0 && orig !== -1 && orig !== dest && !pickable(s, dest));
}

/** Picks up `orig` (or lets go, with -1), with the event when it changes. */
function select(s, orig, events) {
  if (s.selected === orig) return s;
  events.push({ type: 'select', orig });
  return { ...s, selected: orig };
}

/** A move for the host: the selection goes first. */
function userMove(s, orig, dest, dragged, events) {
  const next = select(s, -1, events);
  events.push({ type: 'move', orig, dest, dragged });
  return next;
}

/** A press on an archer that is neither a move's origin nor its destination is refused. */
function refuse(s, i, events) {
  if (i >= 0 && s.circles[i]) events.push({ type: 'refuse' });
}

/**
 * What the host shows changed: the archers, the legal moves, whether input counts, tries.
 * A picked archer that cannot move any more is let go; a press or drag under way ends;
 * the lifted archer stays only while it may still move.
 * @param {BoardState} s
 * @param {{circles: Archer[], dests: BoardState['dests'], movable: boolean, tries?: boolean}} config
 * @returns {Step}
 */
export function configure(s, { circles, dests, movable, tries = false }) {
  /** @type {BoardEvent[]} */
  const events = [];
  let next = { ...s, circles, dests, movable, tries, press: null, drag: null, hover: -1 };
  if (!pickable(next, next.selected) || !movable) next = select(next, -1, events);
  if (next.lifted >= 0 && !(movable && pickable(next, next.lifted))) next = { ...next, lifted: -1 };
  return { state: next, events };
}

/**
 * A press on circle `i` (-1: between circles) at the point {x, y}: a move when a picked
 * archer may go there; a pick-up when an archer may move from there; else a refusal,
 * and, when the board takes no input at all, an `inert` event.
 * @returns {Step}
 */
export function pointerDown(s, i, { x, y }) {
  /** @type {BoardEvent[]} */
  const events = [];
  let next = s;
  if (s.movable && s.selected !== -1 && playable(s, s.selected, i)) {
    next = userMove(s, s.selected, i, false, events);
  } else if (s.movable && pickable(s, i)) {
    next = select({ ...s, deselectOnUp: s.selected === i, press: { index: i, x, y } }, i, events);
  } else {
    refuse(s, i, events);
    next = select(s, -1, events);
    if (!s.movable) events.push({ type: 'inert' });
  }
  return { state: next, events };
}

/**
 * The pointer moved to circle `i` at {x, y}. A press becomes a drag once it has moved
 * `slack` pixels (so a shaky click or tap is not taken for one); a drag shows the
 * destination under it.
 * @returns {Step}
 */
export function pointerMove(s, i, { x, y }, slack) {
  const { press } = s;
  if (!press) return { state: s, events: [] };
  if (!s.drag && Math.hypot(x - press.x, y - press.y) < slack) return { state: s, events: [] };
  return { state: { ...s, drag: { index: press.index, x, y }, hover: playable(s, press.index, i) ? i : -1 }, events: [] };
}

/**
 * The pointer was lifted over circle `i`: a drag ends in a move where the archer may go
 * (elsewhere, off its own circle, it is let go); a click on the archer already picked
 * lets go of it.
 * @returns {Step}
 */
export function pointerUp(s, i) {
  /** @type {BoardEvent[]} */
  const events = [];
  const { press } = s;
  let next = { ...s, press: null };
  if (!press) return { state: next, events };
  if (s.drag) {
    next = { ...next, drag: null, hover: -1 };
    if (playable(s, press.index, i)) next = userMove(next, press.index, i, true, events);
    else if (i !== press.index) next = select(next, -1, events);
  } else if (s.deselectOnUp) {
    next = select(next, -1, events);
  }
  return { state: next, events };
}

/** The press or drag was interrupted (the pointer left the window, a touch was cancelled). */
export function pointerCancel(s) {
  return { state: { ...s, press: null, drag: null, hover: -1 }, events: /** @type {BoardEvent[]} */ ([]) };
}

/** The mouse is over circle `i` (-1: none): the movable archer there lifts. */
export function hover(s, i) {
  const lifted = s.movable && i >= 0 && pickable(s, i) ? i : -1;
  return { state: lifted === s.lifted ? s : { ...s, lifted }, events: [] };
}

/** Lets go of any selection (a click elsewhere on the page, Escape from outside). */
export function cancel(s) {
  /** @type {BoardEvent[]} */
  const events = [];
  const next = select({ ...s, press: null, drag: null, hover: -1 }, -1, events);
  return { state: next, events };
}

/** Selects the return (the glowing captured archer was pressed), when one is legal. */
export function selectReturn(s) {
  /** @type {BoardEvent[]} */
  const events = [];
  const next = s.movable && s.dests.has(RETURN) ? select(s, RETURN, events) : s;
  return { state: next, events };
}

function moveFocus(s, index, events) {
  events.push({ type: 'focus', index });
  return { ...s, focus: index };
}

/**
 * The board got the keyboard focus: the first time on an archer that can move (else
 * the middle of White's home row); each time, it says which circle the focus is on.
 */
export function focusIn(s) {
  /** @type {BoardEvent[]} */
  const events = [];
  const first = s.dests.size ? [...s.dests.keys()].find((k) => k !== RETURN) ?? 2 : 2;
  return { state: moveFocus(s, s.focus === -1 ? /** @type {number} */ (first) : s.focus, events), events };
}

/**
 * An arrow key: the focus moves one circle, following the screen (on a board turned
 * round for Black, up is towards White), and stops at the edges.
 */
export function keyStep(s, dx, dy, flipped = false) {
  if (flipped) [dx, dy] = [-dx, -dy];
  const from = s.focus === -1 ? 2 : s.focus;
  const file = Math.min(SIZE - 1, Math.max(0, (from % SIZE) + dx));
  const rank = Math.min(SIZE - 1, Math.max(0, Math.floor(from / SIZE) + dy));
  /** @type {BoardEvent[]} */
  const events = [];
  return { state: moveFocus(s, rank * SIZE + file, events), events };
}

/** Enter or Space on the focused circle: a move, a pick-up, letting go, or why not. */
export function keyActivate(s) {
  /** @type {BoardEvent[]} */
  const events = [];
  const i = s.focus;
  let next = s;
  if (s.movable && s.selected !== -1 && playable(s, s.selected, i)) {
    next = userMove(s, s.selected, i, false, events);
  } else if (s.selected === i) {
    next = select(s, -1, events);
    events.push({ type: 'say', what: 'cancelled' });
  } else if (s.movable && pickable(s, i)) {
    next = select(s, i, events);
    events.push({ type: 'say', what: 'selected' });
  } else {
    refuse(s, i, events);
    events.push({ type: 'say', what: s.movable ? 'none' : 'notYours' });
  }
  return { state: next, events };
}

/** R: a return is picked, with the focus on its first home-row circle; or why not. */
export function keyReturn(s) {
  /** @type {BoardEvent[]} */
  const events = [];
  if (!s.movable || !s.dests.has(RETURN)) {
    events.push({ type: 'say', what: s.movable ? 'noReturn' : 'notYours' });
    return { state: s, events };
  }
  const next = { ...select(s, RETURN, events), focus: s.dests.get(RETURN)[0].to };
  events.push({ type: 'say', what: 'pickReturn' });
  return { state: next, events };
}

/** Escape on the board: lets go of what is picked, and says so. */
export function keyCancel(s) {
  if (s.selected === -1) return { state: s, events: [] };
  /** @type {BoardEvent[]} */
  const events = [];
  const next = select(s, -1, events);
  events.push({ type: 'say', what: 'cancelled' });
  return { state: next, events };
}
