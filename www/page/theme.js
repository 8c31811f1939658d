// Light and dark colours: `?theme=` for this visit, else the player's stored choice
// (storage/settings.js), else the system's (prefers-color-scheme). The chosen theme
// sits on <html data-theme> (drawn there, never read back: main.js's `theme` holds it);
// 'auto' removes it and the stylesheet follows the system.

export const THEMES = Object.freeze(['auto', 'light', 'dark']);

const system = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

/** The theme to start with: a valid ?theme=, else the stored one, else 'auto'. */
export function pickTheme({ search = '', stored = null } = {}) {
  const fromUrl = new URLSearchParams(search).get('theme');
  if (THEMES.includes(fromUrl)) return fromUrl;
  return THEMES.includes(stored) ? stored : 'auto';
}

export function applyTheme(theme, root = document.documentElement) {
  if (theme === 'auto') root.removeAttribute('data-theme');
  else root.dataset.theme = theme;
}

/** Whether the page shows dark colours for the chosen `theme` (the system's under 'auto'). */
export function isDark(theme, systemDark = Boolean(system && system.matches)) {
  return theme === 'auto' ? systemDark : theme === 'dark';
}

/** Calls `listener` when the system switches between light and dark. */
export function onSystemThemeChange(listener) {
  system?.addEventListener('change', listener);
}
