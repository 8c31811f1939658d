// A match on the page: an even number of games with the sides switched after each, won
// on the points of all the games (RULES.md, "Matches"). The core says what the results
// mean (matchState: the totals, the next game, whether it is over, early or not); the
// page keeps only the number of games and each game's points, and works out from them
// who sits where in the game on screen, and how the match in play changes (its
// transitions, below). No DOM, no wasm: tests/unit/match.test.mjs.

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

/**
 * A game of `match` that has just ended (`state`) adds its points to it, once. Returns the
 * match with them and, when that game ended the match, its winner as a side of the first
 * game ('white': the first player; null: a draw); `ended` is false while it goes on or
 * when nothing was added.
 * @param {MatchPlay | null} match
 * @param {import('../contract.js').GameState} state
 * @param {MatchStateOf} matchState
 * @returns {{match: MatchPlay | null, ended: boolean, winner: import('../contract.js').Side | null}}
 */
export function countGame(match, state, matchState) {
  if (!match || !state.over || match.results.length !== match.index) return { match, ended: false, winner: null };
  const counted = { ...match, results: [...match.results, pointsOf(/** @type {import('../contract.js').Result} */ (state.result))] };
  const standing = matchState(counted.games, counted.results);
  const winner = standing.winner === 'first' ? 'white' : standing.winner === 'second' ? 'black' : null;
  return { match: counted, ended: standing.over, winner: standing.over ? winner : null };
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
 * The next game of the match, once the game on screen is counted and the match goes on;
 * else null.
 * @param {MatchPlay | null} match
 * @param {MatchStateOf} matchState
 * @returns {MatchPlay | null}
 */
export function nextOf(match, matchState) {
  if (!match || match.results.length !== match.index + 1 || matchState(match.games, match.results).over) return null;
  return { ...match, index: match.results.length };
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

/**
 * The match a friend's link says its game is one of (`linked`: the fragment's match and
 * the game's id), with this device's own points of the games before wherever it has them:
 * `ours`, the match on screen, and `stored`, the matches of this device's games with
 * friends. `damaged`: the link names a match that cannot be (its game then goes on
 * alone); `differs`: the number of a game whose points the link gives otherwise than this
 * device has them (this device's stand).
 * @param {{match?: unknown, id: string | null}} linked
 * @param {{ours: MatchPlay | null, stored: (MatchPlay | null | undefined)[], matchState: MatchStateOf}} known
 * @returns {{match: MatchPlay | null, damaged: boolean, differs: number | null}}
 */
export function linkedMatch(linked, { ours, stored, matchState }) {
  if (!linked.match) return { match: null, damaged: false, differs: null };
  const damaged = { match: null, damaged: true, differs: null };
  const read = readMatch(linked.match, matchState);
  // A link carries the points of the games before its own, and its id is the match's game's.
  if (!read || read.index !== read.results.length || matchGameId(read) !== linked.id) return damaged;
  let results = ours?.id === read.id ? ours.results : [];
  // The length of a match is the one this device first saw: a link that gives another is damaged.
  const lengths = [ours?.id === read.id ? ours.games : null];
  for (const match of stored) {
    if (match?.id !== read.id) continue;
    lengths.push(match.games);
    if (match.results.length > results.length) results = match.results;
  }
  if (lengths.some((games) => games != null && games !== read.games)) return damaged;
  const merged = mergeResults(read.results, results);
  try {
    // This device's points with the link's may end the match before the link's game.
    if (matchState(read.games, merged.results).over) return damaged;
  } catch {
    return damaged;
  }
  return { match: { ...read, results: merged.results }, damaged: false, differs: merged.differs };
}
