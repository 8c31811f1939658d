// The drawing of prepared answers (panels/answers.js says what they are): a chunk of
// its own, loaded by the view with the first game with a friend, the only games that
// have them. It draws from the controller's snapshot; nothing is kept here. What it
// needs of the page's modules comes with each call (`words`).

/** @typedef {{t: typeof import('../i18n/lang.js').t, errorText: typeof import('../i18n/lang.js').errorText,
 *   errorTexts: typeof import('../i18n/lang.js').errorTexts, stepText: typeof import('./answers.js').stepText}} Words */

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** A line as the list says it: each friend's move with its answer (`e5-d3 → b1-a3, d3xe1 → a3-c4`). */
function lineText(/** @type {string[]} */ line, /** @type {Words} */ { t }) {
  const pairs = [];
  for (let i = 0; i + 1 < line.length; i += 2) pairs.push(t('answers.pair', { theirs: line[i], ours: line[i + 1] }));
  return pairs.join(', ');
}

/** The words of a refusal on the scratch board: the page's own, or the core's. */
function refusal(error, /** @type {Words} */ { t, errorText }) {
  if (!(error instanceof Error)) {
    const { code, params } = /** @type {{code: string, params?: Record<string, string>}} */ (error);
    return t(code, params);
  }
  return errorText(error);
}

/** Draws the part of `snap` (the game's snapshot) about prepared answers. */
export function renderAnswers(/** @type {import('../app/game.js').Snapshot} */ snap, /** @type {Words} */ words) {
  const { t, errorTexts, stepText } = words;
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
    if (line.length) step = `${lineText(line.length % 2 ? [...line, '…'] : line, words)} ${step}`;
    if (error) {
      if (error instanceof Error) errorTexts();
      step = `${refusal(error, words)} ${step}`;
    }
  }
  $('answers-step').textContent = step;
  const list = $('answers-lines');
  list.replaceChildren(...(mine ? answers.lines : []).map((line, i) => {
    const item = document.createElement('li');
    const text = document.createElement('span');
    const said = lineText(line, words);
    text.textContent = said;
    item.append(text);
    // A line a link sent carried stays: the friend may have it.
    if (canPrepare && !answers.locked[i]) {
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'button quiet answers-remove';
      remove.textContent = t('answers.remove');
      remove.setAttribute('aria-label', t('answers.removeLine', { line: said }));
      item.append(remove);
    }
    return item;
  }));
  $('answers-note').textContent = !answers ? (preparing ? t('answers.none') : '') : mine ? t('answers.carried') : t('answers.theirs');
}

