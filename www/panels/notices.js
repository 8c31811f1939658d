// Short messages over the page that the player can dismiss: a bad URL parameter of an
// embedding page, a new version ready to load, a friend's move. Their owners keep them
// (app/notices.js); this draws them (the toasts themselves are notices-draw.js, a chunk
// fetched with the first notice). They float at the foot of the page (of
// the board's column where the side panel is beside it, so that they cover none of its
// buttons), so they never push the board out of a small frame. At most MAX_TOASTS
// show: past that the oldest fold into one "and N more" toast, which dismisses them
// all. And the one message that is not dismissed: the core could not load, so there is
// no game (showLoadError).

import { errorText, errorTexts, errorTextsReady, t } from '../i18n/lang.js';
import { laterTexts } from '../i18n/i18n.js';

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
  if (drawing) {
    drawing.draw(drawn, words);
    return;
  }
  // The toasts' drawing is a chunk of its own, fetched with the first notice: most
  // visits have none.
  if (loading || (drawn.page.list.length === 0 && drawn.game.list.length === 0)) return;
  // English's words of the notices that only the parts fetched on first use give come with
  // it (i18n.js laterTexts): whatever raised a notice, its words are here when it is drawn.
  loading = Promise.all([import('./notices-draw.js'), laterTexts()]).then(([chunk]) => {
    drawing = chunk;
    chunk.draw(drawn, words);
  }, (error) => {
    loading = null;
    console.warn(`[jarmo] the notices could not be drawn: ${error?.message ?? error}`);
  });
}

/** Resolves once the notices drawn so far are on the page (their chunk may have to come first). */
export function noticesDrawn() {
  return loading ?? Promise.resolve();
}

/** @type {typeof import('./notices-draw.js') | null} */
let drawing = null;
/** @type {Promise<void> | null} the drawing's chunk on the way (or here) */
let loading = null;
/** What the drawing needs of the page's modules, given with each call. */
const words = { t, errorTexts, errorTextsReady, importErrorText, foldNotices };


/**
 * The core could not load: says why above the side panel, and throws `error` on.
 * @returns {never}
 */
export function showLoadError(error) {
  Object.assign(document.getElementById('setup-error'), { textContent: t('error.load', { reason: error.message }), hidden: false });
  throw error;
}

/** A problem in pasted text in words: where it is (line, move) and what is wrong. */
export function importErrorText(error) {
  const reason = errorText(error);
  const params = error?.params ?? {};
  // The record's own codes say their line already, and so do prepared answers' (a line of answers).
  if (/^(record|answers)\./.test(String(error?.code)) || !params.line) return reason;
  const where = params.moveNumber
    ? t('import.whereMove', { line: params.line, move: params.moveNumber })
    : t('import.where', { line: params.line });
  return `${where} ${reason}`;
}
