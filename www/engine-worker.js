// The computer opponent's thread: its own wasm instance, so the page never waits on
// a search. Protocol (see opponent.js):
//   in:  {type: 'think', id, record, level, timeMs, seed}
//   out: {type: 'ready'} once, then {type: 'move', id, result} or
//        {type: 'error', id, message, code, params} for each 'think' (code and
//        params as the core's errors have them, for the page's catalogs).
import init, { Engine } from '../jarmo-core.js';

const queue = [];
let engine = null;

function think({ id, record, level, timeMs, seed }) {
  try {
    const result = engine.bestMove(record, level, timeMs ?? undefined, seed ?? undefined);
    postMessage({ type: 'move', id, result });
  } catch (error) {
    // The core's code and params travel along, so the page can say it in its language.
    postMessage({ type: 'error', id, message: String(error?.message ?? error), code: error?.code, params: error?.params });
  }
}

// Messages can arrive while the wasm module is still loading: keep them until then.
self.onmessage = (event) => {
  if (event.data?.type !== 'think') return;
  if (engine) think(event.data);
  else queue.push(event.data);
};

init().then(() => {
  engine = new Engine();
  postMessage({ type: 'ready' });
  while (queue.length) think(queue.shift());
}, (error) => {
  postMessage({ type: 'error', id: null, message: String(error?.message ?? error), code: 'engine.start', params: { reason: String(error?.message ?? error) } });
});
