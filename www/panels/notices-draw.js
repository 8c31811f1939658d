// The drawing of the notices over the page (panels/notices.js says what they are): a
// chunk of its own, fetched with the first notice. What it needs of the page's modules
// comes with each call (`words`).

/** @typedef {import('../app/notices.js').Notice} Notice */
/** @typedef {{t: typeof import('../i18n/lang.js').t, errorTexts: typeof import('../i18n/lang.js').errorTexts,
 *   errorTextsReady: typeof import('../i18n/lang.js').errorTextsReady,
 *   importErrorText: typeof import('./notices.js').importErrorText, foldNotices: typeof import('./notices.js').foldNotices}} Words */
/** @typedef {Record<'page' | 'game', {list: readonly Notice[], on: import('./notices.js').NoticeOwner | null}>} Drawn */

/** Each showing's toast, made once (by owner, key and id) and kept while it is open. */
const toasts = new Map();
/** @type {HTMLElement | null} the "and N more" toast, made when first needed */
let more = null;
/** What the "and N more" toast's close does: closes the notices it folds. */
let closeFolded = () => {};
let waiting = false;

/** @type {Words} the page's, from the last call */
let words;

/**
 * Draws the open notices of both owners (`drawn`: the page's first, each oldest first)
 * in the box at the foot of the page; a toast's buttons tell its owner.
 * @param {Drawn} drawn @param {Words} given
 */
export function draw(drawn, given) {
  words = given;
  redraw(drawn);
}

/** @param {Drawn} drawn */
function redraw(drawn) {
  const { t, errorTexts, errorTextsReady, importErrorText, foldNotices } = words;
  const ready = errorTextsReady();
  const all = /** @type {const} */ (['page', 'game']).flatMap((owner) => drawn[owner].list.map((n) => ({ owner, n })));
  if (!ready && !waiting && all.some(({ n }) => n.error !== null)) {
    waiting = true;
    errorTexts().then(() => {
      waiting = false;
      redraw(drawn);
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
  const said = document.createElement('p');
  said.textContent = text;
  item.append(said);
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
  button.setAttribute('aria-label', words.t('notice.close'));
  button.addEventListener('click', close);
  item.append(button);
  return item;
}

