// "My games": the games this device plays with friends by link, kept in localStorage
// under a versioned key so that a link can be compared with this device's copy, the
// device knows which side it plays in each (its seat), and the list can show them.
//
//   jarmo.friends.v1 = {"version":1,"games":[{id, seat, names:{white, black}, record,
//                       turn, plies, sent, over, winner, updated, match?, answers?}, ...]}
//
// `answers`, prepared answers kept with the game (app/answers.js): {text, mine, sent?}, the
// core's text of the tree, whether this device prepared it (else a friend's link brought
// it) and, of its own, the tree the last link sent carried; or null. A bad one costs the game nothing but its answers.
//
// `match`, for a game of a match (app/match.js): {id, games, index, results}, the points
// of the games before it and, once it is over, its own.
//
// A game is kept here once this device has moved in it (or started it here): a link
// only opened is not, so no page that changes the address can fill the list or push
// this device's own games out of it. `sent`: how many of the moves the friend has
// (those of the last link sent or received); Undo never takes one of them back.
//
// Nothing read here can break the page: each entry is checked on its own and a bad one
// is left out; data of another version or not JSON reads as none, and the first
// write then replaces it. A full storage is said once and loses nothing already saved.

import { isQuota } from './save.js';

export const FRIENDS_KEY = 'jarmo.friends.v1';
const VERSION = 1;
/** The most games kept: the oldest finished ones go first, then the oldest. */
export const MAX_GAMES = 100;
/** A name is plain text, at most this many characters. */
export const NAME_LENGTH = 24;
const ID = /^[A-Za-z0-9-]{1,64}$/;
const MAX_RECORD = 200_000;
const SIDES = ['white', 'black'];

/** The marks that turn the direction of the text after them (Unicode's Bidi_Control). */
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A name as the page keeps and shows it: text only (control characters and surrounding
 * space removed, and the marks that turn the direction of the text, so that U+202E in
 * a name cannot reverse the sentence it is said in), at most NAME_LENGTH characters;
 * '' for none.
 */
export function cleanName(raw) {
  if (typeof raw !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(DIRECTION_MARKS, '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim();
  return [...text].slice(0, NAME_LENGTH).join('');
}

/**
 * @typedef {object} FriendGame
 * @property {string} id
 * @property {import('../contract.js').Side | null} seat the side this device plays (null until it moves)
 * @property {{white: string, black: string}} names
 * @property {string} record in the core's notation
 * @property {import('../contract.js').Side} turn
 * @property {number} plies
 * @property {number} sent how many moves the friend has (a link sent or received): Undo keeps them
 * @property {boolean} over
 * @property {import('../contract.js').Side | 'draw' | null} winner null while it goes on
 * @property {number} updated milliseconds since 1970
 * @property {import('../app/match.js').MatchPlay | null} [match] the match it is one of
 * @property {Prepared | null} [answers] prepared answers kept with it
 */

/**
 * A stored match as written (the page checks what it means with the core: app/match.js
 * readMatch), or null when it is not one: a bad one costs the game nothing but its match.
 * @returns {import('../app/match.js').MatchPlay | null}
 */
function checkMatch(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const { id, games, index, results } = raw;
  if (typeof id !== 'string' || !ID.test(id) || !Number.isInteger(games) || !Number.isInteger(index)) return null;
  if (!Array.isArray(results) || results.length > 10) return null;
  if (!results.every((r) => Array.isArray(r) && r.length === 2 && r.every((n) => Number.isInteger(n)))) return null;
  return { id, games, index, results: results.map(([w, b]) => [w, b]) };
}

/** One stored entry, checked; null when it is not one. */
function checkEntry(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const { id, seat, names, record, turn, plies, sent, over, winner, updated, match, answers } = raw;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof record !== 'string' || record.length > MAX_RECORD) return null;
  if (!(seat === null || SIDES.includes(seat))) return null;
  if (!SIDES.includes(turn) || !Number.isSafeInteger(plies) || plies < 0 || typeof over !== 'boolean') return null;
  if (!(winner === null || winner === 'draw' || SIDES.includes(winner))) return null;
  if (!Number.isFinite(updated)) return null;
  return {
    id,
    seat,
    names: { white: cleanName(names?.white), black: cleanName(names?.black) },
    record,
    turn,
    plies,
    // Kept before `sent` was: every move counts as sent, so none is taken back.
    sent: Number.isSafeInteger(sent) && sent >= 0 && sent <= plies ? sent : plies,
    over,
    winner,
    updated,
    match: checkMatch(match),
    answers: readPrepared(answers),
  };
}

/**
 * Stored text -> `{games, problem}`: problem 'none', 'json', 'shape' or 'version'. At
 * most the first 4 x MAX_GAMES stored entries are looked at, and the first MAX_GAMES
 * good ones kept (the list is written the last changed first): a list stuffed with
 * thousands of entries costs the page no more than a full one.
 */
export function parseFriends(text) {
  if (text === null || text === undefined || text === '') return { games: [], problem: 'none' };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { games: [], problem: 'json' };
  }
  if (!data || typeof data !== 'object' || !Array.isArray(data.games)) return { games: [], problem: 'shape' };
  if (data.version !== VERSION) return { games: [], problem: 'version' };
  const seen = new Set();
  const games = [];
  for (const raw of data.games.slice(0, 4 * MAX_GAMES)) {
    if (games.length === MAX_GAMES) break;
    const entry = checkEntry(raw);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    games.push(entry);
  }
  return { games, problem: 'none' };
}

