// No words for the player outside the catalogs: every static text of index.html is
// filled from a data-i18n key, every key the page and its scripts use exists in
// English's catalogs (and so, by i18n.test.mjs, in every language), and no script of
// www/ holds an English sentence that could reach the screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { WWW, wwwScripts } from './sources.mjs';
import { createI18n } from '../../www/i18n/i18n.js';

// The page as served, with the markup of the parts that come with their chunk
// (www/panels/*.html: the New game and settings dialogs; www/analysis/card.html: the analysis
// board's card; panels/mount.js).
const PARTS = ['panels', 'analysis'].flatMap((folder) => readdirSync(path.join(WWW, folder)).filter((file) => file.endsWith('.html')).map((file) => `${folder}/${file}`));
const INDEX = [readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8'),
  ...PARTS.map((file) => readFileSync(path.join(WWW, file), 'utf8'))].join('\n');
// The game's catalog with the rules page's and the trainer's own texts.
const gameEnglish = (await import('../../www/i18n/en/game.js')).default;
const pageEnglish = (await import('../../www/i18n/en/page.js')).default;
const laterEnglish = (await import('../../www/i18n/en/later.js')).default;
const english = {
  ...gameEnglish,
  ...pageEnglish,
  ...laterEnglish,
  ...(await import('../../www/i18n/en/rules.js')).default,
  ...(await import('../../www/i18n/en/learn.js')).default,
};
const scripts = wwwScripts();

/** Texts that are the same in every language: the game's name, digits, notation, symbols. */
const UNIVERSAL = /^(Jarmo|[\d\s·–×«‹›»]+|[a-e][1-5]|pass)$/;

/** The start tags of index.html with their attributes, and the text right after each. */
function elements(html) {
  const body = html.replace(/<!--[\s\S]*?-->/g, '');
  const found = [];
  const tag = /<([a-z][a-z0-9]*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'))?)*)\s*\/?>([^<]*)/g;
  for (const [, name, attributes, text] of body.matchAll(tag)) {
    const attrs = Object.fromEntries([...attributes.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'))?/g)]
      .map(([, key, a, b]) => [key, a ?? b ?? '']));
    found.push({ name, attrs, text: text.trim() });
  }
  return found;
}

test('index.html: every text and every labelling attribute comes from a catalog key', () => {
  const stray = [];
  for (const { name, attrs, text } of elements(INDEX)) {
    if (['script', 'style'].includes(name)) continue;
    if (text && !UNIVERSAL.test(text) && !attrs['data-i18n']) stray.push(`<${name}> text "${text}"`);
    for (const attribute of ['aria-label', 'title', 'placeholder']) {
      if (attrs[attribute] !== undefined && !attrs[`data-i18n-${attribute}`]) stray.push(`<${name} ${attribute}="${attrs[attribute]}">`);
    }
    if (name === 'meta' && attrs.name === 'description' && !attrs['data-i18n-content']) stray.push('<meta name="description">');
  }
  assert.deepEqual(stray, []);
});

test('index.html: every static text is the English catalog\'s, so that an English page starts without localizing', () => {
  const { t } = createI18n('en', { en: english }, { warn: false });
  const decode = (text) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const differ = [];
  for (const { attrs, text } of elements(INDEX)) {
    const params = attrs['data-i18n-params'] ? JSON.parse(attrs['data-i18n-params']) : {};
    if (attrs['data-i18n'] && decode(text) !== t(attrs['data-i18n'], params)) differ.push(`${attrs['data-i18n']}: "${text}"`);
    for (const attribute of ['aria-label', 'title', 'placeholder', 'content']) {
      const key = attrs[`data-i18n-${attribute}`];
      if (key && decode(attrs[attribute] ?? '') !== t(key, params)) differ.push(`${key} (${attribute}): "${attrs[attribute]}"`);
    }
  }
  assert.deepEqual(differ, []);
});

test('index.html: the catalog keys it names exist', () => {
  const keys = [...INDEX.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(keys.length > 40, `found ${keys.length} keys`);
  assert.deepEqual(keys.filter((key) => !Object.hasOwn(english, key)), []);
});

test('index.html: its keys are in the game\'s own catalog, which the page has before any other (in English, with en/page.js)', () => {
  const keys = [...INDEX.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]);
  // The analysis board's card comes with the trainer, whose texts (learn.js) it is put in.
  const trainerEnglish = /** @type {Record<string, unknown>} */ (english);
  assert.deepEqual(keys.filter((key) => !Object.hasOwn(gameEnglish, key) && !Object.hasOwn(pageEnglish, key)
    && !(key.startsWith('analysis.') && Object.hasOwn(trainerEnglish, key))), []);
});

test('en/page.js holds only words of the page as served that no script asks for: an English visit never needs them', () => {
  const onPage = new Set([...INDEX.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]));
  const code = [...scripts].filter(([file]) => !file.startsWith('i18n/')).map(([, source]) => source).join('\n');
  // Keys a script writes from a prefix (`board.${name}`) may be any key of it.
  const prefixes = [...code.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*)\.\$\{/g)].map((m) => `${m[1]}.`);
  for (const key of Object.keys(pageEnglish)) {
    assert.ok(onPage.has(key), `${key}: not on the page`);
    assert.ok(!code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`\`${key}`), `${key}: a script asks for it`);
    assert.ok(!prefixes.some((prefix) => key.startsWith(prefix)), `${key}: a script may write it from its prefix`);
    assert.ok(!Object.hasOwn(gameEnglish, key), `${key}: in game.js too`);
  }
  assert.ok(Object.keys(pageEnglish).length > 50);
});

