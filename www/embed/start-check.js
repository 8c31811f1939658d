// The page's one classic script, run just before its module: where the game's script
// cannot load, it says why, instead of leaving a half-drawn page whose buttons do
// nothing. A classic script is fetched without CORS, so it runs where the modules
// cannot: in a frame sandboxed without allow-same-origin the page's origin is opaque,
// and its module scripts and wasm are cross-origin fetches that need
// `Access-Control-Allow-Origin: *` from the server (GitHub Pages sends it). It imports
// nothing (the page's words are in modules): it shows #start-failed, whose texts are
// index.html's own, from the English catalog (start.noCors, start.failed).
(() => {
  /** @param {Event} event */
  function failed(event) {
    const target = event.target;
    if (!(target instanceof HTMLScriptElement) || target.type !== 'module') return;
    removeEventListener('error', failed, true);
    const box = document.getElementById('start-failed');
    if (!box) return;
    // An opaque origin: the header is missing. Elsewhere: the network, most likely.
    const opaque = self.origin === 'null';
    box.querySelector(opaque ? '[data-i18n="start.failed"]' : '[data-i18n="start.noCors"]')?.remove();
    box.hidden = false;
    // The static page's buttons would look alive and do nothing: out of reach, and grey.
    document.querySelector('.app')?.setAttribute('inert', '');
  }
  // The module's error comes to its element only; a listener on the window's capture
  // phase hears it. Module scripts run after this (deferred) one, in the page's order.
  addEventListener('error', failed, true);
})();
