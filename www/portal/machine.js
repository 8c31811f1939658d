// What a games portal hears of the game, and what the game does when the portal asks:
// one state machine for every portal, fed the page's events and driving a portal's SDK
// through one small interface (PortalSdk). It keeps no DOM; its one timer (an ad that
// never ends) and the gap between ad breaks go through the app's clock, so Node tests drive it
// with a fake one. Each portal's module (crazygames.js, poki.js, gamedistribution.js,
// itch.js) makes the PortalSdk from its SDK; docs/PORTALS.md says what each does.
//
// Gameplay, as the portals mean it, is a player playing: a game on screen that has had a
// move in this visit, is not over, and is not covered by a menu, a dialog or the rules
// page, nor paused (by the portal or the host), nor behind an ad. Every change of that
// one value is one gameplayStart or gameplayStop, so the calls always alternate.

/**
 * A portal's SDK as the machine uses it. Every call may throw: the machine catches it,
 * says so once on the console, and the game goes on as the plain site.
 * @typedef {object} PortalSdk
 * @property {() => void} loadingStart
 * @property {() => void} loadingStop
 * @property {() => void} gameplayStart
 * @property {() => void} gameplayStop
 * @property {() => void} happytime a moment of joy (a win against the computer)
 * @property {(() => Promise<unknown>) | null} adBreak an ad between games, resolving once it is over
 *   (shown or not); null: the portal has none the game asks for
 * @property {number} adGapMs the shortest time from the end of one ad break to the next
 */

/**
 * What the machine asks of the page: its pause and its sound, for an ad and for the
 * portal's own pause and mute. `paused()`: whether the game is paused now (by anyone).
 * @typedef {object} PortalPage
 * @property {() => void} pause
 * @property {() => void} resume
 * @property {() => boolean} paused
 * @property {(muted: boolean) => void} mute the portal's mute (an ad, the portal's setting), on top of the player's own switch
 */

/**
 * @param {object} deps
 * @param {PortalSdk} deps.sdk
 * @param {import('../app/clock.js').Clock} deps.clock the time, and the limit on an ad that never ends
 * @param {(message: string) => void} [deps.warn]
 */
/** The longest an ad break holds the game: an SDK whose ad never ends gives it back then. */
export const AD_LIMIT_MS = 120_000;

