// Questions and menus in a <dialog> of the page instead of window.confirm, which
// sandboxed iframes may block and which freezes every tab's script. The answers are
// plain buttons handled here, not a `<form method="dialog">`: that is a form
// submission, which a frame sandboxed without allow-forms refuses, leaving the
// question open for good.

/** Who hears whether a question is open (a games portal: it covers the game), and how many are. */
const watchers = new Set();
let shown = 0;

/**
 * `listener(open)` hears now and at every change whether one of the page's questions
 * (every one goes through `choose`) is open. Returns the unsubscribe.
 * @param {(open: boolean) => void} listener
 */
export function watchQuestions(listener) {
  watchers.add(listener);
  listener(shown > 0);
  return () => watchers.delete(listener);
}

function count(change) {
  const was = shown > 0;
  shown += change;
  if (was !== shown > 0) for (const listener of watchers) listener(shown > 0);
}

/**
 * Shows the dialog as a modal one; resolves to the value of the button that closed it
 * ('' for Escape). `opened()` runs once it shows (to move the focus in it). The focus
 * goes back where it was.
 * @param {HTMLDialogElement} dialog
 * @returns {Promise<string>}
 */
export function choose(dialog, { opened = () => {} } = {}) {
  return new Promise((resolve) => {
    const back = document.activeElement;
    const answer = (value) => {
      count(-1);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close(value);
      if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
      resolve(value);
    };
    function onClick(e) {
      const button = e.target.closest('button[value]');
      if (button && dialog.contains(button)) answer(button.value);
    }
    // Escape: no answer. (Not the `close` event: the browser sends it a task after
    // close(), when the next question may already be showing, which it would close.)
    function onCancel(e) {
      e.preventDefault();
      answer('');
    }
    // Closed by the browser without a cancel event (Escape with no gesture since it
    // opened): no answer. A late close event of an earlier question finds it open.
    function onClose() {
      if (!dialog.open) answer('');
    }
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.showModal();
    count(1);
    opened();
  });
}

/**
 * Shows the question; resolves true when the button with value `yes` answered it,
 * false for any other button or Escape.
 */
export async function ask(dialog, yes) {
  return (await choose(dialog)) === yes;
}
