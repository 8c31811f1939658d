// Pure decisions about turns, from the state the core sends: which moves the board
// may offer, who is to act, and how far Undo and Redo go. No DOM, no wasm: unit
// tests call these with plain objects (tests/unit/turns.test.mjs).

import { RETURN, indexOf } from '../board/geometry.js';

export { RETURN };

/**
 * The legal moves as the board wants them: origin (a circle's index, or RETURN) ->
 * the circles it may go to, with whether each is a capture. Passes are not the
 * board's: the page plays a forced pass itself.
 * @param {import('../contract.js').Move[]} moves
 * @returns {Map<number | 'return', {to: number, capture: boolean}[]>}
 */
export function destinations(moves) {
  const result = new Map();
  for (const m of moves) {
    if (m.kind === 'pass' || m.to === null) continue;
    const orig = m.kind === 'return' ? RETURN : indexOf(/** @type {string} */ (m.from));
    if (!result.has(orig)) result.set(orig, []);
    result.get(orig).push({ to: indexOf(m.to), capture: m.capture });
  }
  return result;
}

/** The side that must pass now (its only legal move), or null. */
export function passing(/** @type {import('../contract.js').GameState} */ state) {
  const only = state.moves.length === 1 && state.moves[0].kind === 'pass';
  return only ? state.turn : null;
}

/**
 * Who sits on each side: 'human' (board input on its turn), 'computer', or 'friend' (a
 * friend elsewhere). With a friend, this device plays its seat; before it has moved it
 * has none, and may play whichever side is to move.
 * @param {import('../contract.js').Players} players
 * @param {import('../contract.js').Friend | null} [friend]
 * @returns {import('../contract.js').Seats}
 */
export function seatsOf(players, friend = null) {
  if (players.mode === 'friend') {
    if (!friend?.seat) return { white: 'human', black: 'human' };
    return friend.seat === 'white' ? { white: 'human', black: 'friend' } : { white: 'friend', black: 'human' };
  }
  if (players.mode !== 'ai') return { white: 'human', black: 'human' };
  return players.human === 'white' ? { white: 'human', black: 'computer' } : { white: 'computer', black: 'human' };
}

const againstComputer = (seats) => seats.white === 'computer' || seats.black === 'computer';
const withFriend = (seats) => seats.white === 'friend' || seats.black === 'friend';

/**
 * How many moves to keep when taking back: one fewer with two players; against the
 * computer, back to the person's previous turn (taking the computer's answer back with
 * the person's move). Null when there is nothing to take back. `kept`: the moves that
 * must stay (in a friend game, those the friend has: a link sent or received).
 * @param {import('../contract.js').PlayedMove[]} history
 * @param {import('../contract.js').Seats} seats
 */
export function undoTarget(history, seats, kept = 0) {
  // With a friend only this device's own last move comes back, and only while the
  // friend does not have it: the friend's moves are theirs, and a move sent is theirs
  // to answer.
  if (withFriend(seats)) {
    return history.length > kept && seats[history.at(-1).side] === 'human' ? history.length - 1 : null;
  }
  for (let ply = history.length - 1; ply >= 0; ply--) {
    // Keeping `ply` moves takes back history[ply], which its side made.
    if (!againstComputer(seats) || seats[history[ply].side] === 'human') return ply;
  }
  return null;
}

/**
 * How many moves there are after a redo: one more with two players; against the
 * computer, on to the person's next turn (or all that can be played again). Null when
 * there is nothing to play again.
 * @param {import('../contract.js').PlayedMove[]} history
 * @param {import('../contract.js').PlayedMove[]} redo
 * @param {import('../contract.js').Seats} seats
 */
export function redoTarget(history, redo, seats) {
  if (redo.length === 0) return null;
  if (withFriend(seats)) return seats[redo[0].side] === 'human' ? history.length + 1 : null;
  for (let i = 1; i < redo.length; i++) {
    // After i more moves, redo[i] is next: it is the person's turn if the person makes it.
    if (!againstComputer(seats) || seats[redo[i].side] === 'human') return history.length + i;
  }
  return history.length + redo.length;
}
