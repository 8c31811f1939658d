// "Games with friends": this device's games by link, the last changed first, each with
// its players, whose move it is (or the result), how many moves and when it last
// changed; a button opens one, another deletes it after asking.

import { t, translator } from '../i18n/lang.js';
import { ask } from './dialog.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The line that says where a game stands, for this device (which plays `seat`). */
function standing(game) {
  if (game.over) {
    if (game.winner === 'draw' || !game.winner) return t('mygames.draw');
    return game.winner === game.seat ? t('mygames.won') : t(`mygames.wins.${game.winner}`, { name: game.names[game.winner] || t(`side.${game.winner}`) });
  }
  if (game.seat && game.turn === game.seat) return t('mygames.yourMove');
  const name = game.names[game.turn];
  return name ? t('mygames.theirMove', { name }) : t(`mygames.toMove.${game.turn}`);
}

/**
 * Draws the list `games` (storage/friends.js's), marking `currentId`. Hidden when there
 * are none.
 */
export function renderMyGames(games, currentId) {
  const card = $('my-games');
  card.hidden = games.length === 0;
  const { lang } = translator();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  $('my-games-list').replaceChildren(...games.map((game) => {
    const item = document.createElement('li');
    item.dataset.id = game.id;
    if (game.id === currentId) item.setAttribute('aria-current', 'true');
    const who = document.createElement('span');
    who.className = 'who';
    // Names are the players' own text: never markup.
    who.textContent = t('mygames.players', {
      white: game.names.white || t('side.white'),
      black: game.names.black || t('side.black'),
    });
    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'button quiet';
    open.dataset.action = 'open';
    open.textContent = t('mygames.open');
    open.disabled = game.id === currentId;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'button quiet';
    remove.dataset.action = 'delete';
    remove.textContent = t('mygames.delete');
    const about = document.createElement('span');
    about.className = 'about';
    about.textContent = `${standing(game)} · ${t('mygames.moves', { count: game.plies })} · ${when.format(game.updated)}`;
    item.append(who, open, remove, about);
    return item;
  }));
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
