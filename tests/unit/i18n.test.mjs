// The catalogs agree with English, the language is picked in the documented order,
// and numbers, percentages, plurals and placeholders come out right for each language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  LANGUAGES, AUTONYMS, EXCERPT_CHARS, pickLanguage, createI18n, excerpt, matchLanguage, pluralRules,
} from '../../www/i18n/i18n.js';
import { readStoredLanguage, storeLanguage, LANGUAGE_STORAGE_KEY } from '../../www/storage/settings.js';

// Each language's texts: the game's catalog (www/i18n/), the words for the core's
// errors (www/i18n/errors/), the rules page's own (www/rules/i18n/) and the trainer's
// (www/learn/i18n/), checked together.
const games = {};
const errors = {};
const rules = {};
const trainers = {};
const catalogs = {};
for (const code of LANGUAGES) {
  games[code] = (await import(`../../www/i18n/${code}.js`)).default;
  errors[code] = (await import(`../../www/i18n/errors/${code}.js`)).default;
  rules[code] = (await import(`../../www/rules/i18n/${code}.js`)).default;
  trainers[code] = (await import(`../../www/learn/i18n/${code}.js`)).default;
  catalogs[code] = { ...games[code], ...errors[code], ...rules[code], ...trainers[code] };
}
const english = catalogs.en;

test('the rules page\'s texts (rules.*) are apart from the game\'s, which the game page loads alone', () => {
  for (const code of LANGUAGES) {
    assert.deepEqual(Object.keys(games[code]).filter((key) => key.startsWith('rules.')), [], `www/i18n/${code}.js`);
    assert.deepEqual(Object.keys(rules[code]).filter((key) => !key.startsWith('rules.')), [], `www/rules/i18n/${code}.js`);
  }
});

test('the words for the core\'s errors are apart from the game\'s, and no key is in both', () => {
  for (const code of LANGUAGES) {
    const own = Object.keys(errors[code]);
    assert.ok(own.length >= 30, `www/i18n/errors/${code}.js has ${own.length} texts`);
    assert.deepEqual(own.filter((key) => !key.startsWith('error.')), [], `www/i18n/errors/${code}.js`);
    assert.deepEqual(own.filter((key) => Object.hasOwn(games[code], key)), [], `www/i18n/errors/${code}.js`);
  }
});

const placeholders = (value) => {
  const texts = typeof value === 'string' ? [value] : Object.values(value);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

test('the trainer\'s texts are apart from the game\'s, and no key is in both', () => {
  for (const code of LANGUAGES) {
    const own = Object.keys(trainers[code]);
    assert.ok(own.length > 40, `www/learn/i18n/${code}.js has ${own.length} texts`);
    assert.deepEqual(own.filter((key) => !/^(learn|puzzle)\./.test(key)), [], `www/learn/i18n/${code}.js`);
    assert.deepEqual(own.filter((key) => Object.hasOwn(games[code], key) || Object.hasOwn(rules[code], key)), [], `www/learn/i18n/${code}.js`);
  }
});

test('every language has a catalog and a name for itself', () => {
  assert.deepEqual(LANGUAGES, ['en', 'fi', 'sk', 'pt', 'de', 'ru']);
  for (const code of LANGUAGES) {
    assert.equal(typeof AUTONYMS[code], 'string');
    for (const other of LANGUAGES) {
      assert.ok(catalogs[code][`lang.${other}`], `${code}.js names language ${other}`);
    }
  }
});

for (const code of LANGUAGES.filter((c) => c !== 'en')) {
  test(`${code}.js has exactly the keys of en.js`, () => {
    const own = Object.keys(catalogs[code]);
    const missing = Object.keys(english).filter((k) => !own.includes(k));
    const extra = own.filter((k) => !Object.hasOwn(english, k));
    assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
  });

  test(`${code}.js uses the same placeholders as en.js in every text`, () => {
    for (const [key, value] of Object.entries(english)) {
      if (!Object.hasOwn(catalogs[code], key)) continue;
      assert.deepEqual(placeholders(catalogs[code][key]), placeholders(value), `placeholders of ${key}`);
    }
  });
}

for (const code of LANGUAGES) {
  test(`${code}.js: values are non-empty texts, plurals have every form the language needs`, () => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const [key, value] of Object.entries(catalogs[code])) {
      // Error codes of the core keep their hyphens (error.play.not-joined).
      assert.match(key, /^[a-z]+(\.[a-zA-Z-]+)+$/, `dotted key ${key}`);
      const englishIsPlural = typeof english[key] === 'object';
      if (typeof value === 'string') {
        assert.ok(!englishIsPlural, `${key} must have plural forms as in en.js`);
        assert.ok(value.trim().length > 0, `${key} is empty`);
        continue;
      }
      assert.ok(englishIsPlural, `${key} is plural here but a plain text in en.js`);
      assert.deepEqual(Object.keys(value).sort(), [...categories].sort(), `plural forms of ${key}`);
      for (const form of Object.values(value)) assert.match(form, /\{count\}/, `${key} shows its count`);
    }
  });
}

