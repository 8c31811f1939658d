// Whether the board has finished drawing what it was last given, as the view reports it:
// the app asks the view nothing. The controller notes each snapshot it hands the view
// (`rendered`); the view says when its board has drawn the last frame of one (`settled`,
// the controller's `boardSettled`, after each render); the app waits with `idle(ms)`,
// at most `ms` on its clock (a hidden tab draws no frames). The computer starts to think
// only then, so that the page's last frames of the move it answers do not compete with
// its search (app/playing.js, lessons.js).
//
// Unit tests: tests/unit/settle.test.mjs (with a fake clock), and through the controllers.

/**
 * @param {import('./clock.js').Clock} clock
 */
export function createBoardSettle(clock) {
  /** @type {unknown} the snapshot handed to the view last */
  let rendered = null;
  /** @type {unknown} the last snapshot whose drawing the view said was done */
  let settled = null;
  /** @type {Set<() => void>} */
  const waiting = new Set();
  return {
    /** The controller handed the view `snap` to draw. */
    rendered(/** @type {unknown} */ snap) {
      rendered = snap;
    },
    /** The view: its board has drawn the last frame of `snap` (no move travels, no frame is pending). */
    settled(/** @type {unknown} */ snap) {
      settled = snap;
      if (settled !== rendered) return;
      for (const done of [...waiting]) done();
    },
    /** Resolves once the board has drawn all it was given, or after `ms`. */
    whenIdle(/** @type {number} */ ms) {
      if (settled === rendered) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          waiting.delete(done);
          clock.clear(timer);
          resolve(undefined);
        };
        const timer = clock.set(done, ms);
        waiting.add(done);
      });
    },
  };
}
