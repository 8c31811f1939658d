// What a board with its bars shows, and what the player may do on it: the part of the
// page's state that the board, the trays, the points and the status line draw. The
// game's snapshot (game.js) is one, with the game's own panels beside it; a lesson's
// or a puzzle's drill (lessons.js, puzzles.js) is one of its own, and nothing more.

import { RETURN, destinations, passing } from './turns.js';

/**
 * @typedef {object} BoardView
 * @property {import('../contract.js').GameState} state the game
 * @property {import('../contract.js').GameState} shown what the board shows: the game, or an earlier position of it
 * @property {boolean} live the board shows the game itself, to be played
 * @property {import('../contract.js').Seats} seats who plays each side (a result is said to the player: "You win")
 * @property {boolean} animates the moves that lead here are shown travelling (not a friend's copy)
 * @property {boolean} paused
 * @property {import('../contract.js').Side | null} passing the side about to pass
 * @property {boolean} thinking the other side is thinking
 * @property {boolean} humanToMove board input counts now
 * @property {Map<number | 'return', {to: number, capture: boolean}[]>} dests
 * @property {import('../contract.js').Side | null} returnable the side whose captured archer may come back now
 * @property {string[]} [targets] circles drawn as a lesson's goal
 * @property {boolean} [tries] any archer may be picked and any circle tried (the core explains a refusal)
 * @property {{from: string | null, to: string} | null} [arrow] a move drawn as an arrow (a review's or a puzzle's)
 * @property {import('../learn/lessons.js').Bars} [bars] what the bars show (a lesson's choice; all of it when absent)
 * @property {readonly import('./drawings.js').Shape[]} [drawings] the player's arrows and circles on the position shown (the game's)
 * @property {{id: number, what: 'move' | 'shownMove' | 'status' | 'drawings' | null}} said what screen readers are
 *   told, once (when its id is new): the game's last move, the move that led to the position shown, the status
 *   line, or the player's arrows and circles
 * @property {{id: number, on: 'end' | 'board' | 'welcome' | 'review' | null}} [focus] where the keyboard focus
 *   goes, once (when its id is new): the end panel (if it is open), the board, the first visit's question, the
 *   review's Stop (the game's)
 * @property {number} unselect the board drops its selection (a picked archer) each time this changes
 * @property {import('../board/core.js').Origin | -1} picked the archer picked up on the board (a circle's
 *   index, or board/core.js RETURN for the captured archer coming back), -1 for none: the board says it
 *   (its select event, the view's onPick) and the views draw the trays and the focus's words from it
 * @property {boolean} flipped Black's archers are at the bottom (Black's player is at this screen)
 */

/**
 * What a board is told once and how it is turned (BoardView `said`, `focus`, `unselect`,
 * `flipped`), as the game, a lesson or a puzzle keeps it: each change is a new value with
 * a new id, drawn with the next snapshot and acted on once by the view. And the archer
 * picked up on it (`picked`), as the board said last.
 */
export function createBoardCues() {
  /** @type {BoardView['said']} */
  let said = { id: 0, what: null };
  /** @type {NonNullable<BoardView['focus']>} */
  let focus = { id: 0, on: null };
  let unselect = 0;
  let flipped = false;
  /** @type {BoardView['picked']} */
  let picked = -1;
  return {
    /** Screen readers are told `what` with the next drawing (by default the game's last move). */
    say(/** @type {NonNullable<BoardView['said']['what']>} */ what = 'move') {
      said = { id: said.id + 1, what };
    },
    /** The focus goes `on` with the next drawing. */
    focusOn(/** @type {NonNullable<NonNullable<BoardView['focus']>['on']>} */ on) {
      focus = { id: focus.id + 1, on };
    },
    /** The board drops its selection with the next drawing. */
    unselect() {
      unselect += 1;
      picked = -1;
    },
    /** The board says the archer now picked up (-1: none). */
    pick(/** @type {BoardView['picked']} */ orig) {
      picked = orig;
    },
    /** Black's archers go to the bottom (`on`), or White's. */
    flip(/** @type {boolean} */ on) {
      flipped = on;
    },
    /** This state, for the snapshot. */
    view: () => ({ said, focus, unselect, flipped, picked }),
  };
}

/** A puzzle's bars show everything: the points and captured archers may decide it. */
const ALL_BARS = Object.freeze({ points: true, capturedBefore: true });

/**
 * The board of a drill: a game the player plays one side of, from a set-up, with
 * targets and tries (a lesson) or an arrow (a puzzle's answer).
 * @param {ReturnType<typeof import('./session.js').createSession>} session
 * @param {{side: import('../contract.js').Side, movable: boolean, targets?: string[], tries?: boolean,
 *   arrow?: {from: string | null, to: string} | null, thinking?: boolean,
 *   bars?: import('../learn/lessons.js').Bars, watched?: boolean, cues: ReturnType<typeof createBoardCues>}} options
 *   `watched`: the moves are shown, not played by the player; `cues`: the drill's (createBoardCues)
 * @returns {BoardView}
 */
export function drillView(session, { side, movable, targets = [], tries = false, arrow = null, thinking = false, bars = ALL_BARS, watched = false, cues }) {
  const state = session.state();
  const other = side === 'white' ? 'black' : 'white';
  const humanToMove = movable && !state.over && state.turn === side && !passing(state);
  const dests = humanToMove ? destinations(state.moves) : new Map();
  return {
    state,
    shown: state,
    live: true,
    // A line only watched (a puzzle's solution shown) is nobody's win or loss here.
    seats: /** @type {import('../contract.js').Seats} */ (watched ? { white: 'computer', black: 'computer' } : { [side]: 'human', [other]: 'computer' }),
    animates: true,
    paused: false,
    passing: passing(state),
    thinking,
    humanToMove,
    dests,
    returnable: dests.has(RETURN) ? state.turn : null,
    targets,
    tries,
    arrow,
    bars,
    ...cues.view(),
  };
}

/**
 * Plays `text` in a drill's session: `{played, before}` (the move, and the position it
 * was played in, for the board to show it travel), or `{error}`, the core's refusal,
 * when it is not played (and then nothing changed).
 * @param {ReturnType<typeof import('./session.js').createSession>} session
 * @param {string} text
 * @returns {{played: import('../contract.js').Move, before: import('../contract.js').GameState, error?: undefined}
 *   | {error: unknown, played?: undefined, before?: undefined}}
 */
export function tryPlay(session, text) {
  const before = session.state();
  try {
    return { played: session.play(text), before };
  } catch (error) {
    return { error };
  }
}