test('pickLanguage: a valid ?lang= wins over everything', () => {
  assert.equal(pickLanguage({ search: '?lang=fi', navigatorLanguages: ['de'], stored: 'ru' }), 'fi');
  assert.equal(pickLanguage({ search: '?mode=ai&lang=SK', navigatorLanguages: [], stored: null }), 'sk');
  assert.equal(pickLanguage({ search: 'lang=pt-BR' }), 'pt');
});

test('pickLanguage: an unknown ?lang= is passed over for the stored choice', () => {
  assert.equal(pickLanguage({ search: '?lang=xx', navigatorLanguages: ['de'], stored: 'ru' }), 'ru');
  assert.equal(pickLanguage({ search: '?lang=', navigatorLanguages: ['de'], stored: 'ru' }), 'ru');
});

test('pickLanguage: the stored choice wins over the browser languages', () => {
  assert.equal(pickLanguage({ search: '', navigatorLanguages: ['de-DE', 'en'], stored: 'fi' }), 'fi');
});

test('pickLanguage: the first browser language we have, regions matched to the language', () => {
  assert.equal(pickLanguage({ navigatorLanguages: ['pt-BR', 'en-US'] }), 'pt');
  assert.equal(pickLanguage({ navigatorLanguages: ['ja', 'zh-Hant-TW', 'ru-RU', 'de'] }), 'ru');
  assert.equal(pickLanguage({ navigatorLanguages: ['de_AT'], stored: 'klingon' }), 'de');
});

test('pickLanguage: English when nothing matches or nothing is given', () => {
  assert.equal(pickLanguage({ navigatorLanguages: ['ja', 'fr-CA'] }), 'en');
  assert.equal(pickLanguage({}), 'en');
  assert.equal(pickLanguage(), 'en');
  assert.equal(pickLanguage({ navigatorLanguages: undefined, stored: 42 }), 'en');
});

test('matchLanguage accepts only our languages', () => {
  assert.equal(matchLanguage('en-GB'), 'en');
  assert.equal(matchLanguage('sk'), 'sk');
  assert.equal(matchLanguage('sv'), null);
  assert.equal(matchLanguage(null), null);
});

test('the stored choice survives storage that throws, as in sandboxed iframes', () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  assert.equal(storeLanguage('de', storage), true);
  assert.equal(store.get(LANGUAGE_STORAGE_KEY), 'de');
  assert.equal(readStoredLanguage(storage), 'de');
  const blocked = {
    getItem() { throw new DOMException('denied', 'SecurityError'); },
    setItem() { throw new DOMException('denied', 'SecurityError'); },
  };
  assert.equal(readStoredLanguage(blocked), null);
  assert.equal(storeLanguage('de', blocked), false);
  assert.equal(readStoredLanguage(null), null);
  assert.throws(() => storeLanguage('xx', storage), /unknown language 'xx'/);
});

test('formatPercent: exactly two decimals in each language', () => {
  const expected = {
    en: '42.86%', fi: '42,86\u00a0%', sk: '42,86\u00a0%', pt: '42,86%', de: '42,86\u00a0%', ru: '42,86\u00a0%',
  };
  for (const code of LANGUAGES) {
    assert.equal(createI18n(code, catalogs).formatPercent(3 / 7), expected[code], code);
  }
  assert.equal(createI18n('de', catalogs).formatPercent(0.5), '50,00\u00a0%');
  assert.equal(createI18n('en', catalogs).formatPercent(1), '100.00%');
  assert.equal(createI18n('en', catalogs).formatPercent(0), '0.00%');
});

test('formatNumber groups digits the way each language does', () => {
  assert.equal(createI18n('en', catalogs).formatNumber(632250), '632,250');
  assert.equal(createI18n('de', catalogs).formatNumber(632250), '632.250');
  assert.equal(createI18n('ru', catalogs).formatNumber(632250), '632\u00a0250');
});

test('formatNumber and formatPercent write exactly what Intl.NumberFormat writes', () => {
  const wholes = [0, 1, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 100000, 632250, 1234567, 2 ** 53 - 1,
    -1, -12, -999, -1000, -1234567, 1.5, -0.25, 1 / 3, 1e21, NaN, Infinity];
  const ratios = [0, 1, 0.5, 3 / 7, 1 / 3, 2 / 3, 1 / 8, 0.00125, 0.12345, 0.999999, 12.3456, -0.25, 1e13, NaN];
  for (let games = 1; games <= 60; games++) for (let won = 0; won <= games; won++) ratios.push(won / games);
  for (const code of LANGUAGES) {
    const mine = createI18n(code, catalogs);
    const numbers = new Intl.NumberFormat(code);
    const percent = new Intl.NumberFormat(code, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of wholes) assert.equal(mine.formatNumber(value), numbers.format(value), `${code} ${value}`);
    for (const ratio of ratios) assert.equal(mine.formatPercent(ratio), percent.format(ratio), `${code} ${ratio}`);
  }
});

