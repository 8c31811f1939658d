// The listing kit's parts that need no browser (scripts/listing.mjs): the table of the
// portals' picture sizes, each with the page it came from; the texts of every language
// of www/i18n/languages.js, each key whole; the kit's README; and portal.sh's upload,
// whose zip and count of files leave the kit out. The pictures themselves, made in
// Chromium: tests/e2e/listing.test.mjs.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASSETS, FORM_TEXTS, GAME, LISTING_KEYS, PORTALS, SOURCES, length, listingTexts, readme, writeTexts,
} from '../../scripts/listing.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const DIST = process.env.JARMO_DIST || path.join(REPO, 'dist');
const temps = [];
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jarmo-listing-unit-'));
  temps.push(dir);
  return dir;
};
after(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('every portal of portal.sh has its pictures in the table, each with its size and the page the size came from', () => {
  const script = readFileSync(path.join(REPO, 'scripts/portal.sh'), 'utf8');
  const names = [...script.slice(script.indexOf('case "$name" in'), script.indexOf('esac')).matchAll(/^\s+([a-z]+)\)/gm)].map((m) => m[1]);
  assert.deepEqual([...PORTALS].sort(), [...names].sort());
  for (const name of PORTALS) {
    assert.ok(ASSETS[name].length > 0, name);
    assert.ok(SOURCES[name].length > 0 && SOURCES[name].every((url) => /^https:\/\/[^ ]+$/.test(url)), `${name}: its sources`);
    const files = ASSETS[name].map((a) => a.file);
    assert.equal(new Set(files).size, files.length, `${name}: one file a size`);
    for (const asset of ASSETS[name]) {
      // Laid out at half the size with a device scale factor of 2: whole pixels both ways.
      assert.ok(Number.isInteger(asset.width / 2) && Number.isInteger(asset.height / 2) && asset.width >= 200 && asset.height >= 120, asset.file);
      assert.match(asset.file, new RegExp(`-${asset.width}x${asset.height}\\.png$`), 'the file says its size');
      assert.ok(SOURCES[name].includes(asset.source), `${asset.file}: a source of ${name}'s`);
      assert.ok(asset.field.trim(), `${asset.file}: the form's field`);
    }
  }
  // The sizes the portals' pages give (docs/PORTALS.md cites them).
  const sizes = (name) => ASSETS[name].map((a) => `${a.width}x${a.height}`).sort();
  assert.deepEqual(sizes('crazygames'), ['1920x1080', '800x1200', '800x800'].sort());
  assert.deepEqual(sizes('poki'), ['628x628']);
  assert.deepEqual(sizes('gamedistribution'), ['1280x550', '1280x720', '200x120', '512x340', '512x384', '512x512', '900x450'].sort());
  assert.deepEqual(sizes('itch'), ['630x500']);
  // docs/PORTALS.md names every size and every source.
  const doc = readFileSync(path.join(REPO, 'docs/PORTALS.md'), 'utf8');
  for (const name of PORTALS) {
    for (const url of SOURCES[name]) assert.ok(doc.includes(url), `docs/PORTALS.md cites ${url}`);
    for (const asset of ASSETS[name]) assert.ok(doc.includes(asset.file), `docs/PORTALS.md names ${asset.file}`);
  }
});

test('the game of the GIF and the screenshots is a whole game of 20 to 40 moves', () => {
  assert.ok(GAME.length >= 20 && GAME.length <= 40, `${GAME.length} moves`);
  assert.ok(GAME.every((move) => /^([a-e][1-5][-x][a-e][1-5]|@[a-e][15])$/.test(move)));
});

