// The game in the address's fragment, kept up to date after every move:
// `#game=1.+a1-c2+e5-d3&id=K3x9QpLm2a&mode=ai&level=4&color=white`. The fragment is
// this tab's game as it is played: its record, its id (the statistics count a game
// once by it) and who plays it. A reload, or a visit to the rules and back, resumes it
// from there, even in a sandboxed frame, which has no storage at all. A fragment never
// goes to the server, so any static host serves it.
//
// The share link (Copy link) holds the record alone: who opens it plays it their way.
//
// A game of a match keeps the match beside it (`&match=2&mid=ID&mi=1&mr=7-5`: its number
// of games, its id, the index of the game and each game's points), so that a reload of
// a frame without storage goes on with the match.
//
// A game with a friend is a link of its own, `#game=a1-c2+e5-d3&id=K3x9QpLm2a&w=Anna&b=Ben`:
// the record without move numbers, the game's id and the names (each optional). It has
// an id but says no mode: the side a device plays is that device's (storage/friends.js).
// A game of a match with a friend adds the match as above, with the points of the games
// before it only (each device adds a game's points when it sees the game end), and its
// id is the match's and the game's number (`id=M4tch1dxyz-2&match=2&mid=M4tch1dxyz&mi=1&mr=5-4`).
// A game with a friend may carry prepared answers (app/answers.js), `&if=3:e5-d3+a1-c2_d5-c3+b1-a3`:
// the core's text of the tree, for the game after the number of moves it starts with.

import { setFragment } from '../page/address.js';
import { cleanName } from './friends.js';
import { sanitize } from './players.js';

const ID = /^[A-Za-z0-9-]{1,64}$/;

/** The record in a fragment (`location.hash`), or null when it holds none. */
export function recordFromHash(hash) {
  return readFragment(hash).record;
}

/**
 * What a fragment holds: `{record, id, players}`; each null when absent (or, for id
 * and players, not valid: a hand-edited address loses nothing but those).
 * @returns {import('../app/opening.js').Fragment}
 */
export function readFragment(hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  const record = params.get('game');
  const id = params.get('id');
  // Only the valid fields: the page keeps its own settings for the others.
  /** @type {Partial<import('../contract.js').Players> | null} */
  let players = null;
  const mode = params.get('mode');
  if (mode === 'ai' || mode === 'hotseat') {
    players = { mode };
    const level = Number(params.get('level'));
    if (Number.isInteger(level) && level >= 1 && level <= 8) players.level = level;
    const human = params.get('color');
    if (human === 'white' || human === 'black') players.human = human;
  }
  const validId = id !== null && ID.test(id) ? id : null;
  // The match as written; the page checks it with the core (app/match.js readMatch).
  let match = null;
  if (params.has('match')) {
    const results = (params.get('mr') ?? '').split('.').filter(Boolean).map((pair) => pair.split('-').map(Number));
    const index = params.has('mi') ? Number(params.get('mi')) : undefined;
    match = { id: params.get('mid'), games: Number(params.get('match')), index, results };
  }
  // A friend's link: an id, and no mode (a tab's own game always says its mode).
  const friend = validId !== null && !params.has('mode');
  return {
    // A friend's game may have no moves yet (the friend makes the first); any other
    // fragment without moves holds no game.
    record: record === null || (record.trim() === '' && !friend) ? null : record,
    id: validId,
    players,
    friend,
    names: { white: cleanName(params.get('w') ?? ''), black: cleanName(params.get('b') ?? '') },
    // A friend's note of arrows and circles, as written (app/drawings.js reads it).
    ...(params.has('draw') ? { draw: params.get('draw') } : {}),
    ...(match ? { match } : {}),
    // Prepared answers as written: the page checks them with the core (app/game.js).
    ...(friend && params.has('if') ? { answers: params.get('if') ?? '' } : {}),
  };
}

/**
 * The fragment of a game with a friend: its compact record, id and the names given
 * (plain text, at most 24 characters each), and its match.
 * @param {string} record
 * @param {string} id
 * @param {{white: string, black: string}} names
 * @param {import('../app/match.js').MatchPlay | null} [match] the match the game is one of
 * @param {string} [answers] prepared answers (the core's text of the tree), '' for none
 */
export function friendHash(record, id, names, match = null, answers = '') {
  // (The record may be empty: a game whose first move is the friend's.)
  const params = new URLSearchParams({ game: record, id });
  if (names.white) params.set('w', cleanName(names.white));
  if (names.black) params.set('b', cleanName(names.black));
  if (match) setMatch(params, { ...match, results: match.results.slice(0, match.index) });
  if (answers) params.set('if', answers);
  return `#${params}`;
}

/** Writes `match` into `params`: its number of games, id, the game's index and the results. */
function setMatch(params, /** @type {import('../app/match.js').MatchPlay} */ match) {
  params.set('match', String(match.games));
  params.set('mid', match.id);
  params.set('mi', String(match.index));
  if (match.results.length) params.set('mr', match.results.map(([w, b]) => `${w}-${b}`).join('.'));
}

/**
 * The link to send a friend: `base` (the page's own address, or the portal's
 * `shareUrl`) with the game in its fragment (and its match, for a game of one).
 * @param {string} base @param {string} record @param {string} id
 * @param {{white: string, black: string}} names @param {import('../app/match.js').MatchPlay | null} [match]
 * @param {string} [answers] prepared answers, '' for none
 */
export function friendLink(base, record, id, names, match = null, answers = '') {
  const url = new URL(base);
  url.hash = friendHash(record, id, names, match, answers);
  return url.href;
}

/**
 * Puts a friend game's link in the address bar: the address is the link.
 * @param {string} record @param {string} id @param {{white: string, black: string}} names
 * @param {import('../app/match.js').MatchPlay | null} [match]
 * @param {string} [answers] prepared answers, '' for none
 */
export function keepFriendInAddress(record, id, names, match = null, answers = '') {
  setFragment(friendHash(record, id, names, match, answers));
}

/**
 * The fragment for a game ('' for a game with nothing to restore): its record, and,
 * when given, its id and players (`{mode, level, human}`; `first` is in the record).
 */
/**
 * @param {string} record
 * @param {{id?: string | null, players?: Partial<import('../contract.js').Players> | null,
 *   match?: import('../app/match.js').MatchPlay | null}} [options]
 */
export function hashFor(record, { id = null, players = null, match = null } = {}) {
  if (record.trim() === '') return '';
  const params = new URLSearchParams({ game: record });
  if (id) params.set('id', id);
  if (players) {
    const { mode, level, human } = sanitize(players);
    params.set('mode', mode);
    if (mode === 'ai') {
      params.set('level', String(level));
      params.set('color', human);
    }
  }
  if (match) setMatch(params, match);
  return `#${params}`;
}

/** The share link: the page's address with `record` alone in the fragment. */
export function linkFor(href, record) {
  const url = new URL(href);
  url.hash = hashFor(record);
  return url.href;
}

/** Puts this tab's game in the address bar without a new history entry or a reload. */
/** @param {string} record @param {Parameters<typeof hashFor>[1]} [options] */
export function keepInAddress(record, { id = null, players = null, match = null } = {}) {
  setFragment(hashFor(record, { id, players, match }));
}
