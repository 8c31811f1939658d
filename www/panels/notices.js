// Short messages over the page that the player can dismiss: a bad URL parameter of an
// embedding page, a new version ready to load. They float at the foot of the page (of
// the board's column where the side panel is beside it, so that they cover none of its
// buttons), so they never push the board out of a small frame. At most MAX_TOASTS
// show: past that the oldest fold into one "and N more" toast, which dismisses them
// all. And the one message that is not dismissed: the core could not load, so there is
// no game (showLoadError).

import { t } from '../i18n/lang.js';

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

/** The open notices, oldest first: each key's toast (in the page while it is shown). */
const open = new Map();
/** @type {HTMLElement | null} the "and N more" toast, made when first needed */
let more = null;

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

/** Puts the toasts that show in the box, in order, moving none that stays. */
function render() {
  const box = document.getElementById('notices');
  const items = [...open.values()];
  const { folded } = foldNotices(items.length);
  const wanted = items.slice(folded);
  if (folded) {
    more ??= toast('more', '', null, () => {
      for (const key of [...open.keys()].slice(0, foldNotices(open.size).folded)) open.delete(key);
      render();
    });
    more.querySelector('p').textContent = t('notice.more', { count: folded });
    wanted.unshift(more);
  }
  const keep = new Set(wanted);
  for (const child of [...box.children]) if (!keep.has(child)) child.remove();
  wanted.forEach((item, i) => {
    if (box.children[i] !== item) box.insertBefore(item, box.children[i] ?? null);
  });
}

/**
 * Shows `text` (`key`: a name, so showing it again replaces it); `action`:
 * {label, run} for a button beside the text. Returns a function that removes it.
 */
export function showNotice(key, text, action = null) {
  open.delete(key);
  const remove = () => {
    if (open.get(key) !== item) return;
    open.delete(key);
    render();
  };
  const item = toast(key, text, action, remove);
  open.set(key, item);
  render();
  return remove;
}

/**
 * The core could not load: says why above the side panel, and throws `error` on.
 * @returns {never}
 */
export function showLoadError(error) {
  Object.assign(document.getElementById('setup-error'), { textContent: t('error.load', { reason: error.message }), hidden: false });
  throw error;
}
