// Reviewing, the feature: the review of the game shown, made in the review's own worker
// (review/lazy.js, loaded on first use), which the end panel makes way for, and a point of
// its graph picked to look at. What the review says is in the snapshot (game.js `review`,
// `arrow`: review-lines.js). A game of the player's that ends is also reviewed quietly,
// for the player's mistakes (review/reviewer.js `quiet`, review/keep.js).
//
// Unit tests: tests/unit/review-lazy.test.mjs, game.test.mjs (through the controller).

import { endClosed } from './state.js';

/**
 * @param {import('./state.js').Context} ctx
 */
export function createReviewing(ctx) {
  const { session, reviewer, snapshot, redraw, draw, focusOn } = ctx;
  return {
    /** Whose game is shown, for the mistakes a review keeps (review/keep.js): none for one no person here moved in. */
    source: () => (ctx.owned() ? { id: session.id, snap: snapshot() } : null),
    /** The game shown is over: the review's engine warms, and a game of the player's is reviewed quietly (review/reviewer.js). */
    ended(/** @type {import('./state.js').Snapshot} */ snap) {
      reviewer.warm();
      reviewer.quiet(session.record(), snap.state.history.length, this.source());
    },
    /** Reviews the game shown, in the review's own worker; the end panel makes way for it. */
    review() {
      const state = session.state();
      if (!snapshot().canReview) return;
      ctx.step(endClosed);
      // The end panel goes at once, not when the review has something to draw.
      redraw();
      // The review's chunk may have to come first: the focus goes to Stop once it is shown.
      reviewer.start(session.record(), state.history.length).then(() => {
        focusOn('review');
        redraw();
      });
    },
    cancelReview: () => reviewer.cancel(),
    warmReview: () => reviewer.warm(),
    /**
     * The review moved on: the panels (its box, the marks of the moves), and the board
     * only when its arrow changed (panels/view.js: a board drawn once per reviewed move
     * would cost the page's thread for nothing).
     */
    reviewChanged() {
      draw(snapshot(), { boardAsIs: true });
    },
    /**
     * A point of the review's graph was pressed, `fraction` of the way across (0 to 1):
     * the position after the move nearest to it is shown.
     */
    pickReviewPoint(fraction) {
      const total = snapshot().review?.total;
      if (!total || !Number.isFinite(fraction)) return;
      ctx.playing.view(Math.round(Math.max(0, Math.min(1, fraction)) * total));
    },
  };
}
