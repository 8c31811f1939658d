// Games with a friend at a distance, by link: pure decisions, unit-tested
// (tests/unit/game.test.mjs). The link is the game; each device keeps its own copy
// (storage/friends.js) and plays its own side.

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
