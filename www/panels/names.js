// The names for games with friends, in the New game dialog: the player's own (kept for
// the next games) and the friend's. They name the sides of the game started with them;
// they are plain text, at most 24 characters. Kept here from the start of the page; the
// dialog's fields show them once the dialog is on the page (players.js puts it there when
// it is first opened, and binds them).

import { cleanName } from '../storage/friends.js';

/**
 * `initial`: {you, them}; `onChange({you, them})` after each edit. Returns the current
 * names, `show(friend)`, which puts a friend game's names in them, and `bind(form)`,
 * which the New game dialog calls with its fields' group once it is on the page.
 */
export function bindNames(initial, onChange) {
  let names = { you: cleanName(initial.you), them: cleanName(initial.them) };
  /** @type {{you: HTMLInputElement, them: HTMLInputElement} | null} */
  let fields = null;
  return {
    get: () => names,
    /** The names of a friend game, `seat` this device's side (a field is left while the player types in it). */
    show(friend) {
      if (!friend?.seat) return;
      const other = friend.seat === 'white' ? 'black' : 'white';
      const typing = (name) => fields && document.activeElement === fields[name];
      names = {
        you: typing('you') ? names.you : cleanName(friend.names[friend.seat] || names.you),
        them: typing('them') ? names.them : cleanName(friend.names[other]),
      };
      if (fields) {
        if (!typing('you')) fields.you.value = names.you;
        if (!typing('them')) fields.them.value = names.them;
      }
    },
    /** The dialog's fields: they show the names, and each edit changes them. @param {HTMLElement} form */
    bind(form) {
      const field = (name) => /** @type {HTMLInputElement} */ (form.querySelector(`input[name="${name}"]`));
      fields = { you: field('you'), them: field('them') };
      fields.you.value = names.you;
      fields.them.value = names.them;
      for (const input of [fields.you, fields.them]) {
        input.addEventListener('input', () => {
          names = { you: cleanName(fields.you.value), them: cleanName(fields.them.value) };
          onChange(names);
        });
      }
    },
  };
}
