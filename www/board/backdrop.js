// The board's backdrop: the parts that change only with the size, the colours and the
// side (the frame, the wood, the lines, the circles and the coordinates). It is drawn
// once for each of those and copied on every frame (render.js, drawBoard).
//
// Drawing it is the heaviest work of the page's start on a software canvas (a phone's,
// a headless browser's): 50-100 ms of a thread. So it is drawn off the page's thread
// where the browser can, on an OffscreenCanvas in a worker that answers with an
// ImageBitmap. The worker is started from a Blob URL of the drawing's own source
// (`backdropArt` below is self-contained for that), so that it costs no request and
// starts in an opaque origin too (a frame sandboxed without allow-same-origin), as the
// computer's worker does. Where no such worker starts (no OffscreenCanvas, a CSP
// without `worker-src blob:`), the page draws it itself, each part in a task of its
// own with a snapshot after it, as before.

import { nextTask } from '../page/tasks.js';
import { context2d } from './canvas.js';

/**
 * The board's layout as the drawing takes it: plain numbers and the 25 centres, which
 * a worker can receive.
 * @typedef {{left: number, top: number, side: number, margin: number, step: number,
 *   circleRadius: number, centres: {x: number, y: number}[]}} BackdropGeometry
 */
/**
 * What else the drawing needs: the colours (render.js's COLOURS), the coordinates'
 * font, the file letters, the board's size, the lines to draw, whether the page is
 * dark, and whether the wood is plain (no grain).
 * @typedef {{dark: boolean, lines: [number, number][], colours: Record<string, string>,
 *   serif: string, files: string, size: number, plain?: boolean}} BackdropOptions
 */
/**
 * @typedef {(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
 *   geo: BackdropGeometry, options: BackdropOptions) => void} BackdropPart
 */

/**
 * The backdrop's three parts, in the order they are drawn: the frame, the wood in it,
 * the marks on the wood (lines, circles, coordinates). Self-contained: it uses nothing
 * from outside its own body but the browser's globals, because its source text is the
 * worker's script (`workerSource`).
 * @returns {BackdropPart[]}
 */
