// The move box: a move typed in notation (a1-c2, a1xc2, @b1, pass) is played on Enter
// or with the Play button. An illegal or malformed move shows the core's reason beside
// the box and changes nothing; the text stays so it can be corrected. No form is
// submitted: a frame sandboxed without allow-forms would refuse the submission.

import { t } from '../i18n/lang.js';

/**
 * `play(text)` plays the move at once and gives null when it was played, or the
 * reason it was not (a promise: the words for the core's errors may have to load).
 * @param {(text: string) => Promise<string | null>} play
 */
export function bindMoveBox(play) {
  const input = /** @type {HTMLInputElement} */ (document.getElementById('move-input'));
  const error = document.getElementById('move-error');

  /** Each submission's number: only the last one's answer is shown. */
  let submissions = 0;
  async function submit() {
    const text = input.value.trim();
    const submission = ++submissions;
    const reason = text ? await play(text) : t('movebox.empty');
    if (submission !== submissions) return;
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
    // An answer still on its way is old now.
    submissions += 1;
    error.textContent = '';
    input.removeAttribute('aria-invalid');
  }
  return { clear };
}
