// Static texts of the page: every element that shows words carries the catalog key
// in a data attribute, and this fills them in the current language.
//
//   data-i18n="key"              the element's text
//   data-i18n-aria-label="key"   its aria-label
//   data-i18n-title="key"        its title
//   data-i18n-placeholder="key"  its placeholder
//   data-i18n-content="key"      a <meta>'s content
//   data-i18n-params='{"level": 1}'  parameters for the texts above

const ATTRIBUTES = [
  ['i18nAriaLabel', 'aria-label'],
  ['i18nTitle', 'title'],
  ['i18nPlaceholder', 'placeholder'],
  ['i18nContent', 'content'],
];

const SELECTOR = '[data-i18n], [data-i18n-aria-label], [data-i18n-title], [data-i18n-placeholder], [data-i18n-content]';

export function localize(root, t) {
  for (const element of root.querySelectorAll(SELECTOR)) {
    const params = element.dataset.i18nParams ? JSON.parse(element.dataset.i18nParams) : {};
    if (element.dataset.i18n) element.textContent = t(element.dataset.i18n, params);
    for (const [key, attribute] of ATTRIBUTES) {
      if (element.dataset[key]) element.setAttribute(attribute, t(element.dataset[key], params));
    }
  }
}

/**
 * Puts the language of the translator `i18n` on `root` (the page's <html>): its `lang`,
 * and its `dir`. Arabic's page runs right to left: the panels mirror (the style sheets
 * use logical properties); the board, the review's graph and the notation do not (they
 * say dir="ltr").
 * @param {HTMLElement} root
 * @param {{lang: string, dir: string}} i18n
 */
export function markLanguage(root, { lang, dir }) {
  root.lang = lang;
  root.dir = dir;
}
