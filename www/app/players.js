// Who plays, owned here and nowhere else: the game reads it, the New game dialog
// (panels/players.js) only shows it and asks for a new choice, and the store keeps the
// player's own choices (storage/players.js) but not a visit's (the address's, a host's).

import { createStore } from './store.js';
import { MATCH_GAMES } from './match.js';

/**
 * The boards a game can be played on, the default first: the core's names
 * (contract.js `BoardName`; tests/unit/contract.test.mjs checks the core takes exactly these).
 * @type {readonly import('../contract.js').BoardName[]}
 */
export const BOARDS = Object.freeze(['knight', 'traditional']);

/** @type {Readonly<import('../contract.js').Players>} */
export const DEFAULTS = Object.freeze({ mode: 'hotseat', human: 'white', level: 4, first: 'white', board: 'knight', match: 1 });

const VALID = {
  mode: (v) => v === 'hotseat' || v === 'ai' || v === 'friend',
  human: (v) => v === 'white' || v === 'black',
  level: (v) => Number.isInteger(v) && v >= 1 && v <= 8,
  first: (v) => v === 'white' || v === 'black',
  board: (v) => BOARDS.includes(v),
  match: (v) => MATCH_GAMES.includes(v),
};

/**
 * Keeps the valid fields of `raw` over `base` (the defaults): bad stored data loses nothing else.
 * @returns {import('../contract.js').Players}
 */
export function sanitize(raw, base = DEFAULTS) {
  const settings = { ...base };
  if (raw && typeof raw === 'object') {
    for (const [key, valid] of Object.entries(VALID)) {
      if (valid(raw[key])) settings[key] = raw[key];
    }
  }
  return settings;
}

/**
 * @param {unknown} initial the players to start with (checked field by field)
 * @param {{save?: (players: import('../contract.js').Players) => void}} [keep] stores the player's own choice
 */
export function createPlayers(initial, { save = () => {} } = {}) {
  const store = createStore(sanitize(initial));
  return {
    /** @returns {import('../contract.js').Players} */
    get: store.get,
    /** Takes settings for this visit without storing them (the address, an embedding page); bad fields keep theirs. */
    set(next) {
      store.set(sanitize(next, store.get()));
    },
    /** Takes and stores the player's own choice (the New game dialog, the first visit's question). */
    keep(next) {
      save(store.set(sanitize(next, store.get())));
    },
    /** `view(players)` draws each change (the New game dialog's fields); returns the unsubscribe. */
    subscribe: store.subscribe,
  };
}
