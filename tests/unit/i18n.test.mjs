// The catalogs agree with English, the language is picked in the documented order,
// and numbers, percentages, plurals and placeholders come out right for each language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  LANGUAGES, AUTONYMS, EXCERPT_CHARS, direction, pickLanguage, createI18n, excerpt, matchLanguage, pluralRules,
  languageOptions, loadTranslator, loadErrorCatalogs,
} from '../../www/i18n/i18n.js';
import languages from '../../www/i18n/languages.js';
import { readStoredLanguage, storeLanguage, LANGUAGE_STORAGE_KEY } from '../../www/storage/settings.js';
import { writeLoaders } from '../../scripts/bundle-pages.mjs';
import { noscriptTexts, writeNoscript } from '../../scripts/rules-noscript.mjs';

const I18N = fileURLToPath(new URL('../../www/i18n/', import.meta.url));
/** What a language's folder holds: its texts (one catalog a page part) and its format. */
const FILES = ['errors.js', 'format.js', 'game.js', 'learn.js', 'listing.js', 'rules.js'];

// Each language's texts, from its folder www/i18n/<code>/: the game's catalog
// (game.js), the words for the core's errors (errors.js), the rules page's own
// (rules.js) and the trainer's (learn.js), checked together; and its format.
const games = {};
const errors = {};
const rules = {};
const trainers = {};
/** The texts of a portal's listing (listing.js), which the page never loads. */
const listings = {};
const catalogs = {};
const formats = {};
for (const code of LANGUAGES) {
  const game = await import(`../../www/i18n/${code}/game.js`);
  games[code] = game.default;
  formats[code] = game.format;
  errors[code] = (await import(`../../www/i18n/${code}/errors.js`)).default;
  rules[code] = (await import(`../../www/i18n/${code}/rules.js`)).default;
  trainers[code] = (await import(`../../www/i18n/${code}/learn.js`)).default;
  listings[code] = (await import(`../../www/i18n/${code}/listing.js`)).default;
  catalogs[code] = { ...games[code], ...errors[code], ...rules[code], ...trainers[code] };
}
// English's words of the page's own elements (en/page.js) are apart, fetched only to put
// the page into English again: with them, English's game.js is the reference.
const englishPage = (await import('../../www/i18n/en/page.js')).default;
// And the words that only the parts fetched on first use say (en/later.js), fetched with them.
const englishLater = (await import('../../www/i18n/en/later.js')).default;
games.en = { ...games.en, ...englishPage, ...englishLater };
catalogs.en = { ...catalogs.en, ...englishPage, ...englishLater };
const english = catalogs.en;
/** A translator of `code` with every text of the language. */
const translatorOf = (code, options = {}) => createI18n(code, catalogs, { format: formats[code], ...options });

