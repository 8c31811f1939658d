// A part of the page fetched when it is first used, not on a first visit (docs/sizes.md):
// the New game dialog, export and import, the computer's handle on its worker, the
// player's drawings. `lazyPart(load, onFailure)` gives a function that fetches and makes
// the part once and answers it; the use that asked for it waits for it, so no press is
// lost. A part that cannot come (offline before the service worker kept the site, or the
// site changed under an open tab) calls onFailure, which says so and asks for a reload:
// the next use asks for it again, but a browser keeps a failed import() of a URL until
// the page is reloaded. Headless: the controls bound when first used are page/lazy.js's.
//
// Unit tests: tests/unit/lazy.test.mjs.

/**
 * @template T
 * @param {() => Promise<T>} load fetches the part's chunk and makes the part
 * @param {(error: unknown) => void} onFailure
 * @returns {((options?: {quiet?: boolean}) => Promise<T>) & {now: () => T | null}} rejects when
 *   the part could not come, after onFailure unless `quiet` (a part fetched ahead of a use,
 *   which says nothing); `now()` is the part once it is here, else null, for a stand-in that
 *   answers at once when it can
 */
export function lazyPart(load, onFailure) {
  /** @type {Promise<T> | null} */
  let part = null;
  /** @type {T | null} */
  let made = null;
  const get = ({ quiet = false } = {}) => {
    part ??= load().then((value) => (made = value), (error) => {
      part = null;
      throw error;
    });
    return quiet ? part : part.catch((error) => {
      console.warn(`[jarmo] a part of the page could not load: ${error?.message ?? error}`);
      onFailure(error);
      throw error;
    });
  };
  return Object.assign(get, { now: () => made });
}
