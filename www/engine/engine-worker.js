// The computer opponent's thread: its own wasm instance, so the page never waits on
// a search. The build bundles this file with the core's glue into one classic script
// (scripts/bundle.sh) that fetches and imports nothing: the page sends the compiled
// wasm module, so the same script runs from its own URL or from a Blob URL, as a
// frame with an opaque origin needs. It keeps its game between requests and plays on
// the moves that are new, instead of reading the whole game again each time.
// Messages: contract.js's ToWorker and FromWorker.
import { initSync, Engine, Game } from 'jarmo-core';
import { createKeptGame } from './kept-game.js';

const queue = [];
let engine = null;
const kept = createKeptGame(Game);

/** Answers one request: a move, a reviewed move, a checked puzzle move or a puzzle's info. */
function think(request) {
  const { id } = request;
  try {
    if (request.type === 'review') {
      postMessage({ type: 'review', id, result: engine.reviewPly(request.record, request.ply, request.timeMs ?? undefined) });
    } else if (request.type === 'puzzle') {
      postMessage({ type: 'puzzle', id, result: engine.puzzleMove(request.record, request.move, request.pliesLeft) });
    } else if (request.type === 'puzzle-info') {
      postMessage({ type: 'puzzle-info', id, result: engine.puzzleInfo(request.record, request.plies) });
    } else {
      const { start, board, moves, level, timeMs, seed } = request;
      const result = engine.bestMoveIn(kept.gameFor(start, moves, board), level, timeMs ?? undefined, seed ?? undefined);
      postMessage({ type: 'move', id, result });
    }
  } catch (error) {
    postMessage({ type: 'error', id, message: String(error?.message ?? error), code: error?.code, params: error?.params });
  }
}

self.onmessage = ({ data }) => {
  if (data?.type === 'init' && !engine) {
    try {
      initSync({ module: data.module });
      engine = new Engine();
    } catch (error) {
      const reason = String(error?.message ?? error);
      postMessage({ type: 'error', id: null, message: reason, code: 'engine.start', params: { reason } });
      return;
    }
    postMessage({ type: 'ready' });
    while (queue.length) think(queue.shift());
  } else if (['think', 'review', 'puzzle', 'puzzle-info'].includes(data?.type)) {
    if (engine) think(data);
    else queue.push(data);
  }
};
