// The language and colour selectors at the top of the page, and the link to the rules
// page, which keeps the language and the colours.

import { AUTONYMS, LANGUAGES } from './i18n.js';
import { THEMES } from './theme.js';
import { t } from './lang.js';

function fill(select, values, labelOf, current) {
  select.replaceChildren(...values.map((value) => {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = labelOf(value);
    option.selected = value === current;
    return option;
  }));
}

/** Fills both selectors in the current language, with `lang` and `theme` chosen. */
export function renderChoices(lang, theme) {
  fill(document.getElementById('language'), LANGUAGES,
    (code) => (code === lang ? AUTONYMS[code] : `${AUTONYMS[code]} (${t(`lang.${code}`)})`), lang);
  fill(document.getElementById('theme'), THEMES, (value) => t(`theme.${value}`), theme);
  const query = new URLSearchParams({ lang });
  if (theme !== 'auto') query.set('theme', theme);
  document.getElementById('rules-link').href = `www/rules.html?${query}`;
}

/** Calls `onLanguage(code)` or `onTheme(theme)` when the player picks one. */
export function bindChoices({ onLanguage, onTheme }) {
  document.getElementById('language').addEventListener('change', (e) => onLanguage(e.target.value));
  document.getElementById('theme').addEventListener('change', (e) => onTheme(e.target.value));
}
