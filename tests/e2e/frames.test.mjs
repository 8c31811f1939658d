// Any frame from 280 x 280 up shows the game without scrollbars: in small ones the
// side panel waits behind a button. Nothing is fetched from another origin.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { recommendedCsp } from '../lib/server.mjs';
import { assertNoErrors, clickCircle, moves, openGame, overflow, settle, shot, sleep, useBrowser } from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

// Every answer carries a report-only policy of the page's own origin: whatever the
// page, its frames or its workers fetch from anywhere else is reported to the server
// (see every_request_stays_on_the_pages_own_origin).
const env = useBrowser({ reportOnly: recommendedCsp });

const SIZES = [[280, 280], [320, 480], [480, 320], [800, 600], [1600, 900], [360, 740], [1280, 800]];

for (const [width, height] of SIZES) {
  test(`no_scrollbars_at_${width}x${height}`, everyEngine('layout'), async () => {
    const { page } = await openGame(env, { viewport: { width, height }, query: '?mode=hotseat' });
    assert.deepEqual(await overflow(page), { x: 0, y: 0 }, 'the page itself does not scroll');
    assert.equal((await page.evaluate(() => [innerWidth, innerHeight])).join('x'), `${width}x${height}`);
    const box = await page.box('#board');
    assert.ok(box.left >= 0 && box.top >= 0 && box.left + box.width <= width && box.top + box.height <= height, 'the board is in view');
    await clickCircle(page, 'b1');
    await clickCircle(page, 'c3');
    assert.deepEqual(await moves(page), ['b1-c3']);
    if (await page.visible('#panel-open')) {
      // The panel behind the button fits too, and gives the board back.
      await page.click('#panel-open');
      assert.equal(await page.visible('#new-game'), true);
      assert.deepEqual(await overflow(page), { x: 0, y: 0 }, 'the open panel does not scroll the page');
      await settle(page);
      await shot(page, `frame-${width}x${height}-panel`);
      await page.click('#panel-close');
      assert.equal(await page.visible('#board'), true);
    } else {
      assert.equal(await page.visible('#new-game'), true, 'big enough for the panel beside or below the board');
    }
    await settle(page);
    await shot(page, `frame-${width}x${height}`);
    await assertNoErrors(page);
    await page.close();
  });
}

test('stats_off_hides_the_statistics_panel', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?stats=off' });
  assert.equal(await page.hidden('#stats'), true);
  await assertNoErrors(page);
  await page.close();
  const shown = await openGame(env, { query: '?stats=on' });
  assert.equal(await shown.page.visible('#stats'), true);
  await assertNoErrors(shown.page);
  await shown.page.close();
});

test('every_request_stays_on_the_pages_own_origin', everyEngine('csp'), async () => {
  const asked = env.server.requests.length;
  const reported = env.server.reports.length;
  const { page } = await openGame(env, { query: '?mode=ai&level=1' });
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  await page.waitFor(() => document.querySelectorAll('#record button.move').length === 2,
    null, { timeout: 20000 });
  await page.click('#rules-link');
  await page.waitFor(() => location.pathname.endsWith('/www/rules.html') && document.body?.dataset.ready);
  const requests = env.server.requests.slice(asked);
  assert.ok(requests.length > 5, `${requests.length} requests`);
  // Nothing the page, the engine worker or the rules page fetched went elsewhere: the
  // report-only policy (own origin only) reported nothing.
  assert.deepEqual(env.server.reports.slice(reported), []);
  await assertNoErrors(page);
  // The reports do reach the server in this engine: a request to another origin
  // (localhost is not 127.0.0.1) is reported.
  await page.evaluate(() => fetch('http://localhost:9/elsewhere').catch(() => null));
  const end = Date.now() + 10000;
  while (env.server.reports.length === reported && Date.now() < end) await sleep(50);
  assert.match(JSON.stringify(env.server.reports.slice(reported)), /localhost:9/, 'a request elsewhere is reported');
  await page.close();
});

test('in_a_small_frame_the_addresses_error_floats_over_the_board_until_tapped', everyEngine('layout'), async () => {
  const { page } = await openGame(env, { viewport: { width: 280, height: 280 }, query: '?position=zz' });
  assert.equal(await page.visible('#setup-error'), true);
  assert.deepEqual(await overflow(page), { x: 0, y: 0 });
  await page.click('#setup-error');
  assert.equal(await page.hidden('#setup-error'), true);
  await clickCircle(page, 'e1');
  await clickCircle(page, 'd3');
  assert.deepEqual(await moves(page), ['e1-d3']);
  await assertNoErrors(page);
  await page.close();
});
