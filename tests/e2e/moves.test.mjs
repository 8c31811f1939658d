// Moves made the way players make them: click an archer then a circle, drag, type.
// The board offers only what the core says is legal; anything else changes nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, centre, clickCircle, dragCircle, moves, openGame, position, settle, shot, status, typeMove, useBrowser,
} from '../lib/harness.mjs';

const env = useBrowser();
const START = 'bbbbb/5/5/5/wwwww w - -';

test('click_an_archer_then_a_destination_plays_the_step', async () => {
  const { ctx, page, errors } = await openGame(env);
  await clickCircle(page, 'a1');
  await settle(page);
  await shot(page, 'desktop-selected');
  await clickCircle(page, 'c2');
  assert.deepEqual(await moves(page), ['a1-c2']);
  assert.equal(await position(page), 'bbbbb/5/5/2w2/1wwww b a1c2:1 -');
  assert.equal(await status(page), 'Black to move');
  assertNoErrors(errors);
  await ctx.close();
});

test('dragging_an_archer_to_a_destination_plays_the_step', async () => {
  const { ctx, page, errors } = await openGame(env);
  await dragCircle(page, 'a1', 'c2');
  await dragCircle(page, 'e5', 'd3');
  assert.deepEqual(await moves(page), ['a1-c2', 'e5-d3']);
  assert.equal(await status(page), 'White to move');
  assertNoErrors(errors);
  await ctx.close();
});

test('clicks_and_drags_to_circles_that_are_not_destinations_change_nothing', async () => {
  const { ctx, page, errors } = await openGame(env);
  // a2 is empty but no line joins a1 and a2.
  await clickCircle(page, 'a1');
  await clickCircle(page, 'a2');
  // A Black archer cannot be moved on White's turn.
  await clickCircle(page, 'e5');
  await clickCircle(page, 'd3');
  // An own archer does not capture an own archer: a click on it selects it instead.
  await clickCircle(page, 'c1');
  await clickCircle(page, 'd1');
  await clickCircle(page, 'd2');
  await dragCircle(page, 'b1', 'b2');
  await dragCircle(page, 'b1', 'd3');
  await dragCircle(page, 'e4', 'c3');
  assert.equal(await position(page), START);
  assert.deepEqual(await moves(page), []);
  assert.equal(await page.textContent('#move-error'), '');
  assertNoErrors(errors);
  await ctx.close();
});

test('clicking_the_selected_archer_again_deselects_it', async () => {
  const { ctx, page, errors } = await openGame(env);
  await clickCircle(page, 'a1');
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  // Deselected, so c2 was no destination; clicking empty space deselects as well.
  await clickCircle(page, 'b1');
  await clickCircle(page, 'c4');
  await clickCircle(page, 'c3');
  assert.equal(await position(page), START);
  // Selecting another own archer switches to it.
  await clickCircle(page, 'a1');
  await clickCircle(page, 'e1');
  await clickCircle(page, 'd3');
  assert.deepEqual(await moves(page), ['e1-d3']);
  assertNoErrors(errors);
  await ctx.close();
});

test('a_capture_marks_the_capturing_archer_and_puts_the_captured_one_beside_the_board', async () => {
  const { ctx, page, errors } = await openGame(env);
  await clickCircle(page, 'c1');
  await clickCircle(page, 'b3');
  await clickCircle(page, 'c5');
  await clickCircle(page, 'b3');
  assert.deepEqual(await moves(page), ['c1-b3', 'c5xb3']);
  // B: a marked Black archer on b3.
  assert.equal(await position(page), 'bb1bb/5/1B3/5/ww1ww w c1b3:1 c5b3:1');
  assert.equal(await page.locator('#tray-white .archer').count(), 1);
  assert.equal(await page.locator('#tray-black .archer').count(), 0);
  assert.equal(await page.textContent('#points-white'), '4 points');
  assert.match(await page.getAttribute('#tray-white .archer', 'title'), /Captured on b3/);
  // The canvas says in words what it shows.
  assert.match(await page.textContent('#board-desc'), /Black archers: b3 \(marked\), a5, b5, d5, e5\./);
  await settle(page);
  await shot(page, 'desktop-capture');
  assertNoErrors(errors);
  await ctx.close();
});

