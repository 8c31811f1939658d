// The computer opponent of the game page before its script comes (opponent.js, a chunk
// of its own): the same API, each request waiting for the chunk. A first visit needs no
// engine until the first move against the computer; the press that warms the whole core
// fetches this chunk too (`warm`). `route`, which the snapshot carries from the first
// frame, is known without it (routesFor).
//
// Unit tests: tests/unit/lazy-opponent.test.mjs.

import { Cancelled } from '../app/cancelled.js';
import { lazyPart } from '../app/lazy.js';

/** The ways to start the engine on this page, best first (opponent.js tries them in order). */
export function routesFor({ origin, hasWorker }) {
  if (!hasWorker) return ['local'];
  return origin === 'null' ? ['blob', 'local'] : ['url', 'blob', 'local'];
}

/**
 * @param {() => Promise<ReturnType<typeof import('./opponent.js').createOpponent>>} make fetches
 *   opponent.js and makes the opponent (once: the first request's)
 * @returns {ReturnType<typeof import('./opponent.js').createOpponent>}
 */
export function lazyOpponent(make) {
  // A chunk that cannot come fails the request that asked for it, which the controller
  // says as an engine's failure: the part itself says nothing (quiet).
  const part = lazyPart(make, () => {});
  const opponent = () => part({ quiet: true });
  /** Each cancel(): a request made before it, still waiting for the chunk, is cancelled. */
  let cancels = 0;
  /** @template T @param {(o: ReturnType<typeof import('./opponent.js').createOpponent>) => Promise<T>} ask @returns {Promise<T>} */
  function request(ask) {
    const made = part.now();
    if (made) return ask(made);
    const at = cancels;
    return opponent().then((o) => {
      if (at !== cancels) throw new Cancelled();
      return ask(o);
    });
  }
  const route = routesFor({ origin: globalThis.origin, hasWorker: typeof Worker === 'function' })[0];
  return {
    think: (args) => request((o) => o.think(args)),
    review: (args) => request((o) => o.review(args)),
    puzzle: (args) => request((o) => o.puzzle(args)),
    puzzleInfo: (args) => request((o) => o.puzzleInfo(args)),
    /** As opponent.js's: an analysis asked before the chunk starts once it comes, unless stopped or cancelled by then. */
    analyse(args, onLines, onError = () => {}) {
      const made = part.now();
      if (made) return made.analyse(args, onLines, onError);
      const at = cancels;
      let stopped = false;
      /** @type {{stop: () => void} | null} */
      let started = null;
      opponent().then((o) => {
        if (!stopped && at === cancels) started = o.analyse(args, onLines, onError);
      }, (error) => {
        if (!stopped && at === cancels) onError(error);
      });
      return {
        stop() {
          stopped = true;
          started?.stop();
        },
      };
    },
    warm() {
      const made = part.now();
      if (made) made.warm();
      else opponent().then((o) => o.warm(), () => {});
    },
    get route() {
      return part.now()?.route ?? route;
    },
    cancel() {
      cancels++;
      part.now()?.cancel();
    },
  };
}
