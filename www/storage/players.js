// Who plays: two people at one screen, or a person against the computer at a level
// 1-8, with the person's colour and the side that moves first. Kept in localStorage
// (when the page may use it) so the next visit starts the same way. Bad stored data
// loses only its bad fields.

const KEY = 'jarmo.players.v1';

import { DEFAULTS, sanitize } from '../app/players.js';

export { DEFAULTS, sanitize };

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
