// Poki (PokiSDK v2): the portal's module of a Poki build, bundled as www/portal.js by
// scripts/portal.sh. docs/PORTALS.md.

import { createPortal, INVITE_PARAM, loadScript, openInvite } from './glue.js';

export const SDK_URL = 'https://game-cdn.poki.com/scripts/v2/poki-sdk.js';

/** Starts the SDK; throws where it cannot load or its init fails (an ad blocker). */
export async function start({ name = 'poki', win = globalThis.window } = {}) {
  await loadScript(SDK_URL, win.document);
  const SDK = /** @type {any} */ (win).PokiSDK;
  if (!SDK) throw new Error('window.PokiSDK is missing');
  await SDK.init();
  // getURLParam answers at once in the SDK, a promise in some wrappers of it.
  openInvite(await SDK.getURLParam?.(INVITE_PARAM), win);
  return createPortal({
    name,
    win,
    sdk: {
      // Poki starts counting the load itself; it asks only for its end.
      loadingStart: () => {},
      loadingStop: () => SDK.gameLoadingFinished(),
      gameplayStart: () => SDK.gameplayStart(),
      gameplayStop: () => SDK.gameplayStop(),
      happytime: () => SDK.happyTime?.(1),
      // The machine mutes and pauses before the call; Poki decides whether an ad plays.
      adBreak: () => SDK.commercialBreak(),
      adGapMs: 0,
    },
    invite: (params) => SDK.shareableURL(params),
  });
}
