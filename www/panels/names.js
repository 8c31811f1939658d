// The names for games with friends, in the New game dialog: the player's own (kept for
// the next games) and the friend's. They name the sides of the game started with them;
// they are plain text, at most 24 characters.

import { cleanName } from '../storage/friends.js';

const field = (name) => /** @type {HTMLInputElement} */ (document.getElementById('players-form').querySelector(`input[name="${name}"]`));

/**
 * `initial`: {you, them}; `onChange({you, them})` after each edit. Returns the current
 * names and `show(friend)`, which puts a friend game's names in the fields.
 */
export function bindNames(initial, onChange) {
  const you = field('you');
  const them = field('them');
  you.value = initial.you;
  them.value = initial.them;
  const current = () => ({ you: cleanName(you.value), them: cleanName(them.value) });
  for (const input of [you, them]) input.addEventListener('input', () => onChange(current()));
  return {
    get: current,
    /** The names of a friend game, `seat` this device's side (the fields are left while the player types). */
    show(friend) {
      if (!friend?.seat) return;
      const other = friend.seat === 'white' ? 'black' : 'white';
      if (document.activeElement !== you) you.value = friend.names[friend.seat] || you.value;
      if (document.activeElement !== them) them.value = friend.names[other];
    },
  };
}
