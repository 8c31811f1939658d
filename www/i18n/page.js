// The page's language: chosen as RULES of i18n.js say (?lang=, the stored choice, the
// browser's), loaded, and put on every static text (data-i18n attributes), on <html
// lang> and on the page's translator. A new choice does all of that again.

import { loadTranslator, pickLanguage } from './i18n.js';
import { setTranslator, t } from './lang.js';
import { localize, markLanguage } from './localize.js';

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
      const i18n = await loadTranslator(code, own, { page: localizing });
      setTranslator(i18n);
      lang = code;
      markLanguage(document.documentElement, i18n);
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
