// GameDistribution (its HTML5 SDK): the portal's module of a GameDistribution build,
// bundled as www/portal.js by scripts/portal.sh. The SDK has no gameplay or loading
// calls: it pauses the game (SDK_GAME_PAUSE: paused and muted) around its ads and
// resumes it (SDK_GAME_START). docs/PORTALS.md.

import { createPortal, loadScript } from './glue.js';

export const SDK_URL = 'https://html5.api.gamedistribution.com/main.min.js';

/**
 * Starts the SDK for the game `gameId` (the build's, from GameDistribution's developer
 * portal: scripts/portal.sh writes it in the page's marker).
 */
export async function start({ name = 'gamedistribution', win = globalThis.window } = {}) {
  const gameId = win.document.querySelector('meta[name="jarmo-portal"]')?.getAttribute('data-game-id') ?? '';
  /** @type {ReturnType<typeof createPortal> | null} */
  let portal = null;
  /** @type {string[]} events that came before the portal was made */
  const early = [];
  const pause = (name) => {
    if (name === 'SDK_GAME_PAUSE') portal ? portal.events.portalPause(true) : early.push(name);
    if (name === 'SDK_GAME_START') portal ? portal.events.portalPause(false) : early.push(name);
  };
  const ready = new Promise((done, fail) => {
    /** @type {any} */ (win).GD_OPTIONS = {
      gameId,
      onEvent: (event) => {
        if (event?.name === 'SDK_READY') done(undefined);
        if (event?.name === 'SDK_ERROR') fail(new Error(event.message ?? 'SDK_ERROR'));
        pause(event?.name);
      },
    };
  });
  await loadScript(SDK_URL, win.document);
  await ready;
  const gd = /** @type {any} */ (win).gdsdk;
  if (!gd) throw new Error('window.gdsdk is missing');
  const none = () => {};
  portal = createPortal({
    name,
    win,
    sdk: {
      loadingStart: none,
      loadingStop: none,
      gameplayStart: none,
      gameplayStop: none,
      happytime: none,
      // Its own SDK_GAME_PAUSE and SDK_GAME_START come around the ad as well.
      adBreak: () => gd.showAd(),
      adGapMs: 0,
    },
  });
  for (const name of early) pause(name);
  return portal;
}
