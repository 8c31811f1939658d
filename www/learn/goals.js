// Whether a lesson's goal is reached, read from the state the core sends: which archer
// stands where, what was captured, the move just played, how the game ended. Nothing
// here decides a rule; the core has already applied them all. No DOM, no wasm: unit
// tests call these with plain objects (tests/unit/learn.test.mjs).

import { indexOf } from '../board/geometry.js';

/**
 * @typedef {object} Progress what a goal is checked against
 * @property {import('../contract.js').GameState} state the game now
 * @property {import('../contract.js').GameState} start the lesson's set-up
 * @property {import('../contract.js').Move | null} played the player's move just made, or null
 * @property {import('../contract.js').Side} side the player's
 */

/**
 * Whether `goal` (lessons.js's Goal) is reached.
 * @param {import('./lessons.js').Goal} goal
 * @param {Progress} progress
 */
export function goalReached(goal, { state, start, played, side }) {
  const other = side === 'white' ? 'black' : 'white';
  switch (goal.kind) {
    case 'reach':
      return goal.circles.some((name) => state.circles[indexOf(name)]?.colour === side);
    case 'capture':
      return state.captured[other].length > start.captured[other].length;
    case 'return':
      return played?.kind === 'return' && played.side === side;
    case 'step':
      return played?.kind === 'step' && played.from === goal.from && played.to === goal.to;
    case 'win':
      return state.over && state.result?.winner === side;
    case 'repetition':
      return state.over && state.result?.reason === 'repetition';
    default:
      return false;
  }
}

/**
 * Where the lesson stands: 'done' (the goal is reached), 'failed' (the game ended
 * without it: the lesson starts again), or 'going'.
 * @param {import('./lessons.js').Goal} goal
 * @param {Progress} progress
 * @returns {'done' | 'failed' | 'going'}
 */
export function lessonOutcome(goal, progress) {
  if (goalReached(goal, progress)) return 'done';
  return progress.state.over ? 'failed' : 'going';
}

/**
 * The other side's answer: the first of `replies` among the legal moves the core
 * lists, else the core's first legal move, else null (the game is over).
 * @param {import('../contract.js').Move[]} moves the core's legal moves
 * @param {string[]} replies
 */
export function scriptedReply(moves, replies) {
  const texts = moves.map((m) => m.text);
  return replies.find((r) => texts.includes(r)) ?? texts[0] ?? null;
}
