// Pictures of the game to share (issue 35, part 4): the position shown as a PNG (the
// board as it is drawn, with the player's arrows and circles and the last move, and a
// line of caption: the players, the move number, the points), and the whole game as an
// animated GIF (one frame a move with its last-move rings, about 400 px, the last frame
// held longer). A chunk of its own, fetched at the first press of either button
// (panels/transfer.js): the page's first visit carries none of it.
//
// The GIF is encoded by gifenc (npm, MIT, pinned in tools/package.json and bundled into
// this chunk). Its frames share one palette of 24 colours, taken from the first and the
// last positions (the wood, the lines and both kinds of archer are in them), and a
// frame is only the rectangle that changed since the one before, in which the pixels
// that did not change are transparent over it (disposal 1, "leave in place"): that is
// what keeps a 40-move game small. Its board is drawn plain (no grain), its archers
// without their shadow, and each move with its rings only (no line, no tint), which
// change fewer pixels.

import { CIRCLES, FILES, SIZE, indexOf, layout } from '../board/geometry.js';
import { COLOURS, SERIF, drawBoard } from '../board/render.js';
import { paintHere } from '../board/backdrop.js';
import { context2d } from '../board/canvas.js';

/** A GIF's side in pixels, and how long each frame stays (ms): a move, and the end. */
export const GIF_SIZE = 400;

/**
 * The side of a GIF of `moves` moves (plies): GIF_SIZE, or a little less for a long game,
 * so that the file stays near 300 KB, which a chat or a mail takes. A GIF at GIF_SIZE is
 * about 30 KB for its first frame and 4.5 KB for each move after (BENCHMARKS.md), and
 * its bytes go with its area.
 * @param {number} moves
 */
export function gifSide(moves) {
  const estimate = 30 + 4.5 * moves;
  return estimate <= 300 ? GIF_SIZE : Math.floor(GIF_SIZE * Math.sqrt(300 / estimate));
}
export const GIF_STEP_MS = 700;
export const GIF_END_MS = 2500;
/** The colours of a GIF's palette: fewer make shorter codes (BENCHMARKS.md: 64 colours made a 40-move game 261 KB, 24 make it 188). */
export const GIF_COLOURS = 24;
/** The caption's share of a picture's height, under the board. */
const CAPTION = 0.075;

/**
 * The caption's font and colours: the page's serif, in the page's ink on its paper
 * (dark or light), as the board's frame is drawn for it.
 */
function captionStyle(dark) {
  return dark ? { paper: '#2b2118', ink: '#f3e6d0' } : { paper: '#f6eddd', ink: '#3b2412' };
}

/** Writes `caption` in the band under the board, shrunk to fit its width. */
function drawCaption(ctx, caption, { width, top, height, dark }) {
  const { paper, ink } = captionStyle(dark);
  ctx.fillStyle = paper;
  ctx.fillRect(0, top, width, height);
  let size = Math.round(height * 0.55);
  ctx.font = `${size}px ${SERIF}`;
  while (size > 8 && ctx.measureText(caption).width > width * 0.94) {
    size -= 1;
    ctx.font = `${size}px ${SERIF}`;
  }
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(caption, width / 2, top + height / 2);
}

/**
 * The position shown on the board as a PNG: the board's own canvas as it is drawn (its
 * arrows and circles, the last move, turned as it is), with `caption` under it.
 * @param {HTMLCanvasElement} board
 * @param {string} caption
 * @param {boolean} dark
 * @returns {Promise<Blob>}
 */
export function positionPicture(board, caption, dark) {
  const band = Math.round(board.width * CAPTION);
  const canvas = document.createElement('canvas');
  canvas.width = board.width;
  canvas.height = board.height + band;
  const ctx = context2d(canvas);
  ctx.drawImage(board, 0, 0);
  drawCaption(ctx, caption, { width: canvas.width, top: board.height, height: band, dark });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))), 'image/png'));
}

/**
 * A board position as the GIF's frames draw it: the archers of `state` and its last
 * move, on a backdrop painted once.
 * @param {import('../contract.js').GameState} state
 */
function boardView(state) {
  const last = state.lastMove;
  return {
    circles: state.circles,
    lastMove: last && last.to ? { from: last.from ? indexOf(last.from) : -1, to: indexOf(last.to) } : null,
    selected: -1, dests: [], unmarks: -1, hover: -1, lifted: -1, drag: null, anim: null, focus: -1, shapes: [], sketch: null,
    targets: [], hint: null, arrow: null, glow: state.over ? state.result?.winner ?? null : null, ringsOnly: true,
  };
}

