// The main thread's handle on the engine worker: ask for a move, get a promise.
// Cancelling terminates the worker outright (a search in wasm cannot be interrupted
// from outside) and starts a fresh one for the next request.
//
// Where no worker can start (an iframe sandboxed without allow-same-origin has an
// opaque origin, and a worker script must be same-origin), the engine searches on
// the page's own thread instead: the page then waits for each of the computer's
// moves (up to a second at level 8), but the game is playable.

import { Engine } from '../jarmo-core.js';

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

/** The engine on this thread, after a frame so "thinking" shows first. */
function createLocalEngine() {
  let engine = null;
  return (request, answer) => {
    setTimeout(() => requestAnimationFrame(() => setTimeout(() => {
      try {
        engine ??= new Engine();
        const { record, level, timeMs, seed } = request;
        answer({ type: 'move', result: engine.bestMove(record, level, timeMs ?? undefined, seed ?? undefined) });
      } catch (error) {
        answer({ type: 'error', message: String(error?.message ?? error), code: error?.code, params: error?.params });
      }
    })), 0);
  };
}

export function createOpponent(workerUrl = new URL('./engine-worker.js', import.meta.url)) {
  let worker = null;
  /** Whether a worker ever started here; until one has, a failure means "use the local engine". */
  let workerWorks = false;
  let local = null;
  let nextId = 1;
  const pending = new Map(); // id -> {request, resolve, reject}

  function settle(id, data) {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (data.type === 'move') entry.resolve(data.result);
    else entry.reject(coded(data));
  }

  function failAll(error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function goLocal() {
    worker?.terminate();
    worker = null;
    local = createLocalEngine();
    for (const [id, { request }] of pending) local(request, (data) => settle(id, data));
  }

  function spawn() {
    try {
      worker = new Worker(workerUrl, { type: 'module' });
    } catch {
      goLocal();
      return;
    }
    worker.onmessage = ({ data }) => {
      if (data.type === 'ready') {
        workerWorks = true;
        return;
      }
      if (data.id === null) {
        failAll(coded(data));
        return;
      }
      settle(data.id, data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (!workerWorks) {
        goLocal();
        return;
      }
      const reason = event.message || 'error';
      failAll(coded({ message: reason, code: 'engine.failed', params: { reason } }));
      worker.terminate();
      worker = null;
    };
  }

  return {
    /** Resolves to {move, score, depth, nodes, ms, seed}; rejects with Cancelled on cancel(). */
    think({ record, level, timeMs = null, seed = null }) {
      const id = nextId++;
      const request = { type: 'think', id, record, level, timeMs, seed };
      const answer = new Promise((resolve, reject) => pending.set(id, { request, resolve, reject }));
      if (local) {
        local(request, (data) => settle(id, data));
      } else {
        if (!worker) spawn();
        worker?.postMessage(request);
      }
      return answer;
    },
    /** Starts the worker ahead of the first request, so that its start-up is done by then. */
    warm() {
      if (!worker && !local) spawn();
    },
    get busy() {
      return pending.size > 0;
    },
    cancel() {
      if (pending.size === 0) return;
      if (worker) {
        worker.terminate();
        worker = null;
      }
      failAll(new Cancelled());
    },
  };
}
