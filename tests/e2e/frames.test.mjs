// Any frame from 280 x 280 up shows the game without scrollbars: in small ones the
// side panel waits behind a button. Nothing is fetched from another origin.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, clickCircle, moves, openGame, settle, shot, useBrowser } from '../lib/harness.mjs';

const env = useBrowser();

const overflow = (page) => page.evaluate(() => {
  const s = document.scrollingElement;
  return { x: s.scrollWidth - s.clientWidth, y: s.scrollHeight - s.clientHeight };
});

const SIZES = [[280, 280], [320, 480], [480, 320], [800, 600], [1600, 900], [360, 740], [1280, 800]];

for (const [width, height] of SIZES) {
  test(`no_scrollbars_at_${width}x${height}`, async () => {
    const { ctx, page, errors } = await openGame(env, { viewport: { width, height }, query: '?mode=hotseat' });
    assert.deepEqual(await overflow(page), { x: 0, y: 0 }, 'the page itself does not scroll');
    const box = await page.locator('#board').boundingBox();
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height, 'the board is in view');
    await clickCircle(page, 'b1');
    await clickCircle(page, 'c3');
    assert.deepEqual(await moves(page), ['b1-c3']);
    const menu = page.locator('#panel-open');
    if (await menu.isVisible()) {
      // The panel behind the button fits too, and gives the board back.
      await menu.click();
      assert.equal(await page.isVisible('#new-game'), true);
      assert.deepEqual(await overflow(page), { x: 0, y: 0 }, 'the open panel does not scroll the page');
      await settle(page);
      await shot(page, `frame-${width}x${height}-panel`);
      await page.click('#panel-close');
      assert.equal(await page.isVisible('#board'), true);
    } else {
      assert.equal(await page.isVisible('#new-game'), true, 'big enough for the panel beside or below the board');
    }
    await settle(page);
    await shot(page, `frame-${width}x${height}`);
    assertNoErrors(errors);
    await ctx.close();
  });
}

test('stats_off_hides_the_statistics_panel', async () => {
  const { ctx, page, errors } = await openGame(env, { query: '?stats=off' });
  assert.equal(await page.isHidden('#stats'), true);
  await ctx.close();
  const shown = await openGame(env, { query: '?stats=on' });
  assert.equal(await shown.page.isVisible('#stats'), true);
  assertNoErrors(errors);
  await shown.ctx.close();
});

test('every_request_stays_on_the_pages_own_origin', async () => {
  const context = await env.browser.newContext();
  const requests = [];
  context.on('request', (request) => requests.push(request.url()));
  const { ctx, page, errors } = await openGame(env, { context, query: '?mode=ai&level=1' });
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  await page.waitForFunction(() => document.querySelectorAll('#record button.move').length === 2,
    null, { timeout: 20000 });
  await page.click('#rules-link');
  await page.waitForSelector('body[data-ready]');
  const origin = new URL(env.server.url).origin;
  assert.ok(requests.length > 5, `${requests.length} requests`);
  assert.deepEqual(requests.filter((url) => new URL(url).origin !== origin), []);
  assertNoErrors(errors);
  await ctx.close();
});

test('in_a_small_frame_the_addresses_error_floats_over_the_board_until_tapped', async () => {
  const { ctx, page, errors } = await openGame(env, { viewport: { width: 280, height: 280 }, query: '?position=zz' });
  assert.equal(await page.isVisible('#setup-error'), true);
  assert.deepEqual(await overflow(page), { x: 0, y: 0 });
  await page.click('#setup-error');
  assert.equal(await page.isHidden('#setup-error'), true);
  await clickCircle(page, 'e1');
  await clickCircle(page, 'd3');
  assert.deepEqual(await moves(page), ['e1-d3']);
  assertNoErrors(errors);
  await ctx.close();
});
