// Games with a friend at a distance, by link: what the page needs of them at once (the
// sides, the seat, the list of games, the tab's title), pure and unit-tested
// (tests/unit/game.test.mjs, comforts.test.mjs). What a link decides is linking.js's, in
// the friend features' chunk. The link is the game; each device keeps its own copy
// (storage/friends.js) and plays its own side.

/**
 * The side that is not `side`.
 * @param {import('../contract.js').Side} side
 * @returns {import('../contract.js').Side}
 */
export const other = (side) => (side === 'white' ? 'black' : 'white');

/**
 * A new game with a friend that this device starts: it owns the colour `human` chosen,
 * and the names given for the player here (`you`) and the friend (`them`) go to their sides.
 * @param {string} id
 * @param {import('../contract.js').Side} human
 * @param {{you: string, them: string}} given
 * @returns {import('../contract.js').Friend}
 */
export function newFriendGame(id, human, given) {
  return { id, seat: human, sent: 0, names: human === 'white' ? { white: given.you, black: given.them } : { white: given.them, black: given.you } };
}

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
