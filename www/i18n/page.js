// The page's language: chosen as RULES of i18n.js say (?lang=, the stored choice, the
// browser's), loaded, and put on every static text (data-i18n attributes), on <html
// lang> and on the page's translator. A new choice does all of that again.

import { createI18n, loadCatalogs, loadCatalogsWith, pickLanguage } from './i18n.js';
import { setTranslator, t } from './lang.js';
import { localize } from './localize.js';

/**
 * The language to start with; `use(code)` loads it and puts it everywhere, and
 * `addTexts(english, others)` adds a part's own texts (the trainer's) to it and to
 * every language chosen after (loadCatalogsWith of i18n.js).
 */
export function pageLanguage({ search, stored }) {
  let lang = pickLanguage({ search, navigatorLanguages: navigator.languages ?? [], stored });
  // The page as served is in English, in the catalog's very words
  // (tests/unit/strings.test.mjs): an English page starts without writing them again.
  let localized = document.documentElement.lang === 'en' ? 'en' : null;
  /** @type {{english: Parameters<typeof loadCatalogsWith>[1], others: Parameters<typeof loadCatalogsWith>[2]} | null} */
  let own = null;
  const catalogs = (code) => (own ? loadCatalogsWith(code, own.english, own.others) : loadCatalogs(code));
  return {
    get lang() {
      return lang;
    },
    async use(code = lang) {
      setTranslator(createI18n(code, await catalogs(code)));
      lang = code;
      document.documentElement.lang = code;
      if (localized !== code) localize(document, t);
      localized = null;
    },
    /**
     * @param {Parameters<typeof loadCatalogsWith>[1]} english
     * @param {Parameters<typeof loadCatalogsWith>[2]} others
     */
    async addTexts(english, others) {
      own = { english, others };
      setTranslator(createI18n(lang, await catalogs(lang)));
    },
  };
}
