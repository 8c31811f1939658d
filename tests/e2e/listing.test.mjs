// The listing kit of a games portal (scripts/listing.mjs, run by scripts/portal.sh): the
// CrazyGames build made from the site under test, with its kit, which the game
// draws in headless Chromium. Every picture has exactly the size its form asks for
// (read from the PNG's header), the thumbnails are pictures with the board on them, not
// a blank or a flat colour, the GIF is a real animation of the whole game, every language's texts are
// there, and none of it is in the upload. What the kit writes without a browser (the
// sizes table, the texts, the zip's exclusions) is tests/unit/listing.test.mjs's.
//
// Chromium only: the kit is made in Chromium whatever engine the tests run in.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST } from '../lib/harness.mjs';
import { chromiumPath } from '../lib/browser.mjs';
import { sameInEveryEngine } from '../lib/engines.mjs';
import { gifFrames } from '../lib/gif.mjs';
import { colourCount, decodePng, pngSize } from '../lib/png.mjs';
import { ASSETS, GAME, LISTING_KEYS, SCREENSHOT, listingTexts } from '../../scripts/listing.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The share of a picture's pixels in the board's light wood (the covers' background, the title and the archers are not). */
function wood({ channels, pixels }) {
  let count = 0;
  for (let i = 0; i < pixels.length; i += channels) {
    const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    if (r > 180 && g > 120 && r - b > 60) count += 1;
  }
  return count / (pixels.length / channels);
}
// CrazyGames: its three covers are the three shapes a cover takes (wide, tall, square).
const NAME = 'crazygames';
let out = null;
after(() => out && rmSync(out, { recursive: true, force: true }));

test('the listing kit: each cover drawn in the size its portal asks for, four screenshots, a GIF of a game, the texts; none of it in the zip', sameInEveryEngine(), async () => {
  out = mkdtempSync(path.join(os.tmpdir(), 'jarmo-listing-'));
  const printed = execFileSync('bash', [path.join(ROOT, 'scripts/portal.sh'), NAME], {
    env: { ...process.env, JARMO_DIST: DIST, JARMO_PORTAL_OUT: out, GD_GAME_ID: 'standin-0001', CHROMIUM: chromiumPath(), JARMO_LISTING: 'on' },
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'],
  });
  const kit = path.join(out, NAME, 'listing');
  const file = (name) => new Uint8Array(readFileSync(path.join(kit, name)));

  for (const asset of ASSETS[NAME]) {
    const bytes = file(asset.file);
    assert.deepEqual(pngSize(bytes), { width: asset.width, height: asset.height }, asset.file);
    // A cover, not a blank: many colours (the wood, the archers, the title's letters), and
    // the board on it (a board the page had not drawn yet left 0.5 % of wood).
    const picture = decodePng(bytes);
    const colours = colourCount(picture);
    assert.ok(colours > (asset.width * asset.height > 100_000 ? 3000 : 1000), `${asset.file}: ${colours} colours`);
    assert.ok(wood(picture) > 0.1, `${asset.file}: ${(wood(picture) * 100).toFixed(1)} % of it the board's wood`);
  }
  for (const shot of ['screenshot-1-game.png', 'screenshot-2-lesson.png', 'screenshot-3-puzzle.png', 'screenshot-4-end.png']) {
    const bytes = file(shot);
    assert.deepEqual(pngSize(bytes), { width: SCREENSHOT.width, height: SCREENSHOT.height }, shot);
    assert.ok(wood(decodePng(bytes)) > 0.1, `${shot}: the board on it`);
  }
  const gif = file('game.gif');
  assert.equal(String.fromCharCode(...gif.subarray(0, 6)), 'GIF89a');
  const frames = gifFrames(gif);
  assert.equal(frames.length, GAME.length + 1, 'the start and a frame a move');
  assert.ok(gif.length < 2_000_000, `${gif.length} bytes`);

  // Every language's texts, each text whole.
  const { languages, texts } = await listingTexts();
  for (const { code } of languages) {
    const written = readFileSync(path.join(kit, 'text', `${code}.txt`), 'utf8');
    for (const key of LISTING_KEYS) assert.ok(written.includes(`${texts[code][key]}\n`), `${code}: ${key}`);
  }
  const readme = readFileSync(path.join(kit, 'README.md'), 'utf8');
  for (const asset of ASSETS[NAME]) assert.match(readme, new RegExp(asset.file.replace('.', '\\.')));

  // The upload is as it was: no listing/ in the zip, nor in its count of files.
  const entries = execFileSync('unzip', ['-Z1', path.join(out, `${NAME}.zip`)], { encoding: 'utf8' }).split('\n').filter(Boolean);
  assert.deepEqual(entries.filter((e) => /^listing(\.part)?\//.test(e)), []);
  const count = Number(printed.match(/, (\d+) files \(at most/)[1]);
  assert.equal(count, entries.filter((e) => !e.endsWith('/')).length);
  assert.equal(existsSync(path.join(out, NAME, 'listing.part')), false, 'no half kit left');
  assert.deepEqual(readdirSync(kit).filter((f) => f.endsWith('.png')).length, ASSETS[NAME].length + 4);
});
