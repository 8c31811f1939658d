// Light and dark colours: `?theme=` for this visit, else the player's stored choice
// (storage/settings.js), else the system's (prefers-color-scheme). The chosen theme
// sits on <html data-theme> (drawn there from the page's state, app/page.js, never read back);
// 'auto' removes it and the stylesheet follows the system.

const system = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

export function applyTheme(theme, root = document.documentElement) {
  if (theme === 'auto') root.removeAttribute('data-theme');
  else root.dataset.theme = theme;
}

/** Whether the system shows dark colours now. */
export function systemDark() {
  return Boolean(system && system.matches);
}

/** Calls `listener(dark)` when the system switches between light and dark. */
export function onSystemThemeChange(listener) {
  system?.addEventListener('change', () => listener(systemDark()));
}
