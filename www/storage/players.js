// Who plays: two people at one screen, or a person against the computer at a level
// 1-8, with the person's colour and the side that moves first. Kept in localStorage
// (when the page may use it) so the next visit starts the same way. Bad stored data
// loses only its bad fields.

const KEY = 'jarmo.players.v1';

/** @type {Readonly<import('../contract.js').Players>} */
export const DEFAULTS = Object.freeze({ mode: 'hotseat', human: 'white', level: 4, first: 'white' });

const VALID = {
  mode: (v) => v === 'hotseat' || v === 'ai' || v === 'friend',
  human: (v) => v === 'white' || v === 'black',
  level: (v) => Number.isInteger(v) && v >= 1 && v <= 8,
  first: (v) => v === 'white' || v === 'black',
};

/** Keeps the valid fields of `raw` over the defaults: bad stored data loses nothing else. */
/** @returns {import('../contract.js').Players} */
export function sanitize(raw) {
  const settings = { ...DEFAULTS };
  if (raw && typeof raw === 'object') {
    for (const [key, valid] of Object.entries(VALID)) {
      if (valid(raw[key])) settings[key] = raw[key];
    }
  }
  return settings;
}

/** The stored settings in `storage` (the page's localStorage, or null where it has none). */
export function loadPlayers(storage) {
  try {
    return sanitize(JSON.parse(storage?.getItem(KEY) ?? 'null'));
  } catch {
    return { ...DEFAULTS };
  }
}

/** Whether the player's choice was ever stored (a first visit has none). */
export function hasStoredPlayers(storage) {
  try {
    return storage?.getItem(KEY) != null;
  } catch {
    return false;
  }
}

export function savePlayers(settings, storage) {
  try {
    storage?.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Storage refused (sandbox, private mode, full): the choice lasts for this visit.
  }
}