test('a_return_is_made_by_clicking_the_captured_archer_then_a_home_row_circle', async () => {
  const { ctx, page, errors } = await openGame(env);
  for (const m of ['c1-b3', 'c5xb3', 'b1-c3', 'e5-d3', 'c3xb5', 'd5-b4']) await typeMove(page, m);
  // White has a captured archer, a marked archer on b5 and free circles on rank 1.
  const archer = page.locator('#tray-white .returnable');
  assert.equal(await archer.count(), 1);
  assert.equal(await page.locator('#tray-black .returnable').count(), 0, 'only the side to move may return');

  // Anything else cancels the gesture: an empty circle that is no target, then a1.
  await archer.click();
  assert.equal(await archer.getAttribute('aria-pressed'), 'true');
  await clickCircle(page, 'c3');
  assert.equal(await archer.getAttribute('aria-pressed'), 'false');
  await archer.click();
  await page.click('#record-title');
  assert.equal(await archer.getAttribute('aria-pressed'), 'false');
  await clickCircle(page, 'c1');
  assert.equal(await moves(page).then((m) => m.length), 6, 'a cancelled return plays nothing');

  await archer.click();
  await settle(page);
  await shot(page, 'desktop-return-targets');
  await clickCircle(page, 'c1');
  assert.deepEqual((await moves(page)).slice(6), ['@c1']);
  // The archer is back on c1 unmarked, and the archer on b5 has lost its mark.
  assert.equal(await position(page), 'bw3/1b3/1B1b1/5/w1www b - d5b4:1');
  assert.equal(await page.locator('#tray-white .archer').count(), 0);
  assertNoErrors(errors);
  await ctx.close();
});

test('a_typed_move_is_played_and_a_bad_one_shows_the_reason_and_changes_nothing', async () => {
  const { ctx, page, errors } = await openGame(env);
  await typeMove(page, 'A1-C2');
  assert.deepEqual(await moves(page), ['a1-c2']);
  assert.equal(await page.inputValue('#move-input'), '');
  const before = await position(page);

  for (const [text, reason] of [
    // The core's reasons by their codes, in the page's words (www/i18n/en.js).
    ['zz', /“zz” is not a move/],
    ['e5-e4', /^No line joins e5 and e4\.$/],
    ['a1-b3', /^There is no archer on a1\.$/],
    ['@a5', /^a5 is not empty\.$/],
    ['pass', /^You may pass only when you can make neither a step nor a return\.$/],
    ['', /Type a move first/],
  ]) {
    await typeMove(page, text);
    assert.match(await page.textContent('#move-error'), reason, `reason shown for '${text}'`);
    assert.equal(await page.inputValue('#move-input'), text, 'the typed text stays to be corrected');
    assert.equal(await position(page), before);
  }
  await typeMove(page, 'e5-d3');
  assert.equal(await page.textContent('#move-error'), '');
  assert.deepEqual(await moves(page), ['a1-c2', 'e5-d3']);
  assertNoErrors(errors);
  await ctx.close();
});

test('taps_on_a_touch_screen_play_a_step', async () => {
  const context = await env.browser.newContext({
    viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true,
  });
  const { page, errors } = await openGame(env, { context });
  for (const circle of ['d1', 'e3']) {
    const { x, y } = await centre(page, circle);
    await page.touchscreen.tap(x, y);
  }
  assert.deepEqual(await moves(page), ['d1-e3']);
  assertNoErrors(errors);
  await context.close();
});

test('under_reduced_motion_an_archer_stands_on_its_new_circle_at_once', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const { page, errors } = await openGame(env, { context });
  // The colour of the canvas at a circle's centre, two frames after the move and later.
  const sample = (circle) => page.evaluate(async (name) => {
    await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    const { layout, indexOf } = await import(new URL('www/geometry.js', document.baseURI).href);
    const canvas = document.getElementById('board');
    const box = canvas.getBoundingClientRect();
    const c = layout(box.width, box.height).centre(indexOf(name));
    const r = devicePixelRatio;
    return Array.from(canvas.getContext('2d').getImageData(Math.round(c.x * r), Math.round(c.y * r), 1, 1).data);
  }, circle);
  const empty = await sample('c2');
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  const soon = await sample('c2');
  await page.waitForTimeout(500);
  const later = await sample('c2');
  assert.notDeepEqual(later, empty, 'an archer is drawn on c2');
  assert.deepEqual(soon, later, 'no animation: the archer was there at once');
  assertNoErrors(errors);
  await context.close();
});
