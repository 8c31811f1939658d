// A game's review: each move judged by the engine (Engine.reviewPly) in a worker of
// its own, one move per request, in order (the engine then analyses each position
// once), so the page's thread only draws the progress. Cancelling ends the worker
// (a search cannot be interrupted from outside); the next review starts a fresh one.
// The review belongs to one record: the game controller shows it only while the game
// is that record. A chunk of its own with the review's drawing (www/review/load.js):
// what it needs of the page comes in as arguments.

/**
 * @typedef {object} Review what the views draw
 * @property {'running' | 'done' | 'cancelled' | 'failed'} status
 * @property {string} record the game reviewed
 * @property {number} total its moves
 * @property {import('../contract.js').ReviewLine[]} lines the moves judged so far, in order
 * @property {unknown} [error] why it failed
 */

/**
 * @param {() => ReturnType<typeof import('../engine/opponent.js').createOpponent>} makeEngine the
 *   review's own engine, made on the first review
 * @param {() => void} onChange the review moved on
 * @param {(error: unknown) => boolean} cancelled whether an engine's error says it was
 *   cancelled (opponent.js's Cancelled)
 * @param {number | null} [timeMs] the search of each position (null: the core's default)
 */
export function createReviewer(makeEngine, onChange, cancelled, timeMs = null) {
  /** @type {Review | null} */
  let review = null;
  let engine = null;
  let generation = 0;

  async function run(mine) {
    engine ??= makeEngine();
    const current = /** @type {Review} */ (review);
    for (let ply = current.lines.length + 1; ply <= current.total; ply++) {
      let line;
      try {
        line = await engine.review({ record: current.record, ply, timeMs });
      } catch (e) {
        if (mine !== generation) return;
        if (!cancelled(e)) review = { ...current, status: 'failed', error: e };
        onChange();
        return;
      }
      if (mine !== generation) return;
      current.lines = [...current.lines, line];
      review = { ...current };
      onChange();
    }
    if (mine !== generation) return;
    review = { ...current, status: 'done' };
    onChange();
  }

  return {
    /**
     * Starts the review's engine ahead of a review (a game just ended, a pointer over
     * Review), so that its start-up is not part of the review.
     */
    warm() {
      engine ??= makeEngine();
      engine.warm();
    },
    /** Reviews the game in `record` of `total` moves (what was judged of it already is kept). */
    start(record, total) {
      if (review?.status === 'running' && review.record === record) return;
      const kept = review?.record === record ? review.lines : [];
      review = { status: kept.length >= total ? 'done' : 'running', record, total, lines: kept };
      const mine = ++generation;
      onChange();
      if (review.status === 'running') run(mine);
    },
    cancel() {
      if (review?.status !== 'running') return;
      generation++;
      engine?.cancel();
      review = { ...review, status: 'cancelled' };
      onChange();
    },
    /** The review of `record`, or null when there is none of it. */
    of(record) {
      return review && review.record === record ? review : null;
    },
  };
}

/**
 * The height of a point on the evaluation graph, from -1 (Black wins) to 1 (White
 * wins): a forced win is the end of the scale, points are squeezed so that a lead of
 * an archer or two shows and a large lead does not flatten the rest.
 * @param {import('../contract.js').Eval} value
 */
export function evalHeight(value) {
  if (value.win) return value.win === 'white' ? 1 : -1;
  const p = value.points ?? 0;
  return Math.max(-1, Math.min(1, (2 / Math.PI) * Math.atan(p / 2)));
}
