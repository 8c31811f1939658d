// CrazyGames (HTML5 v3 SDK): the portal's module of a CrazyGames build, bundled as
// www/portal.js by scripts/portal.sh. docs/PORTALS.md.

import { createPortal, INVITE_PARAM, loadScript, openInvite } from './glue.js';

export const SDK_URL = 'https://sdk.crazygames.com/crazygames-sdk-v3.js';
/** CrazyGames' requirement: midgame ads at least three minutes apart. */
export const AD_GAP_MS = 3 * 60_000;

/**
 * The SDK's `data` as the page's storage layer takes it (a Storage's getItem, setItem,
 * removeItem), or null where it has none. Damaged data is the storage layer's to find,
 * as in localStorage.
 */
export function dataStorage(data) {
  if (!data || typeof data.getItem !== 'function' || typeof data.setItem !== 'function') return null;
  return /** @type {Storage} */ (/** @type {unknown} */ ({
    getItem: (key) => data.getItem(key) ?? null,
    setItem: (key, value) => data.setItem(key, String(value)),
    removeItem: (key) => data.removeItem(key),
  }));
}

/** Starts the SDK; throws where it cannot load or is disabled (any domain but CrazyGames' and a developer's). */
export async function start({ name = 'crazygames', win = globalThis.window } = {}) {
  await loadScript(SDK_URL, win.document);
  const SDK = /** @type {any} */ (win).CrazyGames?.SDK;
  if (!SDK) throw new Error('window.CrazyGames.SDK is missing');
  await SDK.init();
  if (SDK.environment === 'disabled') throw new Error('the SDK is disabled on this domain');
  const { game, ad } = SDK;
  openInvite(game.getInviteParam?.(INVITE_PARAM), win);
  return createPortal({
    name,
    win,
    storage: dataStorage(SDK.data),
    // The player's language on CrazyGames (`es-AR`): the SDK's systemInfo has it.
    locale: SDK.user?.systemInfo?.locale ?? null,
    sdk: {
      loadingStart: () => game.loadingStart(),
      loadingStop: () => game.loadingStop(),
      gameplayStart: () => game.gameplayStart(),
      gameplayStop: () => game.gameplayStop(),
      happytime: () => game.happytime(),
      adBreak: () => new Promise((done, fail) => {
        ad.requestAd('midgame', { adStarted: () => {}, adFinished: () => done(undefined), adError: (error) => fail(error) });
      }),
      adGapMs: AD_GAP_MS,
    },
    invite: (params) => game.inviteLink(params),
    listen(events) {
      events.portalMute(Boolean(game.settings?.muteAudio));
      game.addSettingsChangeListener?.((settings) => events.portalMute(Boolean(settings?.muteAudio)));
    },
  });
}
