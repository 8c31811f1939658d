// The match's transitions that only the parts loaded on first use make: a game that
// ended counted in its match, the next game, and the match a friend's link brings
// (matches.js, links.js). Apart from match.js so that the page's script, which carries
// match.js for every visit, does not carry them. No DOM, no wasm: tests/unit/match.test.mjs.

import { matchGameId, readMatch } from './match.js';

/** @typedef {import('./match.js').MatchPlay} MatchPlay */
/** @typedef {import('./match.js').MatchStateOf} MatchStateOf */

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
