// A game's GIF keeps near 300 KB (www/share/pictures.js gifSide): 400 px a side up to a
// game of about 60 plies, a little less after, as its bytes go with its area. Its bytes
// and time are tests/bench/gif.mjs's (BENCHMARKS.md); the GIF itself, decoded, is
// tests/e2e/pictures.test.mjs's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GIF_SIZE, gifSide } from '../../www/share/pictures.js';

test('a long game\'s GIF is a little smaller, so that it stays near 300 KB', () => {
  assert.equal(GIF_SIZE, 400);
  for (const moves of [0, 1, 17, 40, 60]) assert.equal(gifSide(moves), 400, String(moves));
  assert.equal(gifSide(80), 350);
  assert.ok(gifSide(200) < gifSide(120) && gifSide(120) < gifSide(80));
  // Its area, and so its bytes, as a game of 60 plies at 400 px.
  for (const moves of [80, 120, 200]) {
    const bytes = (30 + 4.5 * moves) * (gifSide(moves) / 400) ** 2;
    assert.ok(bytes <= 300 && bytes > 280, `${moves}: ${bytes}`);
  }
});
