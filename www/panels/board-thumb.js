// The small drawing of a board beside its name in the New game dialog: its circles and
// the lines the core gives for it (`core.lines`), White's home row at the bottom, in
// the page's ink colour. Drawn once a dialog opens, at the screen's pixel density.

import { context2d } from '../board/canvas.js';
import { SIZE, indexOf } from '../board/geometry.js';

/**
 * Draws `lines` (pairs of circle names) on `canvas`, a square of its CSS size.
 * @param {HTMLCanvasElement} canvas
 * @param {import('../contract.js').Line[]} lines
 */
export function drawBoardThumb(canvas, lines) {
  const css = canvas.getBoundingClientRect().width || canvas.width;
  const dpr = globalThis.devicePixelRatio || 1;
  const px = Math.round(css * dpr);
  if (canvas.width !== px) {
    canvas.width = px;
    canvas.height = px;
  }
  const ctx = context2d(canvas);
  if (!ctx) return;
  const ink = getComputedStyle(canvas).color;
  const step = px / SIZE;
  const at = (/** @type {number} */ index) => ({
    x: (index % SIZE + 0.5) * step,
    y: (SIZE - 0.5 - Math.floor(index / SIZE)) * step,
  });
  ctx.clearRect(0, 0, px, px);
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1, px / 64);
  ctx.beginPath();
  for (const [a, b] of lines) {
    const from = at(indexOf(a));
    const to = at(indexOf(b));
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
  }
  ctx.stroke();
  for (let i = 0; i < SIZE * SIZE; i++) {
    const { x, y } = at(i);
    ctx.beginPath();
    ctx.arc(x, y, step * 0.16, 0, 2 * Math.PI);
    ctx.fill();
  }
}