export function backdropArt() {
  /** @param {CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D} ctx */
  function roundRect(ctx, x, y, w, h, r) {
    ctx.beginPath();
    ctx.moveTo(x + r, y);
    ctx.arcTo(x + w, y, x + w, y + h, r);
    ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r);
    ctx.arcTo(x, y, x + w, y, r);
    ctx.closePath();
  }

  /** A small deterministic random source, so the wood grain is the same on every load. */
  function seeded(seed) {
    let s = seed >>> 0;
    return () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 4294967296;
    };
  }

  /** @type {BackdropPart} The frame: dark walnut with a soft bevel. */
  function frame(ctx, { left, top, side }, { dark, colours }) {
    const radius = Math.max(6, side * 0.025);
    ctx.save();
    ctx.shadowColor = 'rgba(40, 20, 5, 0.45)';
    ctx.shadowBlur = side * 0.02;
    ctx.shadowOffsetY = side * 0.006;
    const gradient = ctx.createLinearGradient(left, top, left + side, top + side);
    // On a dark page the frame is darker walnut, so the board does not glare.
    gradient.addColorStop(0, dark ? colours.frameNightLight : colours.frameLight);
    gradient.addColorStop(1, dark ? colours.frameNightDark : colours.frameDark);
    ctx.fillStyle = gradient;
    roundRect(ctx, left + 2, top + 2, side - 4, side - 4, radius);
    ctx.fill();
    ctx.restore();
  }

  /** @type {BackdropPart} The playing surface in the frame: maple with grain running from Black's side to White's. */
  function wood(ctx, { left, top, side, margin, step, centres }, { colours, size, plain = false }) {
    const radius = Math.max(6, side * 0.025);
    const inset = margin * 0.72;
    const x = left + inset;
    const y = top + inset;
    const w = side - 2 * inset;
    const gradient = ctx.createLinearGradient(x, y, x + w, y + w);
    gradient.addColorStop(0, colours.woodLight);
    gradient.addColorStop(1, colours.woodDark);
    ctx.save();
    roundRect(ctx, x, y, w, w, radius * 0.6);
    ctx.fillStyle = gradient;
    ctx.fill();
    ctx.clip();
    const random = seeded(7);
    ctx.strokeStyle = colours.grain;
    // A plain surface (a GIF's frames, share/pictures.js): no grain, which no palette of 256 keeps small.
    for (let i = 0; i < (plain ? 0 : 70); i++) {
      const gx = x + random() * w;
      const amplitude = 2 + random() * step * 0.12;
      const phase = random() * Math.PI * 2;
      ctx.lineWidth = 0.5 + random() * 1.6;
      ctx.beginPath();
      for (let t = 0; t <= 1.0001; t += 0.05) {
        const px = gx + Math.sin(phase + t * 5) * amplitude;
        if (t === 0) ctx.moveTo(px, y);
        else ctx.lineTo(px, y + t * w);
      }
      ctx.stroke();
    }
    // Home rows: a faint inlay band across rank 5 and rank 1.
    ctx.fillStyle = 'rgba(110, 60, 20, 0.08)';
    for (const rank of [size - 1, 0]) {
      const c = centres[rank * size];
      roundRect(ctx, left + margin + step * 0.08, c.y - step * 0.44, step * (size - 0.16), step * 0.88, step * 0.44);
      ctx.fill();
    }
    // Inner edge shading, so the surface sits inside the frame.
    ctx.strokeStyle = 'rgba(50, 25, 5, 0.35)';
    ctx.lineWidth = Math.max(3, inset * 0.35);
    roundRect(ctx, x, y, w, w, radius * 0.6);
    ctx.stroke();
    ctx.restore();
  }

  /** @type {BackdropPart} The lines, circles and coordinates, on the wood. */
  function marks(ctx, { left, top, side, margin, step, circleRadius: r, centres }, { lines, colours, serif, files, size }) {
    const inset = margin * 0.72;
    // Lines, engraved: a light edge under a dark groove.
    const width = Math.max(1.2, step * 0.035);
    /** @type {[string, number][]} */
    const strokes = [[colours.lineLight, width * 0.7], [colours.line, 0]];
    for (const [style, dy] of strokes) {
      ctx.strokeStyle = style;
      ctx.lineWidth = width;
      ctx.lineCap = 'round';
      ctx.beginPath();
      for (const [a, b] of lines) {
        ctx.moveTo(centres[a].x, centres[a].y + dy);
        ctx.lineTo(centres[b].x, centres[b].y + dy);
      }
      ctx.stroke();
    }

    // Circles: shallow cups turned into the wood.
    for (const { x: cx, y: cy } of centres) {
      const cup = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.35, r * 0.1, cx, cy, r);
      cup.addColorStop(0, '#a8743f');
      cup.addColorStop(0.75, '#c6955a');
      cup.addColorStop(1, '#dcb079');
      ctx.fillStyle = cup;
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.lineWidth = Math.max(1, r * 0.08);
      ctx.strokeStyle = 'rgba(80, 45, 15, 0.55)';
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(cx, cy, r + ctx.lineWidth, Math.PI * 0.1, Math.PI * 0.9);
      ctx.strokeStyle = 'rgba(255, 240, 215, 0.45)';
      ctx.stroke();
    }

    // File letters below and above, rank numbers left and right, in the frame.
    ctx.font = `600 ${Math.max(10, Math.min(margin * 0.5, step * 0.24))}px ${serif}`;
    ctx.fillStyle = colours.coordinate;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const edge = inset / 2 + 0.5;
    for (let f = 0; f < size; f++) {
      const { x: cx } = centres[f];
      ctx.fillText(files[f], cx, top + side - edge);
      ctx.fillText(files[f], cx, top + edge);
    }
    for (let rank = 0; rank < size; rank++) {
      const { y: cy } = centres[rank * size];
      ctx.fillText(String(rank + 1), left + edge, cy);
      ctx.fillText(String(rank + 1), left + side - edge, cy);
    }
  }

  return [frame, wood, marks];
}

/**
 * The worker's side, self-contained as `backdropArt` is: each request
 * `{id, width, height, dpr, geo, options}` is answered with `{id, image}` (an
 * ImageBitmap, transferred) or `{id, error}`.
 * @param {{onmessage: ((event: MessageEvent) => void) | null,
 *   postMessage: (message: unknown, transfer?: Transferable[]) => void}} scope the worker's global scope
 * @param {BackdropPart[]} parts
 */