/**
 * Writes a frame of only what changed from `before` to `index` (both a whole screen of
 * palette indices): the smallest rectangle that holds the changes, in which the pixels
 * that did not change are transparent (`keep`). gifenc writes every image at the
 * screen's corner, so the image descriptor it has just written (after its 8-byte
 * graphic control extension) gets the rectangle's place; a layout other than that is
 * refused rather than written wrong.
 */
function writeChange(gif, { index, before, width, height, keep, delay }) {
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let p = 0; p < index.length; p++) {
    if (index[p] === before[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  // Nothing changed (a pass): one transparent pixel holds the frame's time.
  if (x1 < 0) [x0, y0, x1, y1] = [0, 0, 0, 0];
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const frame = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = (y0 + y) * width + x0 + x;
      frame[y * w + x] = index[p] === before[p] ? keep : index[p];
    }
  }
  const at = gif.bytesView().length;
  gif.writeFrame(frame, w, h, { delay, transparent: true, transparentIndex: keep, dispose: 1 });
  const bytes = gif.bytesView();
  if (bytes[at] !== 0x21 || bytes[at + 1] !== 0xf9 || bytes[at + 8] !== 0x2c) throw new Error('the GIF encoder wrote a frame in a layout not known here');
  bytes[at + 9] = x0 & 0xff;
  bytes[at + 10] = x0 >> 8;
  bytes[at + 11] = y0 & 0xff;
  bytes[at + 12] = y0 >> 8;
}

/**
 * The game `states` (its start, then each move's position) as an animated GIF of
 * `size` pixels a side (and its caption under it): 400, a little less for a long game
 * (`gifSide`).
 * @param {object} game
 * @param {import('../contract.js').GameState[]} game.states
 * @param {[number, number][]} game.lines the board's lines, as circle indices
 * @param {boolean} game.flipped Black's home row at the bottom
 * @param {boolean} game.dark
 * @param {string} game.caption
 * @param {Pick<typeof import('gifenc'), 'GIFEncoder' | 'applyPalette' | 'quantize'>} gifenc
 * @param {number} [size]
 * @returns {Promise<Uint8Array>}
 */
export async function gameGif({ states, lines, flipped, dark, caption }, gifenc, size = gifSide(states.length - 1)) {
  const band = Math.round(size * CAPTION);
  const width = size;
  const height = size + band;
  const geo = layout(size, size, { flipped });
  const { left, top, side, margin, step, circleRadius } = geo;
  const centres = Array.from({ length: CIRCLES }, (_, i) => geo.centre(i));
  const backdrop = await paintHere({
    width: size, height: size, dpr: 1,
    geo: { left, top, side, margin, step, circleRadius, centres },
    options: { dark, lines, colours: COLOURS, serif: SERIF, files: FILES, size: SIZE, plain: true },
  }, () => true);
  if (!backdrop) throw new Error('the board could not be drawn');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = context2d(canvas);
  drawCaption(ctx, caption, { width, top: size, height: band, dark });
  /** The pixels of `state` on the board, with the caption under it. */
  const pixels = (state) => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    // Within the board's square: an archer's shadow on the bottom row would fall on the caption.
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, size, size);
    ctx.clip();
    drawBoard(ctx, geo, backdrop, boardView(state));
    ctx.restore();
    return ctx.getImageData(0, 0, width, height).data;
  };
  // One palette for all the frames, from the first and the last position: COLOURS - 1
  // colours, and the last for "as the frame before" (transparent).
  const first = pixels(states[0]);
  const last = pixels(states[states.length - 1]);
  const both = new Uint8ClampedArray(first.length + last.length);
  both.set(first);
  both.set(last, first.length);
  const palette = gifenc.quantize(both, GIF_COLOURS - 1);
  const KEEP = palette.length;
  palette.push([255, 0, 255]);
  const gif = gifenc.GIFEncoder();
  let before = null;
  for (const [i, state] of states.entries()) {
    const index = gifenc.applyPalette(i === 0 ? first : i === states.length - 1 ? last : pixels(state), palette.slice(0, KEEP));
    const delay = i === states.length - 1 ? GIF_END_MS : GIF_STEP_MS;
    if (!before) {
      gif.writeFrame(index, width, height, { palette, delay, repeat: 0 });
    } else {
      writeChange(gif, { index, before, width, height, keep: KEEP, delay });
    }
    before = index;
  }
  gif.finish();
  /** @type {ImageBitmap} */ (backdrop).close?.();
  return gif.bytes();
}
