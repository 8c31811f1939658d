// The core's errors in the player's language: every code the core throws is one
// contract.js lists, every listed code has a catalog text, a known code is translated
// with its params, an unknown one falls back to the core's message (its code and params:
// the wasm carries no English sentences).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createI18n } from '../../www/i18n/i18n.js';
import { errorText, errorTexts, onErrorTexts, setTranslator } from '../../www/i18n/lang.js';
import { errorTable } from './lib/contract.mjs';

const en = (await import('../../www/i18n/en/game.js')).default;
const { default: de, format: deFormat } = await import('../../www/i18n/de/game.js');
// The words for the core's errors: apart, loaded when an error is first to be said.
const enErrors = (await import('../../www/i18n/en/errors.js')).default;
// The core's API (src/api/) and its wasm shell (src/wasm.rs): where the codes are made.
const SRC = fileURLToPath(new URL('../../crates/jarmo-core/src/', import.meta.url));
const API = ['wasm.rs', ...readdirSync(`${SRC}api`).filter((f) => f.endsWith('.rs') && f !== 'tests.rs').map((f) => `api/${f}`)]
  .map((f) => readFileSync(SRC + f, 'utf8')).join('\n');

/** The codes in contract.js's table of the core's errors (`move.empty`, `play.not-joined`, ...). */
const documentedCodes = () => [...errorTable().codes.keys()];

test('every error code of the core has a catalog text', () => {
  const codes = documentedCodes();
  assert.ok(codes.length >= 30, `found ${codes.length} codes in contract.js`);
  assert.deepEqual(codes.filter((code) => !Object.hasOwn(enErrors, `error.${code}`)), []);
  // And nothing else: the page's own errors are in its catalog.
  assert.deepEqual(Object.keys(enErrors).filter((key) => !codes.includes(key.slice('error.'.length))), []);
  assert.deepEqual(codes.filter((code) => Object.hasOwn(en, `error.${code}`)), []);
});

/** The codes the core's source makes: each `"area.code"` string outside comments. */
function thrownCodes() {
  const code = API.split('\n').filter((line) => !line.trimStart().startsWith('//')).join('\n');
  const found = [...code.matchAll(/"((?:move|play|position|record|api|engine|solve)\.[a-z-]+)"/g)].map((m) => m[1]);
  return [...new Set(found)];
}

test('every code the core throws is one contract.js lists', () => {
  const thrown = thrownCodes();
  assert.ok(thrown.length >= 30, `found ${thrown.length} thrown codes in src/api and src/wasm.rs`);
  const documented = new Set(documentedCodes());
  assert.deepEqual(thrown.filter((code) => !documented.has(code)), []);
});

test('the words come when first needed; until then the core\'s message is said', async () => {
  let redrawn = 0;
  onErrorTexts(() => { redrawn += 1; });
  setTranslator(createI18n('en', { en }, { warn: false }));
  const noArcher = Object.assign(new Error('play.no-archer circle=a1'), { code: 'play.no-archer', params: { circle: 'a1' } });
  // The first error starts the loading and is said as the core gave it.
  assert.equal(errorText(noArcher), 'play.no-archer circle=a1');
  await errorTexts();
  assert.equal(redrawn, 1, 'the page is drawn again once the words are here');
  assert.equal(errorText(noArcher), 'There is no archer on a1.');
  // Another language: its own file, loaded in turn.
  setTranslator(createI18n('de', { en, de }, { format: deFormat, warn: false }));
  assert.equal(errorText(noArcher), 'play.no-archer circle=a1');
  await errorTexts();
  assert.equal(redrawn, 2);
  assert.equal(errorText(noArcher), 'Auf a1 steht kein Bogenschütze.');
  // Loaded once a language.
  await errorTexts();
  assert.equal(redrawn, 2);
  onErrorTexts(() => {});
});

test('a known code is said in the language with its params; a side becomes its name', async () => {
  setTranslator(createI18n('de', { en, de }, { format: deFormat, warn: false }));
  await errorTexts();
  const notJoined = Object.assign(new Error('no line joins a1 and c3'), { code: 'play.not-joined', params: { from: 'a1', to: 'c3' } });
  assert.equal(errorText(notJoined), 'Keine Linie verbindet a1 und c3.');
  const tooMany = Object.assign(new Error('white has 6 archers'), { code: 'position.too-many-archers', params: { colour: 'white', count: 6 } });
  assert.equal(errorText(tooMany), 'Weiß hat 6 Bogenschützen; eine Seite hat höchstens 5.');
});

test('an unknown code, or none, falls back to the message', async () => {
  setTranslator(createI18n('de', { en, de }, { format: deFormat, warn: false }));
  await errorTexts();
  assert.equal(errorText(Object.assign(new Error('something new'), { code: 'play.brand-new' })), 'something new');
  assert.equal(errorText(new Error('plain')), 'plain');
});
