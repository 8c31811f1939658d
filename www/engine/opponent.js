// The main thread's handle on the engine worker: ask for a move, get a promise.
// Cancelling terminates the worker outright (a search in wasm cannot be interrupted
// from outside) and starts a fresh one for the next request.
//
// The worker is started in the first of these ways that works:
// 1. from its own URL (same-origin pages);
// 2. from a Blob URL holding the same script, fetched once: a frame sandboxed without
//    allow-same-origin has an opaque origin, and may start no worker from a URL of
//    the site (Firefox logs a security error for the try, so it is not made there);
// 3. where no worker can start at all, on the page's own thread (see local-engine.js).
// The worker gets the wasm module the page compiled, so it fetches nothing itself;
// the page fetches and compiles it when the engine is first needed (core.js).

import { Cancelled } from '../app/cancelled.js';
import { routesFor } from './lazy-opponent.js';

export { Cancelled };

/** An Error with a catalog code (`error.<code>`), as the core's errors have. */
function coded({ message, code, params }) {
  return Object.assign(new Error(message), { code, params });
}

/**
 * `engine`: resolves to the compiled wasm module (WebAssembly.Module) of the whole
 * core, fetched once a visit (core.js); `startHere`: starts the engine on this thread
 * with that module, for the last way (core.js); `workerUrl`: the worker's script
 * (www/engine-worker.js).
 *
 * @param {{engine: () => Promise<WebAssembly.Module>,
 *   startHere: (module: WebAssembly.Module) => Promise<ReturnType<typeof import('./local-engine.js').createLocalEngine>>,
 *   workerUrl: URL}} options
 */
export function createOpponent({ engine, startHere, workerUrl }) {
  const routes = routesFor({ origin: globalThis.origin, hasWorker: typeof Worker === 'function' });
  let worker = null;
  /** Whether a worker started by the current route has said it is ready. */
  let ready = false;
  let local = null;
  /** The engine on this thread while it is being loaded. */
  let localStarting = null;
  let blobUrl = null;
  let nextId = 1;
  const pending = new Map(); // id -> {request, resolve, reject}

  function settle(id, data) {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (data.type === 'error') entry.reject(coded(data));
    else entry.resolve(data.result);
  }

  function failAll(error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  /** The engine's module could not be had (offline before the site was kept, say). */
  function notLoaded(error) {
    const reason = String(error?.message ?? error);
    failAll(coded({ message: reason, code: 'engine.start', params: { reason } }));
  }

  /** The current route failed before its engine was ready: on to the next one. */
  function nextRoute() {
    worker?.terminate();
    worker = null;
    routes.shift();
    spawn();
  }

  async function workerScriptUrl() {
    if (!blobUrl) {
      const response = await fetch(workerUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      blobUrl = URL.createObjectURL(new Blob([await response.text()], { type: 'text/javascript' }));
    }
    return blobUrl;
  }

  function listen(w) {
    w.onmessage = ({ data }) => {
      if (w !== worker) return;
      if (data.type === 'ready') {
        ready = true;
        return;
      }
      if (data.id === null) {
        // The engine could not start in this worker.
        if (!ready) nextRoute();
        else failAll(coded(data));
        return;
      }
      settle(data.id, data);
    };
    w.onerror = (event) => {
      event.preventDefault();
      if (w !== worker) return;
      if (!ready) {
        nextRoute();
        return;
      }
      const reason = event.message || 'error';
      failAll(coded({ message: reason, code: 'engine.failed', params: { reason } }));
      worker.terminate();
      worker = null;
    };
  }

  function start(w) {
    worker = w;
    ready = false;
    listen(w);
    // The worker keeps requests that come before its module.
    for (const { request } of pending.values()) w.postMessage(request);
    engine().then((module) => {
      if (w === worker) w.postMessage({ type: 'init', module });
    }, (error) => {
      if (w !== worker) return;
      worker.terminate();
      worker = null;
      notLoaded(error);
    });
  }

  /** Starts the engine by the current route; requests already waiting go to it. */
  function spawn() {
    const route = routes[0];
    if (route === 'local') {
      localStarting ??= engine().then(startHere).then((here) => {
        local = here;
        for (const [id, { request }] of pending) local.handle(request, (data) => settle(id, data));
      }, (error) => {
        localStarting = null;
        notLoaded(error);
      });
      return;
    }
    if (route === 'url') {
      try {
        start(new Worker(workerUrl));
      } catch {
        nextRoute();
      }
      return;
    }
    // The blob route: a placeholder until the script is fetched, so requests wait.
    const placeholder = { postMessage() {}, terminate() { this.stopped = true; } };
    worker = placeholder;
    workerScriptUrl().then((url) => {
      if (worker !== placeholder) return;
      start(new Worker(url));
    }).catch(() => {
      if (worker === placeholder) nextRoute();
    });
  }

  /** Sends `request` (contract.js's ToWorker, without its id) to the engine; resolves to its result. */
  function ask(request) {
    const id = nextId++;
    const message = { ...request, id };
    const answer = new Promise((resolve, reject) => pending.set(id, { request: message, resolve, reject }));
    if (routes[0] === 'local') {
      if (!local) spawn();
      else local.handle(message, (data) => settle(id, data));
    } else if (!worker) {
      spawn();
    } else {
      worker.postMessage(message);
    }
    return answer;
  }

  return {
    /**
     * The engine's move after `moves` from the position `start` on `board`: resolves to the
     * engine's answer (contract.js's EngineAnswer); rejects with Cancelled on cancel().
     * @returns {Promise<import('../contract.js').EngineAnswer>}
     */
    think({ start, board = 'knight', moves, level, timeMs = null, seed = null }) {
      return ask({ type: 'think', start, board, moves, level, timeMs, seed });
    },
    /**
     * Move `ply` of the game in `record` judged by the engine (Engine.reviewPly).
     * @returns {Promise<import('../contract.js').ReviewLine>}
     */
    review({ record, ply, timeMs = null }) {
      return ask({ type: 'review', record, ply, timeMs });
    },
    /**
     * A move in a puzzle checked by the solver (Engine.puzzleMove).
     * @returns {Promise<import('../contract.js').PuzzleAnswer>}
     */
    puzzle({ record, move, pliesLeft }) {
      return ask({ type: 'puzzle', record, move, pliesLeft });
    },
    /**
     * A puzzle's themes and the solver's work on it (Engine.puzzleInfo): `record` is its
     * solution as a game, `plies` its K.
     * @returns {Promise<import('../contract.js').PuzzleInfo>}
     */
    puzzleInfo({ record, plies }) {
      return ask({ type: 'puzzle-info', record, plies });
    },
    /** Starts the engine ahead of the first request, so that its start-up is done by then. */
    warm() {
      if (!worker && routes[0] !== 'local') spawn();
    },
    /** How the engine runs here: 'url' or 'blob' (a worker), or 'local' (this thread). */
    get route() {
      return routes[0];
    },
    cancel() {
      if (pending.size === 0) return;
      if (worker) {
        worker.terminate();
        worker = null;
      }
      local?.cancel();
      failAll(new Cancelled());
    },
  };
}
