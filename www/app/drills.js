// A lesson's or a puzzle's board (and the analysis board's, and your mistakes'): the
// BoardView of a drill, and a move tried in its session. Apart from drill.js, which the
// game's controller shares with them, so that the page's script, which carries drill.js
// for every visit, does not carry these: only the trainer's modules use them.

import { RETURN, destinations, passing } from './turns.js';

/** @typedef {import('./drill.js').BoardView} BoardView */
/** @typedef {ReturnType<typeof import('./drill.js').createBoardCues>} BoardCues */

/** A puzzle's bars show everything: the points and captured archers may decide it. */
const ALL_BARS = Object.freeze({ points: true, capturedBefore: true });

/**
 * The board of a drill: a game the player plays one side of, from a set-up, with
 * targets and tries (a lesson) or an arrow (a puzzle's answer).
 * @param {ReturnType<typeof import('./session.js').createSession>} session
 * @param {{side: import('../contract.js').Side, movable: boolean, targets?: string[], tries?: boolean,
 *   arrow?: {from: string | null, to: string} | null, thinking?: boolean,
 *   bars?: import('../learn/lessons.js').Bars, watched?: boolean, cues: BoardCues}} options
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
