// What every portal's module shares: loading its SDK's script, and the Portal the page
// gets (www/portal/hook.js), which feeds the state machine (machine.js) from the page's
// events (the host bridge's calls, its dialogs and menu, leaving the page) and lets the
// machine hold the page's pause and sound. Only portal builds bundle it (www/portal.js).

import { createPortalMachine } from './machine.js';
import { systemClock } from '../app/clock.js';

/** The name of the parameter a friend's link carries the game in, through the portal. */
export const INVITE_PARAM = 'jarmo';

/** @typedef {ReturnType<typeof import('../embed/bridge.js').createEmbedBridge>} Bridge */

/**
 * What a portal gives the page.
 * @typedef {object} Portal
 * @property {string} name
 * @property {Storage | null} storage where the game keeps its saves on this portal, or null: the page's own
 * @property {string | null} locale the player's language as the portal's SDK tells it (a BCP 47 tag such as
 *   `es-AR`), or null where the SDK tells none: the page's language comes from it before the browser's
 * @property {ReturnType<typeof createPortalMachine>} events the machine the page's events go to
 * @property {(bridge: Bridge, seats: () => import('../contract.js').Seats) => Bridge} tap the host bridge,
 *   whose calls also go to the machine
 * @property {(link: string) => Promise<string>} shareLink a friend's link (the game's own address with the game
 *   in its fragment) made through the portal
 * @property {(parts: {controller: {pause(): void, resume(): void, paused: boolean}, sound: {setPortalMuted(m: boolean): void},
 *   page: Parameters<typeof watchCovers>[2], watchQuestions: Parameters<typeof watchCovers>[3]}) => void} attach
 *   the page's controller and sound, once they exist, its state (the side panel) and its questions
 */

/**
 * Loads a classic script (a portal's SDK) into the page; rejects when it cannot load.
 * @param {string} src
 */
export function loadScript(src, doc = globalThis.document) {
  return new Promise((loaded, failed) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => loaded(undefined);
    script.onerror = () => failed(new Error(`${src} did not load`));
    doc.head.append(script);
  });
}

/**
 * Puts a friend's game that came through the portal's link into the page's address,
 * where the page reads a friend's link (its fragment), before the page opens its game.
 * @param {string | null | undefined} fragment
 */
export function openInvite(fragment, win = globalThis.window) {
  if (!fragment || typeof fragment !== 'string') return;
  const url = new URL(win.location.href);
  url.hash = fragment.replace(/^#/, '');
  win.history.replaceState(win.history.state, '', url.href);
}

/** The game of a friend's link: its fragment, without the '#'. */
export const inviteOf = (link) => new URL(link).hash.slice(1);

/**
 * @param {object} parts
 * @param {string} parts.name
 * @param {import('./machine.js').PortalSdk} parts.sdk
 * @param {Storage | null} [parts.storage]
 * @param {string | null} [parts.locale] the player's language as the SDK tells it
 * @param {(params: Record<string, string>) => string | Promise<string>} [parts.invite] the portal's link
 *   to this game with `params`; none: the game's own link
 * @param {(machine: ReturnType<typeof createPortalMachine>) => void} [parts.listen] subscribes the machine to the
 *   portal's own events (its pause, its mute)
 * @param {Window} [parts.win]
 * @returns {Portal}
 */
export function createPortal({ name, sdk, storage = null, locale = null, invite, listen = () => {}, win = globalThis.window }) {
  const events = createPortalMachine({ sdk, clock: systemClock });
  events.loading();
  listen(events);
  return {
    name,
    storage,
    locale: typeof locale === 'string' && locale.trim() ? locale.trim() : null,
    events,
    tap(bridge, seats) {
      return Object.freeze({
        ...bridge,
        ready(position, moves) {
          const sent = bridge.ready(position, moves);
          events.ready();
          return sent;
        },
        move(move, position) {
          const sent = bridge.move(move, position);
          events.move();
          return sent;
        },
        undo(moves, position) {
          const sent = bridge.undo(moves, position);
          events.undone();
          return sent;
        },
        position(position, moves) {
          const sent = bridge.position(position, moves);
          events.newGame();
          return sent;
        },
        gameOver(winner, white, black) {
          const sent = bridge.gameOver(winner, white, black);
          const at = seats();
          const loser = winner === 'white' ? 'black' : 'white';
          events.gameOver({ won: winner !== 'draw' && at[winner] === 'human' && at[loser] === 'computer' });
          return sent;
        },
      });
    },
    async shareLink(link) {
      if (!invite) return link;
      try {
        const made = await invite({ [INVITE_PARAM]: inviteOf(link) });
        if (typeof made === 'string' && /^https?:\/\//.test(made)) return made;
        throw new Error(`not a link: ${String(made).slice(0, 40)}`);
      } catch (error) {
        console.warn(`[jarmo portal] the portal made no link: the game's own: ${error?.message ?? error}`);
        return link;
      }
    },
    attach({ controller, sound, page, watchQuestions }) {
      events.connect({
        pause: () => controller.pause(),
        resume: () => controller.resume(),
        paused: () => controller.paused,
        mute: (muted) => sound.setPortalMuted(muted),
      });
      watchCovers(events, win, page, watchQuestions);
    },
  };
}

/**
 * What covers the game, as the machine hears it: a question of the page (a modal
 * <dialog>: panels/dialog.js says when one is open), the side panel open over the board
 * in a small frame (the page's state, app/page.js), and the page left for another of
 * the site's (the rules, the lessons) in the same frame. Told, never read off the page.
 * @param {{cover: (what: string, on: boolean) => void}} events
 * @param {Window} win
 * @param {{subscribe: (view: (s: {panelOpen: boolean}, before: {panelOpen: boolean}) => void) => unknown,
 *   get: () => {panelOpen: boolean}}} page
 * @param {(listener: (open: boolean) => void) => unknown} watchQuestions
 */
function watchCovers(events, win, page, watchQuestions) {
  watchQuestions((open) => events.cover('dialog', open));
  events.cover('menu', page.get().panelOpen);
  page.subscribe((s, before) => {
    if (s.panelOpen !== before.panelOpen) events.cover('menu', s.panelOpen);
  });
  win.addEventListener('pagehide', () => events.cover('page', true));
  win.addEventListener('pageshow', (event) => event.persisted && events.cover('page', false));
}
