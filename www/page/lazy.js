// A part of the page fetched when it is first used, not on a first visit (docs/sizes.md):
// the New game dialog, export and import. `lazyPart(load, onFailure)` gives a function
// that fetches and makes the part once and answers it; the use that asked for it waits
// for it, so no press is lost. A part that cannot come (offline before the service worker
// kept the site, or the site changed under an open tab) calls onFailure, which says so,
// and the next use tries again.
//
// Unit tests: tests/unit/lazy.test.mjs.

/**
 * @template T
 * @param {() => Promise<T>} load fetches the part's chunk and makes the part
 * @param {(error: unknown) => void} onFailure
 * @returns {(options?: {quiet?: boolean}) => Promise<T>} rejects when the part could not
 *   come, after onFailure unless `quiet` (a part fetched ahead of a use, which says nothing)
 */
export function lazyPart(load, onFailure) {
  /** @type {Promise<T> | null} */
  let part = null;
  return ({ quiet = false } = {}) => {
    part ??= load().catch((error) => {
      part = null;
      throw error;
    });
    return quiet ? part : part.catch((error) => {
      console.warn(`[jarmo] a part of the page could not load: ${error?.message ?? error}`);
      onFailure(error);
      throw error;
    });
  };
}

/**
 * Controls in `container` that `part` binds when it is made (a lazyPart's function): it
 * is fetched when the pointer or the focus first comes into the container, so that it is
 * here by the time a button is pressed; a press of a button that comes before it waits
 * for it and is then given to the button again.
 * @param {HTMLElement} container
 * @param {(options?: {quiet?: boolean}) => Promise<unknown>} part
 */
export function bindOnFirstUse(container, part) {
  let bound = false;
  const warm = () => {
    part({ quiet: true }).then(() => {
      bound = true;
    }, () => {});
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin']) container.addEventListener(type, warm, { once: true, passive: true });
  container.addEventListener('click', (event) => {
    const button = /** @type {Element | null} */ (event.target)?.closest?.('button');
    if (bound || !button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    part().then(() => {
      bound = true;
      /** @type {HTMLButtonElement} */ (button).click();
    }, () => {});
  }, { capture: true });
}
