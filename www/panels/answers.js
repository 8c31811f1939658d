// Prepared answers beside the board of a game with a friend (app/answers.js): "Prepare
// answers" while the friend's move is awaited, the scratch board's next step (the friend's
// move, or the answer to it), the lines made, each with Remove, New line and Done. For
// answers a friend's link brought, only that they exist: their lines stay the friend's.
// This binds the presses to the controller, and says the scratch board's next step; the
// drawing is answers-draw.js, a chunk loaded with the first game with a friend
// (panels/view.js). Nothing is kept here.

import { t } from '../i18n/lang.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** What the scratch board waits for: the friend's move, or the answer to the last one. */
export function stepText(/** @type {{line: string[]}} */ preparing) {
  const { line } = preparing;
  return line.length % 2 === 0 ? t('answers.expect') : t('answers.answer', { move: line[line.length - 1] });
}

/**
 * Binds the buttons to the controller's actions. `beforePrepare`: what makes the board
 * seen first (the side panel of a small frame closes).
 * @param {ReturnType<typeof import('../app/game.js').createController>} controller
 * @param {{beforePrepare?: () => void}} [options]
 */
export function bindAnswers(controller, { beforePrepare = () => {} } = {}) {
  $('answers-prepare').addEventListener('click', () => {
    beforePrepare();
    controller.prepare();
  });
  $('answers-new').addEventListener('click', () => controller.prepareNewLine());
  $('answers-done').addEventListener('click', () => controller.prepareDone());
  $('answers-lines').addEventListener('click', (e) => {
    const button = /** @type {Element} */ (e.target).closest('.answers-remove');
    if (!button) return;
    const items = [...$('answers-lines').children];
    controller.removeAnswer(items.indexOf(/** @type {Element} */ (button.parentElement)));
  });
}
