// The lists of this device's other games, in the side panel: "Games with friends"
// (its games by link, storage/friends.js) and "Games put aside" (its games in progress
// that another game took the place of, storage/aside.js). Each row says who plays,
// where the game stands, how many moves and when it last changed; a button opens the
// game, another deletes it after asking. The rows are drawn by mygames-list.js, a
// chunk fetched only once there is a game to list.

import { t, translator } from '../i18n/lang.js';
import { laterTexts } from '../i18n/i18n.js';
import { ask } from './dialog.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Each list's drawing number: only the last one asked for is shown. */
const drawings = { 'my-games': 0, 'aside-games': 0 };

/**
 * Draws the list `section` ('my-games' or 'aside-games') of `games`, marking
 * `currentId`; hidden when there are none. Resolves once it is drawn (or could not be:
 * it then stays as it was, with a warning on the console).
 * @param {'my-games' | 'aside-games'} section
 * @param {any[]} games
 * @param {string | null} currentId
 * @returns {Promise<void>}
 */
async function renderList(section, games, currentId) {
  const drawing = ++drawings[section];
  if (games.length === 0) {
    $(section).hidden = true;
    $(`${section}-list`).replaceChildren();
    return;
  }
  let rows;
  try {
    // The lists' English words come with them (i18n.js laterTexts).
    [rows] = await Promise.all([import('./mygames-list.js'), laterTexts()]);
  } catch (error) {
    console.warn(`[jarmo] the games could not be listed: ${error?.message ?? error}`);
    return;
  }
  if (drawing !== drawings[section]) return;
  const words = { t, lang: translator().lang };
  const items = section === 'my-games' ? rows.gameItems(games, currentId, words) : rows.asideItems(games, currentId, words);
  $(`${section}-list`).replaceChildren(...items);
  $(section).hidden = false;
}

/**
 * Draws both lists: `friends` (storage/friends.js's) and `aside` (storage/aside.js's),
 * marking the game shown (`currentId`).
 * @returns {Promise<void>}
 */
export async function renderMyGames({ friends, aside }, currentId) {
  await Promise.all([renderList('my-games', friends, currentId), renderList('aside-games', aside, currentId)]);
}

/**
 * Binds the lists' buttons: `open(list, id)`, and `remove(list, id)` after asking
 * (`list`: 'friends' or 'aside').
 */
export function bindMyGames({ open, remove }) {
  for (const [section, list] of /** @type {const} */ ([['my-games', 'friends'], ['aside-games', 'aside']])) {
    $(`${section}-list`).addEventListener('click', async (e) => {
      const button = /** @type {HTMLButtonElement | null} */ (/** @type {Element} */ (e.target).closest('button[data-action]'));
      const id = button?.closest('li')?.dataset.id;
      if (!button || !id) return;
      if (button.dataset.action === 'open') {
        open(list, id);
        return;
      }
      // A friend keeps their copy of a game by link; a game put aside has none elsewhere.
      $('confirm-delete-text').textContent = t(list === 'friends' ? 'confirm.delete.text' : 'confirm.deleteAside.text');
      if (await ask(/** @type {HTMLDialogElement} */ (document.getElementById('confirm-delete')), 'delete')) remove(list, id);
    });
  }
}