test('www/i18n/ has a folder for each language of languages.js, and none other', () => {
  const folders = readdirSync(I18N, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  assert.deepEqual(folders.sort(), [...LANGUAGES].sort());
});

test('each language\'s folder has every file English\'s has, and the game\'s catalog brings the format', async () => {
  // English alone has page.js and later.js: the words of the page as served, and those
  // only the parts fetched on first use say, which every other language's game.js has.
  const englishOnly = ['later.js', 'page.js'];
  assert.deepEqual(readdirSync(path.join(I18N, 'en')).sort(), [...FILES, ...englishOnly].sort());
  for (const code of LANGUAGES) {
    assert.deepEqual(readdirSync(path.join(I18N, code)).filter((f) => code !== 'en' || !englishOnly.includes(f)).sort(), FILES, `www/i18n/${code}/`);
    assert.equal(formats[code], (await import(`../../www/i18n/${code}/format.js`)).default, `www/i18n/${code}/game.js exports its format`);
    // (minimumGroupingDigits only where the language groups from five digits on.)
    assert.deepEqual(Object.keys(formats[code]).filter((key) => key !== 'minimumGroupingDigits').sort(), ['decimal', 'group', 'minus', 'percent', 'plural'], `www/i18n/${code}/format.js`);
    assert.ok([undefined, 1, 2].includes(formats[code].minimumGroupingDigits), `www/i18n/${code}/format.js: minimumGroupingDigits is 1 or 2`);
  }
});

test('each language\'s listing has English\'s keys, a tagline short enough for a cover, and the game\'s name', () => {
  for (const code of LANGUAGES) {
    assert.deepEqual(Object.keys(listings[code]).sort(), Object.keys(listings.en).sort(), `www/i18n/${code}/listing.js`);
    for (const [key, text] of Object.entries(listings[code])) {
      assert.equal(typeof text, 'string', `${code} ${key}`);
      assert.ok(text.trim().length > 0, `${code} ${key} is empty`);
    }
    assert.ok([...listings[code]['listing.tagline']].length <= 40, `${code}'s tagline is at most 40 characters: ${listings[code]['listing.tagline']}`);
    assert.ok([...listings[code]['listing.short']].length <= 160, `${code}'s short description is at most 160 characters`);
    assert.match(listings[code]['listing.title'], /Jarmo/, `${code}'s title names Jarmo`);
  }
});

// Each language's glossary (docs/glossary/<code>.md): the game's words, and its texts use them.
const GLOSSARY_TERMS = ['archer', 'circle', 'line', 'home row', 'goal row', 'marked', 'captured', 'return', 'shuttle'];

test('each language has a glossary of the game\'s words, and its texts use each word', () => {
  for (const code of LANGUAGES) {
    const file = fileURLToPath(new URL(`../../docs/glossary/${code}.md`, import.meta.url));
    const rows = new Map(readFileSync(file, 'utf8').split('\n')
      .filter((line) => /^\|/.test(line))
      .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
      .filter((cells) => cells.length >= 2)
      .map(([term, word]) => [term, word]));
    const texts = JSON.stringify({ ...catalogs[code], ...(code === 'en' ? {} : games[code]), ...listings[code] }).toLowerCase();
    for (const term of GLOSSARY_TERMS) {
      const word = rows.get(term);
      assert.ok(word, `docs/glossary/${code}.md names its word for "${term}"`);
      // The word's forms as the table lists them ("archer, archers"; "return (the loop)").
      const forms = word.replace(/\([^)]*\)/g, '').split(/[,;/]/).map((form) => form.trim().toLowerCase()).filter(Boolean);
      assert.ok(forms.length > 0 && forms.some((form) => texts.includes(form)),
        `${code}'s texts use the glossary's word for "${term}" (${word})`);
    }
  }
});

test('the list: each language once, with a code that names its folder and its name in itself', () => {
  assert.equal(LANGUAGES[0], 'en', 'English, the reference, first');
  assert.equal(new Set(LANGUAGES).size, LANGUAGES.length);
  for (const { code, autonym } of languages) {
    assert.match(code, /^[a-z]{2,3}$/);
    assert.equal(matchLanguage(code), code);
    assert.equal(AUTONYMS[code], autonym);
    assert.ok(autonym.trim().length > 0);
  }
});

test('the rules page\'s texts (rules.*) are apart from the game\'s, which the game page loads alone', () => {
  for (const code of LANGUAGES) {
    assert.deepEqual(Object.keys(games[code]).filter((key) => key.startsWith('rules.')), [], `www/i18n/${code}/game.js`);
    assert.deepEqual(Object.keys(rules[code]).filter((key) => !key.startsWith('rules.')), [], `www/i18n/${code}/rules.js`);
  }
});

test('the words for the core\'s errors are apart from the game\'s, and no key is in both', () => {
  for (const code of LANGUAGES) {
    const own = Object.keys(errors[code]);
    assert.ok(own.length >= 30, `www/i18n/${code}/errors.js has ${own.length} texts`);
    assert.deepEqual(own.filter((key) => !key.startsWith('error.')), [], `www/i18n/${code}/errors.js`);
    assert.deepEqual(own.filter((key) => Object.hasOwn(games[code], key)), [], `www/i18n/${code}/errors.js`);
  }
});

