// The site's Content-Security-Policy (scripts/csp.mjs): both pages carry it as a
// <meta http-equiv>, before anything they load; the build writes the site's origin
// into it (JARMO_ORIGIN), or without one the fallback that works wherever the pages are
// served; and the tests' server sends the same policy as docs/EMBEDDING.md. Whether
// the policy lets the game run in every frame is the browser tests' (e2e/embed.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_SOURCES, parseSiteOrigins, sitePolicy, stampSite, withPolicy } from '../../scripts/csp.mjs';
import { ICON, inlineIcon, svgDataUrl } from '../../scripts/icon-inline.mjs';
import { recommendedCsp } from '../lib/server.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = { 'index.html': 'index.html', 'www/rules.html': 'www/rules/rules.html' };
const read = (file) => readFileSync(path.join(REPO, file), 'utf8');
const metaOf = (html) => [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)].map((m) => m[1]);

test('the policy: the site\'s own files and origin, compiled wasm, Blob workers, no <base>, no form', () => {
  assert.equal(sitePolicy(['https://user.github.io']),
    "default-src 'self' https://user.github.io; script-src 'self' https://user.github.io 'wasm-unsafe-eval'; "
    + "style-src 'self' https://user.github.io; img-src 'self' https://user.github.io data:; worker-src 'self' https://user.github.io blob:; base-uri 'none'; form-action 'none'");
  // What a meta cannot carry is not in it (a browser would ignore it and say so).
  assert.doesNotMatch(sitePolicy(), /frame-ancestors|report-uri|report-to|sandbox|unsafe-inline|'unsafe-eval'/);
  // Without JARMO_ORIGIN the policy names 'self' alone: no other site's script may run.
  assert.deepEqual([...FALLBACK_SOURCES], []);
  assert.equal(sitePolicy(), "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; worker-src 'self' blob:; "
    + "base-uri 'none'; form-action 'none'");
  assert.doesNotMatch(sitePolicy(), /https:(?!\/\/)|http:|\*/, 'no scheme or host left open');
});

test('both pages carry the policy as a meta, first in their head, before anything they load', () => {
  for (const [page, source] of Object.entries(SOURCES)) {
    const html = read(source);
    assert.deepEqual(metaOf(html), [sitePolicy()], page);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const meta = head.indexOf('http-equiv="Content-Security-Policy"');
    for (const loads of [/<link\b/, /<script\b/, /<style\b/]) {
      const at = head.search(loads);
      assert.ok(at === -1 || meta < at, `${page}: the policy comes before ${loads}`);
    }
  }
});

test('the tests\' server sends the same policy, for the origin it serves from', () => {
  assert.equal(recommendedCsp('http://127.0.0.1:8123'), sitePolicy(['http://127.0.0.1:8123']));
});

test('JARMO_ORIGIN: exact origins only, or a host with any port', () => {
  assert.deepEqual(parseSiteOrigins('https://user.github.io'), ['https://user.github.io']);
  assert.deepEqual(parseSiteOrigins('http://127.0.0.1:* http://LocalHost:*'), ['http://127.0.0.1:*', 'http://localhost:*']);
  assert.deepEqual(parseSiteOrigins(' https://User.GitHub.io/ https://games.example:8443 '), ['https://user.github.io', 'https://games.example:8443']);
  for (const bad of ['', 'user.github.io', 'https://user.github.io/jarmo/', 'https://user.github.io?x', "https://x.example; script-src *", 'ftp://x.example', '*', 'http://*:*', 'https://*.example', 'http://x.example:*/p', 'https:']) {
    assert.throws(() => parseSiteOrigins(bad), /JARMO_ORIGIN/, bad);
  }
});

test('the build writes the origin into both pages of the built site, or the fallback without one', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jarmo-csp-'));
  try {
    mkdirSync(path.join(dir, 'www'));
    for (const [page, source] of Object.entries(SOURCES)) cpSync(path.join(REPO, source), path.join(dir, page));
    const script = path.join(REPO, 'scripts/csp.mjs');
    const run = (env) => execFileSync(process.execPath, [script, dir], { env: { ...process.env, ...env }, encoding: 'utf8', stdio: 'pipe' });
    assert.match(run({ JARMO_ORIGIN: 'https://user.github.io' }), /names https:\/\/user\.github\.io/);
    for (const page of Object.keys(SOURCES)) {
      assert.deepEqual(metaOf(readFileSync(path.join(dir, page), 'utf8')), [sitePolicy(['https://user.github.io'])], page);
    }
    // Again without: the fallback, and it says so.
    const env = { ...process.env };
    delete env.JARMO_ORIGIN;
    const out = execFileSync(process.execPath, [script, dir], { env, encoding: 'utf8' });
    assert.match(out, /no JARMO_ORIGIN/);
    for (const page of Object.keys(SOURCES)) assert.deepEqual(metaOf(readFileSync(path.join(dir, page), 'utf8')), [sitePolicy()], page);
    // A bad origin stops the build.
    assert.throws(() => run({ JARMO_ORIGIN: 'https://user.github.io/jarmo/' }), /Command failed/);
    // A page without the meta is an error, not a page without a policy.
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><head><meta charset="utf-8"></head>');
    assert.throws(() => stampSite(dir, ['https://user.github.io']), /exactly one/);
    assert.throws(() => withPolicy('<head></head>', sitePolicy()), /found 0/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the icon is written into the game page and the manifest as a data: URL that the policy allows, the same picture', () => {
  const svg = read(ICON);
  const { html, manifest } = inlineIcon(read('index.html'), read('manifest.webmanifest'), svg);
  const url = svgDataUrl(svg);
  assert.match(url, /^data:image\/svg\+xml,%3Csvg /);
  // Nothing in it that an HTML attribute or a URL would misread.
  assert.doesNotMatch(url, /["<>#\n&]/);
  // The same picture: decoded, the icon's elements and attributes, quotes aside.
  const words = (text) => text.replaceAll('"', "'").split(/[\s<>]+/).filter(Boolean);
  assert.deepEqual(words(decodeURIComponent(url.slice(url.indexOf(',') + 1))), words(svg));
  const links = [...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(links, [url]);
  assert.ok(!html.includes(ICON), 'the page no longer fetches the file');
  const icons = JSON.parse(manifest).icons;
  assert.deepEqual(icons.filter((icon) => icon.type === 'image/svg+xml').map((icon) => icon.src), [url]);
  assert.equal(icons.filter((icon) => icon.type === 'image/png').length, 4, 'the PNG icons stay files');
  assert.match(sitePolicy(), /img-src 'self' data:;/);
  // What it refuses: a page or a manifest that does not name the icon once, and no SVG.
  assert.throws(() => inlineIcon('<head></head>', read('manifest.webmanifest'), svg), /<link rel="icon">, not 1/);
  assert.throws(() => inlineIcon(read('index.html'), '{"icons": []}', svg), /0 times, not once/);
  assert.throws(() => svgDataUrl('<png/>'), /not an SVG/);
  assert.throws(() => svgDataUrl("<svg><title>Jarmo's</title></svg>"), /holds a '/);
});
