// Languages, choosing one, and translating with the catalogs of each language's
// folder beside this file (www/i18n/<code>/: game.js, errors.js, rules.js, learn.js
// and format.js), for the languages of languages.js.
//
// A catalog is a flat object of dotted keys (`rules.title`, `lang.fi`). A value is a
// string with `{name}` placeholders, or for words that follow a number an object of
// plural forms keyed by Intl.PluralRules categories ({one, few, many, other}); the
// number is the parameter `count`. Every catalog has exactly the keys of English's
// (tests/unit/i18n.test.mjs checks that), and a key missing all the same falls back
// to English.

import LIST from './languages.js';
import english, { format as englishFormat } from './en/game.js';

/** @typedef {Record<string, string | Record<string, string>>} Catalog */

/**
 * How a language writes whole numbers and percentages (the decimal and grouping
 * separators, the minus sign, a percentage's pattern with `#` for the number: `#%`,
 * `#\u00a0%`, Turkish `%#`) and `plural(n)`, the plural
 * category of a whole number from 0 on: exactly what Intl.NumberFormat and
 * Intl.PluralRules give (tests/unit/i18n.test.mjs compares them), written by hand
 * because a page's first Intl.NumberFormat costs its start 40-100 ms of the main
 * thread and its first Intl.PluralRules up to 15 ms (BENCHMARKS.md, "First visit").
 * A language that groups only from five digits of the whole part on (Spanish, Italian:
 * 1234 but 12.345, CLDR's minimumGroupingDigits 2) says `minimumGroupingDigits: 2`; by
 * default it is 1. Any other number still goes to Intl. Each language's is its format.js.
 * @typedef {{decimal: string, group: string, minus: string, percent: string, plural: (n: number) => string,
 *   minimumGroupingDigits?: number}} Format
 */

/** The languages Jarmo speaks, by code, in the order the language selectors list them. */
export const LANGUAGES = Object.freeze(LIST.map(({ code }) => code));

/** Each language's name in itself, for the language selectors. */
export const AUTONYMS = Object.freeze(Object.fromEntries(LIST.map(({ code, autonym }) => [code, autonym])));

/**
 * Which way a language's text runs: 'rtl' for a language of the list marked so
 * (Arabic), else 'ltr'. The page's <html dir> follows it; the board never does.
 * @param {string} code
 * @returns {'ltr' | 'rtl'}
 */
export function direction(code) {
  return LIST.find((language) => language.code === code)?.dir === 'rtl' ? 'rtl' : 'ltr';
}

/** First strong isolate and pop directional isolate: a value kept apart from the text around it. */
const FSI = '\u2068';
const PDI = '\u2069';

/** English: the reference every catalog is checked against, and the fallback of a missing key. */
const FALLBACK = 'en';

/**
 * Throws a RangeError unless `code` is one of LANGUAGES.
 * @param {string} code
 */
export function checkLanguage(code) {
  if (!LANGUAGES.includes(code)) {
    throw new RangeError(`unknown language '${code}': expected one of ${LANGUAGES.join(', ')}`);
  }
}

/**
 * The language code `tag` stands for, or null: exact codes and tags of a region or
 * script of one of ours (`pt-BR`, `de_AT`, `RU`) count.
 */
export function matchLanguage(tag) {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.includes(primary) ? primary : null;
}

export { EXCERPT_CHARS, excerpt } from '../text/excerpt.js';

/**
 * The language to show: a valid `?lang=` in `search` first, else the stored choice (the
 * player's own, made in the settings), else the language a portal's SDK tells (CrazyGames'
 * `user.systemInfo.locale`), else the first of the browser's languages that we have,
 * else English.
 *
 * @param {{search?: string, navigatorLanguages?: readonly string[], stored?: string|null, portalLocale?: string|null}} sources
 * @returns {string} one of LANGUAGES
 */
export function pickLanguage({ search = '', navigatorLanguages = [], stored = null, portalLocale = null } = {}) {
  let fromUrl = null;
  try {
    fromUrl = new URLSearchParams(search).get('lang');
  } catch {
    fromUrl = null;
  }
  const candidates = [fromUrl, stored, portalLocale, ...(navigatorLanguages ?? [])];
  for (const tag of candidates) {
    const code = matchLanguage(tag);
    if (code) return code;
  }
  return FALLBACK;
}

