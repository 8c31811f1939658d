// The main thread's handle on the engine worker: ask for a move, get a promise.
// Cancelling terminates the worker outright (a search in wasm cannot be interrupted
// from outside) and starts a fresh one for the next request.

export class Cancelled extends Error {
  constructor() {
    super('the computer stopped thinking');
    this.name = 'Cancelled';
  }
}

/** An Error with a catalog code (`error.<code>`), as the core's errors have. */
function coded({ message, code, params }) {
  return Object.assign(new Error(message), { code, params });
}

export function createOpponent(workerUrl = new URL('./engine-worker.js', import.meta.url)) {
  let worker = null;
  let nextId = 1;
  const pending = new Map();

  function failAll(error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function spawn() {
    worker = new Worker(workerUrl, { type: 'module' });
    worker.onmessage = ({ data }) => {
      if (data.type === 'ready') return;
      if (data.id === null) {
        failAll(coded(data));
        return;
      }
      const request = pending.get(data.id);
      if (!request) return;
      pending.delete(data.id);
      if (data.type === 'move') request.resolve(data.result);
      else request.reject(coded(data));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const reason = event.message || 'error';
      failAll(coded({ message: reason, code: 'engine.failed', params: { reason } }));
      worker.terminate();
      worker = null;
    };
  }

  return {
    /** Resolves to {move, score, depth, nodes, ms, seed}; rejects with Cancelled on cancel(). */
    think({ record, level, timeMs = null, seed = null }) {
      if (!worker) spawn();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'think', id, record, level, timeMs, seed });
      });
    },
    get busy() {
      return pending.size > 0;
    },
    cancel() {
      if (pending.size === 0) return;
      worker.terminate();
      worker = null;
      failAll(new Cancelled());
    },
  };
}
