// itch.io: no SDK. Its build is the plain game from a zip on itch's own CDN, in an
// iframe; this module only says so (no loading, gameplay or ad calls to make), so that
// the page treats it as every portal: no service worker, no links out. docs/PORTALS.md.

import { createPortal } from './glue.js';

export async function start({ name = 'itch', win = globalThis.window } = {}) {
  const none = () => {};
  return createPortal({
    name,
    win,
    sdk: { loadingStart: none, loadingStop: none, gameplayStart: none, gameplayStop: none, happytime: none, adBreak: null, adGapMs: 0 },
  });
}
