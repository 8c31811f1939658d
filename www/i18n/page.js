// The page's language: chosen as RULES of i18n.js say (?lang=, the stored choice, the
// browser's), loaded, and put on every static text (data-i18n attributes), on <html
// lang> and on the page's translator. A new choice does all of that again.

import { direction, loadTranslator, pickLanguage } from './i18n.js';
import { setTranslator, t } from './lang.js';
import { localize } from './localize.js';

/**
 * The language to start with; `use(code)` loads it and puts it everywhere, and
 * `addTexts(own)` adds a part's own texts (the trainer's) to it and to every language
 * chosen after (loadCatalogs of i18n.js).
 */
export function pageLanguage({ search, stored, portalLocale = null }) {
  let lang = pickLanguage({ search, navigatorLanguages: navigator.languages ?? [], stored, portalLocale });
  // The page as served is in English, in the catalog's very words
  // (tests/unit/strings.test.mjs): an English page starts without writing them again.
  let localized = document.documentElement.lang === 'en' ? 'en' : null;
  /** @type {import('./i18n.js').OwnTexts | null} */
  let own = null;
  return {
    get lang() {
      return lang;
    },
    async use(code = lang) {
      // Putting the page's own elements into English needs their words (en/page.js);
      // the page as served is in them already.
      const localizing = localized !== code;
      setTranslator(await loadTranslator(code, own, { page: localizing }));
      lang = code;
      document.documentElement.lang = code;
      // Arabic's page runs right to left: the panels mirror (the style sheets use logical
      // properties); the board, the review's graph and the notation do not (they say dir="ltr").
      document.documentElement.dir = direction(code);
      if (localizing) localize(document, t);
      localized = null;
    },
    /** @param {import('./i18n.js').OwnTexts} texts */
    async addTexts(texts) {
      own = texts;
      setTranslator(await loadTranslator(lang, own));
    },
  };
}
