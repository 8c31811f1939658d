// In a small frame the side panel (the game, moves, statistics) and the title bar hide
// behind a button over the board, so nothing forces the page to scroll. Whether it is
// open is the page's state (app/page.js): the buttons ask, and this draws it.

/** @param {ReturnType<typeof import('../app/page.js').createPage>} page */
export function bindPanel(page) {
  const open = document.getElementById('panel-open');
  const close = document.getElementById('panel-close');
  open.addEventListener('click', () => page.setPanel(true));
  close.addEventListener('click', () => page.setPanel(false));
  page.subscribe((s, before) => {
    if (s.panelOpen === before.panelOpen) return;
    document.body.classList.toggle('panel-open', s.panelOpen);
    open.setAttribute('aria-expanded', String(s.panelOpen));
    (s.panelOpen ? document.getElementById('new-game') : open).focus();
  });
}
