// A match on the page: an even number of games with the sides switched after each, won
// on the points of all the games (RULES.md, "Matches"). The core says what the results
// mean (matchState: the totals, the next game, whether it is over, early or not); the
// page keeps only the number of games and each game's points, and works out from them
// who sits where in the game on screen, and how the match in play changes (its
// transitions, below; those that only the parts loaded on first use make are
// match-play.js). No DOM, no wasm: tests/unit/match.test.mjs.

/** The numbers of games a match may have (1: a single game, no match). */
export const MATCH_GAMES = Object.freeze([1, 2, 4, 6, 8, 10]);

/**
 * A match being played: its id (the statistics count it once by it), its number of
 * games, each game's points (White's, Black's) in the order played, and the index of the
 * game on screen (from 0).
 * @typedef {{id: string, games: number, results: [number, number][], index: number}} MatchPlay
 */

/** The side of the player who had `side` in the first game, in game `index` (from 0). */
export function sideIn(/** @type {import('../contract.js').Side} */ side, /** @type {number} */ index) {
  const other = side === 'white' ? 'black' : 'white';
  return index % 2 === 0 ? side : other;
}

/**
 * Who plays the game on screen: in a match, the person's side (`human`, theirs in the
 * first game) switches with each game.
 * @param {import('../contract.js').Players} players
 * @param {MatchPlay | null} match
 * @returns {import('../contract.js').Players}
 */
export function playersIn(players, match) {
  return match ? { ...players, human: sideIn(players.human, match.index) } : players;
}

/**
 * Stored or linked data -> a match in play, or null when it is not one (then the game
 * goes on as a single game). The results are checked by the core (`check`), which
 * throws for results that cannot be; the index is the game after the results, or the
 * last one played when `finished`.
 * @param {unknown} data
 * @param {(games: number, results: [number, number][]) => unknown} check the core's matchState
 * @returns {MatchPlay | null}
 */
export function readMatch(data, check) {
  if (!data || typeof data !== 'object') return null;
  const { id, games, results, index } = /** @type {Record<string, unknown>} */ (data);
  if (typeof id !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  if (!MATCH_GAMES.includes(/** @type {number} */ (games)) || games === 1) return null;
  if (!Array.isArray(results) || results.length > /** @type {number} */ (games)) return null;
  if (!results.every((r) => Array.isArray(r) && r.length === 2 && r.every((n) => Number.isInteger(n)))) return null;
  try {
    check(/** @type {number} */ (games), /** @type {[number, number][]} */ (results));
  } catch {
    return null;
  }
  if (index !== undefined && !Number.isInteger(index)) return null;
  const at = index === undefined ? results.length : /** @type {number} */ (index);
  if (at !== results.length && at !== results.length - 1) return null;
  return { id, games: /** @type {number} */ (games), results: /** @type {[number, number][]} */ (results.map((r) => [r[0], r[1]])), index: at };
}

/**
 * The id of the game on screen of a match with a friend: the match's id and the game's
 * number, so that both devices name each game of the match alike, whichever of them
 * starts it.
 * @param {MatchPlay} match
 */
export function matchGameId(match) {
  return `${match.id.slice(0, 61)}-${match.index + 1}`;
}

/** The core's reading of a match's results (wasm `matchState`). */
/** @typedef {(games: number, results: [number, number][]) => import('../contract.js').MatchState} MatchStateOf */

// --- the match's transitions (the controller keeps the match in play; these say how it changes) ---

/**
 * A new match as the players ask for (`games`), with a new id; null for a single game.
 * @param {number} games
 * @param {() => string} newId
 * @returns {MatchPlay | null}
 */
export function newMatch(games, newId) {
  return games > 1 ? { id: newId(), games, results: [], index: 0 } : null;
}

/** Whether the game on screen has ended and its points are in the match's score (its moves then stay). */
export function inScore(/** @type {MatchPlay | null} */ match) {
  return Boolean(match) && /** @type {MatchPlay} */ (match).results.length > /** @type {MatchPlay} */ (match).index;
}

/** Whether the match is over (a single game, `null`, always is). */
export function matchOver(/** @type {MatchPlay | null} */ match, /** @type {MatchStateOf} */ matchState) {
  return !match || matchState(match.games, match.results).over;
}

/**
 * The match as the views show it (game.js MatchView), or null: where it stands, the number
 * of the game on screen, which player the person at this screen is (with a friend: the
 * one with White in the first game is the first; against the computer, by the person's
 * side; null when two play at this screen), and the friend's name.
 * @param {MatchPlay | null} match
 * @param {{friend: import('../contract.js').Friend | null, players: import('../contract.js').Players, matchState: MatchStateOf}} of
 * @returns {import('./state.js').MatchView | null}
 */
export function matchView(match, { friend, players, matchState }) {
  if (!match) return null;
  const number = match.index + 1;
  const state = matchState(match.games, match.results);
  const seat = friend?.seat;
  if (friend && seat) {
    const you = sideIn('white', match.index) === seat ? 'first' : 'second';
    return { state, number, you, friend: friend.names[seat === 'white' ? 'black' : 'white'] };
  }
  const you = players.mode === 'ai' ? (players.human === 'white' ? 'first' : 'second') : null;
  return { state, number, you, friend: null };
}