test('the texts of every language are written, each key whole, with an index and its lengths', async () => {
  const all = await listingTexts();
  const { languages, texts } = all;
  assert.ok(languages.length >= 6);
  const dir = temp();
  const written = writeTexts(dir, all);
  assert.deepEqual(written.sort(), [...languages.map((l) => `${l.code}.txt`), 'index.md', 'listing.json'].sort());
  const index = readFileSync(path.join(dir, 'index.md'), 'utf8');
  const json = JSON.parse(readFileSync(path.join(dir, 'listing.json'), 'utf8'));
  for (const { code, autonym } of languages) {
    const file = readFileSync(path.join(dir, `${code}.txt`), 'utf8');
    for (const key of LISTING_KEYS) {
      assert.ok(file.includes(`[${key}] `), `${code}: ${key}'s line`);
      assert.ok(file.includes(`, ${length(texts[code][key])} characters\n${texts[code][key]}\n`), `${code}: ${key} whole, after its length`);
      assert.equal(json[code][key], texts[code][key]);
    }
    assert.ok(index.includes(`| ${autonym} (${code}) | [${code}.txt](${code}.txt) | ${LISTING_KEYS.map((k) => length(texts[code][k])).join(' | ')} |`), code);
  }
  // A language without a key is refused, not written without it.
  const broken = { languages: [{ code: 'en', autonym: 'English' }], texts: { en: { ...texts.en, 'listing.controls': ' ' } } };
  assert.throws(() => writeTexts(temp(), broken), /en\/listing\.js has no listing\.controls/);
});

test('a character is a character: a text\'s length counts code points', () => {
  assert.equal(length('Jarmo'), 5);
  assert.equal(length('Ярмо'), 4);
  assert.equal(length('𝒥armo'), 5);
});

test('the kit\'s README names each picture and the form\'s field of each text', async () => {
  const all = await listingTexts();
  for (const name of PORTALS) {
    const text = readme(name, 'en', all);
    for (const asset of ASSETS[name]) assert.ok(text.includes(`| ${asset.file} | ${asset.width}x${asset.height} |`), `${name}: ${asset.file}`);
    for (const [field, key] of FORM_TEXTS[name]) assert.ok(text.includes(`| ${field} | ${key} | ${length(all.texts.en[key])} |`), `${name}: ${field}`);
  }
});

test('portal.sh writes the kit beside the upload: neither its zip nor its count of files has listing/', { skip: !existsSync(path.join(DIST, 'index.html')) && 'no built site' }, () => {
  const out = temp();
  const printed = execFileSync('bash', [path.join(REPO, 'scripts/portal.sh'), 'itch'], {
    env: { ...process.env, JARMO_DIST: DIST, JARMO_PORTAL_OUT: out, JARMO_LISTING: 'texts' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
  });
  assert.ok(existsSync(path.join(out, 'itch/listing/text/en.txt')) && existsSync(path.join(out, 'itch/listing/README.md')));
  const entries = execFileSync('unzip', ['-Z1', path.join(out, 'itch.zip')], { encoding: 'utf8' }).split('\n').filter(Boolean);
  assert.ok(entries.includes('index.html'));
  assert.deepEqual(entries.filter((e) => e.startsWith('listing')), []);
  const files = entries.filter((e) => !e.endsWith('/'));
  assert.match(printed, new RegExp(`, ${files.length} files \\(at most 1000\\)`));
  // The build's own files, all of them in the zip: only listing/ was left out.
  const built = [];
  const walk = (dir, prefix) => readdirSync(dir, { withFileTypes: true }).forEach((e) => (e.isDirectory()
    ? walk(path.join(dir, e.name), `${prefix}${e.name}/`) : built.push(`${prefix}${e.name}`)));
  walk(path.join(out, 'itch'), '');
  assert.deepEqual(built.filter((f) => !f.startsWith('listing/')).sort(), files.sort());
});

test('portal.sh refuses to start the kit without Chromium, before it builds anything', () => {
  const out = temp();
  let failure = null;
  try {
    execFileSync('bash', [path.join(REPO, 'scripts/portal.sh'), 'poki'], {
      env: { ...process.env, JARMO_DIST: DIST, JARMO_PORTAL_OUT: out, JARMO_LISTING: 'on', CHROMIUM: '/nonexistent/chromium' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    failure = error;
  }
  assert.ok(failure, 'it fails');
  assert.match(failure.stderr, /the listing kit needs Chromium, and there is none at \/nonexistent\/chromium/);
  assert.deepEqual(readdirSync(out), [], 'nothing written');
});
