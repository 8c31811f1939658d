// The settings menu: one button opening a dialog with the language, the colours and
// the sound switch (the selectors are choices.js's). A chunk of its own, fetched and
// bound when the dialog is first opened (page/lazy.js openOnClick): the board's colours
// and the rules link follow the page's on every visit without it (rules-link.js).
// Escape or Done closes it and the focus goes back to the button. The switch is stored
// for the next visits; an address that asked for ?sound= follows the player's choice
// from then on.

import { choose } from './dialog.js';
import { bindChoices } from './choices.js';
import { mount } from './mount.js';
import markup from './settings-dialog.html';
import { queryParams, setQuery } from '../page/address.js';
import { storeSound } from '../storage/settings.js';

/**
 * Binds the dialog; `open()` shows it (once at a time) and resolves when it is closed.
 * @param {object} parts
 * @param {{on: boolean, setOn: (on: boolean) => void} | null} parts.sound the game's
 *   sounds, or null where nothing sounds (the lessons and puzzles): then the menu has no switch
 * @param {Storage | null} parts.storage
 * @param {ReturnType<typeof import('../i18n/page.js').pageLanguage>} parts.language
 * @param {ReturnType<typeof import('../app/page.js').createPage>} parts.page
 * @param {() => void} parts.onChange a language was chosen: what the page writes in words is drawn again
 */
export function createSettings({ sound, storage, language, page, onChange }) {
  // The dialog's markup comes with this chunk.
  const dialog = /** @type {HTMLDialogElement} */ (mount(markup));
  const toggle = /** @type {HTMLInputElement} */ (document.getElementById('sound'));
  bindChoices({ language, page, storage, onChange });
  if (sound) {
    toggle.addEventListener('change', () => {
      // In the click's handler: turning the sound on may start the audio here.
      sound.setOn(toggle.checked);
      storeSound(toggle.checked, storage);
      if (queryParams().has('sound')) setQuery({ sound: toggle.checked ? 'on' : 'off' });
    });
  } else {
    /** @type {HTMLElement} */ (toggle.closest('.switch')).hidden = true;
  }
  let showing = false;
  return {
    async open() {
      if (showing) return;
      showing = true;
      if (sound) toggle.checked = sound.on;
      await choose(dialog);
      showing = false;
    },
  };
}
