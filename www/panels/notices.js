// Short messages over the page that the player can dismiss: a bad URL parameter of an
// embedding page, a new version ready to load, a friend's move. Their owners keep them
// (app/notices.js); this draws them. They float at the foot of the page (of
// the board's column where the side panel is beside it, so that they cover none of its
// buttons), so they never push the board out of a small frame. At most MAX_TOASTS
// show: past that the oldest fold into one "and N more" toast, which dismisses them
// all. And the one message that is not dismissed: the core could not load, so there is
// no game (showLoadError).

import { errorTexts, errorTextsReady, t } from '../i18n/lang.js';
import { importErrorText } from './transfer.js';

/** @typedef {import('../app/notices.js').Notice} Notice */

/** The most toasts on screen at once, the "and N more" one included. */
export const MAX_TOASTS = 5;

/**
 * How `count` open notices show, oldest first: all of them up to `max`; past it the
 * newest `max - 1`, the others `folded` into one toast that counts them.
 * @param {number} count
 * @param {number} [max]
 * @returns {{folded: number, shown: number}} `folded`: how many of the oldest fold;
 *   `shown`: how many toasts of their own the newest get
 */
export function foldNotices(count, max = MAX_TOASTS) {
  if (count <= max) return { folded: 0, shown: count };
  return { folded: count - (max - 1), shown: max - 1 };
}

/** @typedef {{close: (key: string) => void, act: (key: string) => void}} NoticeOwner what a notice's buttons tell its owner */

/** The last list drawn of each owner, with what its buttons tell it. */
const drawn = {
  page: { list: /** @type {readonly Notice[]} */ ([]), on: /** @type {NoticeOwner | null} */ (null) },
  game: { list: /** @type {readonly Notice[]} */ ([]), on: /** @type {NoticeOwner | null} */ (null) },
};
/** Each showing's toast, made once (by owner, key and id) and kept while it is open. */
const toasts = new Map();
/** @type {HTMLElement | null} the "and N more" toast, made when first needed */
let more = null;
/** What the "and N more" toast's close does: closes the notices it folds. */
let closeFolded = () => {};
let waiting = false;

/**
 * Draws `list`, the open notices of `owner` (the page's, app/page.js, or the game's,
 * its snapshot), with the other owner's as last drawn: the page's first, each oldest
 * first, in the box at the foot of the page. A toast's buttons tell its owner (`on`),
 * which takes it away; nothing here keeps a notice but its drawing. Words that name a
 * core error's reason are drawn once the words for errors are here (i18n/lang.js
 * errorTexts): such a notice waits for them.
 * @param {'page' | 'game'} owner @param {readonly Notice[]} list @param {NoticeOwner} on
 */
export function renderNotices(owner, list, on) {
  drawn[owner].on = on;
  if (drawn[owner].list === list) return;
  drawn[owner].list = list;
  draw();
}

function draw() {
  const ready = errorTextsReady();
  const all = /** @type {const} */ (['page', 'game']).flatMap((owner) => drawn[owner].list.map((n) => ({ owner, n })));
  if (!ready && !waiting && all.some(({ n }) => n.error !== null)) {
    waiting = true;
    errorTexts().then(() => {
      waiting = false;
      draw();
    });
  }
  const open = all.filter(({ n }) => n.error === null || ready);
  const name = ({ owner, n }) => `${owner}:${n.key}:${n.id}`;
  const names = new Set(open.map(name));
  for (const shown of [...toasts.keys()]) if (!names.has(shown)) toasts.delete(shown);
  const items = open.map((item) => {
    const { owner, n } = item;
    if (!toasts.has(name(item))) {
      const text = t(n.text, n.error === null ? n.params : { ...n.params, reason: importErrorText(n.error) });
      toasts.set(name(item), toast(n.key, text, n.action && { label: t(n.action), run: () => drawn[owner].on?.act(n.key) },
        () => drawn[owner].on?.close(n.key)));
    }
    return toasts.get(name(item));
  });
  const { folded } = foldNotices(items.length);
  const wanted = items.slice(folded);
  if (folded) {
    const gone = open.slice(0, folded);
    closeFolded = () => {
      for (const { owner, n } of gone) drawn[owner].on?.close(n.key);
    };
    more ??= toast('more', '', null, () => closeFolded());
    more.querySelector('p').textContent = t('notice.more', { count: folded });
    wanted.unshift(more);
  }
  const box = document.getElementById('notices');
  const keep = new Set(wanted);
  for (const child of [...box.children]) if (!keep.has(child)) child.remove();
  wanted.forEach((item, i) => {
    if (box.children[i] !== item) box.insertBefore(item, box.children[i] ?? null);
  });
}

/** A toast: the text, the action's button if any, and a close button that runs `close`. */
function toast(key, text, action, close) {
  const item = document.createElement('div');
  item.className = 'toast';
  item.dataset.key = key;
  item.setAttribute('role', 'status');
  const words = document.createElement('p');
  words.textContent = text;
  item.append(words);
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button primary';
    button.textContent = action.label;
    button.addEventListener('click', action.run);
    item.append(button);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button quiet close';
  button.textContent = '×';
  button.setAttribute('aria-label', t('notice.close'));
  button.addEventListener('click', close);
  item.append(button);
  return item;
}

/**
 * The core could not load: says why above the side panel, and throws `error` on.
 * @returns {never}
 */
export function showLoadError(error) {
  Object.assign(document.getElementById('setup-error'), { textContent: t('error.load', { reason: error.message }), hidden: false });
  throw error;
}
