// A value kept in localStorage under one key, as the trainer's progress (learn.js) and
// your mistakes (mistakes.js) are: `get()` reads what is stored now (another tab may have
// written), `update(fn)` reads, applies `fn` and writes at once (nothing when `fn` gave
// back what it was given). Damaged text is the parser's to recover. Without usable
// storage (a sandboxed frame, a full or refused one) the value lives in memory for the
// visit, and `saved` says so.

/**
 * @template T
 * @param {Storage | null} storage
 * @param {string} key
 * @param {{parse: (text: string | null) => T, serialize: (value: T) => string, empty: () => T}} codec
 */
export function createKeptStore(storage, key, { parse, serialize, empty }) {
  let memory = empty();
  let usable = storage !== null;

  /** @returns {T} */
  function get() {
    if (!usable) return memory;
    try {
      return parse(/** @type {Storage} */ (storage).getItem(key));
    } catch {
      usable = false;
      return memory;
    }
  }

  return {
    get,
    /** @param {(value: T) => T} fn */
    update(fn) {
      const before = get();
      const next = fn(before);
      if (next === before) return next;
      memory = next;
      if (usable) {
        try {
          /** @type {Storage} */ (storage).setItem(key, serialize(next));
        } catch {
          // Full or refused: the value lives on in memory for this visit.
          usable = false;
        }
      }
      return next;
    },
    /** Whether the value outlives the page. */
    get saved() {
      return usable;
    },
  };
}
