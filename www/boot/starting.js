// The page's start, in tasks of its own: the game's parts are made and wired in a few
// short tasks instead of one long one (Lighthouse's Total Blocking Time counts every
// task's time beyond 50 ms of its 4x slower CPU; a phone's start stays responsive).
// Until the page is ready, what a person does on it (a press, a key) does nothing, as
// on the page before its script ran, so that no half-wired part is reached; and what
// the host page asks is done once the page is ready, in the order it came.

export { nextTask } from '../page/tasks.js';

/** The input that reaches the page's handlers. */
const INPUT = ['pointerdown', 'pointerup', 'pointermove', 'pointerleave', 'mousedown', 'mouseup', 'click', 'dblclick',
  'contextmenu', 'touchstart', 'touchend', 'keydown', 'keyup', 'input', 'change', 'focus', 'blur', 'focusin', 'focusout'];

/**
 * Holds the page's input from now until `release()`: each event is stopped before it
 * reaches a handler of the page (its default action, such as following a link, stays).
 * @param {Window} [win]
 */
export function holdInput(win = globalThis.window) {
  /** @param {Event} event */
  const hold = (event) => event.stopImmediatePropagation();
  for (const type of INPUT) win.addEventListener(type, hold, true);
  return {
    release() {
      for (const type of INPUT) win.removeEventListener(type, hold, true);
    },
  };
}

/**
 * Calls that come before the page is ready wait for it: `later(fn)` is `fn`, except
 * that until `open()` its calls are kept and then made in their order.
 */
export function untilReady() {
  /** @type {(() => void)[] | null} */
  let kept = [];
  return {
    /**
     * @template {unknown[]} A
     * @param {(...args: A) => void} fn
     * @returns {(...args: A) => void}
     */
    later: (fn) => (...args) => {
      if (kept) kept.push(() => fn(...args));
      else fn(...args);
    },
    open() {
      const calls = kept ?? [];
      kept = null;
      for (const call of calls) call();
    },
  };
}