export function backdropWorker(scope, parts) {
  scope.onmessage = ({ data }) => {
    try {
      const canvas = new OffscreenCanvas(data.width, data.height);
      // Drawn by this thread's own CPU: an accelerated canvas would send the drawing
      // to the GPU process (in software, where there is no GPU), where it holds up the
      // page's frames.
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      ctx.setTransform(data.dpr, 0, 0, data.dpr, 0, 0);
      for (const part of parts) part(ctx, data.geo, data.options);
      const image = canvas.transferToImageBitmap();
      scope.postMessage({ id: data.id, image }, [image]);
    } catch (error) {
      scope.postMessage({ id: data.id, error: String(error) });
    }
  };
}

/** The worker's script: the two functions above, by their source (code, not words for people). */
export const workerSource = /* data */ `"use strict";(${backdropWorker})(self,(${backdropArt})());`;

/**
 * A request for a backdrop: its size in device pixels, the pixel ratio, the layout
 * and the options.
 * @typedef {{width: number, height: number, dpr: number, geo: BackdropGeometry, options: BackdropOptions}} BackdropRequest
 */

/**
 * The backdrop drawn on this thread, each part in a task of its own, with a snapshot
 * (an ImageBitmap where the browser makes them) after each, which takes the part's
 * drawing into its task: a canvas draws lazily, when its pixels are needed.
 * `current()` says whether this drawing is still wanted; if not it stops.
 * @param {BackdropRequest} request
 * @param {() => boolean} current
 * @returns {Promise<CanvasImageSource | null>}
 */
export async function paintHere({ width, height, dpr, geo, options }, current) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = context2d(canvas);
  /** @type {CanvasImageSource | null} */
  let image = null;
  for (const part of backdropArt()) {
    await nextTask();
    /** @type {ImageBitmap} */ (image)?.close?.();
    if (!current()) return null;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    part(ctx, geo, options);
    image = typeof createImageBitmap === 'function' ? await createImageBitmap(canvas).catch(() => canvas) : canvas;
  }
  return image;
}

/**
 * A painter of backdrops: `paint(request, current)` resolves to the
 * image to copy, or to null when `current()` says the drawing is no longer wanted (a
 * newer one was asked for). Starts its worker at the first request; once the worker
 * fails (it could not start, or could not draw) every backdrop is drawn here.
 */
function createBackdropPainter() {
  /** @type {Worker | null | false} null: not started yet; false: none here */
  let worker = null;
  /** The last request sent to the worker, the only one whose answer is kept. */
  let asked = null;
  let sent = 0;

  /** From now on the backdrops are drawn here, and so is the one the worker owed. */
  function giveUp() {
    if (worker) worker.terminate();
    worker = false;
    if (asked) paintHere(asked.request, asked.current).then(asked.resolve);
    asked = null;
  }

  function start() {
    try {
      if (typeof OffscreenCanvas !== 'function') return false;
      const started = new Worker(URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' })));
      started.onmessage = ({ data }) => {
        if (data.error) giveUp();
        else if (data.id === asked?.id && asked.current()) {
          asked.resolve(data.image);
          asked = null;
        } else data.image.close();
      };
      // A worker that cannot start (a CSP without blob:) or that fails: drawn here.
      started.onerror = (event) => {
        event.preventDefault();
        giveUp();
      };
      return started;
    } catch {
      return false;
    }
  }

  return {
    /** Starts the worker now, so that it is ready when the first backdrop is asked for. */
    warm() {
      if (worker === null) worker = start();
    },
    /**
     * @param {BackdropRequest} request
     * @param {() => boolean} current
     * @returns {Promise<CanvasImageSource | null>}
     */
    paint(request, current) {
      if (worker === null) worker = start();
      if (!worker) return paintHere(request, current);
      asked?.resolve(null);
      return new Promise((resolve) => {
        asked = { id: ++sent, request, current, resolve };
        /** @type {Worker} */ (worker).postMessage({ id: asked.id, ...request });
      });
    },
  };
}

/** @type {ReturnType<typeof createBackdropPainter> | null} */
let painter = null;

/**
 * The page's painter of backdrops (one worker for the page). main.js warms it while the
 * core loads: a worker takes about as long to start as to draw.
 */
export function backdropPainter() {
  painter ??= createBackdropPainter();
  return painter;
}
