// The game in progress, saved in localStorage after every move so that a reload or a
// closed tab resumes it, with who played it (two players, or a level against the
// computer). The record inside is the core's own text: the core reads it back and
// checks every move, so this file only checks the wrapper around it.
//
// Nothing read here can break the page: data that is not a save of this version
// comes back as a problem, and the page starts a new game with a notice.

import { sanitize } from './players.js';
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
  const { id, record, players } = data;
  if (typeof id !== 'string' || !ID.test(id)) return { problem: 'shape' };
  if (typeof record !== 'string' || record.length > MAX_RECORD) return { problem: 'shape' };
  if (!players || typeof players !== 'object' || Array.isArray(players)) return { problem: 'shape' };
  // Unknown fields are left out; bad player settings fall back one by one.
  return { save: { id, record, players: sanitize(players) } };
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
      const text = JSON.stringify({ version: VERSION, id: save.id, record: save.record, players: save.players });
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
 * and players) and the save in `storage`. `onProblem(problem)` is called once when
 * saving starts to fail ('quota' or 'failed'), and again only after it worked since.
 */
export function createGameKeeper(storage, { friends, linkBase, onProblem, onFriendSaved = () => {} }) {
  const saver = createSaver(storage);
  let told = false;
  return {
    read: () => saver.read(),
    /**
     * Keeps the game; a game with a friend also in "My games", its address being its
     * link. Returns that link (null for other games).
     * @param {{id: string, record: string, compact: string, players: import('../contract.js').Players,
     *   friend: import('../contract.js').Friend | null, state: import('../contract.js').GameState}} game
     */
    save(game) {
      let link = null;
      const { friend, state } = game;
      if (friend) {
        keepFriendInAddress(game.compact, friend.id, friend.names);
        const known = friends.get(friend.id);
        const same = known && known.record === game.record && known.seat === friend.seat
          && known.names.white === friend.names.white && known.names.black === friend.names.black;
        // Opening the same link again changes nothing, not even when it last changed.
        if (!same) {
          friends.put({
            id: friend.id,
            seat: friend.seat,
            names: friend.names,
            record: game.record,
            turn: state.turn,
            plies: state.history.length,
            over: state.over,
            winner: state.over ? state.result.winner ?? 'draw' : null,
            updated: Date.now(),
          });
        }
        onFriendSaved();
        link = friendLink(linkBase(), game.compact, friend.id, friend.names);
      } else {
        keepInAddress(game.record, { id: game.id, players: game.players });
      }
      const problem = saver.write(game);
      if (problem && !told) onProblem(problem);
      told = Boolean(problem);
      return link;
    },
  };
}

/** Whether a storage error says the quota is used up (the names differ by browser). */
export function isQuota(e) {
  if (!(e instanceof Error)) return false;
  const { code } = /** @type {{code?: number}} */ (e);
  return e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
