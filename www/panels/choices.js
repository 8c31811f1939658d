// The language and colour selectors, and the link to the rules page, which keeps the
// whole visit: the language and colours, every setting of the address (mode, level,
// stats, parentOrigin, ...) and the game in the fragment, which the rules page hands
// back on its way back.

import { languageOptions } from '../i18n/i18n.js';
import { THEMES, isDark } from '../app/page.js';
import { t, translator } from '../i18n/lang.js';
import { queryParams, setQuery, withAddress } from '../page/address.js';
import { storeLanguage } from '../storage/settings.js';

/** @param {{value: string, label: string}[]} options */
function fill(select, options, current) {
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
  fill(document.getElementById('language'), languageOptions(translator()), lang);
  fill(document.getElementById('theme'), THEMES.map((value) => ({ value, label: t(`theme.${value}`) })), theme);
}

/** The rules page's address for this visit, with `lang` and `theme`. */
export function rulesHref(lang, theme, loc = location) {
  return withAddress('www/rules.html', { lang, theme: theme === 'auto' ? null : theme }, loc);
}

/**
 * Binds the selectors and the rules link. `language`: the page's language
 * (i18n/page.js); `page`: the page's state (app/page.js), whose colours the theme
 * selector chooses and the board follows; `onChange()` redraws what the page writes
 * in words.
 * @param {object} parts
 * @param {ReturnType<typeof import('../i18n/page.js').pageLanguage>} parts.language
 * @param {ReturnType<typeof import('../app/page.js').createPage>} parts.page
 * @param {Storage | null} parts.storage
 * @param {{setDark: (dark: boolean) => void}} parts.board
 * @param {() => void} parts.onChange
 * @param {() => void} [parts.keep] writes a move still to be kept into the address (app/game.js flushSave)
 */
export function bindChoices({ language, page, storage, board, onChange, keep = () => {} }) {
  // The address changes with every move: the link takes it when it is followed (a move
  // whose save still waits for its task written first), and the language and colours
  // as soon as they are chosen.
  const link = /** @type {HTMLAnchorElement} */ (document.getElementById('rules-link'));
  const update = () => {
    keep();
    link.href = rulesHref(language.lang, page.get().theme);
  };
  renderChoices(language.lang, page.get().theme);
  document.getElementById('language').addEventListener('change', async (e) => {
    const code = /** @type {HTMLSelectElement} */ (e.target).value;
    storeLanguage(code, storage);
    // An explicit choice replaces the language the address asked for.
    if (queryParams().has('lang')) setQuery({ lang: code });
    await language.use(code);
    renderChoices(language.lang, page.get().theme);
    update();
    onChange();
  });
  document.getElementById('theme').addEventListener('change', (e) => {
    page.chooseTheme(/** @type {HTMLSelectElement} */ (e.target).value);
  });
  board.setDark(isDark(page.get()));
  page.subscribe((s, before) => {
    if (s.theme !== before.theme) {
      renderChoices(language.lang, s.theme);
      update();
    }
    if (isDark(s) !== isDark(before)) board.setDark(isDark(s));
  });
  for (const type of ['pointerdown', 'click', 'auxclick', 'contextmenu', 'focus']) link.addEventListener(type, update);
  update();
}
