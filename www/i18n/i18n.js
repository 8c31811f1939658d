// Languages, choosing one, and translating with the catalogs beside this file (en.js, ...).
//
// A catalog is a flat object of dotted keys (`rules.title`, `lang.fi`). A value is a
// string with `{name}` placeholders, or for words that follow a number an object of
// plural forms keyed by Intl.PluralRules categories ({one, few, many, other}); the
// number is the parameter `count`. Every catalog has exactly the keys of en.js
// (tests/unit/i18n.test.mjs checks that), and a key missing all the same falls back
// to English.

import english from './en.js';

/** The languages Jarmo speaks, in the order the language selector lists them. */
export const LANGUAGES = Object.freeze(['en', 'fi', 'sk', 'pt', 'de', 'ru']);

/** Each language's name in itself, for the language selector. */
export const AUTONYMS = Object.freeze({
  en: 'English',
  fi: 'Suomi',
  sk: 'Slovenčina',
  pt: 'Português',
  de: 'Deutsch',
  ru: 'Русский',
});

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

/** The most characters of a text from outside (the address, a host's message) that a message quotes. */
export const EXCERPT_CHARS = 32;
// Control characters, and the marks that turn the direction of the text after them
// (U+202E and its kin): in a quote they would break or reverse the sentence around it.
// eslint-disable-next-line no-control-regex
const UNQUOTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The start of `text` as a message quotes it, as the core's errors do
 * (crates/jarmo-core/src/excerpt.rs): at most EXCERPT_CHARS characters (whole ones,
 * never half of a surrogate pair), then `…` when there was more; control and direction
 * characters become `\ufffd`. Reads only the start of a long text.
 */
export function excerpt(text) {
  const value = String(text);
  // EXCERPT_CHARS + 1 characters take at most twice as many UTF-16 units.
  const chars = Array.from(value.slice(0, 2 * EXCERPT_CHARS + 2));
  const cut = chars.length > EXCERPT_CHARS;
  return chars.slice(0, EXCERPT_CHARS).join('').replace(UNQUOTABLE, '\ufffd') + (cut ? '…' : '');
}

/**
 * The language to show: a valid `?lang=` in `search` first, else the stored choice,
 * else the first of the browser's languages that we have, else English.
 *
 * @param {{search?: string, navigatorLanguages?: readonly string[], stored?: string|null}} sources
 * @returns {string} one of LANGUAGES
 */
export function pickLanguage({ search = '', navigatorLanguages = [], stored = null } = {}) {
  let fromUrl = null;
  try {
    fromUrl = new URLSearchParams(search).get('lang');
  } catch {
    fromUrl = null;
  }
  const candidates = [fromUrl, stored, ...(navigatorLanguages ?? [])];
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
 * How each language writes whole numbers and percentages, as Intl.NumberFormat does
 * (tests/unit/i18n.test.mjs compares them): the decimal and grouping separators, the
 * minus sign, what follows a percentage. The page writes them itself because a
 * page's first Intl.NumberFormat costs its start 40-100 ms of the main thread
 * (BENCHMARKS.md, "First visit"); any other number still goes to Intl.
 */
const NUMBERS = {
  en: { decimal: '.', group: ',', minus: '-', percent: '%' },
  fi: { decimal: ',', group: '\u00a0', minus: '\u2212', percent: '\u00a0%' },
  sk: { decimal: ',', group: '\u00a0', minus: '-', percent: '\u00a0%' },
  pt: { decimal: ',', group: '.', minus: '-', percent: '%' },
  de: { decimal: ',', group: '.', minus: '-', percent: '\u00a0%' },
  ru: { decimal: ',', group: '\u00a0', minus: '-', percent: '\u00a0%' },
};

/**
 * Each language's plural category of a whole number, as Intl.PluralRules gives it
 * (CLDR's rules; tests/unit/i18n.test.mjs compares them): for the same reason as
 * NUMBERS, a page's first Intl.PluralRules costs its start up to 15 ms. Any other
 * number goes to Intl.
 * @type {Record<string, (n: number) => string>}
 */
const WHOLE_PLURALS = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  fi: (n) => (n === 1 ? 'one' : 'other'),
  de: (n) => (n === 1 ? 'one' : 'other'),
  pt: (n) => (n === 0 || n === 1 ? 'one' : 'other'),
  sk: (n) => (n === 1 ? 'one' : n >= 2 && n <= 4 ? 'few' : 'other'),
  ru: (n) => {
    const last = n % 10;
    const tens = n % 100;
    if (last === 1 && tens !== 11) return 'one';
    if (last >= 2 && last <= 4 && !(tens >= 12 && tens <= 14)) return 'few';
    return 'many';
  },
};

/**
 * The plural rules of `lang`: WHOLE_PLURALS for whole numbers from 0 on, Intl for any
 * other, made when first needed.
 * @param {string} lang one of LANGUAGES
 * @returns {{select: (n: number) => string}}
 */
export function pluralRules(lang) {
  const whole = WHOLE_PLURALS[lang];
  /** @type {Intl.PluralRules | null} */
  let intl = null;
  return {
    select: (n) => (Number.isSafeInteger(n) && n >= 0 ? whole(n) : (intl ??= new Intl.PluralRules(lang)).select(n)),
  };
}

