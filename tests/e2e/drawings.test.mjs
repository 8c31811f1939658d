// The player's arrows and circles (issue 26, part 4), where only a browser shows them:
// a right drag draws an arrow and a right click a circle (the board's own pixels are
// read where they must be), Escape and a click clear them, the A and C keys draw them,
// a touch's long press draws them, the screen-reader text says them, and they stay
// with their position as the move list is walked. The rules of it (toggling, the link's
// note, Undo, new games) are unit-tested in unit/drawings.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, boardDrawn, centre, focusCircle, indexOf, layout, moves, needs, openGame, openNewGame, settle, shot, useBrowser,
} from '../lib/harness.mjs';
import { DRAWN_RING } from '../../www/board/render.js';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();
const desc = (page) => page.text('#board-desc');

/** The points to read, in the canvas's CSS pixels: an arrow's middle, a circle's ring. */
async function points(page) {
  const box = await page.box('#board');
  const geo = layout(box.width, box.height, { flipped: (await page.attr('#board', 'data-flipped')) === 'true' });
  const mid = (a, b) => {
    const p = geo.centre(indexOf(a));
    const q = geo.centre(indexOf(b));
    return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  };
  // Up and to the right on the ring: the keyboard's focus square, drawn over the marks,
  // crosses the ring only at its sides.
  const ring = (name) => {
    const c = geo.centre(indexOf(name));
    return { x: c.x + geo.step * DRAWN_RING * Math.SQRT1_2, y: c.y - geo.step * DRAWN_RING * Math.SQRT1_2 };
  };
  return { mid, ring };
}

/**
 * Waits until each point of `wanted` is (true) or is not (false) the drawings' magenta
 * on the board's canvas (a pixel of it within one CSS pixel), and says which were not.
 * @param {Record<string, {x: number, y: number}>} at @param {Record<string, boolean>} wanted
 */
async function drawnAt(page, at, wanted, what) {
  const read = () => page.evaluate(({ at: spots }) => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const c = canvas.getContext('2d');
    const found = {};
    for (const [name, { x, y }] of Object.entries(spots)) {
      const px = Math.round(x * ratio);
      const py = Math.round(y * ratio);
      const r = Math.max(1, Math.round(ratio));
      const data = c.getImageData(px - r, py - r, 2 * r + 1, 2 * r + 1).data;
      let magenta = false;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] > 150 && data[i + 1] < 110 && data[i + 2] > 70 && data[i + 2] < 200) magenta = true;
      }
      found[name] = magenta;
    }
    return found;
  }, { at });
  try {
    await page.waitFor(({ at: spots, wanted: w }) => {
      const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
      const ratio = canvas.width / canvas.getBoundingClientRect().width;
      const c = canvas.getContext('2d');
      return Object.entries(spots).every(([name, { x, y }]) => {
        const r = Math.max(1, Math.round(ratio));
        const data = c.getImageData(Math.round(x * ratio) - r, Math.round(y * ratio) - r, 2 * r + 1, 2 * r + 1).data;
        let magenta = false;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i] > 150 && data[i + 1] < 110 && data[i + 2] > 70 && data[i + 2] < 200) magenta = true;
        }
        return magenta === w[name];
      });
    }, { at, wanted }, { timeout: 5000, what });
  } catch (error) {
    throw new Error(`${what}: wanted ${JSON.stringify(wanted)}, the canvas has ${JSON.stringify(await read())}`, { cause: error });
  }
}

async function rightDrag(page, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.drag(a, b, 6, { button: 'right' });
}

test('a_right_drag_draws_an_arrow_a_right_click_a_circle_and_escape_or_a_click_clears_them', everyEngine('input', needs('right-button')), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en&theme=light' });
  await boardDrawn(page);
  await settle(page);
  const { mid, ring } = await points(page);
  const spots = { arrow: mid('a1', 'c2'), circle: ring('c3') };
  await drawnAt(page, spots, { arrow: false, circle: false }, 'nothing drawn at first');
  await rightDrag(page, 'a1', 'c2');
  await rightDrag(page, 'c3', 'c3');
  await drawnAt(page, spots, { arrow: true, circle: true }, 'the arrow and the circle');
  await page.waitFor(() => document.getElementById('board-desc').textContent.includes('Marks: arrow a1 to c2; circle c3. '));
  assert.equal(await page.text('#announce'), 'Marks: arrow a1 to c2; circle c3.', 'the change is said');
  assert.equal(await page.attr('#board', 'data-sketch'), null, 'nothing is being drawn any more');
  assert.deepEqual(await moves(page), [], 'no move was made');
  // The same circle again takes it away.
  await rightDrag(page, 'c3', 'c3');
  await drawnAt(page, spots, { arrow: true, circle: false }, 'the circle drawn again is gone');
  await rightDrag(page, 'c3', 'c3');
  await drawnAt(page, spots, { arrow: true, circle: true }, 'and back');
  await shot(page, 'drawings-mouse');
  // Escape clears them (the page has no menu left open over the board).
  await page.press('Escape');
  await drawnAt(page, spots, { arrow: false, circle: false }, 'Escape clears');
  await page.waitFor(() => !document.getElementById('board-desc').textContent.includes('Marks'));
  assert.equal(await page.text('#announce'), 'No marks.');
  // A click on the board clears them too.
  await rightDrag(page, 'a1', 'c2');
  await drawnAt(page, spots, { arrow: true, circle: false }, 'drawn again');
  const c3 = await centre(page, 'c3');
  await page.mouse.click(c3.x, c3.y);
  await drawnAt(page, spots, { arrow: false, circle: false }, 'a click clears');
  await assertNoErrors(page);
  await page.close();
});

