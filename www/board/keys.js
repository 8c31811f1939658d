// Keyboard plumbing for the board canvas: turns keys into board actions, as input.js
// does for pointers. What an action means is decided by board.js.
//
//   arrows        move the focus one circle on the screen (board.js turns them round
//                 with the board when Black plays at the bottom)
//   Enter, Space  pick up the archer under the focus, or put the picked one down there
//   R             start a return (then arrows and Enter choose the home-row circle)
//   Escape        let go of the picked archer or the return

const STEPS = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

export function bindKeys(canvas, { step, activate, startReturn, cancel }) {
  function onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (STEPS[e.key]) step(...STEPS[e.key]);
    else if (e.key === 'Enter' || e.key === ' ') activate();
    else if (e.key === 'r' || e.key === 'R') startReturn();
    else if (e.key === 'Escape') cancel();
    else return;
    // The page must not scroll under the arrows or Space while the board has the focus.
    e.preventDefault();
  }
  canvas.addEventListener('keydown', onKey);
  return () => canvas.removeEventListener('keydown', onKey);
}
