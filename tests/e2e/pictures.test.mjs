// Pictures to share (issue 35, part 4), as a player makes them in each engine: Picture
// gives the position on the board as a PNG with its caption under it, Animated GIF the
// whole game, a frame a move; where the browser cannot share files (these headless
// ones), each comes as a download, which the card says. The GIF is read back apart
// from its encoder (tests/lib/gif.mjs, omggif): its frames counted, the last held
// longer, and every frame decoded. Its size and speed are tests/bench/gif.mjs's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, captureDownloads, downloadedBytes, downloads, openGame, useBrowser } from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { everyEngine } from '../lib/engines.mjs';
import { decodeGif, gifFrames } from '../lib/gif.mjs';

const env = useBrowser();

/** A PNG's width and height, from its header. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

test('the_position_as_a_picture_and_the_game_as_an_animated_gif', everyEngine('canvas'), async () => {
  const { page } = await openGame(env, { init: captureDownloads, query: `?mode=hotseat&lang=en#game=${WHITE_WINS.join('+')}` });
  await page.waitForSelector('#end-panel');
  const board = await page.evaluate(() => ({ width: document.getElementById('board').width, height: document.getElementById('board').height }));

  await page.click('#share-picture');
  await page.waitFor(() => /^Downloaded: jarmo-\d{4}-\d{2}-\d{2}-17\.png\.$/.test(document.getElementById('transfer-message').textContent), null,
    { timeout: 20000, what: 'the picture' });
  const [png] = await downloads(page, 1);
  const size = pngSize(downloadedBytes(png));
  assert.equal(size.width, board.width, 'the board as it is drawn');
  assert.ok(size.height > board.height, 'with its caption under it');

  await page.click('#share-gif');
  await page.waitFor(() => /^Downloaded: jarmo-\d{4}-\d{2}-\d{2}\.gif\.$/.test(document.getElementById('transfer-message').textContent), null,
    { timeout: 30000, what: 'the animation' });
  const [, gif] = await downloads(page, 2);
  const bytes = downloadedBytes(gif);
  const frames = gifFrames(bytes);
  assert.equal(frames.length, WHITE_WINS.length + 1, 'the start and a frame a move');
  assert.deepEqual([frames[0].width, frames[0].height], [400, 430], 'about 400 px, with its caption');
  assert.equal(frames.at(-1).delay, 2500, 'the last held longer');
  assert.ok(frames.slice(1, -1).every((f) => f.delay === 700 && f.transparent), 'each move over the frame before');
  const { width, height, screens } = decodeGif(bytes);
  assert.deepEqual([width, height, screens.length], [400, 430, frames.length]);
  const differ = (a, b) => a.some((v, i) => v !== b[i]);
  assert.ok(screens.slice(1).every((screen, i) => differ(screen, screens[i])), 'every move changes the picture');
  assert.ok(bytes.length < 300_000, `${bytes.length} bytes`);
  await assertNoErrors(page);
  await page.close();
});

test('a_game_without_moves_has_no_animation_and_says_so', everyEngine('canvas'), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en' });
  await page.click('#share-gif');
  await page.waitFor(() => document.getElementById('transfer-message').textContent === 'The game has no moves to show yet.', null, { what: 'the message' });
  await assertNoErrors(page);
  await page.close();
});
