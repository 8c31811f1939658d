// Every 2D canvas of the page is drawn by the page's own processor, never handed to
// the GPU. The board is a few copies of bitmaps a frame, which a processor does in a
// millisecond or two; an accelerated canvas instead sends each frame through the
// graphics stack, and where a machine has no GPU that stack is emulated in software
// (Mesa's llvmpipe under WebKitGTK: 120-290 ms of the page's thread around each move
// of an animated game, where a processor's canvas takes 12-25 ms; BENCHMARKS.md, "The
// canvas on the processor"). `willReadFrequently` is the standard way to ask for it.

/**
 * @param {HTMLCanvasElement | OffscreenCanvas} canvas
 * @returns {CanvasRenderingContext2D}
 */
export function context2d(canvas) {
  return /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
}