/** Whether this is a development build served from this machine (then missing keys warn). */
function isDevelopment() {
  const host = globalThis.location?.hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The plural rules of `lang`: its format's for whole numbers from 0 on, Intl's for
 * any other, made when first needed.
 * @param {string} lang one of LANGUAGES
 * @param {Format} format the language's (its format.js)
 * @returns {{select: (n: number) => string}}
 */
export function pluralRules(lang, format) {
  /** @type {Intl.PluralRules | null} */
  let intl = null;
  return {
    select: (n) => (Number.isSafeInteger(n) && n >= 0 ? format.plural(n) : (intl ??= new Intl.PluralRules(lang)).select(n)),
  };
}

/**
 * `value` with `digits` decimals in the way of `format`, put into `pattern` (`#` is the
 * number: a percentage's `#%` or Turkish `%#`). The minus sign goes before the whole
 * pattern, as Intl.NumberFormat writes it (`-%25,00`).
 */
function fixed(value, digits, { decimal, group, minus, minimumGroupingDigits = 1 }, pattern = '#') {
  const text = Math.abs(value).toFixed(digits);
  const [whole, fraction] = text.split('.');
  const sign = value < 0 && Number(text) !== 0 ? minus : '';
  const grouped = whole.length < 3 + minimumGroupingDigits ? whole : whole.replace(/\B(?=(\d{3})+$)/g, group);
  return sign + pattern.replace('#', grouped + (fraction ? decimal + fraction : ''));
}

/**
 * English's words that only the parts fetched on first use say (en/later.js), once
 * laterTexts has loaded them: every translator's last resort, after the language's own
 * catalog and English's.
 * @type {Catalog | null}
 */
let laterEnglish = null;
/** @type {Promise<void> | null} */
let laterLoading = null;

/**
 * Loads English's words said only by the parts fetched on first use (en/later.js): the
 * notices' drawing, the lists of games, the review, the prepared answers. Each of their
 * loaders awaits it with its chunk, so that every translator has them before they are
 * said. Once; never rejects (without them a key shows as itself, and the next loader
 * tries again).
 * @returns {Promise<void>}
 */
export function laterTexts() {
  laterLoading ??= import('./en/later.js').then((words) => {
    laterEnglish = words.default;
  }, (error) => {
    laterLoading = null;
    console.warn(`[i18n] English's words for the features fetched on first use could not be loaded: ${error?.message ?? error}`);
  });
  return laterLoading;
}

/**
 * A translator for `lang` (loadTranslator loads what it needs).
 *
 * @param {string} lang one of LANGUAGES
 * @param {Record<string, Catalog>} catalogs at least `en` and `lang`
 * @param {{format?: Format, warn?: boolean}} [options] `format`: the language's (its
 *   format.js, which its game.js exports; English's by default); `warn` about missing
 *   keys and parameters on the console, by default on localhost
 */
export function createI18n(lang, catalogs, { format = lang === FALLBACK ? englishFormat : undefined, warn = isDevelopment() } = {}) {
  checkLanguage(lang);
  const english = catalogs?.[FALLBACK];
  if (!english) throw new TypeError('createI18n needs the English catalog (catalogs.en) as the fallback');
  if (!format) throw new TypeError(`createI18n needs the format of '${lang}' (www/i18n/${lang}/format.js, exported by its game.js)`);
  const own = catalogs[lang] ?? english;
  // In a language written right to left, each value put into a text (a circle's name, a
  // move, a number, a player's name) is an isolate of its own, so that `a1-c2` or `@b1`
  // keeps its order and does not take the punctuation around it along.
  const dir = direction(lang);
  const isolate = dir === 'rtl' ? (text) => FSI + text + PDI : (text) => text;
  const plural = pluralRules(lang, format);
  const englishPlural = pluralRules(FALLBACK, englishFormat);
  /** @type {Intl.NumberFormat | null} */
  let numbers = null;
  /** @type {Intl.NumberFormat | null} */
  let percent = null;
  /** A whole number as the language writes it; any other through Intl, made when first needed. */
  const formatNumber = (value) => (Number.isSafeInteger(value)
    ? fixed(value, 0, format)
    : (numbers ??= new Intl.NumberFormat(lang)).format(value));
  const formatPercent = (ratio) => (Math.abs(ratio) < 1e12
    ? fixed(ratio * 100, 2, format, format.percent)
    : (percent ??= new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(ratio));
  const warned = new Set();
  const warnOnce = (message) => {
    if (warn && !warned.has(message)) {
      warned.add(message);
      console.warn(`[i18n] ${message}`);
    }
  };

  /** English's catalog that has `key`: the one given, else the later words once here; null for none. */
  const englishWith = (key) => (Object.hasOwn(english, key) ? english
    : laterEnglish && Object.hasOwn(laterEnglish, key) ? laterEnglish : null);

  function lookup(key) {
    if (Object.hasOwn(own, key)) return { value: own[key], rules: plural };
    const fallback = englishWith(key);
    if (!fallback) return null;
    // (English itself reaches here only for its later words: nothing is missing then.)
    if (lang !== FALLBACK) warnOnce(`'${key}' is missing in ${lang}'s catalogs (www/i18n/${lang}/); showing English`);
    return { value: fallback[key], rules: englishPlural };
  }

  /**
   * The text of `key` with its `{name}` placeholders filled from `params` (numbers
   * are formatted for the language). For a plural entry `params.count` picks the form.
   * An unknown key gives the key itself, so the gap shows instead of breaking the page.
   */
  function t(key, params = {}) {
    const found = lookup(key);
    if (!found) {
      warnOnce(`unknown key '${key}'`);
      return key;
    }
    let text = found.value;
    if (typeof text === 'object') {
      const count = Number(params.count);
      if (!Number.isFinite(count)) {
        warnOnce(`'${key}' has plural forms and needs a numeric count`);
      }
      text = text[found.rules.select(Number.isFinite(count) ? count : 0)] ?? text.other;
    }
    return text.replace(PLACEHOLDER, (whole, name) => {
      if (!Object.hasOwn(params, name)) {
        warnOnce(`'${key}' needs the parameter {${name}}`);
        return whole;
      }
      const value = params[name];
      return isolate(typeof value === 'number' ? formatNumber(value) : String(value));
    });
  }

  return Object.freeze({
    lang,
    /** 'rtl' or 'ltr': which way the language's text runs (localize.js markLanguage puts it on the page). */
    dir,
    format,
    t,
    /** Whether `key` exists (in this language or in English). */
    has: (key) => Object.hasOwn(own, key) || englishWith(key) !== null,
    formatNumber,
    /** A ratio as a percentage with two decimals: 3/7 is `42.86%` in en, `42,86 %` in de. */
    formatPercent,
  });
}

/**
 * The language selectors' options in the language of `i18n`: each language by its
 * name in itself and, but for the language itself, in parentheses by this language's
 * name for it (`lang.<code>` of the game's catalog). A catalog names the languages
 * English's does; a language added since is its name in itself alone until English's
 * catalog names it too (docs/web.md, "How to add a language").
 * @param {{lang: string, t: (key: string) => string, has: (key: string) => boolean}} i18n
 * @returns {{value: string, label: string}[]}
 */
export function languageOptions({ lang, t, has }) {
  return LIST.map(({ code, autonym }) => ({
    value: code,
    label: code === lang || !has(`lang.${code}`) ? autonym : `${autonym} (${t(`lang.${code}`)})`,
  }));
}

// The loaders. English's catalogs are in the scripts that need them (the game's in the
// page's, the rules page's and the trainer's in theirs; its words for errors by a plain
// import() below); another language's are each a chunk of their own, loaded the first
// time it is used. A loader is an import() of `./${lang}/<file>`: Node and a browser
// load that as it stands, and for the bundle scripts/bundle-pages.mjs writes it as one
// import() for each language of languages.js but English (esbuild would bundle the
// template itself, but with English's file in it, which then leaves the page's script
// for a chunk of its own).

/**
 * A page part's own texts, apart from the game's catalogs (the rules page's, the
 * trainer's): English's, in that part's script, and the loader of another language's.
 * @typedef {{english: Catalog, load: (lang: string) => Promise<{default: Catalog}>}} OwnTexts
 */

/**
 * The catalogs of `lang` for createI18n, with its format: English's game catalog
 * (every page's fallback) and the one of `lang`, each with a page part's `own` texts.
 * `page`: in English, with the words of the page's own elements too (en/page.js, which
 * no script asks for: only putting the page into English again needs them).
 * @param {string} lang
 * @param {OwnTexts | null} [own]
 * @param {{page?: boolean}} [options]
 * @returns {Promise<{catalogs: Record<string, Catalog>, format: Format}>}
 */
export async function loadCatalogs(lang, own = null, { page = false } = {}) {
  checkLanguage(lang);
  const en = own ? { ...english, ...own.english } : english;
  if (lang === FALLBACK) {
    const words = page ? (await import('./en/page.js')).default : null;
    return { catalogs: { en: words ? { ...en, ...words } : en }, format: englishFormat };
  }
  const [game, part] = await Promise.all([import(`./${lang}/game.js`), own?.load(lang)]);
  return { catalogs: { en, [lang]: { ...game.default, ...part?.default } }, format: game.format };
}

/**
 * A translator for `lang`, with a page part's `own` texts (see loadCatalogs).
 * @param {string} lang
 * @param {OwnTexts | null} [own]
 * @param {{page?: boolean}} [options]
 */
export async function loadTranslator(lang, own = null, options = {}) {
  const { catalogs, format } = await loadCatalogs(lang, own, options);
  return createI18n(lang, catalogs, { format });
}

/**
 * The words for the rules core's errors in English and in `lang`, as catalogs for
 * createI18n: apart from the game's catalogs (errors.js), a file each language,
 * loaded only when an error is first to be said.
 * @param {string} lang
 * @returns {Promise<Record<string, Catalog>>}
 */
export async function loadErrorCatalogs(lang) {
  checkLanguage(lang);
  const [en, own] = await Promise.all([import('./en/errors.js'), lang === FALLBACK ? null : import(`./${lang}/errors.js`)]);
  return own ? { en: en.default, [lang]: own.default } : { en: en.default };
}
