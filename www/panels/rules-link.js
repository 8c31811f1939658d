// The link to the rules page, which keeps the whole visit: the language and colours,
// every setting of the address (mode, level, stats, parentOrigin, ...) and the game in
// the fragment, which the rules page hands back on its way back; and the board's
// colours, which follow the page's. On every visit; the selectors that choose them are
// the settings dialog's (settings.js, choices.js), fetched when it is first opened.

import { isDark } from '../app/page.js';
import { withAddress } from '../page/address.js';

/** The rules page's address for this visit, with `lang` and `theme`. */
export function rulesHref(lang, theme, loc = location) {
  return withAddress('www/rules.html', { lang, theme: theme === 'auto' ? null : theme }, loc);
}

/**
 * Binds the rules link and the board's colours to the page's language and colours.
 * Returns `update`, which writes the link again (a language chosen).
 * @param {object} parts
 * @param {ReturnType<typeof import('../i18n/page.js').pageLanguage>} parts.language
 * @param {ReturnType<typeof import('../app/page.js').createPage>} parts.page
 * @param {{setDark: (dark: boolean) => void}} parts.board
 * @param {() => void} [parts.keep] writes a move still to be kept into the address (app/game.js flushSave)
 */
export function bindRulesLink({ language, page, board, keep = () => {} }) {
  // The address changes with every move: the link takes it when it is followed (a move
  // whose save still waits for its task written first), and the language and colours
  // as soon as they are chosen.
  const link = /** @type {HTMLAnchorElement} */ (document.getElementById('rules-link'));
  const update = () => {
    keep();
    link.href = rulesHref(language.lang, page.get().theme);
  };
  board.setDark(isDark(page.get()));
  page.subscribe((s, before) => {
    if (s.theme !== before.theme) update();
    if (isDark(s) !== isDark(before)) board.setDark(isDark(s));
  });
  for (const type of ['pointerdown', 'click', 'auxclick', 'contextmenu', 'focus']) link.addEventListener(type, update);
  update();
  return update;
}
