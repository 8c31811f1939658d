// The computer opponent's thread: its own wasm instance, so the page never waits on
// a search. The build bundles this file with the core's glue into one classic script
// (scripts/minify.sh) that fetches and imports nothing: the page sends the compiled
// wasm module, so the same script runs from its own URL or from a Blob URL, as a
// frame with an opaque origin needs. Protocol (see opponent.js):
//   in:  {type: 'init', module} once (a WebAssembly.Module), then
//        {type: 'think', id, record, level, timeMs, seed}
//   out: {type: 'ready'} once, then {type: 'move', id, result} or
//        {type: 'error', id, message, code, params} for each 'think' (code and
//        params as the core's errors have them, for the page's catalogs); a failed
//        start is {type: 'error', id: null, code: 'engine.start', ...}.
import { initSync, Engine } from 'jarmo-core';

const queue = [];
let engine = null;

function think({ id, record, level, timeMs, seed }) {
  try {
    const result = engine.bestMove(record, level, timeMs ?? undefined, seed ?? undefined);
    postMessage({ type: 'move', id, result });
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
  } else if (data?.type === 'think') {
    if (engine) think(data);
    else queue.push(data);
  }
};
