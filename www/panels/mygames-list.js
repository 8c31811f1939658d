// The rows of "Games with friends" and "Games put aside" (panels/mygames.js): a chunk
// of its own, fetched once this device keeps such a game; most visits have none. It imports
// nothing of the page (its words come in as `t`), so that the page's own chunks stay
// as they are.

/**
 * @typedef {object} Words
 * @property {(key: string, params?: Record<string, unknown>) => string} t the page's translator
 * @property {string} lang the language, for the dates
 */

/** The line that says where a game stands, for this device (which plays `seat`). */
function standing(game, t) {
  if (game.over) {
    if (game.winner === 'draw' || !game.winner) return t('mygames.draw');
    return game.winner === game.seat ? t('mygames.won') : t(`mygames.wins.${game.winner}`, { name: game.names[game.winner] || t(`side.${game.winner}`) });
  }
  if (game.seat && game.turn === game.seat) return t('mygames.yourMove');
  const name = game.names[game.turn];
  return name ? t('mygames.theirMove', { name }) : t(`mygames.toMove.${game.turn}`);
}

/**
 * The list's items for `games` (storage/friends.js's), marking `currentId`.
 * @param {ReturnType<ReturnType<typeof import('../storage/friends.js').createFriendStore>['list']>} games
 * @param {string | null} currentId
 * @param {Words} words
 * @returns {HTMLLIElement[]}
 */
export function gameItems(games, currentId, { t, lang }) {
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return games.map((game) => {
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
    const about = document.createElement('span');
    about.className = 'about';
    // A game of a match says which.
    const inMatch = game.match ? `${t('mygames.matchGame', { number: game.match.index + 1, games: game.match.games })} · ` : '';
    // Whose move, since when (the last move made or received); a finished game, when it ended.
    const date = when.format(game.updated);
    // Answers this device prepared wait in the game for the friend's move.
    const prepared = game.answers?.mine && !game.over ? ` · ${t('mygames.answers')}` : '';
    about.textContent = `${inMatch}${standing(game, t)}${prepared} · ${t('mygames.moves', { count: game.plies })} · ${game.over ? date : t('mygames.since', { when: date })}`;
    item.append(who, open, deleteButton(t), about);
    return item;
  });
}

function deleteButton(t) {
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'button quiet';
  remove.dataset.action = 'delete';
  remove.textContent = t('mygames.delete');
  return remove;
}

/**
 * The items of "Games put aside" for `games` (storage/aside.js's): who played each
 * (against the computer at its level, or two players here), whose move, how many
 * moves and when it was put aside.
 * @param {ReturnType<ReturnType<typeof import('../storage/aside.js').createAsideStore>['list']>} games
 * @param {string | null} currentId
 * @param {Words} words
 * @returns {HTMLLIElement[]}
 */
export function asideItems(games, currentId, { t, lang }) {
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return games.map((game) => {
    const item = document.createElement('li');
    item.dataset.id = game.id;
    if (game.id === currentId) item.setAttribute('aria-current', 'true');
    const who = document.createElement('span');
    who.className = 'who';
    const { mode, level, human } = game.players;
    who.textContent = mode === 'ai' ? t(`aside.ai.${human}`, { level }) : t('aside.hotseat');
    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'button quiet';
    open.dataset.action = 'open';
    open.textContent = t('mygames.open');
    open.disabled = game.id === currentId;
    const about = document.createElement('span');
    about.className = 'about';
    about.textContent = `${t(`mygames.toMove.${game.turn}`)} · ${t('mygames.moves', { count: game.plies })} · ${when.format(game.updated)}`;
    item.append(who, open, deleteButton(t), about);
    return item;
  });
}
