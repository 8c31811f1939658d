// A board that feels alive: a captured archer flies from its circle to its owner's row
// of captured archers and a returned one flies from there to its circle; the movable
// archer under the mouse lifts; a finished game shows its result on the board. Under
// reduced motion nothing moves: the trays and the board simply show the new state.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, boardDrawn, centre, clickCircle, moves, openGame, settle, shot, useBrowser } from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();
const at = (text) => encodeURIComponent(text);

/** Set-up script: keeps every flight the page starts ({colour, size, transforms, duration}). */
function recordFlights() {
  window.__flights = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function recorded(keyframes, options) {
    if (this.classList.contains('flyer')) {
      window.__flights.push({
        colour: this.classList.contains('white') ? 'white' : 'black',
        size: this.offsetWidth,
        transforms: keyframes.map((k) => k.transform),
        duration: options.duration,
      });
    }
    return animate.call(this, keyframes, options);
  };
}

/** Where a flight starts and ends: the flyer's centres at its first and last keyframes. */
function endsOf(flight) {
  const [from, to] = [flight.transforms[0], flight.transforms.at(-1)].map((t) => {
    const [, x, y] = t.match(/translate\(([-\d.]+)px, ([-\d.]+)px\)/).map(Number);
    return { x: x + flight.size / 2, y: y + flight.size / 2 };
  });
  return { from, to };
}

const centreOf = (page, selector) => page.evaluate((sel) => {
  const r = document.querySelector(sel).getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}, selector);

function near(a, b, label) {
  assert.ok(Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2, `${label}: ${JSON.stringify(a)} is at ${JSON.stringify(b)}`);
}

/** Waits until no archer is in the air and none waits unseen in a tray. */
const landed = (page) => page.waitFor(() => !document.querySelector('.flyer, .arriving'), null, { what: 'the flight to land' });

test('a_captured_archer_flies_from_its_circle_to_the_end_of_its_owners_row', everyEngine('canvas'), async () => {
  // White's c3 takes Black's d5, Black's fourth captured archer.
  const { page } = await openGame(env, { query: `?mode=hotseat&lang=en&position=${at('3b1/4b/2w2/5/w4 w - -')}`, init: recordFlights });
  const d5 = await centre(page, 'd5');
  await clickCircle(page, 'c3');
  await clickCircle(page, 'd5');
  await page.waitFor(() => window.__flights.length === 1);
  const [flight] = await page.evaluate(() => window.__flights);
  assert.equal(flight.colour, 'black');
  assert.equal(await page.count('#tray-black .archer'), 4);
  const { from, to } = endsOf(flight);
  near(from, d5, 'it leaves d5');
  near(to, await centreOf(page, '#tray-black .archer:last-child'), 'it lands on the last place of Black’s row');
  await landed(page);
  assert.equal(await page.count('.flyer'), 0);
  await assertNoErrors(page);
  await page.close();
});

test('a_returned_archer_flies_from_the_front_of_its_row_to_its_circle', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: `?mode=hotseat&lang=en&position=${at('W3b/5/2w2/5/5 w - -')}`, init: recordFlights });
  const front = await centreOf(page, '#tray-white .archer:first-child');
  await page.click('#tray-white .returnable');
  await clickCircle(page, 'a1');
  assert.deepEqual(await moves(page), ['@a1']);
  await page.waitFor(() => window.__flights.length === 1);
  const [flight] = await page.evaluate(() => window.__flights);
  assert.equal(flight.colour, 'white');
  const { from, to } = endsOf(flight);
  near(from, front, 'it leaves the front of White’s row');
  near(to, await centre(page, 'a1'), 'it lands on a1');
  await landed(page);
  assert.equal(await page.count('#tray-white .archer'), 2);
  await assertNoErrors(page);
  await page.close();
});