test('the plural rules of each language are exactly Intl.PluralRules\' (whole numbers by hand, any other through Intl)', () => {
  const numbers = [...Array(1201).keys(), 1e6 + 1, 2 ** 40 + 2, 1.5, 0.5, 2.25, 21.1, -1, -3];
  for (const code of LANGUAGES) {
    const intl = new Intl.PluralRules(code);
    const ours = pluralRules(code);
    for (const n of numbers) assert.equal(ours.select(n), intl.select(n), `${code}: ${n}`);
  }
});

test('t fills placeholders and picks plural forms by count', () => {
  const ru = createI18n('ru', catalogs, { warn: false });
  assert.equal(ru.t('units.archers', { count: 1 }), '1 лучник');
  assert.equal(ru.t('units.archers', { count: 3 }), '3 лучника');
  assert.equal(ru.t('units.archers', { count: 5 }), '5 лучников');
  assert.equal(ru.t('units.archers', { count: 21 }), '21 лучник');
  const sk = createI18n('sk', catalogs, { warn: false });
  assert.equal(sk.t('units.points', { count: 2 }), '2 body');
  assert.equal(sk.t('units.points', { count: 7 }), '7 bodov');
  const en = createI18n('en', catalogs, { warn: false });
  assert.equal(en.t('units.lines', { count: 48 }), '48 lines');
  assert.equal(en.t('embed.problem', { param: 'level', value: '9', expected: '1-8' }), 'Ignored level=9: expected 1-8.');
  assert.equal(createI18n('de', catalogs).t('units.points', { count: 1000 }), '1.000 Punkte');
});

test('a key missing in a language falls back to English and warns once in development', (t) => {
  const warnings = [];
  t.mock.method(console, 'warn', (message) => warnings.push(message));
  const partial = { ...catalogs.fi };
  delete partial['rules.back'];
  const fi = createI18n('fi', { en: english, fi: partial }, { warn: true });
  assert.equal(fi.t('rules.back'), 'Back to the game');
  assert.equal(fi.t('rules.back'), 'Back to the game');
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /'rules\.back' is missing in fi\.js/);
  assert.equal(fi.t('no.such.key'), 'no.such.key');
  assert.match(warnings[1], /unknown key 'no\.such\.key'/);
  assert.equal(fi.t('units.points', { count: 3 }), '3 pistettä');
});

test('outside development a missing key falls back silently', (t) => {
  const warnings = [];
  t.mock.method(console, 'warn', (message) => warnings.push(message));
  const fi = createI18n('fi', { en: english, fi: {} }, { warn: false });
  assert.equal(fi.t('rules.title'), 'How to play Jarmo');
  assert.deepEqual(warnings, []);
});

test('a missing parameter stays visible as {name} and warns', (t) => {
  const warnings = [];
  t.mock.method(console, 'warn', (message) => warnings.push(message));
  const en = createI18n('en', catalogs, { warn: true });
  assert.equal(en.t('rules.intro').includes('{archers}'), true);
  assert.match(warnings[0], /needs the parameter \{archers\}/);
});

test('createI18n rejects an unknown language and a missing English catalog with a clear message', () => {
  assert.throws(() => createI18n('xx', catalogs), /unknown language 'xx': expected one of en, fi, sk, pt, de, ru/);
  assert.throws(() => createI18n('fi', { fi: catalogs.fi }), /needs the English catalog/);
});

test('excerpt: what a message quotes of a text from outside, as the core quotes it', () => {
  assert.equal(excerpt('pink'), 'pink');
  assert.equal(excerpt(''), '');
  assert.equal(excerpt('y'.repeat(EXCERPT_CHARS)), 'y'.repeat(EXCERPT_CHARS));
  assert.equal(excerpt('x'.repeat(1 << 20)), `${'x'.repeat(32)}…`);
  // Whole characters: never half of a surrogate pair, however the text lines up.
  for (const text of ['🏹'.repeat(40), `a${'🏹'.repeat(40)}`, '🏹'.repeat(32), `${'a'.repeat(31)}🏹🏹`]) {
    const quoted = excerpt(text);
    assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(quoted), quoted);
    assert.equal([...quoted.replace(/…$/, '')].length, Math.min([...text].length, EXCERPT_CHARS), text);
    assert.equal(quoted.endsWith('…'), [...text].length > EXCERPT_CHARS, text);
  }
  // Control and direction marks cannot break or turn the sentence round the quote.
  for (const mark of ['\n', '\u0000', '\u202e', '\u2067', '\u200f', '\u061c']) assert.equal(excerpt(`a${mark}b`), 'a\ufffdb');
  assert.equal(excerpt(42), '42');
});
