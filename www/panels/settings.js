// The settings menu: one button opening a dialog with the language, the colours and
// the sound switch (the selectors are bound in choices.js). Escape or Done closes it
// and the focus goes back to the button. The switch is stored for the next visits;
// an address that asked for ?sound= follows the player's choice from then on.

import { choose } from './dialog.js';
import { queryParams, setQuery } from '../page/address.js';
import { storeSound } from '../storage/settings.js';

/**
 * @param {object} parts
 * @param {{on: boolean, setOn: (on: boolean) => void} | null} parts.sound the game's
 *   sounds, or null where nothing sounds (the lessons and puzzles): then the menu has no switch
 * @param {Storage | null} parts.storage
 */
export function bindSettings({ sound, storage }) {
  const dialog = /** @type {HTMLDialogElement} */ (document.getElementById('settings'));
  const open = document.getElementById('settings-open');
  const toggle = /** @type {HTMLInputElement} */ (document.getElementById('sound'));
  let showing = false;
  open.addEventListener('click', async () => {
    if (showing) return;
    showing = true;
    if (sound) toggle.checked = sound.on;
    await choose(dialog);
    showing = false;
  });
  if (!sound) {
    /** @type {HTMLElement} */ (toggle.closest('.switch')).hidden = true;
    return;
  }
  toggle.checked = sound.on;
  toggle.addEventListener('change', () => {
    // In the click's handler: turning the sound on may start the audio here.
    sound.setOn(toggle.checked);
    storeSound(toggle.checked, storage);
    if (queryParams().has('sound')) setQuery({ sound: toggle.checked ? 'on' : 'off' });
  });
}
