// The page's current language: one translator shared by every module that writes
// text, replaced when the player picks another language (the page then redraws).

let current = null;

/** Makes `i18n` (from createI18n) the page's translator. */
export function setTranslator(i18n) {
  current = i18n;
}

/** The text of `key` in the current language (see i18n.js). */
export function t(key, params) {
  return current.t(key, params);
}

export function translator() {
  return current;
}

/**
 * The words for an Error the core threw: its `code` (with `params`) through the
 * catalog key `error.<code>` when the catalog has it, else the core's own message.
 */
export function errorText(error) {
  const code = error && typeof error.code === 'string' ? error.code : null;
  if (code && current.has(`error.${code}`)) {
    const params = { ...(error.params && typeof error.params === 'object' ? error.params : {}) };
    // A side named in the core's words becomes the side's name in the language.
    if (params.colour === 'white' || params.colour === 'black') params.colour = current.t(`side.${params.colour}`);
    return current.t(`error.${code}`, params);
  }
  return String(error?.message ?? error);
}
