// Arabic, right to left, in a frame of another origin at a phone's 390 x 844 (sandboxed
// to scripts alone) and a portal's 800 x 450: the page says dir="rtl" and its panels mirror, while the board
// does not (a press on a1 moves the archer of a1) and moves stay left to right inside
// the text (isolates). Nothing is cut off and nothing overlaps.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, clickCircle, fastDelays, focusCircle, moves, openFramed, openGame, overflow, shot, useBrowser,
} from '../lib/harness.mjs';
import { everyEngine } from '../lib/engines.mjs';

const env = useBrowser();

/** Visible controls of the page that overlap another control or a text (neither inside the other). */
const overlapping = (target) => target.evaluate(() => {
  const CONTROLS = 'button, select, input, a, label';
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
  const shown = [...document.querySelectorAll('button, select, input, a, label, h1, h2, p, .seat, li')]
    .filter((el) => el.checkVisibility() && !el.closest('.tray, canvas, [hidden]'))
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.height > 0);
  const found = [];
  for (let i = 0; i < shown.length; i++) {
    for (let j = i + 1; j < shown.length; j++) {
      const a = shown[i];
      const b = shown[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // Texts may sit close by design (a heading's subtitle a few pixels into its line);
      // what must never overlap is a control and anything else.
      if (!a.el.matches(CONTROLS) && !b.el.matches(CONTROLS)) continue;
      const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      // A pixel of shared edge is not an overlap.
      if (x > 1 && y > 1) found.push(`${name(a.el)} and ${name(b.el)}`);
    }
  }
  return found;
});

/** Texts of the side panel and the title bar cut off at their side. */
const cutOff = (target) => target.evaluate(() => [...document.querySelectorAll('#side *, .masthead *')]
  .filter((el) => el.checkVisibility() && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible'
    && el.clientWidth > 0 && !el.matches('select, option, input, textarea, ol, code'))
  .map((el) => `${el.tagName}#${el.id}.${el.className}`));

for (const [width, height] of [[390, 844], [800, 450]]) {
  test(`arabic_at_${width}x${height}_runs_right_to_left_with_the_board_and_the_moves_left_to_right`, everyEngine('layout'), async () => {
    // The phone's frame is sandboxed to scripts alone (an opaque origin, storage that throws), as portals embed.
    const sandbox = width === 390 ? 'allow-scripts' : null;
    const { page, frame } = await openFramed(env, { width, height, sandbox, query: '?mode=hotseat&lang=ar', init: fastDelays });
    assert.deepEqual(await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
    // The panels mirror: their text runs right to left, and beside the board the panel
    // stands on its left; the board itself says dir="ltr".
    const sides = await frame.evaluate(() => {
      const board = document.getElementById('board');
      const side = document.getElementById('side').getBoundingClientRect();
      const b = board.getBoundingClientRect();
      return {
        panel: getComputedStyle(document.getElementById('side')).direction,
        board: getComputedStyle(board).direction,
        beside: side.right <= b.left + 1 ? 'left' : side.left >= b.right - 1 ? 'right' : 'below',
      };
    });
    assert.equal(sides.panel, 'rtl');
    assert.equal(sides.board, 'ltr');
    assert.equal(sides.beside, width === 800 ? 'left' : 'below');
    // The board is not mirrored: a press on a1 and then on c2 plays a1-c2 (a mirrored
    // board would have played e1-c2).
    await clickCircle(frame, 'a1');
    await clickCircle(frame, 'c2');
    await frame.waitFor(() => document.querySelector('#record .move')?.textContent === 'a1-c2', null, { what: 'the move a1-c2 in the record' });
    assert.equal(await frame.evaluate(() => getComputedStyle(document.querySelector('#record .move')).direction), 'ltr');
    // A move in a sentence is an isolate: the hint says it left to right inside the Arabic.
    await frame.click('#hint');
    await frame.waitFor(() => /\u2068(?:[a-e][1-5][-x][a-e][1-5]|@[a-e][1-5])\u2069/.test(document.getElementById('hint-text').textContent),
      null, { timeout: 20000, what: 'the hint with its move isolated' });
    await shot(page, `rtl-ar-${width}x${height}`);
    assert.deepEqual(await overflow(frame), { x: 0, y: 0 });
    assert.deepEqual(await cutOff(frame), []);
    assert.deepEqual(await overlapping(frame), []);
    await assertNoErrors(page);
    await page.close();
  });
}

// The keyboard in Arabic: the arrow keys go the board's way, not the text's (the board is
// not mirrored, so the left arrow goes towards the a-file), and a move played by keys is
// said in Arabic with the move kept left to right.
test('arabic_keyboard_alone_plays_a_step_with_the_arrows_going_the_boards_way', everyEngine('input'), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=ar' });
  await page.focus('#board');
  // focusCircle presses the arrow keys as on a board seen from White's side.
  await focusCircle(page, 'c1');
  await page.press('Enter');
  await focusCircle(page, 'b3');
  await page.press('Enter');
  await page.waitFor(() => document.getElementById('announce').textContent !== '', null, { what: 'the move said' });
  assert.deepEqual(await moves(page), ['c1-b3']);
  const said = await page.text('#announce');
  assert.match(said, /[\u0600-\u06ff]/, `said in Arabic: ${said}`);
  assert.match(said, /\u2068c1\u2069[\s\S]*\u2068b3\u2069|\u2068c1-b3\u2069/, `its circles isolated: ${JSON.stringify(said)}`);
  await assertNoErrors(page);
  await page.close();
});
