// The game in progress, saved in localStorage after every move so that a reload or a
// closed tab resumes it, with who played it (two players, or a level against the
// computer). The record inside is the core's own text: the core reads it back and
// checks every move, so this file only checks the wrapper around it.
//
// Nothing read here can break the page: data that is not a save of this version
// comes back as a problem, and the page starts a new game with a notice.

import { sanitize } from './players.js';
import { continues } from '../app/opening.js';
import { friendLink, keepFriendInAddress, keepInAddress } from './share.js';

export const SAVE_KEY = 'jarmo.game.v1';
const VERSION = 1;
/** A game record is a few kilobytes at most; anything far larger is not ours. */
const MAX_RECORD = 200_000;
const ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Stored text -> `{ save }` with `{ id, record, players }`, or `{ problem }`:
 * 'none' (nothing stored, not a problem to report), 'json' (not JSON, e.g.
 * truncated), 'shape' (not an object of the right fields), 'version' (another
 * version of the page wrote it).
 */
export function parseSave(text) {
  if (text === null || text === undefined || text === '') return { problem: 'none' };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'json' };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { problem: 'shape' };
  if (data.version !== VERSION) return { problem: 'version' };
  const { id, record, players, match } = data;
  if (typeof id !== 'string' || !ID.test(id)) return { problem: 'shape' };
  if (typeof record !== 'string' || record.length > MAX_RECORD) return { problem: 'shape' };
  if (!players || typeof players !== 'object' || Array.isArray(players)) return { problem: 'shape' };
  // Unknown fields are left out; bad player settings fall back one by one. The match
  // (if any) is checked with the core when the game opens (app/match.js readMatch).
  return { save: { id, record, players: sanitize(players), ...(match && typeof match === 'object' ? { match } : {}) } };
}

const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new game's id: ten random letters and digits (59 bits), short enough for the
 * address. The statistics count each id once.
 */
