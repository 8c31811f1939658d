// The page's current language: one translator shared by every module that writes
// text, replaced when the player picks another language (the page then redraws).

import { createI18n, loadErrorCatalogs } from './i18n.js';

/** @type {ReturnType<typeof createI18n> | null} */
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
 * The words for the core's errors in the current language: a translator of their
 * own (i18n/<code>/errors.js), loaded by errorTexts when an error is first to be said.
 * @type {ReturnType<typeof createI18n> | null}
 */
let errors = null;
/** @type {{lang: string, promise: Promise<void>} | null} */
let loading = null;
/** @type {() => void} */
let onLoaded = () => {};

/**
 * Loads the words for the core's errors in the current language (once a language).
 * errorText says an error in them once this has resolved; before, or if the file
 * could not be fetched, it says the core's message. Never rejects.
 * @returns {Promise<void>}
 */
export function errorTexts() {
  const { lang, format } = current;
  if (errors?.lang === lang) return Promise.resolve();
  if (loading?.lang !== lang) {
    const promise = loadErrorCatalogs(lang).then((catalogs) => {
      errors = createI18n(lang, catalogs, { format });
      if (current.lang === lang) onLoaded();
    }, (error) => {
      console.warn(`[i18n] the words for errors in ${lang} could not be loaded: ${error?.message ?? error}`);
    }).finally(() => {
      if (loading?.promise === promise) loading = null;
    });
    loading = { lang, promise };
  }
  return loading.promise;
}

/** Whether the words for errors in the language shown are here (errorTexts has loaded them). */
export function errorTextsReady() {
  return errors?.lang === current.lang;
}

/** The words for errors on their way, if any: resolves once they are here (at once when none are coming). */
export function errorTextsPending() {
  return loading?.promise ?? Promise.resolve();
}

/**
 * `redraw` is called when the words for errors come, so that a view drawn before
 * them (with an error said in the core's message) is drawn again.
 * @param {() => void} redraw
 */
export function onErrorTexts(redraw) {
  onLoaded = redraw;
}

/**
 * The words for an Error the core threw: its `code` (with `params`) through the
 * catalog key `error.<code>` of i18n/<lang>/errors.js when they are loaded (errorTexts, which
 * this starts when they are not), else the core's own message.
 */
export function errorText(error) {
  const code = error && typeof error.code === 'string' ? error.code : null;
  const key = `error.${code}`;
  if (code && errors?.lang !== current.lang) errorTexts();
  if (code && errors?.lang === current.lang && errors.has(key)) {
    const params = { ...(error.params && typeof error.params === 'object' ? error.params : {}) };
    // A side named in the core's words becomes the side's name in the language.
    if (params.colour === 'white' || params.colour === 'black') params.colour = current.t(`side.${params.colour}`);
    return errors.t(key, params);
  }
  return String(error?.message ?? error);
}
