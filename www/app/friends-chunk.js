// The friend features (friend links and prepared answers: friendly.js) before and after
// their chunk comes. The page fetches it with the first game with a friend or friend's
// link, not on a first visit; until then no friend game has been shown, so none of their
// state exists, and small stand-ins take their place. An action that needs them (a link,
// a saved friend game, Send, Prepare answers) waits for the chunk and is not lost; a
// chunk that cannot come is said in a notice.
//
// Unit tests: tests/unit/friendly.test.mjs.

/**
 * @param {() => import('./state.js').Context} context the controller's (made after this)
 * @param {{friendly: typeof import('./friendly.js') | null, load: () => Promise<typeof import('./friendly.js')>,
 *   notice: import('./state.js').Context['notice']}} how `friendly`: the chunk given at once (the unit tests'
 *   devices); `load` fetches it
 */
export function createFriendsChunk(context, { friendly, load, notice }) {
  const noLinks = { endReplay() {}, dropTheirs() {}, dropStaleNote() {}, clearArrived() {}, replaying: () => false };
  const noAnswers = {
    forPlies: (answers) => answers, stored: () => null, view: () => null, canPrepare: () => false, endPreparing() {},
    checkedAnswers: () => null, preparedAnswer: () => null,
  };
  /** @type {Promise<void> | null} the chunk on its way */
  let loading = null;
  const here = () => context().links !== noLinks;

  /** The chunk is here: the features take the stand-ins' place. */
  function install(/** @type {typeof import('./friendly.js')} */ chunk) {
    if (here()) return;
    const ctx = context();
    ctx.links = chunk.createLinks(ctx);
    ctx.prepared = chunk.createPreparing(ctx);
  }

  /**
   * Runs `run` with the friend features: at once when they are here, else once their chunk
   * is. A chunk that cannot be fetched (the site changed under an open tab, say) is said in
   * a notice; then `orElse` runs, and nothing else changes.
   * @template T
   * @param {() => T} run
   * @param {() => void} [orElse]
   * @returns {T | Promise<T | undefined>}
   */
  function withFriends(run, orElse = () => {}) {
    if (here()) return run();
    loading ??= Promise.resolve(load()).then(install, (error) => {
      loading = null;
      throw error;
    });
    return loading.then(run, (error) => {
      console.warn(`[jarmo] the features of games with a friend could not load: ${error?.message ?? error}`);
      notice('friends-missing', 'friend.unavailable');
      orElse();
      return undefined;
    });
  }

  return {
    withFriends,
    /** The context's friend features until the chunk is here. */
    standIns: () => ({ links: /** @type {any} */ (noLinks), prepared: /** @type {any} */ (noAnswers) }),
    /** The context is made: a chunk given at once takes the stand-ins' place. */
    ready() {
      if (friendly) install(friendly);
    },
    /** A game with a friend is on screen: its features come now (Send, Prepare answers), `then` once here. */
    wanted(/** @type {() => void} */ then) {
      if (!here()) withFriends(then);
    },
  };
}
