// The move box: a move typed in notation (a1-c2, a1xc2, @b1, pass) is played on Enter
// or with the Play button. An illegal or malformed move shows the core's reason beside
// the box and changes nothing; the text stays so it can be corrected. No form is
// submitted: a frame sandboxed without allow-forms would refuse the submission.

import { t } from '../i18n/lang.js';

/** `play(text)` returns null when the move was played, or the reason it was not. */
export function bindMoveBox(play) {
  const input = /** @type {HTMLInputElement} */ (document.getElementById('move-input'));
  const error = document.getElementById('move-error');

  function submit() {
    const text = input.value.trim();
    const reason = text ? play(text) : t('movebox.empty');
    if (reason) {
      error.textContent = reason;
      input.setAttribute('aria-invalid', 'true');
    } else {
      input.value = '';
      clear();
    }
  }
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || e.isComposing) return;
    e.preventDefault();
    submit();
  });
  document.getElementById('move-play').addEventListener('click', submit);
  input.addEventListener('input', () => input.removeAttribute('aria-invalid'));

  function clear() {
    error.textContent = '';
    input.removeAttribute('aria-invalid');
  }
  return { clear };
}
