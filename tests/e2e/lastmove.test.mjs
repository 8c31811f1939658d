// The last move is marked so that anyone can see it (issue 26, lila #5776 and #10890):
// where the archer went, a solid ring around it; where it left, a ring of dots. The two
// differ in shape, not only in colour. Here the board's own pixels are read around both
// circles, in both themes, as they are and with deuteranopia and protanopia simulated
// (Machado, Oliveira and Fernandes 2009, full severity, in linear RGB), against the same
// circles unmarked one move later.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, boardDrawn, indexOf, layout, openGame, settle, shot, useBrowser } from '../lib/harness.mjs';
import { LAST_FROM_RING, LAST_TO_RING } from '../../www/board/render.js';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

const VISIONS = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
};

const toLinear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
/** An sRGB colour (0-255) as seen in `vision`, in CIELAB (D65). */
function seen([r, g, b], vision) {
  const lin = [r, g, b].map((c) => toLinear(c / 255));
  const [R, G, B] = VISIONS[vision].map((row) => Math.min(1, Math.max(0, row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])));
  const X = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const Y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const Z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : (841 / 108) * t + 4 / 29);
  return [116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))];
}
const deltaE = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** How much a colour must change to count as marked: clearly, not a shade. */
const VISIBLE = 12;
const ANGLES = 96;

/** The board's pixels on a ring of `radius` (CSS px) around `circle`, ANGLES of them. */
async function ring(page, circle, radius) {
  const box = await page.box('#board');
  const c = layout(box.width, box.height).centre(indexOf(circle));
  return page.evaluate(({ x, y, r, n }) => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    return Array.from({ length: n }, (_, i) => {
      const a = (2 * Math.PI * i) / n;
      const px = Math.round((x + r * Math.cos(a)) * ratio);
      const py = Math.round((y + r * Math.sin(a)) * ratio);
      const at = (py * canvas.width + px) * 4;
      return [data[at], data[at + 1], data[at + 2]];
    });
  }, { x: c.x, y: c.y, r: radius, n: ANGLES });
}

/** The board after `moves` (typed into the fragment), still, in `theme`. */
async function boardAfter(theme, moves) {
  const { page } = await openGame(env, { query: `?theme=${theme}&lang=en#game=${moves.join('+')}&mode=hotseat`, reducedMotion: true });
  await boardDrawn(page);
  await settle(page);
  return page;
}

/** The runs of marked angles around a ring (a solid ring is one run, twelve dots twelve). */
function runs(marked) {
  let count = 0;
  for (let i = 0; i < marked.length; i += 1) if (marked[i] && !marked[(i + marked.length - 1) % marked.length]) count += 1;
  return marked.every(Boolean) ? 1 : count;
}

for (const theme of ['light', 'dark']) {
  test(`the_last_moves_two_circles_are_told_apart_by_shape_in_any_colour_vision_${theme}`, theme === 'dark' ? everyEngine('canvas') : sameInEveryEngine(), async () => {
    // a1-c2 is the last move; one move later (e5-d3) the same circles are unmarked.
    const marked = await boardAfter(theme, ['a1-c2']);
    const box = await marked.box('#board');
    const { circleRadius } = layout(box.width, box.height);
    const went = await ring(marked, 'c2', circleRadius * LAST_TO_RING);
    const left = await ring(marked, 'a1', circleRadius * LAST_FROM_RING);
    await shot(marked, `lastmove-${theme}`);
    await assertNoErrors(marked);
    await marked.close();
    const plain = await boardAfter(theme, ['a1-c2', 'e5-d3']);
    const wentBefore = await ring(plain, 'c2', circleRadius * LAST_TO_RING);
    const leftBefore = await ring(plain, 'a1', circleRadius * LAST_FROM_RING);
    await plain.close();
    for (const vision of Object.keys(VISIONS)) {
      const change = (now, before) => now.map((p, i) => deltaE(seen(p, vision), seen(before[i], vision)) > VISIBLE);
      const to = change(went, wentBefore);
      const from = change(left, leftBefore);
      const share = (list) => list.filter(Boolean).length / list.length;
      // Where it went: a ring all round, apart from the board everywhere.
      assert.ok(share(to) >= 0.9, `${vision}: the ring where the archer went is seen all round (${share(to)})`);
      // Where it left: dots, with the board between them.
      assert.ok(runs(from) >= 10, `${vision}: the circle it left has a ring of dots (${runs(from)} runs)`);
      assert.ok(share(from) > 0.15 && share(from) < 0.75, `${vision}: dots, not a ring (${share(from)})`);
    }
  });
}
