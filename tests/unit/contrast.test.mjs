// The board's colours (www/render.js) against the wood they are drawn on: lines,
// destination dots, capture rings, both archers' rims and the player's own arrows and
// circles reach 3:1 on the lightest and the darkest wood, as WCAG asks of graphics that
// carry meaning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COLOURS } from '../../www/board/render.js';

function rgba(css) {
  if (css.startsWith('#')) return [1, 3, 5].map((i) => parseInt(css.slice(i, i + 2), 16)).concat(1);
  const [r, g, b, a = 1] = css.match(/[\d.]+/g).map(Number);
  return [r, g, b, a];
}

/** `top` painted over the opaque `bottom`. */
function over(top, bottom) {
  const [r, g, b, a] = rgba(top);
  const base = rgba(bottom);
  return [r, g, b].map((v, i) => v * a + base[i] * (1 - a));
}

function luminance(rgb) {
  const [r, g, b] = rgb.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

for (const part of ['line', 'dest', 'capture', 'whiteRim', 'blackRim', 'drawing']) {
  test(`${part} has a contrast of at least 3:1 on all the wood`, () => {
    for (const wood of [COLOURS.woodLight, COLOURS.woodDark]) {
      const ratio = contrast(over(COLOURS[part], wood), rgba(wood).slice(0, 3));
      assert.ok(ratio >= 3, `${part} on ${wood}: ${ratio.toFixed(2)}:1`);
    }
  });
}
