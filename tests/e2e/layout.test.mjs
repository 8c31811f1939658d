// The board fills its place from a 280 px phone to a 1600 px screen, portrait and
// landscape, stays square, inside the screen, sharp, and playable; it follows a resize.
// The result of a finished game, written on the board, covers none of its circles, in
// any language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  HERE_LANGUAGES, assertNoErrors, boardDrawn, clickCircle, indexOf, layout, moves, openFramed, openGame, pageCaughtUp, settle,
  shot, speak, useBrowser,
} from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

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
  test(`board_is_usable_at_${width}x${height}`, [280, 740, 1600].includes(width) && height !== 2400 ? everyEngine('layout') : sameInEveryEngine(), async () => {
    const { page } = await openGame(env, { viewport: { width, height } });
    const m = await measure(page);
    assert.equal(m.viewport, width, 'the browser gives the page the width asked for');
    assertUsable(m, `${width}x${height}`);
    await clickCircle(page, 'b1');
    await clickCircle(page, 'c3');
    assert.deepEqual(await moves(page), ['b1-c3']);
    await settle(page);
    await shot(page, `layout-${width}x${height}`);
    await assertNoErrors(page);
    await page.close();
  });
}

test('board_follows_a_resize_and_stays_playable', everyEngine('layout'), async () => {
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

// A press that comes before the board has drawn itself at a new size (a phone turned
// and tapped at once) lands where the circle now is: board.js applies the new size for
// the press. The size changes and the presses follow in one task of the page, before any
// frame could apply it (synthetic pointer events, as no driver can press that fast).
test('a_press_before_the_next_frame_after_a_resize_lands_on_the_circle_under_it', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await boardDrawn(page);
  const SIDE = 200;
  const g = layout(SIDE, SIDE);
  const at = (name) => g.centre(indexOf(name));
  const missed = await page.evaluate(({ a1, c2, side }) => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
    // Synthetic pointers have no capture to set.
    canvas.setPointerCapture = () => {};
    Object.assign(canvas.style, { width: `${side}px`, height: `${side}px` });
    const box = canvas.getBoundingClientRect();
    const press = (p) => {
      for (const type of ['pointerdown', 'pointerup']) {
        canvas.dispatchEvent(new PointerEvent(type, {
          pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true, bubbles: true, cancelable: true,
          clientX: box.left + p.x, clientY: box.top + p.y,
        }));
      }
    };
    const before = canvas.width;
    press(a1);
    press(c2);
    return before === canvas.width ? 'the size was not applied' : null;
  }, { a1: at('a1'), c2: at('c2'), side: SIDE });
  assert.equal(missed, null);
  await page.waitFor(() => document.querySelectorAll('#record .move').length === 1, undefined, { what: 'the move in the list' });
  assert.deepEqual(await moves(page), ['a1-c2']);
  await assertNoErrors(page);
  await page.close();
});

// A finished game's result stays on the board once the end panel is put away: between
// the circles, at every size, turned round for Black too (the circles' places from the
// page's own geometry, here in Node).
const RESULT_SIZES = [[280, 280], [320, 480], [360, 800], [390, 844], [800, 450], [1280, 800], [1920, 1080]];

for (const [width, height] of RESULT_SIZES) {
  for (const flip of [false, true]) {
    test(`the_result_on_the_board_covers_no_circle_at_${width}x${height}${flip ? '_turned' : '_in_any_language'}`, !flip && [280, 800].includes(width) ? everyEngine('canvas') : sameInEveryEngine(), async () => {
      // Black at the bottom: a game against the computer in which the person plays Black.
      const players = flip ? '&mode=ai&color=black' : '&mode=hotseat';
      const { page, frame } = await openFramed(env, { width, height, query: `?lang=de${players}#game=${WHITE_WINS.join('+')}` });
      await frame.waitForSelector('#end-panel');
      await frame.click('#end-close');
      await frame.waitForSelector('#board-result');
      await boardDrawn(frame);
      // Every language with White at the bottom; turned round, where only the label's
      // place differs, the longest words (German).
      for (const lang of flip ? ['de'] : HERE_LANGUAGES) {
        await speak(frame, lang, page);
        // The page has drawn the result in the language (its next frames).
        await pageCaughtUp(frame);
        const { label, board, flipped, text } = await frame.evaluate(() => {
          const box = (el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
          };
          const canvas = document.getElementById('board');
          const result = document.getElementById('board-result');
          return { label: box(result), board: box(canvas), flipped: canvas.dataset.flipped === 'true', text: result.textContent };
        });
        assert.equal(flipped, flip);
        const geometry = layout(board.width, board.height, { flipped });
        for (let i = 0; i < 25; i++) {
          const c = geometry.centre(i);
          const x = board.left + c.x;
          const y = board.top + c.y;
          // The nearest point of the label's box to the circle's centre lies outside the circle.
          const dx = Math.max(label.left - x, 0, x - label.right);
          const dy = Math.max(label.top - y, 0, y - label.bottom);
          assert.ok(Math.hypot(dx, dy) >= geometry.circleRadius,
            `${lang}: the result "${text}" ${JSON.stringify(label)} covers circle ${i} at ${x},${y} (radius ${geometry.circleRadius})`);
        }
        // It is still a label to read: inside the board, and its words at least 9 px high.
        assert.ok(label.left >= board.left && label.right <= board.right && label.height >= 12, `${lang}: ${JSON.stringify(label)}`);
        await shot(page, `result-${width}x${height}${flip ? '-turned' : ''}-${lang}`);
      }
      await assertNoErrors(page);
      await page.close();
    });
  }
}
