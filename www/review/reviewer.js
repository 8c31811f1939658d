// A game's review: each move judged by the engine (Engine.reviewPly) in a worker of
// its own, one move per request, in order (the engine then analyses each position
// once), so the page's thread only draws the progress. Cancelling ends the worker
// (a search cannot be interrupted from outside); the next review starts a fresh one.
// The review belongs to one record: the game controller shows it only while the game
// is that record. A chunk of its own with the review's drawing (www/review/load.js):
// what it needs of the page comes in as arguments.
//
// A review that ends (done, or stopped) keeps the player's costly moves in it as
// puzzles (keep.js), when the game is the player's (`keep.about`). A game of the
// player's against the computer or a friend that ends is also reviewed quietly (`quiet`):
// after a pause, with an engine of its own, shown nowhere, only for its mistakes; a
// review the player starts takes its place.

import { keepMistakes, sourceOf } from './keep.js';

/**
 * @typedef {object} Review what the views draw
 * @property {'running' | 'done' | 'cancelled' | 'failed'} status
 * @property {string} record the game reviewed
 * @property {number} total its moves
 * @property {import('../contract.js').ReviewLine[]} lines the moves judged so far, in order
 * @property {unknown} [error] why it failed
 */

/**
 * @typedef {{about: () => import('./keep.js').Whose | null, Game: typeof import('jarmo-core').Game,
 *   storage: Storage | null, quietAfter: number}} Keep where a review keeps the player's mistakes: `about`, asked as a
 *   review begins, says whose game it is (null: keep none); `quietAfter`, the pause before a quiet review (ms)
 */

/**
 * @param {() => ReturnType<typeof import('../engine/opponent.js').createOpponent>} makeEngine the
 *   review's own engine, made on the first review
 * @param {() => void} onChange the review moved on
 * @param {(error: unknown) => boolean} cancelled whether an engine's error says it was
 *   cancelled (opponent.js's Cancelled)
 * @param {number | null} [timeMs] the search of each position (null: the core's default)
 * @param {Keep | null} [keep] where a review keeps the player's mistakes (null: nowhere, and no quiet review)
 */
export function createReviewer(makeEngine, onChange, cancelled, timeMs = null, keep = null) {
  /** @type {Review | null} */
  let review = null;
  let engine = null;
  let generation = 0;
  /** The game the review is of (keep.about, when it began), and how many of its lines were kept. */
  /** @type {{record: string, source: import('./keep.js').ReviewSource | null, kept: number}} */
  let keeping = { record: '', source: null, kept: 0 };
  /** The quiet review: the record it was set for (each game's once), its timer, its own reviewer (one engine for all), and its game. */
  let quietOf = '';
  let quietTimer = 0;
  /** @type {ReturnType<typeof createReviewer> | null} */
  let quietReviewer = null;
  /** @type {{record: string, source: import('./keep.js').ReviewSource, reached: number} | null} */
  let quietJob = null;

  /** Keeps the mistakes of `ended`, a review of `source`'s game that ended, once for each line it reached. */
  function keepFrom(ended, source, reached) {
    if (!keep || !source || ended.status === 'running' || ended.lines.length <= reached) return reached;
    keepMistakes(ended, source, keep);
    return ended.lines.length;
  }

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
    keeping.kept = keepFrom(review, keeping.source, keeping.kept);
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
      // The player's review takes the place of a quiet one.
      clearTimeout(quietTimer);
      quietReviewer?.cancel();
      if (keeping.record !== record) {
        const whose = keep?.about() ?? null;
        keeping = { record, source: whose && sourceOf(whose), kept: 0 };
      }
      const judged = review?.record === record ? review.lines : [];
      review = { status: judged.length >= total ? 'done' : 'running', record, total, lines: judged };
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
      keeping.kept = keepFrom(review, keeping.source, keeping.kept);
    },
    /**
     * A game that ended, of `total` moves: when it is the player's (`whose`) against the
     * computer or a friend, it is reviewed quietly after `keep.quietAfter`, once, unless
     * a review of it has begun by then.
     * @param {string} record @param {number} total @param {import('./keep.js').Whose | null} whose
     */
    quiet(record, total, whose) {
      if (!keep || !whose || !total || quietOf === record) return;
      const source = sourceOf(whose);
      if (source.against === 'hotseat') return;
      quietOf = record;
      clearTimeout(quietTimer);
      quietTimer = /** @type {any} */ (setTimeout(() => {
        if (review?.record === record) return;
        // One reviewer (and one engine's worker) for every quiet review of the visit.
        quietReviewer ??= createReviewer(makeEngine, () => {
          const ended = quietJob && quietReviewer?.of(quietJob.record);
          if (quietJob && ended) quietJob.reached = keepFrom(ended, quietJob.source, quietJob.reached);
        }, cancelled, timeMs);
        quietJob = { record, source, reached: 0 };
        quietReviewer.start(record, total);
      }, keep.quietAfter));
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
