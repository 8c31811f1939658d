// A yes/no question in a <dialog> of the page instead of window.confirm, which
// sandboxed iframes may block and which freezes every tab's script.

/** Shows the dialog; resolves true when the button with value `yes` closed it. */
export function ask(dialog, yes) {
  return new Promise((resolve) => {
    if (typeof dialog.showModal !== 'function') {
      resolve(window.confirm(dialog.querySelector('h2').textContent));
      return;
    }
    dialog.returnValue = '';
    dialog.addEventListener('close', () => resolve(dialog.returnValue === yes), { once: true });
    dialog.showModal();
  });
}
