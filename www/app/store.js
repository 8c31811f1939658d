// One owner of a state: a plain object that only its app's actions replace (never
// change in place), and the views that draw it. A view is called with the new state
// and the one before, so that it redraws only what changed; it keeps nothing itself.

/**
 * @template S
 * @typedef {object} Store
 * @property {() => S} get
 * @property {(change: Partial<S> | ((state: S) => Partial<S>)) => S} set replaces the fields given; the views draw
 * @property {(view: (state: S, before: S) => void) => () => void} subscribe returns the unsubscribe
 */

/**
 * @template S
 * @param {S} initial
 * @returns {Store<S>}
 */
export function createStore(initial) {
  let state = initial;
  /** @type {Set<(state: S, before: S) => void>} */
  const views = new Set();
  return {
    get: () => state,
    set(change) {
      const before = state;
      const fields = typeof change === 'function' ? change(state) : change;
      state = { ...state, ...fields };
      for (const view of views) view(state, before);
      return state;
    },
    subscribe(view) {
      views.add(view);
      return () => views.delete(view);
    },
  };
}
