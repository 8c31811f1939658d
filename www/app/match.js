// A match on the page: an even number of games with the sides switched after each, won
// on the points of all the games (RULES.md, "Matches"). The core says what the results
// mean (matchState: the totals, the next game, whether it is over, early or not); the
// page keeps only the number of games and each game's points, and works out from them
// who sits where in the game on screen. No DOM, no wasm: tests/unit/match.test.mjs.

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
 * A game's points as the match adds them: White's and Black's; a draw by repetition
 * scores nothing (RULES.md E3).
 * @param {import('../contract.js').Result} result
 * @returns {[number, number]}
 */
export function pointsOf(result) {
  return result.reason === 'repetition' ? [0, 0] : [result.white, result.black];
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

/**
 * The results of the games before the one a friend's link brings: this device's own
 * where it has them (`ours`, from its games of the match), the link's for the others.
 * `differs`: the number of the first game whose result the link gives otherwise (the
 * link is not taken for it), or null.
 * @param {[number, number][]} linked the link's results, one for each game before its own
 * @param {[number, number][]} ours
 * @returns {{results: [number, number][], differs: number | null}}
 */
export function mergeResults(linked, ours) {
  let differs = null;
  const results = linked.map((theirs, i) => {
    const mine = ours[i];
    if (!mine) return theirs;
    if ((mine[0] !== theirs[0] || mine[1] !== theirs[1]) && differs === null) differs = i + 1;
    return mine;
  });
  return { results, differs };
}
