// The players' fields in the side panel: against the computer or two players, the
// person's colour, the level, who moves first. A change is taken only after the page
// agrees (it may ask first), then stored, then applied as a new game.

import { sanitize, savePlayers } from '../storage/players.js';

/**
 * Binds the players form. On a change, `confirm(next, previous)` decides whether it
 * is taken (it may ask the player first) and resolves true to keep it, false to put
 * the form back; a kept change is stored in `storage`, then `apply(next)` is called.
 */
export function bindPlayers(initial, { storage, confirm, apply }) {
  // A group of fields, not a <form>: nothing here is ever submitted.
  const form = document.getElementById('players-form');
  const field = (name) => /** @type {HTMLSelectElement} */ (form.querySelector(`select[name="${name}"]`));
  const modes = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll('input[name="mode"]')]);
  let current = sanitize(initial);

  function show(settings) {
    for (const radio of modes) radio.checked = radio.value === settings.mode;
    field('human').value = settings.human;
    field('level').value = String(settings.level);
    field('first').value = settings.first;
    for (const mode of ['ai', 'hotseat', 'friend']) form.classList.toggle(mode, settings.mode === mode);
    field('human').disabled = settings.mode === 'hotseat';
    field('level').disabled = settings.mode !== 'ai';
  }

  form.addEventListener('change', async (e) => {
    // The names are the game's, not the players' settings: they change no game.
    if (/** @type {Element} */ (e.target).matches('input[name="you"], input[name="them"]')) return;
    const next = sanitize({
      mode: modes.find((radio) => radio.checked)?.value,
      human: field('human').value,
      level: Number(field('level').value),
      first: field('first').value,
    });
    const previous = current;
    const keep = await confirm(next, previous);
    if (keep) {
      current = next;
      savePlayers(current, storage);
    }
    show(current);
    if (keep) apply(current);
  });
  show(current);
  return {
    get: () => current,
    /** Takes settings for this visit without storing them (URL parameters, an embedding page). */
    set(next) {
      current = sanitize(next);
      show(current);
    },
  };
}
