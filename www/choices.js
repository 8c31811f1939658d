// The language and colour selectors at the top of the page, and the link to the rules
// page, which keeps the language and the colours.

import { AUTONYMS, LANGUAGES } from './i18n.js';
import { THEMES } from './theme.js';
import { t } from './lang.js';
import { withAddress } from './address.js';

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
  updateRulesLink(lang, theme);
}

/**
 * The rules link keeps the whole visit: the language and colours, every setting of
 * the address (mode, level, stats, parentOrigin, ...) and the game in the fragment,
 * which the rules page hands back on its way back. Called again whenever the address
 * changes.
 */
export function updateRulesLink(lang = document.documentElement.lang, theme = document.getElementById('theme').value) {
  document.getElementById('rules-link').href = withAddress('www/rules.html', { lang, theme: theme === 'auto' ? null : theme });
}

/** Calls `onLanguage(code)` or `onTheme(theme)` when the player picks one. */
export function bindChoices({ onLanguage, onTheme }) {
  document.getElementById('language').addEventListener('change', (e) => onLanguage(e.target.value));
  document.getElementById('theme').addEventListener('change', (e) => onTheme(e.target.value));
}
