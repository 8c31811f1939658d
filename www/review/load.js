// The review's chunk, which www/review/lazy.js imports when a review may come: the
// reviewer (with what it keeps of the player's mistakes) and the review's drawing (what they need of the page comes in as arguments).

export { createReviewer } from './reviewer.js';
export { createReviewDrawing } from './drawn.js';
