// The player's choices that outlive the page, each under its own localStorage key:
// the language and the colours. Where storage is refused (a sandboxed frame, a private
// window, a full quota) reading gives nothing and writing says so; the choice then
// lasts for the visit.

import { checkLanguage, matchLanguage } from '../i18n/i18n.js';
import { THEMES } from '../app/page.js';
import { cleanName } from './friends.js';

export const LANGUAGE_STORAGE_KEY = 'jarmo.lang';
export const THEME_STORAGE_KEY = 'jarmo.theme';
export const NAME_STORAGE_KEY = 'jarmo.name';

/** `win[name]`, a Storage, or null where reading it throws (sandboxed iframes, blocked cookies). */
function safeStorage(win, /** @type {'localStorage' | 'sessionStorage'} */ name) {
  try {
    return win?.[name] ?? null;
  } catch {
    return null;
  }
}

/** `win.localStorage`, or null where reading it throws (sandboxed iframes, blocked cookies). */
export function safeLocalStorage(win = globalThis.window) {
  return safeStorage(win, 'localStorage');
}

/** `win.sessionStorage` (this tab's own), or null where reading it throws. */
export function safeSessionStorage(win = globalThis.window) {
  return safeStorage(win, 'sessionStorage');
}

/** The stored choice of language, or null (also when storage is blocked, as in sandboxed iframes). */
export function readStoredLanguage(storage = globalThis.localStorage) {
  try {
    return matchLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps the player's choice; returns false when storage is blocked or full. */
export function storeLanguage(code, storage = globalThis.localStorage) {
  checkLanguage(code);
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, code);
    return true;
  } catch {
    return false;
  }
}

/** The stored choice of colours, or null. */
export function readStoredTheme(storage) {
  try {
    const theme = storage?.getItem(THEME_STORAGE_KEY) ?? null;
    return THEMES.includes(theme) ? theme : null;
  } catch {
    return null;
  }
}

export function storeTheme(theme, storage) {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (sandboxed iframe, private mode): the choice lasts for this visit.
  }
}

/** The player's own name for games with friends ('' for none). */
export function readStoredName(storage) {
  try {
    return cleanName(storage?.getItem(NAME_STORAGE_KEY) ?? '');
  } catch {
    return '';
  }
}

export function storeName(name, storage) {
  try {
    storage?.setItem(NAME_STORAGE_KEY, cleanName(name));
  } catch {
    // Refused: the name lasts for this visit.
  }
}

export const SOUND_STORAGE_KEY = 'jarmo.sound.v1';

/**
 * The stored sound switch: true (on), false (off) or null (never set, unreadable, or
 * of another version). Stored as `{"version":1,"on":true}`.
 */
export function readStoredSound(storage) {
  try {
    const data = JSON.parse(storage?.getItem(SOUND_STORAGE_KEY) ?? 'null');
    return data?.version === 1 && typeof data.on === 'boolean' ? data.on : null;
  } catch {
    return null;
  }
}

/** Keeps the sound switch; returns false when storage is refused (it then lasts for the visit, in memory). */
export function storeSound(on, storage) {
  try {
    if (!storage) return false;
    storage.setItem(SOUND_STORAGE_KEY, JSON.stringify({ version: 1, on: Boolean(on) }));
    return true;
  } catch {
    return false;
  }
}
