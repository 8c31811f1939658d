// The engine's side of the worker's messages (contract.js's ToWorker and FromWorker),
// apart from the worker's globals so that Node runs it with the real core
// (tests/unit/analyse.test.mjs); engine-worker.js hands it the core, postMessage and
// setTimeout. Requests are answered one at a time, in the order they come. A move, a
// review or a puzzle is one call of the core. An analysis goes on in slices, each a
// task of its own, so that the messages that come meanwhile are read between them: a
// `stop` of it, or any other request, ends it. The first level-8 move or review that
// reaches an endgame table of the site waits until the page has sent it (tables.js).

import { createKeptGame } from './kept-game.js';
import { createTableWatch } from './tables.js';

/** How long an analysis runs between two looks at the messages. */
export const ANALYSIS_SLICE_MS = 50;

const REQUESTS = ['think', 'review', 'puzzle', 'puzzle-info', 'analyse', 'stop'];

/**
 * @param {{initSync: typeof import('jarmo-core').initSync, Engine: typeof import('jarmo-core').Engine,
 *   Game: typeof import('jarmo-core').Game}} core
 * @param {(message: import('../contract.js').FromWorker) => void} post sends a message to the page
 * @param {(task: () => void) => void} later runs `task` in a task of its own, after the messages that came
 * @param {number} sliceMs an analysis' slice
 * @returns {(data: import('../contract.js').ToWorker) => void} reads one message of the page
 */
export function createEngineHost({ initSync, Engine, Game }, post, later, sliceMs = ANALYSIS_SLICE_MS) {
  /** Requests that came before the engine's module. */
  const queue = [];
  /** @type {import('jarmo-core').Engine | null} */
  let engine = null;
  const kept = createKeptGame(Game);
  /** The id of the analysis going on; null when none is. */
  let analysing = null;
  const watch = createTableWatch(Game, kept);
  /** The boards whose table was asked of the page (once a worker, whatever came). */
  const asked = new Set();
  /** Whether a table was asked and its answer has not come: requests wait in `queue`. */
  let waiting = false;

  const fail = (id, error) => post({
    type: 'error', id, message: String(error?.message ?? error), code: error?.code, params: error?.params,
  });

  /** One slice of the analysis `id`, and the next in a task of its own, until it is done or stopped. */
  function slice(id) {
    if (analysing !== id) return;
    let result;
    try {
      result = engine.analyseFor(sliceMs);
    } catch (error) {
      analysing = null;
      fail(id, error);
      return;
    }
    if (result) post({ type: 'lines', id, result });
    if (result?.done) analysing = null;
    else later(() => slice(id));
  }

  /** Answers one request: a move, a reviewed move, a checked puzzle move, a puzzle's info, or an analysis. */
  function answer(request) {
    const { id } = request;
    if (request.type === 'stop') {
      if (analysing === id) analysing = null;
      return;
    }
    analysing = null;
    try {
      if (request.type === 'review') {
        post({ type: 'review', id, result: engine.reviewPly(request.record, request.ply, request.timeMs ?? undefined) });
      } else if (request.type === 'puzzle') {
        post({ type: 'puzzle', id, result: engine.puzzleMove(request.record, request.move, request.pliesLeft) });
      } else if (request.type === 'puzzle-info') {
        post({ type: 'puzzle-info', id, result: engine.puzzleInfo(request.record, request.plies) });
      } else if (request.type === 'analyse') {
        engine.startAnalysisIn(kept.gameFor(request.start, request.moves, request.board), request.lines);
        analysing = id;
        slice(id);
      } else {
        const { start, board, moves, level, timeMs, seed } = request;
        const result = engine.bestMoveIn(kept.gameFor(start, moves, board), level, timeMs ?? undefined, seed ?? undefined);
        post({ type: 'move', id, result });
      }
    } catch (error) {
      fail(id, error);
    }
  }

  /**
   * Answers `request`, unless it is the first to reach a table of the site: then it
   * asks the page for the table and waits, with every request after it, for the
   * answer (`tables`).
   */
  function take(request) {
    const board = watch.reached(request);
    if (board && !asked.has(board)) {
      asked.add(board);
      waiting = true;
      queue.push(request);
      post({ type: 'tables-wanted', board });
      return;
    }
    answer(request);
  }

  /** The requests that waited, in order, until one waits again for a table. */
  function drain() {
    while (queue.length && !waiting) take(queue.shift());
  }

  return (data) => {
    if (data?.type === 'init' && !engine) {
      try {
        initSync({ module: data.module });
        engine = new Engine();
      } catch (error) {
        const reason = String(error?.message ?? error);
        post({ type: 'error', id: null, message: reason, code: 'engine.start', params: { reason } });
        return;
      }
      post({ type: 'ready' });
      drain();
    } else if (data?.type === 'tables' && waiting) {
      // Bytes that are not a table load nothing (the core answers null): the engine
      // goes on without, as it does when the page had none to send.
      if (data.bytes) {
        try {
          engine.loadTables(data.bytes);
        } catch {
          // Nothing lost: no table.
        }
      }
      waiting = false;
      drain();
    } else if (REQUESTS.includes(data?.type)) {
      if (engine && !waiting) take(data);
      else queue.push(data);
    }
  };
}
