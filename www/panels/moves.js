// The move list: the moves played so far, numbered in pairs as the core's game record
// numbers them (a pair starts with whoever moved first). Each move is a button that
// shows the position after it; the page then draws that position read-only until
// "Back to the game". The left and right arrow keys (and Home and End) step through
// the moves while the list has the focus; the buttons under it do the same by touch.

import { t } from '../i18n/lang.js';

/**
 * Binds the list's clicks and keys once. `onView(ply)` is asked to show the position
 * after `ply` moves (0: the start); a ply equal to the number of moves played is the
 * game itself. `current()` says which ply is shown now.
 */
export function bindRecord({ onView, current, plies }) {
  const list = document.getElementById('record');
  list.addEventListener('click', (e) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('button[data-ply]'));
    if (button) onView(Number(button.dataset.ply));
  });
  const step = {
    ArrowLeft: () => current() - 1,
    ArrowRight: () => current() + 1,
    Home: () => 0,
    End: () => plies(),
  };
  document.getElementById('record-card').addEventListener('keydown', (e) => {
    if (!step[e.key] || e.altKey || e.ctrlKey || e.metaKey) return;
    if (/** @type {Element} */ (e.target).closest('textarea, input, select')) return;
    e.preventDefault();
    const ply = Math.max(0, Math.min(plies(), step[e.key]()));
    onView(ply);
    // The focus follows the shown move, so a screen reader says which it is.
    (/** @type {HTMLElement} */ (list.querySelector('[aria-current="step"]') || list)).focus({ preventScroll: true });
  });
  const nav = {
    'view-start': () => 0,
    'view-prev': () => current() - 1,
    'view-next': () => current() + 1,
    'view-end': () => plies(),
    'view-back': () => plies(),
  };
  for (const [id, ply] of Object.entries(nav)) {
    const button = /** @type {HTMLButtonElement} */ (document.getElementById(id));
    button.addEventListener('click', () => {
      onView(Math.max(0, Math.min(plies(), ply())));
      // A button that is now disabled (or hidden) would drop the focus: the list keeps it.
      if (button.disabled || button.closest('[hidden]')) list.focus({ preventScroll: true });
    });
  }
}

/** The sign after a move the review judged, by its word for the move. */
const MARKS = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * The list's drawing. It remembers what it last drew (its own output, never read back
 * from the page): the moves' texts, so that a redraw adds only the new ones, its buttons,
 * and the review's mark on each.
 */
export function createRecord() {
  /** @type {Drawn} */
  let drawn = { texts: [], buttons: [], marks: new Map() };
  return {
    /**
     * Draws the list for `state` (the game itself) with `viewing` (a ply, or null: the
     * game), each move judged by a review (`lines`, the review's) marked.
     * @param {import('../contract.js').GameState} state
     * @param {number | null} viewing
     * @param {{ply: number, label: string}[]} [lines]
     */
    render(state, viewing, lines = []) {
      drawn = renderRecord(state, viewing, drawn);
      renderMarks(state, drawn, lines);
    },
  };
}

/**
 * @typedef {{texts: string[], buttons: HTMLButtonElement[],
 *   marks: Map<HTMLButtonElement, {key: string, sign: HTMLElement}>}} Drawn
 */

/** The review's sign after each judged move, and its word in the button's name. */
function renderMarks(/** @type {import('../contract.js').GameState} */ state, /** @type {Drawn} */ drawn, lines) {
  const judged = new Map(lines.map((line) => [line.ply, line.label]));
  drawn.buttons.forEach((button, i) => {
    const move = state.history[i];
    const label = judged.get(move.ply);
    const word = label ? t(`review.label.${label}`) : '';
    const key = label ? `${label}:${word}` : '';
    const had = drawn.marks.get(button);
    if ((had?.key ?? '') === key) return;
    had?.sign.remove();
    drawn.marks.delete(button);
    if (!label) {
      delete button.dataset.label;
      button.removeAttribute('aria-label');
      return;
    }
    button.dataset.label = label;
    button.setAttribute('aria-label', `${move.text}, ${word}`);
    const sign = document.createElement('span');
    sign.className = `review-mark ${label}`;
    sign.title = word;
    sign.setAttribute('aria-hidden', 'true');
    sign.textContent = MARKS[label];
    button.after(sign);
    drawn.marks.set(button, { key, sign });
  });
}

/** Draws the list; `had`: what was drawn last time. Returns what is drawn now. */
function renderRecord(/** @type {import('../contract.js').GameState} */ state, /** @type {number | null} */ viewing, /** @type {Drawn} */ had) {
  const list = document.getElementById('record');
  const shown = viewing ?? state.history.length;
  const hadFocus = list.contains(document.activeElement) && document.activeElement !== list;
  // The buttons already there stay: a redraw between a press on one and its release
  // (the computer starting to think, say) would otherwise lose the person's click.
  // Only the moves that are new are added; a list that changed otherwise is rebuilt.
  const texts = state.history.map((m) => m.text);
  const keeps = had.texts.length <= texts.length && had.texts.every((text, i) => text === texts[i]);
  const buttons = keeps ? had.buttons.slice() : [];
  const marks = keeps ? had.marks : new Map();
  if (!keeps) list.replaceChildren();
  for (const move of state.history.slice(buttons.length)) {
    // A move the record writes a number before starts the next pair.
    if (move.label || !list.lastElementChild) list.append(document.createElement('li'));
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'move';
    button.dataset.ply = String(move.ply);
    button.textContent = move.text;
    list.lastElementChild.append(button);
    buttons.push(button);
  }
  /** @type {HTMLButtonElement | null} */
  let active = null;
  buttons.forEach((button, i) => {
    const current = state.history[i].ply === shown;
    if (current) {
      button.setAttribute('aria-current', 'step');
      active = button;
    } else button.removeAttribute('aria-current');
  });
  list.hidden = texts.length === 0;
  document.getElementById('record-empty').hidden = texts.length > 0;
  // Measured at the next frame, which lays the page out anyway: not a layout of its own.
  if (active) requestAnimationFrame(() => active.isConnected && keepVisible(list, active));
  if (hadFocus) (/** @type {HTMLElement} */ (active || list)).focus({ preventScroll: true });

  const n = state.history.length;
  /** @type {HTMLButtonElement} */ (document.getElementById('view-start')).disabled = shown === 0;
  /** @type {HTMLButtonElement} */ (document.getElementById('view-prev')).disabled = shown === 0;
  /** @type {HTMLButtonElement} */ (document.getElementById('view-next')).disabled = shown >= n;
  /** @type {HTMLButtonElement} */ (document.getElementById('view-end')).disabled = shown >= n;
  const banner = document.getElementById('viewing');
  banner.hidden = viewing === null;
  document.body.classList.toggle('viewing', viewing !== null);
  if (viewing !== null) {
    const move = state.history[viewing - 1];
    document.getElementById('viewing-text').textContent = viewing === 0
      ? t('view.start')
      // `3.` before the first move of a pair, `3...` before the second.
      : t('view.after', { number: move.label || `${move.number}...`, move: move.text });
  }
  return { texts, buttons, marks };
}

/** Scrolls the list, and only the list, so that `item` is in sight. */
function keepVisible(list, item) {
  const box = list.getBoundingClientRect();
  const it = item.getBoundingClientRect();
  if (it.top < box.top) list.scrollTop -= box.top - it.top;
  else if (it.bottom > box.bottom) list.scrollTop += it.bottom - box.bottom;
}
