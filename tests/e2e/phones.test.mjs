// A phone: Chromium's mobile emulation (a touch screen, a mobile viewport of 390x844
// at a pixel ratio of 3) and Firefox's touch input on a viewport of that size. A
// finger plays a step by two taps, drags an archer, and makes the loop (a return) by
// taps: the captured archer beside the board, then a circle of the home row.
// WebKitWebDriver has no touch input (it turns a touch pointer into a mouse), so
// these run in Chromium and Firefox; WebKit's pointer plays the same moves in
// moves.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, centre, moves, movesReach, needs, openGame, overflow, playMoves, position, shot, tapCircle,
  useBrowser,
} from '../lib/harness.mjs';
import { everyEngine } from '../lib/engines.mjs';

const env = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, mobile: true };

test('a_finger_plays_a_step_by_two_taps', everyEngine('input', needs('touch')), async () => {
  const { page } = await openGame(env, { ...PHONE, query: '?mode=hotseat' });
  await page.evaluate(() => {
    window.__pointers = [];
    document.getElementById('board').addEventListener('pointerdown', (e) => window.__pointers.push(e.pointerType));
  });
  assert.deepEqual(await overflow(page), { x: 0, y: 0 }, 'nothing scrolls sideways');
  await tapCircle(page, 'b1');
  await tapCircle(page, 'c3');
  await movesReach(page, 1);
  await tapCircle(page, 'b5');
  await tapCircle(page, 'a3');
  assert.deepEqual(await moves(page), ['b1-c3', 'b5-a3']);
  assert.deepEqual(await page.evaluate(() => window.__pointers), ['touch', 'touch', 'touch', 'touch'], 'a finger, not a mouse');
  await shot(page, 'phone-taps');
  await assertNoErrors(page);
  await page.close();
});

test('a_finger_drags_an_archer_to_its_destination', everyEngine('input', needs('touch')), async () => {
  const { page } = await openGame(env, { ...PHONE, query: '?mode=hotseat' });
  await page.touchDrag(await centre(page, 'd1'), await centre(page, 'e3'));
  await movesReach(page, 1);
  assert.deepEqual(await moves(page), ['d1-e3']);
  // A drag to a circle that is no destination plays nothing.
  await page.touchDrag(await centre(page, 'a5'), await centre(page, 'a4'));
  assert.deepEqual(await moves(page), ['d1-e3']);
  await assertNoErrors(page);
  await page.close();
});

test('the_loop_is_made_by_tapping_the_captured_archer_then_a_home_row_circle', everyEngine('input', needs('touch')), async () => {
  const { page } = await openGame(env, { ...PHONE, query: '?mode=hotseat' });
  await playMoves(page, ['c1-b3', 'c5xb3', 'b1-c3', 'e5-d3', 'c3xb5', 'd5-b4']);
  const archer = '#tray-white .returnable';
  assert.equal(await page.count(archer), 1);
  const box = await page.box(archer);
  await page.tap(box.x, box.y);
  assert.equal(await page.attr(archer, 'aria-pressed'), 'true');
  await shot(page, 'phone-return-targets');
  await tapCircle(page, 'c1');
  assert.deepEqual((await moves(page)).slice(6), ['@c1']);
  assert.equal(await position(page), 'bw3/1b3/1B1b1/5/w1www b - d5b4:1');
  await assertNoErrors(page);
  await page.close();
});
