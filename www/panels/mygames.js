// "Games with friends": this device's games by link, the last changed first, each with
// its players, whose move it is (or the result), how many moves and when it last
// changed; a button opens one, another deletes it after asking. The rows are drawn by
// mygames-list.js, a chunk fetched only once there is a game to list.

import { t, translator } from '../i18n/lang.js';
import { ask } from './dialog.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Each drawing's number: only the last one asked for is shown. */
let drawings = 0;

/**
 * Draws the list `games` (storage/friends.js's), marking `currentId`. Hidden when there
 * are none. The rows are drawn by a chunk of their own (mygames-list.js), fetched
 * when there is a game to list; resolves once the list is drawn (or could not be: it
 * then stays as it was, with a warning on the console).
 * @param {Parameters<typeof import('./mygames-list.js').gameItems>[0]} games
 * @param {string | null} currentId
 * @returns {Promise<void>}
 */
export async function renderMyGames(games, currentId) {
  const drawing = ++drawings;
  if (games.length === 0) {
    $('my-games').hidden = true;
    $('my-games-list').replaceChildren();
    return;
  }
  let rows;
  try {
    rows = await import('./mygames-list.js');
  } catch (error) {
    console.warn(`[jarmo] the games with friends could not be listed: ${error?.message ?? error}`);
    return;
  }
  if (drawing !== drawings) return;
  $('my-games-list').replaceChildren(...rows.gameItems(games, currentId, { t, lang: translator().lang }));
  $('my-games').hidden = false;
}

/** Binds the list's buttons: `open(id)`, `remove(id)` after asking. */
export function bindMyGames({ open, remove }) {
  $('my-games-list').addEventListener('click', async (e) => {
    const button = /** @type {HTMLButtonElement | null} */ (/** @type {Element} */ (e.target).closest('button[data-action]'));
    const id = button?.closest('li')?.dataset.id;
    if (!button || !id) return;
    if (button.dataset.action === 'open') open(id);
    else if (await ask(/** @type {HTMLDialogElement} */ (document.getElementById('confirm-delete')), 'delete')) remove(id);
  });
}