export function createPortalMachine({ sdk, clock, warn = console.warn }) {
  const state = {
    /** The page is ready (loading finished). */
    ready: false,
    /** The game on screen had a move in this visit. */
    moved: false,
    /** The game on screen is over (its end panel came). */
    over: false,
    /** A game ended since the last ad break was considered: the next new game is a break. */
    breakDue: false,
    /** happytime was called for the game on screen. */
    happy: false,
    /** @type {Set<string>} what covers the game: a menu, a dialog, the rules page */
    covers: new Set(),
    /** The portal paused the game (not an ad). */
    portalPaused: false,
    /** The portal's mute setting. */
    portalMuted: false,
    /** An ad break is on. */
    inAd: false,
    /** gameplayStart was the last gameplay call. */
    gameplay: false,
    /** When the last ad break ended, or null for none yet. */
    lastBreak: /** @type {number | null} */ (null),
    /** The machine paused the page (and so resumes it). */
    heldPage: false,
    /** The machine's mute on the page. */
    mutedPage: false,
  };
  /** @type {PortalPage | null} */
  let page = null;
  /** @type {string[]} the SDK calls made, in order (for tests and the console) */
  const calls = [];
  const failed = new Set();

  /** Calls the SDK's `name`; a throw is warned of once per call and swallowed. */
  function call(name, ...args) {
    calls.push(name);
    try {
      return sdk[name](...args);
    } catch (error) {
      if (!failed.has(name)) {
        failed.add(name);
        warn(`[jarmo portal] ${name} failed: ${error?.message ?? error}`);
      }
      return undefined;
    }
  }

  /**
   * Makes the gameplay calls, the page's hold and its mute follow the state: a stop
   * before the page is held and muted, a start after it is given back.
   */
  function sync() {
    const playing = state.ready && state.moved && !state.over && state.covers.size === 0 && !state.portalPaused && !state.inAd;
    const changed = playing !== state.gameplay;
    state.gameplay = playing;
    if (changed && !playing) call('gameplayStop');
    if (page) {
      const hold = state.inAd || state.portalPaused;
      if (hold && !state.heldPage) {
        // Paused already (by the host): it stays the host's pause, which the machine never lifts.
        state.heldPage = !page.paused();
        if (state.heldPage) page.pause();
      } else if (!hold && state.heldPage) {
        state.heldPage = false;
        page.resume();
      }
      const mute = state.inAd || state.portalMuted || state.portalPaused;
      if (mute !== state.mutedPage) {
        state.mutedPage = mute;
        page.mute(mute);
      }
    }
    if (changed && playing) call('gameplayStart');
  }

  /** An ad break, when one is due and the portal's gap allows it. */
  function adBreak() {
    const due = state.breakDue;
    state.breakDue = false;
    if (!due || !sdk.adBreak || state.inAd) return;
    if (state.lastBreak !== null && clock.now() - state.lastBreak < sdk.adGapMs) return;
    state.inAd = true;
    sync();
    let finished;
    try {
      calls.push('adBreak');
      finished = Promise.resolve(sdk.adBreak());
    } catch (error) {
      finished = Promise.reject(error);
    }
    return new Promise((done) => {
      const end = () => {
        clock.clear(limit);
        if (!state.inAd) return;
        state.inAd = false;
        state.lastBreak = clock.now();
        sync();
        done();
      };
      const limit = clock.set(() => {
        warn('[jarmo portal] the ad break did not end: the game goes on');
        end();
      }, AD_LIMIT_MS);
      finished.catch((error) => warn(`[jarmo portal] adBreak failed: ${error?.message ?? error}`)).then(end);
    });
  }

  return {
    /** The page started loading. */
    loading() {
      call('loadingStart');
    },
    /** The page is ready: loading finished. */
    ready() {
      if (state.ready) return;
      state.ready = true;
      call('loadingStop');
      sync();
    },
    /** The page's pause and sound, which the portal's ads and events hold. */
    connect(/** @type {PortalPage} */ target) {
      page = target;
      sync();
    },
    /** A move was made (by anyone) in the game on screen. */
    move() {
      if (state.over) return;
      state.moved = true;
      sync();
    },
    /**
     * Another game is on screen (a new one, one opened or taken back). After a game that
     * ended, it is the break between games: the ad, if any, comes now, over the new game.
     * `over`: the game shown is already over.
     * @returns {Promise<void> | undefined} the ad break, while one is on
     */
    newGame({ over = false } = {}) {
      state.moved = false;
      state.over = over;
      state.happy = false;
      sync();
      return adBreak();
    },
    /** Moves were taken back: a game that was over goes on. */
    undone() {
      state.over = false;
      state.moved = true;
      sync();
    },
    /** The game ended, its end panel shows; `won`: the person beat the computer. */
    gameOver({ won = false } = {}) {
      if (state.over) return;
      state.over = true;
      state.breakDue = true;
      if (won && !state.happy) {
        state.happy = true;
        call('happytime');
      }
      sync();
    },
    /** Something covers the game (`open`) or no longer does: a menu, a dialog, the rules page. */
    cover(/** @type {string} */ what, /** @type {boolean} */ open) {
      if (open) state.covers.add(what);
      else state.covers.delete(what);
      sync();
    },
    /** The page was paused or resumed by its host (the postMessage API): gameplay follows. */
    hostPaused(/** @type {boolean} */ paused) {
      this.cover('host-pause', paused);
    },
    /** The portal paused (true: paused and muted) or resumed (false) the game. */
    portalPause(/** @type {boolean} */ paused) {
      state.portalPaused = paused;
      sync();
    },
    /** The portal's mute setting. */
    portalMute(/** @type {boolean} */ muted) {
      state.portalMuted = muted;
      sync();
    },
    /** The SDK calls made so far, in order. */
    get calls() {
      return [...calls];
    },
    get gameplay() {
      return state.gameplay;
    },
    get inAd() {
      return state.inAd;
    },
  };
}
