// Light and dark colours: `?theme=` for this visit, else the player's stored choice
// (storage/settings.js), else the system's (prefers-color-scheme). The chosen theme
// sits on <html data-theme>; 'auto' removes it and the stylesheet follows the system.

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

/** Whether the page shows dark colours now (the choice, or the system's under 'auto'). */
export function isDark(root = document.documentElement) {
  const theme = root.dataset.theme;
  if (theme) return theme === 'dark';
  return Boolean(system && system.matches);
}

/** Calls `listener` when the system switches between light and dark. */
export function onSystemThemeChange(listener) {
  system?.addEventListener('change', listener);
}
