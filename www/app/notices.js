// The notices over the page, headless: which are open, what each says and what its
// button does, as state (a list, oldest first) that only the transitions here replace.
// Two own such a list: the game's controller (app/game.js: a friend's move, a damaged
// link; its snapshot carries them) and the page (app/page.js: a new version, a full
// storage, a bad parameter of the address). panels/notices.js draws both and reads
// nothing back. tests/unit/notices.test.mjs drives them.
//
// A notice has a key: showing one with the same key again replaces it. Its `id` tells
// one showing from the next, so that taking an old one away never takes away the
// notice that replaced it.

/**
 * @typedef {object} Notice
 * @property {string} key showing another with this key replaces it
 * @property {number} id this showing's
 * @property {string} text the catalog key of its words
 * @property {Record<string, unknown>} params the words' parameters
 * @property {unknown} error a core error whose reason the words say (their `reason`), or null
 * @property {string | null} action the catalog key of its button's label, or null: only a close button
 */

/** `list` with `notice` open: last, in the place of one with its key. @param {readonly Notice[]} list @param {Notice} notice */
export function withNotice(list, notice) {
  return [...list.filter((n) => n.key !== notice.key), notice];
}

/**
 * `list` without the notice `key` (only that showing of it when `id` is given).
 * @param {readonly Notice[]} list @param {string} key @param {number | null} [id]
 */
export function withoutNotice(list, key, id = null) {
  const kept = list.filter((n) => n.key !== key || (id !== null && n.id !== id));
  return kept.length === list.length ? list : kept;
}

/**
 * The open notices of one owner: `list()` is the state, replaced by `show`, `dismiss`
 * and `act`, each of which calls `changed` after. What a button does is kept beside
 * the list, by key: it is the owner's action, not something drawn.
 * @param {() => void} changed
 */
export function createNotices(changed) {
  /** @type {readonly Notice[]} */
  let list = [];
  let ids = 0;
  /** @type {Map<string, {id: number, run: () => void}>} */
  const runs = new Map();
  const set = (/** @type {readonly Notice[]} */ next) => {
    if (next === list) return;
    list = next;
    for (const key of runs.keys()) if (!list.some((n) => n.key === key && n.id === runs.get(key)?.id)) runs.delete(key);
    changed();
  };
  return {
    list: () => list,
    /**
     * Opens a notice: the words of catalog key `text` with `params`, and the reason of
     * `error` when given; `action`: its button's label (a catalog key) and what it does
     * (the notice closes first). Returns what takes this showing away.
     * @param {string} key @param {string} text
     * @param {{params?: Record<string, unknown>, error?: unknown, action?: {label: string, run: () => void} | null}} [options]
     */
    show(key, text, { params = {}, error = null, action = null } = {}) {
      const id = ++ids;
      if (action) runs.set(key, { id, run: action.run });
      else runs.delete(key);
      set(withNotice(list, { key, id, text, params, error, action: action?.label ?? null }));
      return () => set(withoutNotice(list, key, id));
    },
    /** The player closed notice `key` (or the owner took it away). */
    dismiss(key) {
      set(withoutNotice(list, key));
    },
    /** The player pressed the button of notice `key`: it closes, and its action runs. */
    act(key) {
      const run = runs.get(key)?.run;
      set(withoutNotice(list, key));
      run?.();
    },
  };
}