/** `value` with `digits` decimals in the way of `format` (one of NUMBERS). */
function fixed(value, digits, { decimal, group, minus }) {
  const text = Math.abs(value).toFixed(digits);
  const [whole, fraction] = text.split('.');
  const sign = value < 0 && Number(text) !== 0 ? minus : '';
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, group) + (fraction ? decimal + fraction : '');
}

/**
 * A translator for `lang`.
 *
 * @param {string} lang one of LANGUAGES
 * @param {Record<string, Record<string, string|object>>} catalogs at least `en` and `lang`
 * @param {{warn?: boolean}} [options] warn about missing keys and parameters on the
 *   console; defaults to true on localhost
 */
export function createI18n(lang, catalogs, { warn = isDevelopment() } = {}) {
  checkLanguage(lang);
  const english = catalogs?.[FALLBACK];
  if (!english) throw new TypeError('createI18n needs the English catalog (catalogs.en) as the fallback');
  const own = catalogs[lang] ?? english;
  const plural = pluralRules(lang);
  const format = NUMBERS[lang];
  /** @type {Intl.NumberFormat | null} */
  let numbers = null;
  /** @type {Intl.NumberFormat | null} */
  let percent = null;
  /** A whole number as the language writes it; any other through Intl, made when first needed. */
  const formatNumber = (value) => (Number.isSafeInteger(value)
    ? fixed(value, 0, format)
    : (numbers ??= new Intl.NumberFormat(lang)).format(value));
  const formatPercent = (ratio) => (Math.abs(ratio) < 1e12
    ? fixed(ratio * 100, 2, format) + format.percent
    : (percent ??= new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(ratio));
  const warned = new Set();
  const warnOnce = (message) => {
    if (warn && !warned.has(message)) {
      warned.add(message);
      console.warn(`[i18n] ${message}`);
    }
  };

  function lookup(key) {
    if (Object.hasOwn(own, key)) return { value: own[key], rules: plural };
    if (Object.hasOwn(english, key)) {
      warnOnce(`'${key}' is missing in ${lang}.js; showing English`);
      return { value: english[key], rules: pluralRules(FALLBACK) };
    }
    return null;
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
      return typeof value === 'number' ? formatNumber(value) : String(value);
    });
  }

  return Object.freeze({
    lang,
    t,
    /** Whether `key` exists (in this language or in English). */
    has: (key) => Object.hasOwn(own, key) || Object.hasOwn(english, key),
    formatNumber,
    /** A ratio as a percentage with two decimals: 3/7 is `42.86%` in en, `42,86 %` in de. */
    formatPercent,
  });
}

/**
 * The catalogs: English, every page's fallback, is part of the page's script; each
 * other one is loaded only when its language is used (the bundle makes each a file
 * of its own).
 */
const CATALOGS = {
  fi: () => import('./fi.js'),
  sk: () => import('./sk.js'),
  pt: () => import('./pt.js'),
  de: () => import('./de.js'),
  ru: () => import('./ru.js'),
};

/**
 * The English catalog and the one of `lang`.
 * @returns {Promise<Record<string, Record<string, string | object>>>} catalogs for createI18n
 */
export async function loadCatalogs(lang) {
  checkLanguage(lang);
  if (lang === FALLBACK) return { en: english };
  return { en: english, [lang]: (await CATALOGS[lang]()).default };
}

/**
 * The words for the rules core's errors, apart from the catalogs (errors/en.js):
 * a file each language, loaded only when an error is first to be said.
 */
const ERRORS = {
  en: () => import('./errors/en.js'),
  fi: () => import('./errors/fi.js'),
  sk: () => import('./errors/sk.js'),
  pt: () => import('./errors/pt.js'),
  de: () => import('./errors/de.js'),
  ru: () => import('./errors/ru.js'),
};

/**
 * The core's error texts in English and in `lang`, as catalogs for createI18n.
 * @param {string} lang
 * @returns {Promise<Record<string, Record<string, string | object>>>}
 */
export async function loadErrorCatalogs(lang) {
  checkLanguage(lang);
  const [en, own] = await Promise.all([ERRORS.en(), lang === FALLBACK ? null : ERRORS[lang]()]);
  return own ? { en: en.default, [lang]: own.default } : { en: en.default };
}

/**
 * The catalogs of `lang` with a page part's own texts (the rules page's, the
 * trainer's), kept in files of their own so that the game page does not carry them:
 * `english`, which is in that part's script, and `others[lang]`, which loads the
 * language's file.
 * @param {string} lang
 * @param {Record<string, string | object>} english
 * @param {Record<string, () => Promise<{default: Record<string, string | object>}>>} others
 */
export async function loadCatalogsWith(lang, english, others) {
  const [shared, own] = await Promise.all([loadCatalogs(lang), others[lang]?.()]);
  const catalogs = { ...shared, en: { ...shared.en, ...english } };
  if (own) catalogs[lang] = { ...shared[lang], ...own.default };
  return catalogs;
}
