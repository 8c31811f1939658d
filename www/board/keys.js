// Keyboard plumbing for the board canvas: turns keys into board actions, as input.js
// does for pointers. What an action means is decided by board.js.
//
//   arrows        move the focus one circle on the screen (board.js turns them round
//                 with the board when Black plays at the bottom)
//   Enter, Space  pick up the archer under the focus, or put the picked one down there
//   R             start a return (then arrows and Enter choose the home-row circle)
//   Escape        drop an arrow begun with A; else let go of the picked archer or the
//                 return; else clear the arrows and circles drawn on the position
//   A             begin an arrow on the focused circle (the arrows then move its end),
//                 or end it there
//   C             a circle on the focused circle, or take it away

const STEPS = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

export function bindKeys(canvas, { step, activate, startReturn, cancel, arrow, circle }) {
  function onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (STEPS[e.key]) step(...STEPS[e.key]);
    else if (e.key === 'Enter' || e.key === ' ') activate();
    else if (e.key === 'r' || e.key === 'R') startReturn();
    else if (e.key === 'Escape') cancel();
    else if (e.key === 'a' || e.key === 'A') arrow();
    else if (e.key === 'c' || e.key === 'C') circle();
    else return;
    // The page must not scroll under the arrows or Space while the board has the focus.
    e.preventDefault();
  }
  canvas.addEventListener('keydown', onKey);
  return () => canvas.removeEventListener('keydown', onKey);
}
