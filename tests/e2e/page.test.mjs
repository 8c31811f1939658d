// The page loads under a sub-path without any error, draws the board and the panels,
// and sets up a position given in the address, refusing a bad one with the reason;
// where the browser offers to install the page as an app, a button says so.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, openGame, position, settle, shot, status, useBrowser } from '../lib/harness.mjs';

const env = useBrowser();
const START = 'bbbbb/5/5/5/wwwww w - -';

test('page_loads_under_a_sub_path_without_errors', async () => {
  const failed = [];
  const { ctx, page, errors } = await openGame(env, {});
  page.on('requestfailed', (r) => failed.push(r.url()));
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal(await position(page), START);
  assert.equal(await status(page), 'White to move');
  assert.equal(await page.textContent('#points-white'), '5 points');
  assert.equal(await page.textContent('#points-black'), '5 points');
  assert.equal(await page.textContent('#stats-total'), '0');
  assert.equal(await page.textContent('#stats-white'), '0 (0.00%)');
  assert.equal(await page.isHidden('#stats-note'), true, 'storage works here, so no "not saved" note');
  assert.deepEqual(failed, []);
  // The canvas holds a drawing at the device's pixel ratio, not an empty bitmap.
  const drawn = await page.evaluate(() => {
    const canvas = document.getElementById('board');
    const box = canvas.getBoundingClientRect();
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4 * 97) opaque += data[i] > 0 ? 1 : 0;
    return { opaque, width: canvas.width, expected: Math.round(box.width * devicePixelRatio) };
  });
  assert.ok(drawn.opaque > 100, 'the board is drawn');
  assert.equal(drawn.width, drawn.expected, 'the canvas is sized for the pixel ratio');
  assertNoErrors(errors);
  await ctx.close();
});

test('page_is_crisp_on_a_hidpi_screen', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3 });
  const { page, errors } = await openGame(env, { context: ctx });
  const sizes = await page.evaluate(() => {
    const canvas = document.getElementById('board');
    return { backing: canvas.width, css: canvas.getBoundingClientRect().width };
  });
  assert.equal(sizes.backing, Math.round(sizes.css * 3));
  await settle(page);
  await shot(page, 'phone-start-3x');
  assertNoErrors(errors);
  await ctx.close();
});

test('position_in_the_address_sets_up_the_board', async () => {
  const setup = 'bW3/1b3/1B1b1/5/w2ww w c3b5:1 d5b4:1';
  const { ctx, page, errors } = await openGame(env, { query: `?position=${encodeURIComponent(setup)}` });
  assert.equal(await position(page), setup);
  assert.equal(await page.isHidden('#setup-error'), true);
  assert.equal(await page.textContent('#points-white'), '5 points');
  assert.equal(await page.textContent('#points-black'), '4 points');
  // Archers captured before the game began are shown too.
  assert.equal(await page.locator('#tray-white .archer').count(), 1);
  assert.equal(await page.locator('#tray-black .archer').count(), 1);
  assertNoErrors(errors);
  await ctx.close();
});

test('invalid_position_in_the_address_says_why_and_starts_normally', async () => {
  const { ctx, page, errors } = await openGame(env, { query: '?position=bbbbbb/5/5/5/wwwww%20w%20-%20-' });
  assert.equal(await position(page), START);
  const message = await page.textContent('#setup-error');
  assert.equal(await page.isVisible('#setup-error'), true);
  assert.match(message, /cannot be set up: .*rank 5/i);
  assert.match(message, /new game from the start/);
  assertNoErrors(errors);
  // New game leaves the bad address behind.
  await page.click('#new-game');
  assert.equal(new URL(page.url()).search, '');
  assert.equal(await page.isHidden('#setup-error'), true);
  await ctx.close();
});

test('a_set_up_position_that_is_over_shows_the_result_but_is_not_counted', async () => {
  // Both sides' only archers stand on their goal rows: over at once (E1), 2-2.
  const { ctx, page, errors } = await openGame(env, { query: `?position=${encodeURIComponent('W4/5/5/5/4b w - -')}` });
  assert.equal(await page.isVisible('#end-panel'), true);
  assert.equal(await page.textContent('#end-title'), 'Draw');
  assert.match(await page.textContent('#end-detail'), /White 2 points, Black 2 points/);
  assert.equal(await status(page), 'Game over: Draw 2–2');
  await page.waitForTimeout(200);
  assert.equal(await page.textContent('#stats-total'), '0', 'no game was played here');
  assertNoErrors(errors);
  await ctx.close();
});

test('an_install_button_appears_when_the_browser_offers_to_install', async () => {
  const { ctx, page, errors } = await openGame(env);
  assert.equal(await page.isHidden('#install'), true, 'no offer, no button');
  // Chromium's offer, as the page receives it (headless Chromium makes none itself).
  await page.evaluate(() => {
    window.prompted = 0;
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    offer.prompt = async () => { window.prompted += 1; };
    offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(offer);
  });
  await page.waitForSelector('#install:not([hidden])');
  assert.equal(await page.textContent('#install'), 'Install Jarmo');
  await page.click('#install');
  await page.waitForFunction(() => window.prompted === 1);
  assert.equal(await page.isHidden('#install'), true, 'an offer is used once');
  assertNoErrors(errors);
  await ctx.close();
});