test('under_reduced_motion_nothing_flies_the_trays_show_the_new_state_at_once', everyEngine('canvas'), async () => {
  const { page } = await openGame(env, {
    query: `?mode=hotseat&lang=en&position=${at('3b1/4b/2w2/5/w4 w - -')}`, init: recordFlights, reducedMotion: true,
  });
  await clickCircle(page, 'c3');
  await clickCircle(page, 'd5');
  assert.deepEqual(await moves(page), ['c3xd5']);
  assert.equal(await page.count('#tray-black .archer'), 4);
  assert.equal(await page.count('.flyer, .arriving'), 0);
  assert.deepEqual(await page.evaluate(() => window.__flights), []);
  await assertNoErrors(page);
  await page.close();
});

/** A sum of the board's pixels round circle `name`, after the board's next frames. */
async function pixelsAt(page, name) {
  const { x, y } = await centre(page, name);
  return page.evaluate(([px, py]) => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const canvas = document.getElementById('board');
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const half = Math.round(20 * ratio);
    const data = canvas.getContext('2d').getImageData(Math.round((px - box.left) * ratio) - half, Math.round((py - box.top) * ratio) - half, 2 * half, 2 * half).data;
    let sum = 0;
    for (let i = 0; i < data.length; i++) sum += data[i] * ((i % 7) + 1);
    ok(sum);
  }))), [x, y]);
}

test('the_movable_archer_under_the_mouse_lifts_and_no_other', everyEngine('input'), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en' });
  // Compared with the board as drawn, not with the blank canvas of its first frames
  // (which a fresh-clone run once measured: 0).
  await boardDrawn(page);
  const still = await pixelsAt(page, 'b1');
  const lifted = () => page.attr('#board', 'data-lifted');
  const b1 = await centre(page, 'b1');
  await page.mouse.move(b1.x, b1.y);
  await page.waitFor(() => document.getElementById('board').dataset.lifted === 'b1');
  assert.notEqual(await pixelsAt(page, 'b1'), still, 'b1 is drawn lifted');
  // Black's archer cannot move now, and an empty circle has none.
  for (const circle of ['b5', 'c3']) {
    const p = await centre(page, circle);
    await page.mouse.move(p.x, p.y);
    await page.waitFor(() => !document.getElementById('board').dataset.lifted);
  }
  assert.equal(await pixelsAt(page, 'b1'), still, 'b1 is set down again');
  await page.mouse.move(b1.x, b1.y);
  await page.waitFor(() => document.getElementById('board').dataset.lifted === 'b1');
  // Played: White's archers may not move now, so nothing is lifted.
  await clickCircle(page, 'b1');
  await clickCircle(page, 'c3');
  assert.equal(await lifted(), null);
  await assertNoErrors(page);
  await page.close();
});

test('a_finished_game_shows_its_result_on_the_board_also_after_the_end_panel_is_put_away', everyEngine('canvas'), async () => {
  const { page } = await openGame(env, { query: `?mode=hotseat&lang=en&position=${at('3b1/5/2w2/5/5 w - -')}` });
  assert.equal(await page.visible('#board-result'), false);
  await clickCircle(page, 'c3');
  await clickCircle(page, 'd5');
  await page.waitForSelector('#end-panel');
  assert.equal(await page.text('#board-result'), 'White wins');
  await page.click('#end-close');
  await page.waitForSelector('#end-panel', { hidden: true });
  assert.equal(await page.visible('#board-result'), true);
  const inside = await page.evaluate(() => {
    const b = document.getElementById('board').getBoundingClientRect();
    const r = document.getElementById('board-result').getBoundingClientRect();
    return r.top >= b.top && r.bottom <= b.bottom && r.left >= b.left && r.right <= b.right;
  });
  assert.equal(inside, true, 'on the board');
  await settle(page);
  await shot(page, 'alive-result');
  await page.click('#new-game');
  await page.click('#new-start');
  await page.waitForSelector('#board-result', { hidden: true });
  await assertNoErrors(page);
  await page.close();
});