test('the_a_and_c_keys_draw_escape_lets_go_first_and_then_clears', everyEngine('input'), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en' });
  await boardDrawn(page);
  await page.focus('#board');
  await focusCircle(page, 'a1');
  await page.press('a');
  await page.waitFor(() => document.getElementById('board-focus').textContent.startsWith('Arrow from a1'));
  await page.press('ArrowRight');
  await page.press('ArrowRight');
  await page.press('ArrowUp');
  assert.equal(await page.attr('#board', 'data-sketch'), 'a1c2', 'the arrow follows the focus');
  await page.press('A');
  await page.press('c');
  await page.waitFor(() => document.getElementById('board-desc').textContent.includes('Marks: arrow a1 to c2; circle c2. '));
  const { mid, ring } = await points(page);
  await drawnAt(page, { arrow: mid('a1', 'c2'), circle: ring('c2') }, { arrow: true, circle: true }, 'drawn by keys');
  // An arrow begun and dropped with Escape draws nothing, and the marks stay.
  await page.press('a');
  await page.press('Escape');
  await page.waitFor(() => document.getElementById('board-focus').textContent === 'Arrow dropped.');
  assert.match(await desc(page), /Marks: arrow a1 to c2; circle c2\. /);
  // One begun and left with the focus is dropped too.
  await page.press('a');
  assert.equal(await page.attr('#board', 'data-sketch'), 'c2');
  await page.evaluate(() => document.getElementById('board').blur());
  await page.waitFor(() => !document.getElementById('board').hasAttribute('data-sketch'));
  // Escape in a dialog closes the dialog only.
  await openNewGame(page);
  await page.waitFor(() => document.getElementById('new-dialog').open);
  await page.press('Escape');
  await page.waitFor(() => !document.getElementById('new-dialog').open);
  assert.match(await desc(page), /Marks: arrow a1 to c2; circle c2\. /, 'the marks stay');
  await page.focus('#board');
  // A picked archer: Escape lets go first, as it did; the next Escape clears the marks.
  await focusCircle(page, 'b1');
  await page.press('Enter');
  await page.waitFor(() => /picked up/.test(document.getElementById('board-focus').textContent));
  await page.press('Escape');
  await page.waitFor(() => document.getElementById('board-focus').textContent === 'Let go.');
  assert.match(await desc(page), /Marks: arrow a1 to c2; circle c2\. /, 'the marks stay while it lets go');
  await page.press('Escape');
  await page.waitFor(() => !document.getElementById('board-desc').textContent.includes('Marks'));
  assert.equal(await page.text('#announce'), 'No marks.');
  await assertNoErrors(page);
  await page.close();
});

test('the_marks_stay_with_their_position_in_the_move_list', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en#game=a1-b3&mode=hotseat' });
  await boardDrawn(page);
  await settle(page);
  // (With the keys: every engine's driver has them.)
  await page.focus('#board');
  await focusCircle(page, 'b5');
  await page.press('a');
  await focusCircle(page, 'c3');
  await page.press('a');
  await page.waitFor(() => document.getElementById('board-desc').textContent.includes('Marks: arrow b5 to c3. '));
  // A move: the new position has none.
  await focusCircle(page, 'b5');
  await page.press('Enter');
  await focusCircle(page, 'c3');
  await page.press('Enter');
  await page.waitFor(() => document.querySelectorAll('#record button.move').length === 2);
  await page.waitFor(() => !document.getElementById('board-desc').textContent.includes('Marks'));
  // Back to the position after the first move: its arrow is there again.
  await page.click('#record button.move');
  await page.waitFor(() => document.querySelector('#record [aria-current="step"]')?.dataset.ply === '1');
  await page.waitFor(() => document.getElementById('board-desc').textContent.includes('Marks: arrow b5 to c3. '));
  const { mid } = await points(page);
  await drawnAt(page, { arrow: mid('b5', 'c3') }, { arrow: true }, 'the earlier position shows its arrow');
  // A click on the board clears the position shown, and goes back to the game, as ever.
  const e3 = await centre(page, 'e3');
  await page.mouse.click(e3.x, e3.y);
  const current = () => page.evaluate(() => document.querySelector('#record [aria-current="step"]')?.dataset.ply ?? null);
  await page.waitFor(() => document.querySelector('#record [aria-current="step"]')?.dataset.ply === '2');
  await page.click('#record button.move');
  await page.waitFor(() => document.querySelector('#record [aria-current="step"]')?.dataset.ply === '1');
  assert.equal(await current(), '1');
  assert.doesNotMatch(await desc(page), /Marks/);
  await drawnAt(page, { arrow: mid('b5', 'c3') }, { arrow: false }, 'the click cleared it');
  await assertNoErrors(page);
  await page.close();
});

