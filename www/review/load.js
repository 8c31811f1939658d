// The review's chunk, which www/review/lazy.js imports when a review may come: the
// reviewer and the review's drawing. Neither imports a module of the page, so the
// chunk shares none with it (esbuild would otherwise split the page's shared chunk).

export { createReviewer } from './reviewer.js';
export { createReviewDrawing } from './drawn.js';