export function newGameId() {
  const bytes = new Uint8Array(10);
  if (globalThis.crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  // 62 letters: 248 = 4 * 62, so bytes up to 247 map evenly; the few above fall back.
  return Array.from(bytes, (b) => ID_LETTERS[(b < 248 ? b : Math.floor(Math.random() * 248)) % 62]).join('');
}

/**
 * Reads and writes the save in `storage` (null: none usable, e.g. a sandboxed frame).
 * `write` returns null when the save is stored, else the reason it is not:
 * 'quota' (the browser's storage is full) or 'failed' (any other refusal).
 */
export function createSaver(storage) {
  return {
    read() {
      if (!storage) return { problem: 'none' };
      try {
        return parseSave(storage.getItem(SAVE_KEY));
      } catch {
        return { problem: 'none' };
      }
    },
    write(save) {
      if (!storage) return null;
      const text = JSON.stringify({ version: VERSION, id: save.id, record: save.record, players: save.players, ...(save.match ? { match: save.match } : {}) });
      try {
        storage.setItem(SAVE_KEY, text);
        return null;
      } catch (e) {
        return isQuota(e) ? 'quota' : 'failed';
      }
    },
  };
}

/**
 * Where the game outlives the page: this tab's address (its fragment: the record, id
 * and players) and, for a game this device played, the save in `storage` and, with a
 * friend, "Games with friends". A game only opened from the address (a link, a
 * position) is kept in the address alone until this device moves in it: nothing this
 * device played is overwritten by something it only opened. When a game of this
 * device's takes the place of another unfinished one in the save that the player did
 * not end (`game.ended`), that one is put aside (storage/aside.js), not lost.
 * `onProblem(problem)` is called once when saving starts to fail ('quota' or
 * 'failed'), and again only after it worked since. `inspect(record)` is the core's word
 * on a record: `{over, plies, turn}`, or null when it cannot be read.
 * @param {Storage | null} storage
 * @param {object} options
 * @param {ReturnType<typeof import('./friends.js').createFriendStore>} options.friends
 * @param {ReturnType<typeof import('./aside.js').createAsideStore>} options.aside
 * @param {() => string} options.linkBase
 * @param {(problem: string) => void} options.onProblem
 * @param {(record: string) => {over: boolean, plies: number, turn: import('../contract.js').Side} | null} options.inspect
 * @param {() => void} [options.onSaved] after each save: the lists of this device's games may have changed
 * @param {() => number} [options.now]
 * @param {Storage | null} [options.tab] this tab's own storage (sessionStorage): a friend's prepared answers for a
 *   game this device has not moved in yet, kept for a reload of the tab (receivedAnswers), never in the address
 */
export function createGameKeeper(storage, { friends, aside, linkBase, onProblem, inspect, onSaved = () => {}, now = Date.now, tab = null }) {
  const saver = createSaver(storage);
  let told = false;
  /** The id and record this page last wrote to the save: its own game, taken back or not. */
  let written = { id: '', record: '' };

  /**
   * The save holds another unfinished game that nobody ended: it goes aside. The same
   * game is the same id with a record this page wrote or one the game continues; a save
   * with the game's id and other moves (a copied address brought it here, or another
   * tab played on) is another game, and goes aside under an id of its own.
   */
  function putAside(game) {
    const { save } = saver.read();
    if (!save || save.id === game.ended || save.players.mode === 'friend') return;
    const same = save.id === game.id && ((written.id === save.id && written.record === save.record) || continues(save.record, game.record));
    if (same) return;
    const about = inspect(save.record);
    if (!about || about.over || about.plies === 0) return;
    try {
      const id = save.id === game.id ? newGameId() : save.id;
      aside.put({ id, record: save.record, players: save.players, plies: about.plies, turn: about.turn, updated: now() });
    } catch {
      // Not a game to keep (it was checked when read): nothing to put aside.
    }
  }

  return {
    read: () => saver.read(),
    /**
     * Keeps the game; a game with a friend also in "Games with friends", its address
     * being its link. Returns that link (null for other games).
     * @param {{id: string, record: string, compact: string, players: import('../contract.js').Players,
     *   friend: import('../contract.js').Friend | null, state: import('../contract.js').GameState,
     *   owned: boolean, ended?: string | null, match?: import('../app/match.js').MatchPlay | null,
     *   answers?: import('./friends.js').Prepared | null}} game `owned`: this device played in it (or
     *   started it); `ended`: the id of the game the player chose to end for it; `match`: the match it is one of;
     *   `answers`: prepared answers, kept in the address and with the game, and sent in the link when this device prepared them
     */
    save(game) {
      let link = null;
      const { friend, state } = game;
      if (friend) {
        const match = game.match ?? null;
        const answers = game.answers ?? null;
        // The address shows this device's own answers only: the friend's are theirs, and are
        // kept with the game (once owned) or for this tab (until then), never shown here.
        keepFriendInAddress(game.compact, friend.id, friend.names, match, answers?.mine ? answers.text : '');
        keepReceived(tab, friend.id, answers && !answers.mine && !game.owned ? answers.text : null);
        const known = friends.get(friend.id);
        const same = known && known.record === game.record && known.seat === friend.seat && known.sent === friend.sent
          && known.names.white === friend.names.white && known.names.black === friend.names.black
          && matchKey(known.match) === matchKey(match) && answersKey(known.answers) === answersKey(answers);
        // Opening the same link again changes nothing, not even when it last changed.
        if (game.owned && !same) {
          friends.put({
            id: friend.id,
            seat: friend.seat,
            names: friend.names,
            record: game.record,
            turn: state.turn,
            plies: state.history.length,
            sent: friend.sent,
            over: state.over,
            winner: state.over ? state.result.winner ?? 'draw' : null,
            updated: now(),
            match,
            answers,
          });
        }
        // The link sent carries this device's own answers only.
        link = friendLink(linkBase(), game.compact, friend.id, friend.names, match, answers?.mine ? answers.text : '');
      } else {
        keepInAddress(game.record, { id: game.id, players: game.players, match: game.match ?? null });
      }
      if (game.owned) {
        putAside(game);
        aside.remove(game.id);
        const problem = saver.write(game);
        if (!problem) written = { id: game.id, record: game.record };
        if (problem && !told) onProblem(problem);
        told = Boolean(problem);
      }
      onSaved();
      return link;
    },
  };
}

/** Where a tab keeps the friend's prepared answers of the game it shows (sessionStorage). */
export const RECEIVED_KEY = 'jarmo.received.v1';

/**
 * Keeps in the tab's storage the friend's prepared answers (`text`) of the game `id`, a
 * game this device has not moved in (null: none to keep for it). One game a tab.
 * @param {Storage | null} tab @param {string} id @param {string | null} text
 */
function keepReceived(tab, id, text) {
  try {
    if (text) tab?.setItem(RECEIVED_KEY, JSON.stringify({ id, text }));
    else if (receivedAnswers(tab, id) !== null) tab?.removeItem(RECEIVED_KEY);
  } catch {
    // No storage for this tab: a reload loses the friend's answers, never the game.
  }
}

/**
 * The friend's prepared answers this tab kept for the game `id` (keepReceived), or null.
 * A reload of the tab finds them here: the address does not carry them.
 * @param {Storage | null} tab @param {string | null} id
 */
export function receivedAnswers(tab, id) {
  try {
    const kept = JSON.parse(tab?.getItem(RECEIVED_KEY) ?? 'null');
    return id && kept?.id === id && typeof kept.text === 'string' && kept.text.length <= 1000 ? kept.text : null;
  } catch {
    return null;
  }
}

/**
 * A friend's link read from the address (storage/share.js readFragment) with the friend's
 * answers this tab kept for its game, when the address has none: what a reload needs.
 * @template {import('../app/opening.js').Fragment} F
 * @param {F} fragment @param {Storage | null} tab
 * @returns {F}
 */
export function withReceived(fragment, tab) {
  if (!fragment.friend || fragment.answers !== undefined) return fragment;
  const text = receivedAnswers(tab, fragment.id);
  return text === null ? fragment : { ...fragment, answers: text };
}

/** A match (or none) as one string, for comparing two. */
const matchKey = (/** @type {import('../app/match.js').MatchPlay | null | undefined} */ m) => (m ? `${m.id}/${m.games}/${m.index}/${m.results.join('.')}` : '');

/** Prepared answers (or none) as one string, for comparing two. */
const answersKey = (/** @type {import('./friends.js').Prepared | null | undefined} */ a) => (a ? `${a.mine}/${a.text}/${a.sent ?? ''}` : '');

/** Whether a storage error says the quota is used up (the names differ by browser). */
export function isQuota(e) {
  if (!(e instanceof Error)) return false;
  const { code } = /** @type {{code?: number}} */ (e);
  return e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