/**
 * The store of friend games in `storage` (null: none, as in a sandboxed frame; the
 * games then last for the visit). `onQuota()` is called when the storage is full,
 * once until a write works again.
 */
export function createFriendStore(storage, { onQuota = () => {} } = {}) {
  /** The games of this visit where there is no storage, or since writing it failed. */
  let memory = [];
  let failed = false;
  let told = false;

  function read() {
    if (!storage || failed) return memory;
    try {
      return parseFriends(storage.getItem(FRIENDS_KEY)).games;
    } catch {
      return memory;
    }
  }

  function write(games) {
    memory = games;
    if (!storage) return;
    try {
      storage.setItem(FRIENDS_KEY, JSON.stringify({ version: VERSION, games }));
      failed = false;
      told = false;
    } catch (e) {
      // What was stored before stays stored; this visit goes on with the new list.
      failed = true;
      if (isQuota(e) && !told) onQuota();
      told = told || isQuota(e);
    }
  }

  return {
    /** Every game, the last changed first. */
    list: () => [...read()].sort((a, b) => b.updated - a.updated),
    get: (id) => read().find((g) => g.id === id) ?? null,
    /** Keeps `entry` (checked), replacing the game of its id. */
    put(entry) {
      const game = checkEntry(entry);
      if (!game) throw new TypeError('not a friend game');
      const games = [game, ...read().filter((g) => g.id !== game.id).sort((a, b) => b.updated - a.updated)];
      // Over the limit, the oldest finished games go first, then the oldest of the rest.
      while (games.length > MAX_GAMES) {
        const finished = games.findLastIndex((g) => g.over);
        games.splice(finished !== -1 ? finished : games.length - 1, 1);
      }
      write(games);
    },
    remove(id) {
      write(read().filter((g) => g.id !== id));
    },
  };
}

// Prepared answers as they are kept with a game (app/answers.js and app/preparing.js say
// what they mean; they load with the first game with a friend).

/**
 * `sent`: of this device's own tree, the text the last link sent carried ('' or left
 * out: none). The friend may have any tree sent, so the lines sent are never taken away
 * here (lockedLines): the tree only grows after a Send, and the moves it made always
 * come back as prepared.
 * @typedef {{text: string, mine: boolean, sent?: string}} Prepared
 */

/** The most characters of a tree's text kept or read (the core refuses longer: answers.too-long). */
export const MAX_ANSWERS_TEXT = 400;

/**
 * A stored or linked tree as written, or null when it cannot be one: text of the
 * characters of moves only, within the length, and whom it belongs to. The core checks
 * what it means before it is used (a tree that does not fit its game costs only itself).
 * @returns {Prepared | null}
 */
export function readPrepared(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const { text, mine, sent } = raw;
  if (!treeText(text) || typeof mine !== 'boolean') return null;
  return treeText(sent) && mine ? { text, mine, sent } : { text, mine };
}

/** Whether `text` can be a tree's text: the characters of moves only, within the length. */
const treeText = (text) => typeof text === 'string' && text.length <= MAX_ANSWERS_TEXT && /^\d{1,6}:[A-Za-z0-9@ +_~,-]*$/.test(text);

