// Games with a friend at a distance, by link: pure decisions, unit-tested
// (tests/unit/game.test.mjs, friend.test.mjs); links.js carries them out. The link is the game; each device keeps its own copy
// (storage/friends.js) and plays its own side.

import { unpreparedMove } from './answers.js';

/**
 * What to do with a friend's link for a game this device knows (its copy and how the
 * link's record stands to it, from the core's Game.compare):
 * - 'same': nothing changes (the same link opened twice);
 * - 'older': the link is behind this device's copy, which stays;
 * - 'newer': the friend played on: take the link's game and show the moves not seen;
 * - 'differs': the link changes a move this copy has: the copy stays, with a warning,
 *   and theirs can be looked at read-only.
 * @param {import('../contract.js').Comparison} comparison
 * @returns {{take: 'ours' | 'theirs', say: null | 'older' | 'differs', replayFrom: number | null}}
 */
export function linkDecision(comparison, ourPlies) {
  switch (comparison.relation) {
    case 'same':
      return { take: 'ours', say: null, replayFrom: null };
    case 'older':
      return { take: 'ours', say: 'older', replayFrom: null };
    case 'newer':
      return { take: 'theirs', say: null, replayFrom: ourPlies };
    default:
      return { take: 'ours', say: 'differs', replayFrom: null };
  }
}

/**
 * What a friend's link does to a game this device knows, all told: its comparison with
 * this device's copy after `ourPlies` moves (linkDecision), the link's moves, this
 * device's seat and its own prepared lines for its copy (preparing.js ownLines).
 * - 'take': the link's game is taken; `replayFrom` the first move to show arriving (null:
 *   none), `used` this device's own prepared answers among the new moves (the friend's
 *   device played them for it);
 * - 'ownSide': refused, like a rewritten one: the new moves include a move of this
 *   device's side it did not prepare (`forged`; docs/RULES.md, "Prepared answers", the
 *   Decision on a link's moves of one's own side);
 * - 'older', 'differs', 'same': this device's copy stays (linkDecision).
 * @param {{comparison: import('../contract.js').Comparison, ourPlies: number, linkedMoves: import('../contract.js').PlayedMove[],
 *   seat: import('../contract.js').Side | null, ownLines: string[][]}} link
 * @returns {{outcome: 'take' | 'ownSide' | 'older' | 'differs' | 'same', replayFrom: number | null,
 *   forged: import('../contract.js').PlayedMove | null, used: string[]}}
 */
export function knownLinkOutcome({ comparison, ourPlies, linkedMoves, seat, ownLines }) {
  const decision = linkDecision(comparison, ourPlies);
  const newMoves = linkedMoves.slice(ourPlies);
  const forged = decision.take === 'theirs' && seat ? unpreparedMove(newMoves, seat, ownLines) : null;
  if (forged) return { outcome: 'ownSide', replayFrom: null, forged, used: [] };
  if (decision.take === 'theirs') {
    const used = decision.replayFrom === null ? [] : newMoves.filter((m) => m.side === seat).map((m) => m.text);
    return { outcome: 'take', replayFrom: decision.replayFrom, forged: null, used };
  }
  return { outcome: decision.say ?? 'same', replayFrom: null, forged: null, used: [] };
}

/**
 * The names of a game after a friend's link: the link's where it gives one, else the
 * ones known; this device's own side keeps this device's name.
 * @param {{white: string, black: string}} known
 * @param {{white: string, black: string}} linked
 * @param {import('../contract.js').Side | null} seat
 */
export function mergeNames(known, linked, seat) {
  const names = { white: linked.white || known.white, black: linked.black || known.black };
  if (seat && known[seat]) names[seat] = known[seat];
  return names;
}

/**
 * The side that is not `side`.
 * @param {import('../contract.js').Side} side
 * @returns {import('../contract.js').Side}
 */
export const other = (side) => (side === 'white' ? 'black' : 'white');

/**
 * A friend game as this device plays it in `state`: a link's game that this device has
 * not moved in yet takes the side to move (a link is sent when it is the friend's
 * move: Send shows only then); `sent` (the moves the friend has) is every move when not
 * known.
 * @param {Omit<import('../contract.js').Friend, 'sent'> & {sent?: number}} friend
 * @param {import('../contract.js').GameState} state
 * @returns {import('../contract.js').Friend}
 */
export function withSeat(friend, state) {
  return { ...friend, seat: friend.seat ?? state.turn, sent: friend.sent ?? state.history.length };
}

/**
 * Whether `game` (of "Games with friends") waits for this device: not over, and its
 * side to move is this device's.
 * @param {{seat: import('../contract.js').Side | null, turn: import('../contract.js').Side, over: boolean}} game
 */
export const waitsForYou = (game) => !game.over && game.seat !== null && game.turn === game.seat;

/**
 * "Games with friends" as the list shows them: those waiting for this device first, each
 * part the last changed first.
 * @template {{seat: import('../contract.js').Side | null, turn: import('../contract.js').Side, over: boolean, updated: number}} G
 * @param {G[]} games
 * @returns {G[]}
 */
export function yoursFirst(games) {
  return [...games].sort((a, b) => Number(waitsForYou(b)) - Number(waitsForYou(a)) || b.updated - a.updated);
}

/** The mark at the start of the tab's title while it is your move in the game with a friend on screen. */
export const YOUR_MOVE_MARK = '●';

/**
 * The tab's title: `base`, after the mark while the game on screen is with a friend and
 * waits for this device's move.
 * @param {string} base
 * @param {{friend: unknown, seats: import('../contract.js').Seats,
 *   state: {over: boolean, turn: import('../contract.js').Side}}} snap
 */
export function tabTitle(base, snap) {
  const yours = Boolean(snap.friend) && !snap.state.over && snap.seats[snap.state.turn] === 'human';
  return yours ? `${YOUR_MOVE_MARK} ${base}` : base;
}

/**
 * The next game with the same friend (a rematch, the next game of a match): each keeps to
 * their player, whose side and name switch; the friend has none of its moves yet.
 * @param {import('../contract.js').Friend} friend a friend game with this device's seat
 * @returns {{seat: import('../contract.js').Side, sent: number, names: {white: string, black: string}}}
 */
export function switchedSides(friend) {
  return { seat: other(/** @type {import('../contract.js').Side} */ (friend.seat)), sent: 0, names: { white: friend.names.black, black: friend.names.white } };
}
