// Controls of the page bound when first used (app/lazy.js lazyPart says how a part comes):
// export and import, the settings dialog.
//
// Unit tests: tests/unit/lazy.test.mjs.

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

/**
 * A button that opens a part fetched when the button is first pressed (a lazyPart's
 * function, whose part has `open()`): the press waits for it; a part that cannot come
 * opens nothing (the lazyPart says why).
 * @param {HTMLElement} button
 * @param {() => Promise<{open: () => unknown}>} part
 */
export function openOnClick(button, part) {
  button.addEventListener('click', () => {
    part().then((p) => p.open(), () => {});
  });
}
