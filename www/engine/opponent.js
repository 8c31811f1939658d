// The main thread's handle on the engine worker: ask for a move, get a promise.
// Cancelling terminates the worker outright (a search in wasm cannot be interrupted
// from outside) and starts a fresh one for the next request. An analysis is the
// exception: it runs in slices and reads its messages between them, so it is stopped
// by a message, and the worker, its table and its game stay.
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
import { siteTable } from './tables.js';

export { Cancelled };

/** An Error with a catalog code (`error.<code>`), as the core's errors have. */
function coded({ message, code, params }) {
  return Object.assign(new Error(message), { code, params });
}

/**
 * `engine`: resolves to the compiled wasm module (WebAssembly.Module) of the whole
 * core, fetched once a visit (core.js); `startHere`: starts the engine on this thread
 * with that module, for the last way (core.js); `workerUrl`: the worker's script
 * (www/engine-worker.js); `tables`: the bytes of a board's endgame table, or null
 * where it cannot be had (tables.js; by default the site's, from the folder tables/
 * beside www/).
 *
 * @param {{engine: () => Promise<WebAssembly.Module>,
 *   startHere: (module: WebAssembly.Module) => Promise<ReturnType<typeof import('./local-engine.js').createLocalEngine>>,
 *   workerUrl: URL, tables?: (board: string) => Promise<Uint8Array | null>}} options
 */
export function createOpponent({ engine, startHere, workerUrl, tables = (board) => siteTable(new URL('../tables/', workerUrl), board) }) {
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
  /**
   * The analysis going on, the last asked: only one at a time (a new one, and any other
   * request, stops it).
   * @type {{id: number, request: import('../contract.js').ToWorker,
   *   onLines: (lines: import('../contract.js').EngineLines) => void, onError: (error: Error) => void} | null}
   */
  let analysis = null;

  function settle(id, data) {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (data.type === 'error') entry.reject(coded(data));
    else entry.resolve(data.result);
  }

  /** An analysis' message: its lines, or the error that ended it. */
  function deliver(id, data) {
    if (analysis?.id !== id) return;
    const { onLines, onError } = analysis;
    if (data.type === 'error') {
      analysis = null;
      onError(coded(data));
    } else if (data.type === 'lines') {
      if (data.result.done) analysis = null;
      onLines(data.result);
    }
  }

  /** The engine failed: every request fails with `error`, and the analysis ends with it. */
  function failAll(error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    const ended = analysis;
    analysis = null;
    ended?.onError(error);
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
      if (data.type === 'tables-wanted') {
        // The worker waits for the answer, a table or null (fetched once a visit).
        const { board } = data;
        tables(board).catch(() => null).then((bytes) => {
          if (w === worker) w.postMessage({ type: 'tables', board, bytes });
        });
        return;
      }
      if (data.id === null) {
        // The engine could not start in this worker.
        if (!ready) nextRoute();
        else failAll(coded(data));
        return;
      }
      if (data.id === analysis?.id) deliver(data.id, data);
      else settle(data.id, data);
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
    if (analysis) w.postMessage(analysis.request);
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
        local.useTables(tables);
        for (const [id, { request }] of pending) local.handle(request, (data) => settle(id, data));
        if (analysis) {
          const { id, request } = analysis;
          local.handle(request, (data) => deliver(id, data));
        }
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

  /** Sends `message` to the engine, started first if need be; `answer` takes what the engine on this thread answers. */
  function send(message, answer) {
    if (routes[0] === 'local') {
      if (!local) spawn();
      else local.handle(message, answer);
    } else if (!worker) {
      spawn();
    } else {
      worker.postMessage(message);
    }
  }

  /** Sends `request` (contract.js's ToWorker, without its id) to the engine; resolves to its result. */
  function ask(request) {
    const id = nextId++;
    const message = { ...request, id };
    const answer = new Promise((resolve, reject) => pending.set(id, { request: message, resolve, reject }));
    // The engine ends its analysis for any other request.
    analysis = null;
    send(message, (data) => settle(id, data));
    return answer;
  }

  /** Ends the analysis going on, if any: no more of its lines come. */
  function stopAnalysis() {
    if (!analysis) return;
    const { id } = analysis;
    analysis = null;
    // An engine not started yet has not had it: it will not be sent.
    if (routes[0] === 'local') local?.handle({ type: 'stop', id }, () => {});
    else worker?.postMessage({ type: 'stop', id });
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
    /**
     * Analyses the position after `moves` from `start` on `board`: its `lines` best moves
     * (1 to 5; fewer where it has fewer), each with its evaluation and line, deepened until
     * stop(), depth 64, or another request to the engine (which ends it: ask again after).
     * `onLines` gets the newest depth after each slice that finished one (the worker's
     * slices are 50 ms, this thread's 8), the last with `done`; `onError` the error that
     * ends it (a bad move, the engine that failed). Nothing comes after stop() or cancel().
     * @param {{start: string, board?: import('../contract.js').BoardName, moves: string[], lines?: number}} request
     * @param {(lines: import('../contract.js').EngineLines) => void} onLines
     * @param {(error: Error) => void} [onError]
     * @returns {{stop: () => void}}
     */
    analyse({ start, board = 'knight', moves, lines = 3 }, onLines, onError = () => {}) {
      const id = nextId++;
      /** @type {import('../contract.js').ToWorker} */
      const request = { type: 'analyse', id, start, board, moves, lines };
      const mine = { id, request, onLines, onError };
      analysis = mine;
      send(request, (data) => deliver(id, data));
      return {
        stop() {
          if (analysis === mine) stopAnalysis();
        },
      };
    },
    /** Starts the engine ahead of the first request, so that its start-up is done by then. */
    warm() {
      if (!worker && routes[0] !== 'local') spawn();
    },
    /** How the engine runs here: 'url' or 'blob' (a worker), or 'local' (this thread). */
    get route() {
      return routes[0];
    },
    /** Ends every request: the waiting ones reject with Cancelled, the analysis stops. */
    cancel() {
      stopAnalysis();
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