const placeholders = (value) => {
  const texts = typeof value === 'string' ? [value] : Object.values(value);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

test('the trainer\'s texts are apart from the game\'s, and no key is in both', () => {
  for (const code of LANGUAGES) {
    const own = Object.keys(trainers[code]);
    assert.ok(own.length > 40, `www/i18n/${code}/learn.js has ${own.length} texts`);
    assert.deepEqual(own.filter((key) => !/^(learn|puzzle|mistakes|analysis)\./.test(key)), [], `www/i18n/${code}/learn.js`);
    assert.deepEqual(own.filter((key) => Object.hasOwn(games[code], key) || Object.hasOwn(rules[code], key)), [], `www/i18n/${code}/learn.js`);
  }
});

test('the catalogs name languages of the list only (lang.<code>), each in the catalog\'s own language', () => {
  const named = Object.keys(english).filter((key) => key.startsWith('lang.')).map((key) => key.slice('lang.'.length));
  assert.deepEqual(named.filter((code) => !LANGUAGES.includes(code)), []);
  for (const code of LANGUAGES) {
    for (const other of named) assert.ok(catalogs[code][`lang.${other}`], `www/i18n/${code}/game.js names language ${other}`);
  }
});

test('the language selectors list the languages of the list, each by its own name and by the page\'s', () => {
  const en = languageOptions(translatorOf('en'));
  assert.deepEqual(en.map(({ value }) => value), LANGUAGES);
  assert.deepEqual(en.slice(0, 2), [{ value: 'en', label: 'English' }, { value: 'fi', label: 'Suomi (Finnish)' }]);
  const ru = languageOptions(translatorOf('ru'));
  assert.deepEqual(ru.find(({ value }) => value === 'de'), { value: 'de', label: 'Deutsch (немецкий)' });
  assert.deepEqual(ru.find(({ value }) => value === 'ru'), { value: 'ru', label: 'Русский' });
  // A language the catalogs do not name yet (one just added) is its own name alone.
  const unnamed = languageOptions({ ...translatorOf('de'), has: (key) => key !== 'lang.fi' });
  assert.deepEqual(unnamed.find(({ value }) => value === 'fi'), { value: 'fi', label: 'Suomi' });
});

test('every language of the list loads through the page\'s loaders: its texts, a page part\'s own, its format, its words for errors', async () => {
  const own = { english: rules.en, load: (lang) => import(`../../www/i18n/${lang}/rules.js`) };
  for (const code of LANGUAGES) {
    const i18n = await loadTranslator(code, own);
    assert.equal(i18n.lang, code);
    assert.equal(i18n.t('choice.language'), games[code]['choice.language'], code);
    assert.equal(i18n.t('rules.back'), rules[code]['rules.back'], code);
    assert.equal(i18n.format, formats[code], code);
    assert.equal((await loadTranslator(code)).has('rules.back'), false, `${code}: the game's texts alone`);
    const words = await loadErrorCatalogs(code);
    assert.deepEqual(Object.keys(words).sort(), [...new Set(['en', code])].sort());
    assert.equal(words[code], errors[code]);
  }
});

test('the bundle\'s loaders are every language of the list but English, whose texts the scripts carry', () => {
  const file = path.join(I18N, 'i18n.js');
  const { contents, errors: problems } = writeLoaders(file, readFileSync(file, 'utf8'), { www: path.dirname(I18N), codes: LANGUAGES });
  assert.deepEqual(problems, []);
  assert.doesNotMatch(contents, /import\(`/);
  const loaded = (name) => [...contents.matchAll(new RegExp(`import\\(["']\\./(\\w+)/${name}["']\\)`, 'g'))].map((m) => m[1]);
  assert.deepEqual(loaded('game.js'), LANGUAGES.filter((code) => code !== 'en'));
  // English's words for errors are a chunk of their own too, by a plain import().
  assert.deepEqual(loaded('errors.js'), LANGUAGES);
  const unfinished = writeLoaders(file, readFileSync(file, 'utf8'), { www: path.dirname(I18N), codes: [...LANGUAGES, 'xx'] });
  assert.match(unfinished.errors.map(({ text }) => text).join('\n'), /www\/i18n\/xx\/game\.js.* missing/);
});

test('the built rules page says in every language of the list that it needs JavaScript', async () => {
  const source = readFileSync(fileURLToPath(new URL('../../www/rules/rules.html', import.meta.url)), 'utf8');
  const built = writeNoscript(source, await noscriptTexts());
  const said = [...built.match(/<noscript>([\s\S]*)<\/noscript>/)[1].matchAll(/<p lang="(\w+)"( dir="rtl")?>([^<]*)<\/p>/g)];
  assert.deepEqual(said.map(([, code, rtl, text]) => [code, text, rtl ? 'rtl' : 'ltr']),
    LANGUAGES.map((code) => [code, rules[code]['rules.noScript'], direction(code)]));
  assert.equal(built.replace(/<noscript>[\s\S]*<\/noscript>/, ''), source.replace(/<noscript>[\s\S]*<\/noscript>/, ''));
});

test('adding a language is one folder and one line of languages.js', async (t) => {
  // A copy of www/i18n/ with a language 'xx' made as docs/web.md says: English's files
  // copied into www/i18n/xx/ (a translator then translates them), and one line.
  const copy = mkdtempSync(path.join(tmpdir(), 'jarmo-i18n-'));
  t.after(() => rmSync(copy, { recursive: true, force: true }));
  const i18n = path.join(copy, 'i18n');
  cpSync(I18N, i18n, { recursive: true });
  // (What it imports from beside it: how a message quotes a text from outside.)
  cpSync(path.join(I18N, '../text'), path.join(copy, 'text'), { recursive: true });
  cpSync(path.join(i18n, 'en'), path.join(i18n, 'xx'), { recursive: true });
  const list = path.join(i18n, 'languages.js');
  writeFileSync(list, readFileSync(list, 'utf8').replace(/^(\s*)\{ code: .*$(?=\n\]\);)/m, (line, indent) => `${line}\n${indent}{ code: 'xx', autonym: 'Xx' },`));
  const added = await import(pathToFileURL(path.join(i18n, 'i18n.js')).href);
  assert.deepEqual(added.LANGUAGES, [...LANGUAGES, 'xx']);
  assert.equal(added.pickLanguage({ search: '?lang=xx' }), 'xx');
  assert.equal(added.pickLanguage({ navigatorLanguages: ['xx-YY'] }), 'xx');
  const xx = await added.loadTranslator('xx', { english: rules.en, load: (lang) => import(pathToFileURL(path.join(i18n, lang, 'rules.js')).href) });
  assert.equal(xx.t('rules.back'), rules.en['rules.back']);
  assert.equal(xx.formatNumber(632250), '632,250');
  assert.deepEqual(Object.keys(await added.loadErrorCatalogs('xx')), ['en', 'xx']);
  // Named in no other catalog yet: the selectors show its own name.
  assert.deepEqual(added.languageOptions(xx).at(-1), { value: 'xx', label: 'Xx' });
  assert.deepEqual(added.languageOptions(await added.loadTranslator('de')).at(-1), { value: 'xx', label: 'Xx' });
  // The bundle's loaders have it too.
  const file = path.join(i18n, 'i18n.js');
  const bundled = writeLoaders(file, readFileSync(file, 'utf8'), { www: copy, codes: added.LANGUAGES });
  assert.deepEqual(bundled.errors, []);
  assert.match(bundled.contents, /"xx": \(\) => import\("\.\/xx\/game\.js"\)/);
  // And so has the rules page's <noscript>.
  assert.deepEqual((await noscriptTexts(pathToFileURL(`${i18n}/`))).at(-1), ['xx', rules.en['rules.noScript'], 'ltr']);
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

/** The plural categories of `code` that one whole number alone (of 0 to 1000) chooses, found once a language. */
const exactCategories = new Map();
function exactCategory(code, category) {
  if (!exactCategories.has(code)) {
    const rules = new Intl.PluralRules(code);
    const counts = new Map();
    for (let n = 0; n <= 1000; n++) {
      const chosen = rules.select(n);
      counts.set(chosen, (counts.get(chosen) ?? 0) + 1);
    }
    exactCategories.set(code, new Set([...counts].filter(([, count]) => count === 1).map(([name]) => name)));
  }
  return exactCategories.get(code).has(category);
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
      // A form shows its count, unless the form is the language's for one number alone
      // (Arabic's zero, one and two: نقطتان says "two points" by itself).
      for (const [category, form] of Object.entries(value)) {
        if (!exactCategory(code, category)) assert.match(form, /\{count\}/, `${key} shows its count (${category})`);
      }
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

test('pickLanguage: a portal\'s locale comes after ?lang= and the stored choice, before the browser\'s languages', () => {
  assert.equal(pickLanguage({ portalLocale: 'es-AR', navigatorLanguages: ['de-DE'] }), 'es');
  assert.equal(pickLanguage({ search: '?lang=fi', portalLocale: 'es-AR', navigatorLanguages: ['de-DE'] }), 'fi');
  assert.equal(pickLanguage({ stored: 'ru', portalLocale: 'es-AR', navigatorLanguages: ['de-DE'] }), 'ru');
  // A locale we do not speak (or none) leaves the choice to the browser.
  assert.equal(pickLanguage({ portalLocale: 'sv-SE', navigatorLanguages: ['de-DE'] }), 'de');
  assert.equal(pickLanguage({ portalLocale: null, navigatorLanguages: ['de-DE'] }), 'de');
});

test('Arabic runs right to left, every other language left to right', () => {
  for (const code of LANGUAGES) assert.equal(direction(code), code === 'ar' ? 'rtl' : 'ltr', code);
  assert.equal(translatorOf('ar').dir, 'rtl');
  assert.equal(translatorOf('en').dir, 'ltr');
});

test('in Arabic each value put into a text is an isolate (FSI ... PDI); in other languages it is as given', () => {
  const ar = translatorOf('ar');
  const said = ar.t('hint.move', { move: '@b1' });
  assert.ok(said.includes('\u2068@b1\u2069'), JSON.stringify(said));
  assert.ok(ar.t('tray.capturedOn', { circle: 'c3', move: 12 }).includes(`\u2068${ar.formatNumber(12)}\u2069`));
  // Exactly one isolate a value: none added anywhere else.
  assert.equal([...said].filter((c) => c === '\u2068').length, 1);
  for (const code of LANGUAGES.filter((c) => c !== 'ar')) {
    assert.ok(!/[\u2066-\u2069]/.test(translatorOf(code).t('hint.move', { move: '@b1' })), code);
  }
});

test('pickLanguage: the first browser language we have, regions matched to the language', () => {
  assert.equal(pickLanguage({ navigatorLanguages: ['pt-BR', 'en-US'] }), 'pt');
  assert.equal(pickLanguage({ navigatorLanguages: ['sv', 'he-IL', 'ru-RU', 'de'] }), 'ru');
  // Chinese in any script or region is the simplified catalog's: nearer than English.
  assert.equal(pickLanguage({ navigatorLanguages: ['zh-Hant-TW'] }), 'zh');
  assert.equal(pickLanguage({ navigatorLanguages: ['ar-EG'] }), 'ar');
  assert.equal(pickLanguage({ navigatorLanguages: ['ja-JP', 'en-US'] }), 'ja');
  assert.equal(pickLanguage({ navigatorLanguages: ['tt-RU'] }), 'tt');
  assert.equal(pickLanguage({ navigatorLanguages: ['de_AT'], stored: 'klingon' }), 'de');
});

test('pickLanguage: English when nothing matches or nothing is given', () => {
  assert.equal(pickLanguage({ navigatorLanguages: ['sv', 'he-IL'] }), 'en');
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
  for (const [code, text] of Object.entries(expected)) assert.equal(translatorOf(code).formatPercent(3 / 7), text, code);
  assert.equal(translatorOf('de').formatPercent(0.5), '50,00\u00a0%');
  assert.equal(translatorOf('en').formatPercent(1), '100.00%');
  assert.equal(translatorOf('en').formatPercent(0), '0.00%');
});

test('formatNumber groups digits the way each language does', () => {
  assert.equal(translatorOf('en').formatNumber(632250), '632,250');
  assert.equal(translatorOf('de').formatNumber(632250), '632.250');
  assert.equal(translatorOf('ru').formatNumber(632250), '632\u00a0250');
});

test('formatNumber and formatPercent write exactly what Intl.NumberFormat writes', () => {
  const wholes = [0, 1, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 100000, 632250, 1234567, 2 ** 53 - 1,
    -1, -12, -999, -1000, -1234567, 1.5, -0.25, 1 / 3, 1e21, NaN, Infinity];
  const ratios = [0, 1, 0.5, 3 / 7, 1 / 3, 2 / 3, 1 / 8, 0.00125, 0.12345, 0.999999, 12.3456, -0.25, 1e13, NaN];
  for (let games = 1; games <= 60; games++) for (let won = 0; won <= games; won++) ratios.push(won / games);
  for (const code of LANGUAGES) {
    const mine = translatorOf(code);
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
    const ours = pluralRules(code, formats[code]);
    for (const n of numbers) assert.equal(ours.select(n), intl.select(n), `${code}: ${n}`);
  }
});

test('t fills placeholders and picks plural forms by count', () => {
  const ru = translatorOf('ru', { warn: false });
  assert.equal(ru.t('units.archers', { count: 1 }), '1 лучник');
  assert.equal(ru.t('units.archers', { count: 3 }), '3 лучника');
  assert.equal(ru.t('units.archers', { count: 5 }), '5 лучников');
  assert.equal(ru.t('units.archers', { count: 21 }), '21 лучник');
  const sk = translatorOf('sk', { warn: false });
  assert.equal(sk.t('units.points', { count: 2 }), '2 body');
  assert.equal(sk.t('units.points', { count: 7 }), '7 bodov');
  const en = translatorOf('en', { warn: false });
  assert.equal(en.t('units.lines', { count: 48 }), '48 lines');
  assert.equal(en.t('embed.problem', { param: 'level', value: '9', expected: '1-8' }), 'Ignored level=9: expected 1-8.');
  assert.equal(translatorOf('de').t('units.points', { count: 1000 }), '1.000 Punkte');
});

test('a key missing in a language falls back to English and warns once in development', (t) => {
  const warnings = [];
  t.mock.method(console, 'warn', (message) => warnings.push(message));
  const partial = { ...catalogs.fi };
  delete partial['rules.back'];
  const fi = createI18n('fi', { en: english, fi: partial }, { format: formats.fi, warn: true });
  assert.equal(fi.t('rules.back'), 'Back to the game');
  assert.equal(fi.t('rules.back'), 'Back to the game');
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /'rules\.back' is missing in fi's catalogs \(www\/i18n\/fi\/\)/);
  assert.equal(fi.t('no.such.key'), 'no.such.key');
  assert.match(warnings[1], /unknown key 'no\.such\.key'/);
  assert.equal(fi.t('units.points', { count: 3 }), '3 pistettä');
});

test('outside development a missing key falls back silently', (t) => {
  const warnings = [];
  t.mock.method(console, 'warn', (message) => warnings.push(message));
  const fi = createI18n('fi', { en: english, fi: {} }, { format: formats.fi, warn: false });
  assert.equal(fi.t('rules.title'), 'How to play Jarmo');
  assert.deepEqual(warnings, []);
});

test('a missing parameter stays visible as {name} and warns', (t) => {
  const warnings = [];
  t.mock.method(console, 'warn', (message) => warnings.push(message));
  const en = translatorOf('en', { warn: true });
  assert.equal(en.t('rules.intro').includes('{archers}'), true);
  assert.match(warnings[0], /needs the parameter \{archers\}/);
});

test('createI18n rejects an unknown language and a missing English catalog with a clear message', () => {
  assert.throws(() => createI18n('xx', catalogs), new RegExp(`unknown language 'xx': expected one of ${LANGUAGES.join(', ')}$`));
  assert.throws(() => createI18n('fi', { fi: catalogs.fi }, { format: formats.fi }), /needs the English catalog/);
  assert.throws(() => createI18n('fi', catalogs), /needs the format of 'fi' \(www\/i18n\/fi\/format\.js/);
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
