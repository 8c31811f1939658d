// "Games put aside": this device's games in progress that another game took the place
// of without the player ending them (a game opened from the address that this device
// then moved in, a game with a friend opened from the list, a host's new game, another
// tab's game). Kept in localStorage under a versioned key, so that nothing this device
// played is lost to something it only opened; the list offers each one back.
//
//   jarmo.aside.v1 = {"version":1,"games":[{id, record, players, plies, turn, updated}, ...]}
//
// A game the player ended on purpose (New game or Load game, after the question) is not
// kept here. Nothing read here can break the page: each entry is checked on its own,
// and at most MAX_ASIDE are read.

import { isQuota } from './save.js';
import { sanitize } from './players.js';

export const ASIDE_KEY = 'jarmo.aside.v1';
const VERSION = 1;
/** The most games kept: the oldest go first (only this device's own moves put one here). */
export const MAX_ASIDE = 10;
const ID = /^[A-Za-z0-9-]{1,64}$/;
const MAX_RECORD = 200_000;
const SIDES = ['white', 'black'];

/**
 * @typedef {object} AsideGame
 * @property {string} id
 * @property {string} record in the core's notation
 * @property {import('../contract.js').Players} players who played it
 * @property {number} plies
 * @property {import('../contract.js').Side} turn
 * @property {number} updated milliseconds since 1970, when it was put aside
 */

/** One stored entry, checked; null when it is not one. */
function checkEntry(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const { id, record, players, plies, turn, updated } = raw;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof record !== 'string' || record.length > MAX_RECORD) return null;
  if (!players || typeof players !== 'object' || Array.isArray(players)) return null;
  if (!SIDES.includes(turn) || !Number.isSafeInteger(plies) || plies < 0 || !Number.isFinite(updated)) return null;
  return { id, record, players: sanitize(players), plies, turn, updated };
}

/** Stored text -> the games in it, each checked, at most MAX_ASIDE. */
export function parseAside(text) {
  if (typeof text !== 'string' || text === '') return [];
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!data || typeof data !== 'object' || data.version !== VERSION || !Array.isArray(data.games)) return [];
  const seen = new Set();
  const games = [];
  for (const raw of data.games.slice(0, MAX_ASIDE * 2)) {
    const entry = checkEntry(raw);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    games.push(entry);
    if (games.length === MAX_ASIDE) break;
  }
  return games;
}

/**
 * The games put aside in `storage` (null: none usable; they then last for the visit).
 * `onQuota()` is called once when the storage is full.
 */
export function createAsideStore(storage, { onQuota = () => {} } = {}) {
  /** @type {AsideGame[]} the games of this visit where storage fails */
  let memory = [];
  let failed = false;
  let told = false;

  function read() {
    if (!storage || failed) return memory;
    try {
      return parseAside(storage.getItem(ASIDE_KEY));
    } catch {
      return memory;
    }
  }

  function write(games) {
    memory = games;
    if (!storage) return;
    try {
      if (games.length) storage.setItem(ASIDE_KEY, JSON.stringify({ version: VERSION, games }));
      else storage.removeItem(ASIDE_KEY);
      failed = false;
      told = false;
    } catch (e) {
      failed = true;
      if (isQuota(e) && !told) onQuota();
      told = told || isQuota(e);
    }
  }

  return {
    /** Every game, the last put aside first. */
    list: () => [...read()].sort((a, b) => b.updated - a.updated),
    get: (id) => read().find((g) => g.id === id) ?? null,
    /** Keeps `entry` (checked), replacing the game of its id. */
    put(entry) {
      const game = checkEntry(entry);
      if (!game) throw new TypeError('not a game to put aside');
      const others = read().filter((g) => g.id !== game.id).sort((a, b) => b.updated - a.updated);
      write([game, ...others].slice(0, MAX_ASIDE));
    },
    remove(id) {
      const games = read();
      if (games.some((g) => g.id === id)) write(games.filter((g) => g.id !== id));
    },
  };
}
