// Short messages over the page that the player can dismiss: a bad URL parameter of an
// embedding page, a new version ready to load. They float at the foot of the page (of
// the board's column where the side panel is beside it, so that they cover none of its
// buttons), so they never push the board out of a small frame. And the one message
// that is not dismissed: the core could not load, so there is no game (showLoadError).

import { t } from '../i18n/lang.js';

/**
 * Shows `text` (`key`: a name, so showing it again replaces it); `action`:
 * {label, run} for a button beside the text. Returns a function that removes it.
 */
export function showNotice(key, text, action = null) {
  const box = document.getElementById('notices');
  box.querySelector(`[data-key="${CSS.escape(key)}"]`)?.remove();
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
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button quiet close';
  close.textContent = '×';
  close.setAttribute('aria-label', t('notice.close'));
  close.addEventListener('click', () => item.remove());
  item.append(close);
  box.append(item);
  return () => item.remove();
}

/**
 * The core could not load: says why above the side panel, and throws `error` on.
 * @returns {never}
 */
export function showLoadError(error) {
  Object.assign(document.getElementById('setup-error'), { textContent: t('error.load', { reason: error.message }), hidden: false });
  throw error;
}
