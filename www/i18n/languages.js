// The languages Jarmo speaks: the one list. Each has a folder of its own beside this
// file, www/i18n/<code>/, with its texts and its way of writing numbers (docs/web.md,
// "How to add a language"). Everything else that names the languages is made from
// this list: pickLanguage and matchLanguage, the language selectors, the loaders of
// the catalogs (and, in the bundle, scripts/bundle-pages.mjs's), the host's `lang`
// parameter, the rules page's <noscript> and the tests.

/**
 * Each language's code (its folder) and its name in itself, in the selectors' order;
 * `dir: 'rtl'` for a language written right to left (i18n.js direction).
 * @type {readonly {code: string, autonym: string, dir?: 'rtl'}[]}
 */
export default Object.freeze([
  { code: 'en', autonym: 'English' },
  { code: 'fi', autonym: 'Suomi' },
  { code: 'sk', autonym: 'Slovenčina' },
  { code: 'pt', autonym: 'Português' },
  { code: 'de', autonym: 'Deutsch' },
  { code: 'ru', autonym: 'Русский' },
  { code: 'es', autonym: 'Español' },
  { code: 'fr', autonym: 'Français' },
  { code: 'it', autonym: 'Italiano' },
  { code: 'pl', autonym: 'Polski' },
  { code: 'tr', autonym: 'Türkçe' },
  { code: 'nl', autonym: 'Nederlands' },
  { code: 'uk', autonym: 'Українська' },
  { code: 'id', autonym: 'Bahasa Indonesia' },
  { code: 'ja', autonym: '日本語' },
  { code: 'ko', autonym: '한국어' },
  { code: 'zh', autonym: '简体中文' },
  { code: 'ar', autonym: 'العربية', dir: 'rtl' },
  { code: 'tt', autonym: 'Татарча' },
]);
