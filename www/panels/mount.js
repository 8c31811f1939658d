// A part of the page's markup that comes with its chunk (the New game and settings
// dialogs: panels/*.html, bundled as text), put on the page when the part is first
// used. It is written in English in the catalog's very words, as index.html is served
// (tests/unit/strings.test.mjs reads both), so on an English page it is put as it is;
// in another language its texts are put in it first (i18n/localize.js), and a language
// chosen later writes it again with the rest of the page (i18n/page.js).

import { t } from '../i18n/lang.js';
import { localize } from '../i18n/localize.js';

/**
 * Puts the element of `markup` at the end of the body, in the page's language, unless
 * an element with its id is there already; returns the element on the page.
 * @param {string} markup one element (comments around it are left out)
 * @returns {HTMLElement}
 */
export function mount(markup) {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const element = /** @type {HTMLElement} */ (template.content.firstElementChild);
  const there = element.id ? document.getElementById(element.id) : null;
  if (there) return there;
  if (document.documentElement.lang !== 'en') localize(template.content, t);
  document.body.append(element);
  return element;
}