test('the game page\'s scripts use only the game\'s catalog: the trainer\'s texts load with the trainer', () => {
  // www/learn/, www/puzzles/, www/analysis/, the trainer's boots and its apps are the trainer
  // (learn/links.js, the game page's way there, excepted); the rules page has its own.
  const trainer = (file) => (/^(learn|puzzles|analysis)\//.test(file) && file !== 'learn/links.js')
    || ['boot/trainer.js', 'boot/analysis.js', 'app/lessons.js', 'app/puzzles.js', 'app/mistake-puzzles.js', 'app/analysis.js'].includes(file);
  const missing = [];
  for (const [file, source] of scripts.filter(([file]) => !trainer(file) && !file.startsWith('rules/'))) {
    for (const [, key] of source.matchAll(/\bt\('([a-z][\w.-]*)'/g)) {
      if (!Object.hasOwn(gameEnglish, key) && !Object.hasOwn(laterEnglish, key)) missing.push(`${file}: ${key}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('en/later.js holds only words that the parts fetched on first use say, each of which loads them first', () => {
  // The first visit's script does not carry them: i18n.js laterTexts fetches them with the
  // first of these parts, whose loaders await it (panels/notices.js for notices-draw.js,
  // panels/mygames.js for mygames-list.js, panels/view.js for answers-draw.js,
  // review/lazy.js for the review, panels/bind.js for export and import and for the New game
  // dialog, whose levels level-labels.js names). app/links.js and app/preparing.js (the friend features'
  // chunk) say theirs in notices, which notices-draw.js draws, or as the notice's button.
  const sayers = ['panels/notices-draw.js', 'panels/mygames-list.js', 'panels/answers-draw.js', 'review/drawn.js', 'app/links.js', 'app/preparing.js', 'panels/transfer.js', 'panels/level-labels.js'];
  const code = scripts.filter(([file]) => !file.startsWith('i18n/'));
  const prefixes = (source) => [...source.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*)\.\$\{/g)].map((m) => `${m[1]}.`);
  for (const key of Object.keys(laterEnglish)) {
    const users = code.filter(([, source]) => source.includes(`'${key}'`) || source.includes(`"${key}"`) || source.includes(`\`${key}`)
      || prefixes(source).some((prefix) => key.startsWith(prefix))).map(([file]) => file);
    assert.ok(users.length > 0, `${key}: no script says it`);
    assert.deepEqual(users.filter((file) => !sayers.includes(file)), [], `${key}: said by a part of the first visit`);
    assert.ok(!Object.hasOwn(gameEnglish, key) && !Object.hasOwn(pageEnglish, key), `${key}: in game.js or page.js too`);
    assert.ok(!INDEX.includes(`"${key}"`), `${key}: on the page as served`);
  }
  // The notices the friend features raise with these words are drawn by notices-draw.js only.
  for (const [file, source] of code.filter(([file]) => ['app/links.js', 'app/preparing.js'].includes(file))) {
    for (const key of Object.keys(laterEnglish).filter((k) => source.includes(`'${k}'`))) {
      assert.match(source, new RegExp(`(notice|nameArrived)\\([^)]*'${key.replaceAll('.', '\\.')}'|label: '${key.replaceAll('.', '\\.')}'|\\? '${key.replaceAll('.', '\\.')}'`), `${file}: ${key} is said in a notice`);
    }
  }
  // And each loader awaits the words with its chunk.
  const sources = new Map(scripts);
  for (const [file, chunk] of [['panels/notices.js', 'notices-draw'], ['panels/mygames.js', 'mygames-list'], ['panels/view.js', 'answers-draw'], ['review/lazy.js', 'style()'], ['panels/bind.js', 'transfer'], ['panels/bind.js', 'players']]) {
    assert.match(sources.get(file), new RegExp(`Promise\\.all\\(\\[[^\\]]*${chunk.replace(/[()]/g, '\\$&')}[^\\]]*laterTexts\\(\\)\\]`), `${file} awaits laterTexts with its chunk`);
  }
  assert.ok(Object.keys(laterEnglish).length >= 40);
});

test('www/*.js: every literal catalog key passed to t() exists', () => {
  const missing = [];
  for (const [file, source] of scripts) {
    for (const [, key] of source.matchAll(/\bt\('([a-z][\w.-]*)'/g)) {
      if (!Object.hasOwn(english, key)) missing.push(`${file}: ${key}`);
    }
    // Keys built from a side: t(`status.toMove.${colour}`) needs both sides.
    for (const [, prefix] of source.matchAll(/\bt\(`([a-z][\w.]*\.)\$\{(?:[^}]*)\}`/g)) {
      if (!Object.keys(english).some((key) => key.startsWith(prefix))) missing.push(`${file}: ${prefix}*`);
    }
  }
  assert.deepEqual(missing, []);
});

/** The string literals of a script with the code just before each, comments left out. */
function literals(source) {
  const found = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i) + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      const line = source.slice(0, i).split('\n').length;
      found.push({ text: source.slice(i + 1, j), before: source.slice(Math.max(0, i - 80), i), line });
      i = j + 1;
    } else {
      i += 1;
    }
  }
  return found;
}

test('www/*.js: no English sentence outside the catalogs could reach the page', () => {
  const stray = [];
  for (const [file, source] of scripts) {
    for (const { text, before, line } of literals(source)) {
      if (!/[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text)) continue;
      const context = before.split(/[;{}]/).at(-1);
      // Messages for developers (the console, thrown errors) are not shown in the page.
      if (/console\.\w+\(|throw |Error\(|warn\w*\(|super\(/.test(context)) continue;
      // Class lists and id references are names, not words.
      if (/^[a-z0-9 -]+$/.test(text) && /class|aria-\w+'?:|setAttribute\('aria-\w+/.test(context)) continue;
      // Data written into a game record or a file name, marked so where it is written.
      if (/\/\* data \*\/\s*$/.test(before)) continue;
      // Selectors, CSS fonts and media queries are not words for people.
      if (/^\(|serif|monospace/.test(text)) continue;
      stray.push(`${file}:${line}: ${text}`);
    }
  }
  assert.deepEqual(stray, []);
});

test('the markup that comes with a chunk is read with the page here, and its module puts it on the page', () => {
  assert.deepEqual([...PARTS].sort(), ['analysis/card.html', 'panels/new-dialog.html', 'panels/settings-dialog.html']);
  const sources = new Map(scripts);
  for (const [file, part] of [['panels/players.js', 'new-dialog.html'], ['panels/settings.js', 'settings-dialog.html'], ['analysis/card.js', 'card.html']]) {
    assert.match(sources.get(file), new RegExp(`import markup from '\\./${part.replace('.', '\\.')}'`), `${file} carries ${part}`);
    assert.match(sources.get(file), /\bmount\(markup\)/, `${file} puts it on the page (panels/mount.js)`);
  }
});
