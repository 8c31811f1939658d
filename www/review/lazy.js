// The reviewer as the game controller uses it (warm, start, cancel, of), which loads
// the review's chunk (www/review/load.js: the reviewer and the review's drawing) and
// its style sheet (www/review.css, from review/review.css) only when a review may
// come: a game just ended, a pointer over Review, a press on it. A first visit does
// not fetch them. A chunk that cannot load gives a review that failed and says why;
// the next press tries again. What a review keeps of the player's mistakes, and the
// quiet review of a game that ended, are the chunk's too (review/reviewer.js `keep`).

import { errorText, t, translator } from '../i18n/lang.js';
import { laterTexts } from '../i18n/i18n.js';
import { reviewAt } from '../app/review-lines.js';

/**
 * @param {() => ReturnType<typeof import('../engine/opponent.js').createOpponent>} makeEngine the
 *   review's own engine, made on the first review
 * @param {() => void} onChange the review moved on
 * @param {(error: unknown) => boolean} cancelled whether an engine's error says it was cancelled
 * @param {() => Promise<typeof import('./load.js')>} [load] the chunk (a test may give its own)
 * @param {() => Promise<void>} [style] adds the review's style sheet (review.css), which
 *   comes with the chunk; resolves when it applies or could not load
 * @param {number | null} [timeMs] the search of each position (app/delays.js `review`)
 * @param {import('./reviewer.js').Keep | null} [keep] where a review keeps the player's mistakes (null: nowhere)
 */
export function createLazyReviewer(makeEngine, onChange, cancelled, load = () => import('./load.js'), style = async () => {}, timeMs = null, keep = null) {
  /** @type {ReturnType<typeof import('./reviewer.js').createReviewer> | null} */
  let reviewer = null;
  /** @type {ReturnType<typeof import('./drawn.js').createReviewDrawing> | null} */
  let drawing = null;
  /** @type {Promise<void> | null} */
  let loading = null;
  /** A review asked for whose chunk did not load: `of` gives it as failed. */
  /** @type {import('./reviewer.js').Review | null} */
  let failed = null;

  function loaded() {
    // English's words of the review come with it (i18n.js laterTexts).
    loading ??= Promise.all([load(), style(), laterTexts()]).then(([chunk]) => {
      reviewer = chunk.createReviewer(makeEngine, onChange, cancelled, timeMs, keep);
      drawing = chunk.createReviewDrawing({ t, translator, errorText, reviewAt });
    }, (error) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  return {
    /** Loads the review and starts its engine ahead of a review. */
    warm() {
      loaded().then(() => reviewer?.warm(), () => {});
    },
    /**
     * Reviews the game in `record` of `total` moves; resolves once the review has
     * begun (its box is drawn), or has failed to.
     */
    async start(/** @type {string} */ record, /** @type {number} */ total) {
      failed = null;
      try {
        await loaded();
      } catch (error) {
        failed = { status: 'failed', record, total, lines: [], error };
        onChange();
        return;
      }
      reviewer?.start(record, total);
    },
    cancel() {
      reviewer?.cancel();
    },
    /** A game that ended, of `total` moves: reviewed quietly for its mistakes when it is the player's (reviewer.js `quiet`). */
    quiet(/** @type {string} */ record, /** @type {number} */ total, /** @type {import('./keep.js').Whose | null} */ whose) {
      loaded().then(() => reviewer?.quiet(record, total, whose), () => {});
    },
    /** The review of `record`, or null when there is none of it. */
    of(/** @type {string} */ record) {
      if (failed?.record === record) return failed;
      return reviewer ? reviewer.of(record) : null;
    },
    /** The review's drawing, once its chunk is here. */
    drawing: () => drawing,
  };
}
