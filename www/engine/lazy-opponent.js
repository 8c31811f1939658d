// The computer opponent of the game page before its script comes (opponent.js, a chunk
// of its own): the same API, each request waiting for the chunk. A first visit needs no
// engine until the first move against the computer; the press that warms the whole core
// fetches this chunk too (`warm`). `route`, which the snapshot carries from the first
// frame, is known without it (routesFor).
//
// Unit tests: tests/unit/lazy-opponent.test.mjs.

import { Cancelled } from '../app/cancelled.js';

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
  /** @type {ReturnType<typeof import('./opponent.js').createOpponent> | null} */
  let made = null;
  /** @type {Promise<ReturnType<typeof import('./opponent.js').createOpponent>> | null} */
  let coming = null;
  /** Each cancel(): a request made before it, still waiting for the chunk, is cancelled. */
  let cancels = 0;
  const opponent = () => (coming ??= make().then((o) => (made = o), (error) => {
    coming = null;
    throw error;
  }));
  /** @template T @param {(o: NonNullable<typeof made>) => Promise<T>} ask @returns {Promise<T>} */
  function request(ask) {
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
    warm() {
      if (made) made.warm();
      else opponent().then((o) => o.warm(), () => {});
    },
    get route() {
      return made?.route ?? route;
    },
    cancel() {
      cancels++;
      made?.cancel();
    },
  };
}
