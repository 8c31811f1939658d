// What the page is, beside the game or the trainer it shows: its colours (the choice,
// and the system's when the choice is 'auto'), whether the side panel is open over
// the board in a small frame, and the page's own notices (a new version, a full
// storage, a bad parameter of the address; the game's are in its snapshot). One
// owner, as app/game.js is of the game: main.js makes it, and the views draw it
// (page/theme.js, panels/menu.js, panels/choices.js, panels/notices.js) and read
// nothing back.

import { createStore } from './store.js';
import { createNotices } from './notices.js';

/** The colours a player may choose: the system's, light or dark. */
export const THEMES = Object.freeze(['auto', 'light', 'dark']);

/** The theme to start with: a valid ?theme=, else the stored one, else 'auto'. */
export function pickTheme({ search = '', stored = null } = {}) {
  const fromUrl = new URLSearchParams(search).get('theme');
  if (THEMES.includes(fromUrl)) return fromUrl;
  return THEMES.includes(stored) ? stored : 'auto';
}

/**
 * @typedef {object} PageState
 * @property {'auto' | 'light' | 'dark'} theme the chosen colours
 * @property {boolean} systemDark the system shows dark colours
 * @property {boolean} panelOpen the side panel is open over the board (small frames)
 * @property {readonly import('./notices.js').Notice[]} notices the page's own notices, oldest first
 */

/** Whether the page shows dark colours: chosen, or the system's under 'auto'. */
export function isDark(/** @type {PageState} */ { theme, systemDark }) {
  return theme === 'auto' ? systemDark : theme === 'dark';
}

/**
 * @param {Partial<PageState>} initial
 * @param {{theme?: (theme: string) => void}} [keep] keeps the player's choice of colours
 */
export function createPage(initial = {}, keep = {}) {
  const store = createStore(/** @type {PageState} */ ({ theme: 'auto', systemDark: false, panelOpen: false, ...initial, notices: [] }));
  const notices = createNotices(() => store.set({ notices: notices.list() }));
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Opens a notice of the page's (app/notices.js `show`); returns what takes it away. */
    notify: notices.show,
    /** The player closed the page's notice `key`. */
    dismissNotice: notices.dismiss,
    /** The player pressed the button of the page's notice `key`. */
    noticeAction: notices.act,
    /** The player chose the colours (kept for the next visits); a bad value changes nothing. */
    chooseTheme(theme) {
      if (!THEMES.includes(theme) || theme === store.get().theme) return;
      keep.theme?.(theme);
      store.set({ theme });
    },
    setSystemDark(on) {
      if (store.get().systemDark !== on) store.set({ systemDark: on });
    },
    /** Opens or closes the side panel over the board (a small frame's menu button). */
    setPanel(open) {
      if (store.get().panelOpen !== open) store.set({ panelOpen: open });
    },
  };
}
