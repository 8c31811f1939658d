// The core's errors in the player's language: every code the wasm API throws is one it
// documents, every documented code has a catalog text, a known code is translated with
// its params, an unknown one falls back to the core's message (its code and params:
// the wasm carries no English sentences).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createI18n } from '../../www/i18n/i18n.js';
import { errorText, errorTexts, onErrorTexts, setTranslator } from '../../www/i18n/lang.js';

const en = (await import('../../www/i18n/en.js')).default;
const de = (await import('../../www/i18n/de.js')).default;
// The words for the core's errors: apart, loaded when an error is first to be said.
const enErrors = (await import('../../www/i18n/errors/en.js')).default;
const WASM = readFileSync(fileURLToPath(new URL('../../crates/jarmo-core/src/wasm.rs', import.meta.url)), 'utf8');

/** The codes in the table at the top of wasm.rs (`move.empty`, `play.not-joined`, ...). */
function documentedCodes() {
  const table = WASM.split('\n').filter((line) => line.startsWith('//! |'));
  const codes = table.flatMap((line) => [...line.split('|')[1].matchAll(/`([a-z]+\.[a-z-]+)`/g)].map((m) => m[1]));
  return [...new Set(codes)];
}

test('every error code of the wasm API has a catalog text', () => {
  const codes = documentedCodes();
  assert.ok(codes.length >= 30, `found ${codes.length} codes in wasm.rs`);
  assert.deepEqual(codes.filter((code) => !Object.hasOwn(enErrors, `error.${code}`)), []);
  // And nothing else: the page's own errors are in its catalog.
  assert.deepEqual(Object.keys(enErrors).filter((key) => !codes.includes(key.slice('error.'.length))), []);
  assert.deepEqual(codes.filter((code) => Object.hasOwn(en, `error.${code}`)), []);
});

/** The codes wasm.rs throws: each `ApiError::new("...")` and each `("code", ...)` arm. */
function thrownCodes() {
  const code = WASM.split('\n').filter((line) => !line.trimStart().startsWith('//')).join('\n');
  const found = [...code.matchAll(/"((?:move|play|position|record|api|engine|solve)\.[a-z-]+)"/g)].map((m) => m[1]);
  return [...new Set(found)];
}

test('every code the wasm API throws is one it documents', () => {
  const thrown = thrownCodes();
  assert.ok(thrown.length >= 30, `found ${thrown.length} thrown codes in wasm.rs`);
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
  setTranslator(createI18n('de', { en, de }, { warn: false }));
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
  setTranslator(createI18n('de', { en, de }, { warn: false }));
  await errorTexts();
  const notJoined = Object.assign(new Error('no line joins a1 and c3'), { code: 'play.not-joined', params: { from: 'a1', to: 'c3' } });
  assert.equal(errorText(notJoined), 'Keine Linie verbindet a1 und c3.');
  const tooMany = Object.assign(new Error('white has 6 archers'), { code: 'position.too-many-archers', params: { colour: 'white', count: 6 } });
  assert.equal(errorText(tooMany), 'Weiß hat 6 Bogenschützen; eine Seite hat höchstens 5.');
});

test('an unknown code, or none, falls back to the message', async () => {
  setTranslator(createI18n('de', { en, de }, { warn: false }));
  await errorTexts();
  assert.equal(errorText(Object.assign(new Error('something new'), { code: 'play.brand-new' })), 'something new');
  assert.equal(errorText(new Error('plain')), 'plain');
});