test('a_long_press_draws_on_a_touch_screen_and_a_tap_clears', everyEngine('input', needs('touch')), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, mobile: true });
  await boardDrawn(page);
  await settle(page);
  const c3 = await centre(page, 'c3');
  const d4 = await centre(page, 'd4');
  // A long press on an empty circle, then a drag: an arrow; held and lifted in place: a circle.
  await page.touchDrag(c3, d4, 6, { hold: 800 });
  await page.waitFor(() => document.getElementById('board-desc').textContent.includes('Marks: arrow c3 to d4. '));
  const e4 = await centre(page, 'e4');
  await page.touchDrag(e4, e4, 1, { hold: 800 });
  await page.waitFor(() => document.getElementById('board-desc').textContent.includes('Marks: arrow c3 to d4; circle e4. '));
  const { mid, ring } = await points(page);
  await drawnAt(page, { arrow: mid('c3', 'd4'), circle: ring('e4') }, { arrow: true, circle: true }, 'drawn by touch');
  await shot(page, 'drawings-phone');
  // A long press on one's own archer still moves it, as before: no drawing.
  const a1 = await centre(page, 'a1');
  const b3 = await centre(page, 'b3');
  await page.touchDrag(a1, b3, 6, { hold: 800 });
  await page.waitFor(() => document.querySelectorAll('#record button.move').length === 1);
  assert.deepEqual(await moves(page), ['a1-b3']);
  // The new position has no marks; a tap then clears nothing, and draws nothing.
  assert.doesNotMatch(await desc(page), /Marks/);
  await page.touchDrag(e4, e4, 1, { hold: 800 });
  await page.waitFor(() => document.getElementById('board-desc').textContent.includes('Marks: circle e4. '));
  const c4 = await centre(page, 'c4');
  await page.tap(c4.x, c4.y);
  await page.waitFor(() => !document.getElementById('board-desc').textContent.includes('Marks'));
  await assertNoErrors(page);
  await page.close();
});

test('a_friends_link_with_a_note_shows_it_on_its_position_and_says_whose_it_is', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?lang=en#game=a1-b3&id=Note123abc&w=Anna&b=Ben&draw=b5c3.b3' });
  await boardDrawn(page);
  await page.waitFor(() => /Anna left a note on this position: arrows 1, circles 1\./.test(document.getElementById('notices').textContent));
  await page.waitFor(() => document.getElementById('board-desc').textContent.includes('Marks: arrow b5 to c3; circle b3. '));
  const { mid, ring } = await points(page);
  await drawnAt(page, { arrow: mid('b5', 'c3'), circle: ring('b3') }, { arrow: true, circle: true }, 'the note drawn');
  assert.doesNotMatch(await page.evaluate(() => location.hash), /draw/, 'the address keeps the game, not the note');
  await shot(page, 'drawings-note');
  await assertNoErrors(page);
  await page.close();
});

test('the_marks_are_where_they_belong_at_every_frame_size_in_the_dark_theme', everyEngine('canvas'), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en&theme=dark', viewport: { width: 1280, height: 800 } });
  await boardDrawn(page);
  await page.focus('#board');
  await focusCircle(page, 'b1');
  await page.press('a');
  await focusCircle(page, 'd3');
  await page.press('a');
  await focusCircle(page, 'e4');
  await page.press('c');
  await page.waitFor(() => document.getElementById('board-desc').textContent.includes('Marks: arrow b1 to d3; circle e4. '));
  // The sizes of the layout tests (frames.test.mjs).
  for (const [width, height] of [[280, 280], [320, 480], [480, 320], [800, 600], [1600, 900], [360, 740], [1280, 800]]) {
    await page.setViewport(width, height);
    await page.waitFor(({ w, h }) => innerWidth === w && innerHeight === h, { w: width, h: height });
    await page.waitFor(() => {
      const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
      const box = canvas.getBoundingClientRect();
      return box.width > 0 && canvas.width === Math.round(box.width * devicePixelRatio) && canvas.height === Math.round(box.height * devicePixelRatio);
    });
    await settle(page);
    await shot(page, `drawings-${width}x${height}`);
    const { mid, ring } = await points(page);
    await drawnAt(page, { arrow: mid('b1', 'd3'), circle: ring('e4'), empty: ring('a3') },
      { arrow: true, circle: true, empty: false }, `the marks at ${width}x${height}`);
  }
  await assertNoErrors(page);
  await page.close();
});
