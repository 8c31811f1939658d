// Captured archers beside the board, each side's in capture order. When the side to
// move may make a return, its first captured archer is a button: pressing it selects
// the return on the board, which then shows the home-row circles it may go to.

import { t } from '../i18n/lang.js';

/**
 * The captured archers a side's bar shows: all of them, or, where the archers a set-up
 * left off the board are beside the point (`capturedBefore` false: a lesson about
 * something else), those captured since, unless the side may return one now.
 * @param {import('../contract.js').Captured[]} archers
 */
export function shownCaptured(archers, { capturedBefore = true, returning = false } = {}) {
  return capturedBefore || returning ? archers : archers.filter((archer) => archer.circle !== null);
}

/**
 * `returnable`: the colour that may return now, or null. `selected`: whether the
 * return is selected on the board. `onReturn()` is called when the archer is pressed.
 * `capturedBefore`: whether the archers captured before a set-up start show (shownCaptured).
 */
export function renderTrays(/** @type {import('../contract.js').GameState} */ state, { returnable, selected, onReturn, capturedBefore = true }) {
  // Redrawing replaces the buttons: the captured archer that had the focus keeps it.
  const hadFocus = Boolean(document.activeElement?.closest?.('.tray .returnable'));
  for (const colour of ['white', 'black']) {
    const tray = document.getElementById(`tray-${colour}`);
    const archers = shownCaptured(state.captured[colour], { capturedBefore, returning: returnable === colour });
    const items = archers.map((archer, i) => {
      const live = i === 0 && returnable === colour;
      const el = /** @type {HTMLButtonElement} */ (document.createElement(live ? 'button' : 'span'));
      el.className = `archer ${colour}`;
      el.title = archer.circle
        ? t('tray.capturedOn', { circle: archer.circle, move: Math.floor(archer.ply / 2) + 1 })
        : t('tray.capturedBefore');
      if (live) {
        el.type = 'button';
        el.classList.add('returnable');
        el.setAttribute('aria-pressed', String(selected));
        el.setAttribute('aria-label', t('tray.return'));
        // A press by keyboard (a click with no pointer) goes on to the board.
        el.addEventListener('click', (e) => onReturn({ byKeyboard: /** @type {MouseEvent} */ (e).detail === 0 }));
      } else {
        el.setAttribute('role', 'img');
        el.setAttribute('aria-label', el.title);
      }
      return el;
    });
    tray.replaceChildren(...items);
    tray.dataset.count = String(archers.length);
  }
  if (hadFocus) /** @type {HTMLElement | null} */ (document.querySelector('.tray .returnable'))?.focus({ preventScroll: true });
}
