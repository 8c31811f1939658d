// In a small frame the side panel (the game, moves, statistics) and the title bar hide
// behind a button over the board, so nothing forces the page to scroll.

export function bindPanel() {
  const open = document.getElementById('panel-open');
  const close = document.getElementById('panel-close');
  function show(on) {
    if (document.body.classList.contains('panel-open') === on) return;
    document.body.classList.toggle('panel-open', on);
    open.setAttribute('aria-expanded', String(on));
    (on ? document.getElementById('new-game') : open).focus();
  }
  open.addEventListener('click', () => show(true));
  close.addEventListener('click', () => show(false));
  return { show };
}
