// The board fills its place from a 280 px phone to a 1600 px screen, portrait and
// landscape, stays square, inside the screen, sharp, and playable; it follows a resize.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, clickCircle, layout, moves, openGame, settle, shot, useBrowser } from '../lib/harness.mjs';

const env = useBrowser();

/**
 * The board's box, its circle spacing (from the page's geometry, here in Node), the
 * canvas backing size and any page overflow.
 */
async function measure(page) {
  const m = await page.evaluate(() => {
    const canvas = document.getElementById('board');
    const box = canvas.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      width: box.width,
      height: box.height,
      backing: canvas.width,
      expected: Math.round(box.width * devicePixelRatio),
      overflow: document.documentElement.scrollWidth - innerWidth,
      viewport: innerWidth,
    };
  });
  return { ...m, step: layout(m.width, m.height).step };
}

function assertUsable(m, label) {
  assert.ok(Math.abs(m.width - m.height) < 1, `${label}: the board is square`);
  assert.ok(m.left >= 0 && m.right <= m.viewport, `${label}: the board is inside the screen`);
  assert.ok(m.overflow <= 0, `${label}: the page does not scroll sideways`);
  assert.ok(m.width >= Math.min(260, m.viewport - 16), `${label}: the board is ${m.width} px wide`);
  assert.ok(m.step >= 40, `${label}: circles ${m.step} px apart are big enough to tap`);
  assert.equal(m.backing, m.expected, `${label}: the canvas is drawn at the pixel ratio`);
}

const SIZES = [
  [280, 600], [360, 740], [740, 360], [768, 1024], [1024, 768], [1280, 800], [1600, 900], [1600, 2400],
];

for (const [width, height] of SIZES) {
  test(`board_is_usable_at_${width}x${height}`, async () => {
    const { page } = await openGame(env, { viewport: { width, height } });
    const m = await measure(page);
    assert.equal(m.viewport, width, 'the browser gives the page the width asked for');
    assertUsable(m, `${width}x${height}`);
    await clickCircle(page, 'b1');
    await clickCircle(page, 'c3');
    assert.deepEqual(await moves(page), ['b1-c3']);
    await settle();
    await shot(page, `layout-${width}x${height}`);
    await assertNoErrors(page);
    await page.close();
  });
}

test('board_follows_a_resize_and_stays_playable', async () => {
  const { page } = await openGame(env);
  const before = await measure(page);
  const played = [];
  const plan = [[280, 620, 'a1', 'c2'], [1600, 900, 'e5', 'd3'], [900, 1400, 'b1', 'a3'], [360, 740, 'd5', 'e3']];
  for (const [width, height, from, to] of plan) {
    await page.setViewport(width, height);
    // The ResizeObserver redraws on the next frame.
    await page.waitFor(() => {
      const c = document.getElementById('board');
      return c.width === Math.round(c.getBoundingClientRect().width * devicePixelRatio);
    });
    const m = await measure(page);
    assertUsable(m, `resized to ${width}x${height}`);
    await clickCircle(page, from);
    await clickCircle(page, to);
    played.push(`${from}-${to}`);
    assert.deepEqual(await moves(page), played);
  }
  assert.notEqual((await measure(page)).width, before.width);
  await assertNoErrors(page);
  await page.close();
});
