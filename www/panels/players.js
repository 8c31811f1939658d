// The New game dialog: against the computer, two players or a friend at a distance
// (with the names), the person's colour, the level, who moves first. Nothing changes
// until Start: then the choice is stored and the new game begins. With a game in
// progress the dialog says that it ends here; Cancel or Escape keeps it.

import { choose } from './dialog.js';
import { sanitize, savePlayers } from '../storage/players.js';

/**
 * Binds the dialog's fields. `initial`: the players to start with. Returns the current
 * players, `set` (for this visit, not stored: the address's, a host's) and `choose`.
 * @param {import('../contract.js').Players} initial
 * @param {{storage: Storage | null}} options
 */
export function bindPlayers(initial, { storage }) {
  // A group of fields, not a <form>: nothing here is ever submitted.
  const dialog = /** @type {HTMLDialogElement} */ (document.getElementById('new-dialog'));
  const form = document.getElementById('players-form');
  const field = (name) => /** @type {HTMLSelectElement} */ (form.querySelector(`select[name="${name}"]`));
  const modes = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll('input[name="mode"]')]);
  let current = sanitize(initial);

  /** The fields each mode asks for. */
  function showMode(mode) {
    for (const name of ['ai', 'hotseat', 'friend']) form.classList.toggle(name, mode === name);
    field('human').disabled = mode === 'hotseat';
    field('level').disabled = mode !== 'ai';
  }

  function show(settings) {
    for (const radio of modes) radio.checked = radio.value === settings.mode;
    field('human').value = settings.human;
    field('level').value = String(settings.level);
    field('first').value = settings.first;
    showMode(settings.mode);
  }

  const chosen = () => sanitize({
    mode: modes.find((radio) => radio.checked)?.value,
    human: field('human').value,
    level: Number(field('level').value),
    first: field('first').value,
  });

  form.addEventListener('change', () => showMode(chosen().mode));
  show(current);
  return {
    get: () => current,
    /** Takes settings for this visit without storing them (URL parameters, an embedding page). */
    set(next) {
      current = sanitize(next);
      show(current);
    },
    /** Takes and stores the player's own choice (the first visit's question). */
    keep(next) {
      current = sanitize(next);
      savePlayers(current, storage);
      show(current);
    },
    /**
     * Opens the dialog with the current players (`mode`: another one chosen in it at
     * first); `inProgress`: a game would be lost.
     * Resolves true when Start was pressed (the choice is then current and stored).
     */
    async choose({ inProgress, mode = current.mode }) {
      show({ ...current, mode });
      document.getElementById('new-warning').hidden = !inProgress;
      const start = document.getElementById('new-start');
      // Nothing to lose: Start has the focus, so Enter starts at once.
      const answer = await choose(dialog, { opened: () => inProgress || start.focus() });
      if (answer !== 'start') {
        show(current);
        return false;
      }
      current = chosen();
      savePlayers(current, storage);
      show(current);
      return true;
    },
  };
}
