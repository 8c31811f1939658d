// Prepared answers beside the board of a game with a friend (app/answers.js): "Prepare
// answers" while the friend's move is awaited, the scratch board's next step (the friend's
// move, or the answer to it), the lines made, each with Remove, New line and Done. For
// answers a friend's link brought, only that they exist: their lines stay the friend's.
// It draws from the controller's snapshot and forwards the presses; nothing is kept here.

import { errorText, errorTexts, t } from '../i18n/lang.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** A line as the list says it: each friend's move with its answer (`e5-d3 → b1-a3, d3xe1 → a3-c4`). */
export function lineText(/** @type {string[]} */ line) {
  const pairs = [];
  for (let i = 0; i + 1 < line.length; i += 2) pairs.push(t('answers.pair', { theirs: line[i], ours: line[i + 1] }));
  return pairs.join(', ');
}

/** What the scratch board waits for: the friend's move, or the answer to the last one. */
export function stepText(/** @type {{line: string[]}} */ preparing) {
  const { line } = preparing;
  return line.length % 2 === 0 ? t('answers.expect') : t('answers.answer', { move: line[line.length - 1] });
}

/** The words of a refusal on the scratch board: the page's own, or the core's. */
function refusal(error) {
  if (!(error instanceof Error)) {
    const { code, params } = /** @type {{code: string, params?: Record<string, string>}} */ (error);
    return t(code, params);
  }
  return errorText(error);
}

/** Draws the part of `snap` (the game's snapshot) about prepared answers. */
export function renderAnswers(/** @type {import('../app/game.js').Snapshot} */ snap) {
  const { friend, answers, canPrepare, preparing } = snap;
  const mine = Boolean(answers?.mine);
  $('answers').hidden = !friend || !(canPrepare || preparing || answers);
  document.body.classList.toggle('preparing', Boolean(preparing));
  $('answers-prepare').hidden = !canPrepare || Boolean(preparing);
  $('answers-box').hidden = !preparing && !answers;
  $('answers-scratch').hidden = !preparing;
  $('answers-new').hidden = !preparing;
  $('answers-done').hidden = !preparing;
  let step = '';
  if (preparing) {
    const { line, error } = preparing;
    step = stepText(preparing);
    // The line so far, an answer still to come shown as `…`.
    if (line.length) step = `${lineText(line.length % 2 ? [...line, '…'] : line)} ${step}`;
    if (error) {
      if (error instanceof Error) errorTexts();
      step = `${refusal(error)} ${step}`;
    }
  }
  $('answers-step').textContent = step;
  const list = $('answers-lines');
  list.replaceChildren(...(mine ? answers.lines : []).map((line, i) => {
    const item = document.createElement('li');
    const text = document.createElement('span');
    const words = lineText(line);
    text.textContent = words;
    item.append(text);
    // A line a link sent carried stays: the friend may have it.
    if (canPrepare && !answers.locked[i]) {
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'button quiet answers-remove';
      remove.textContent = t('answers.remove');
      remove.setAttribute('aria-label', t('answers.removeLine', { line: words }));
      item.append(remove);
    }
    return item;
  }));
  $('answers-note').textContent = !answers ? (preparing ? t('answers.none') : '') : mine ? t('answers.carried') : t('answers.theirs');
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
