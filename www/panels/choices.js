// The language and colour selectors of the settings dialog (settings.js, a chunk fetched
// when the dialog is first opened): each lists its choices in the page's language, with
// the current one chosen. A language chosen is stored and becomes the page's; a colour
// chosen is the page's (app/page.js), which the board and the rules link follow
// (rules-link.js).

import { languageOptions } from '../i18n/i18n.js';
import { THEMES } from '../app/page.js';
import { t, translator } from '../i18n/lang.js';
import { queryParams, setQuery } from '../page/address.js';
import { storeLanguage } from '../storage/settings.js';

/** @param {{value: string, label: string}[]} options */
function fill(/** @type {HTMLSelectElement} */ select, options, current) {
  select.replaceChildren(...options.map(({ value, label }) => {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = label;
    option.selected = value === current;
    return option;
  }));
}

/** Fills both selectors in the current language, with `lang` and `theme` chosen. */
export function renderChoices(lang, theme) {
  fill(/** @type {HTMLSelectElement} */ (document.getElementById('language')), languageOptions(translator()), lang);
  fill(/** @type {HTMLSelectElement} */ (document.getElementById('theme')), THEMES.map((value) => ({ value, label: t(`theme.${value}`) })), theme);
}

/**
 * Binds the selectors. `language`: the page's language (i18n/page.js); `page`: the
 * page's state (app/page.js), whose colours the theme selector chooses; `onChange()`
 * redraws what the page writes in words once a language is chosen.
 * @param {object} parts
 * @param {ReturnType<typeof import('../i18n/page.js').pageLanguage>} parts.language
 * @param {ReturnType<typeof import('../app/page.js').createPage>} parts.page
 * @param {Storage | null} parts.storage
 * @param {() => void} parts.onChange
 */
export function bindChoices({ language, page, storage, onChange }) {
  renderChoices(language.lang, page.get().theme);
  document.getElementById('language').addEventListener('change', async (e) => {
    const code = /** @type {HTMLSelectElement} */ (e.target).value;
    storeLanguage(code, storage);
    // An explicit choice replaces the language the address asked for.
    if (queryParams().has('lang')) setQuery({ lang: code });
    await language.use(code);
    renderChoices(language.lang, page.get().theme);
    onChange();
  });
  document.getElementById('theme').addEventListener('change', (e) => {
    page.chooseTheme(/** @type {HTMLSelectElement} */ (e.target).value);
  });
  page.subscribe((s, before) => {
    if (s.theme !== before.theme) renderChoices(language.lang, s.theme);
  });
}
