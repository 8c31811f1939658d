// A yes/no question in a <dialog> of the page instead of window.confirm, which
// sandboxed iframes may block and which freezes every tab's script. The answers are
// plain buttons handled here, not a `<form method="dialog">`: that is a form
// submission, which a frame sandboxed without allow-forms refuses, leaving the
// question open for good.

/**
 * Shows the dialog; resolves true when the button with value `yes` answered it, false
 * for any other button or Escape. The focus goes back where it was.
 */
export function ask(dialog, yes) {
  return new Promise((resolve) => {
    const back = document.activeElement;
    const answer = (value) => {
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close(value);
      if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
      resolve(value === yes);
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
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('cancel', onCancel);
    dialog.showModal();
  });
}
