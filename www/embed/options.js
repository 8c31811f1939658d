// The URL parameters of an embedded game (and of a host's `jarmo:newgame` command):
// checked, each bad value one problem with an excerpt of it, never the whole. Every
// visit reads them (main.js); the postMessage bridge to the page around a frame is
// bridge.js, a chunk fetched only in a frame. docs/EMBEDDING.md is the embedder's side.
//
// Whatever the address or a host sends, the work here is bounded: at most
// MAX_PARENT_ORIGINS origins are taken, a parameter gives at most one problem, and a
// problem quotes an excerpt of the value, not the whole.

import { LANGUAGES, excerpt, matchLanguage } from '../i18n/i18n.js';
import { BOARDS } from '../app/players.js';
import { MATCH_GAMES } from '../app/match.js';

/**
 * @typedef {object} EmbedOptions
 * @property {string | null} lang
 * @property {'ai' | 'hotseat' | 'friend'} mode
 * @property {number} level
 * @property {'white' | 'black'} color
 * @property {'light' | 'dark' | 'auto'} theme
 * @property {'on' | 'off'} stats
 * @property {'on' | 'off' | null} sound null: the player's own switch (stored, else on)
 * @property {'white' | 'black'} first
 * @property {readonly string[]} parentOrigins
 * @property {string | null} shareUrl the address a friend's link should use (a portal's page), or null: the game's own
 */

/**
 * The settings an embedded game starts with when the URL does not say otherwise.
 * @type {Readonly<EmbedOptions>}
 */
export const EMBED_DEFAULTS = Object.freeze({
  lang: null, // null: the usual choice (stored choice, then the browser's languages)
  mode: 'ai',
  level: 4,
  color: 'white',
  theme: 'auto',
  stats: 'on',
  sound: null,
  first: 'white',
  board: 'knight',
  match: 1,
  parentOrigins: Object.freeze([]),
  shareUrl: null,
});

const CHOICES = {
  lang: LANGUAGES,
  mode: ['ai', 'hotseat', 'friend'],
  color: ['white', 'black'],
  theme: ['light', 'dark', 'auto'],
  stats: ['on', 'off'],
  sound: ['on', 'off'],
  first: ['white', 'black'],
  board: BOARDS,
  match: MATCH_GAMES.map(String),
};

const LEVELS = { min: 1, max: 8 };
/** The most origins `parentOrigin` gives: the others are ignored (docs/EMBEDDING.md). */
export const MAX_PARENT_ORIGINS = 8;

/**
 * @typedef {object} EmbedProblem a bad value, for a notice
 * @property {string} param
 * @property {string} value an excerpt of the value
 * @property {string} expected
 * @property {string} [text] the catalog text that says it, when not `embed.problem`
 * @property {number} [count] `parentOrigin`: how many entries were ignored
 * @property {number} [max] `parentOrigin`: how many it takes at most
 */

/** `raw` as text, or null when it cannot be one (a host's `{toString: 1}`, a Symbol). */
function asText(raw) {
  try {
    return String(raw);
  } catch {
    return null;
  }
}

/**
 * Checks one setting. Returns `{value}` or `{problem}`, where a problem is
 * `{param, value, expected}` (texts for the `embed.problem` message; the value an
 * excerpt of what was given).
 * @returns {{value: any, problem?: undefined} | {problem: EmbedProblem, value?: undefined}}
 */
function checkSetting(param, raw) {
  const expected = param === 'level' ? `${LEVELS.min}–${LEVELS.max}` : CHOICES[param].join(' | ');
  const given = asText(raw);
  const kind = typeof raw;
  const problem = { problem: { param, value: given === null ? `[${kind}]` : excerpt(given), expected } };
  if (given === null) return problem;
  const text = given.trim();
  if (param === 'level') {
    const number = /^\d+$/.test(text) ? Number(text) : NaN;
    return number >= LEVELS.min && number <= LEVELS.max ? { value: number } : problem;
  }
  if (param === 'match') return CHOICES.match.includes(text) ? { value: Number(text) } : problem;
  // Languages as pickLanguage reads them: `RU` and `pt-BR` name ru and pt.
  const value = param === 'lang' ? matchLanguage(text) : text;
  return CHOICES[param].includes(value) ? { value } : problem;
}

/** `text` as an http(s) URL without credentials, or null when it is not one. */
function httpUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.username || url.password ? null : url;
}

/**
 * The origin `entry` names, or null when it is not exactly an origin
 * (`https://example.com` or `http://localhost:8080`; a trailing slash is allowed,
 * a path, query, credentials or a non-http(s) scheme are not).
 */
export function parseOrigin(entry) {
  const url = httpUrl(entry);
  if (!url) return null;
  // Scheme and host (and port) only: no path, query or fragment.
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(entry)) return null;
  return url.origin;
}

/**
 * The origins of a comma-separated `parentOrigin` value: the first MAX_PARENT_ORIGINS
 * different ones. Entries that are not exact origins, and those past the limit, are
 * left out with ONE console warning and ONE problem for the notice, however many there
 * are (`embed.origins`: how many, and the first of them). Linear in the value's length.
 * @param {EmbedProblem[]} [problems] where the problem goes
 */
export function parseParentOrigins(value, problems = [], warn = console.warn) {
  const origins = [];
  let ignored = 0;
  let first = null;
  for (const part of String(value).split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    // Past the limit an entry is not even read: a long list costs no more than its split.
    const origin = origins.length < MAX_PARENT_ORIGINS ? parseOrigin(entry) : null;
    if (origin && origins.includes(origin)) continue;
    if (origin) {
      origins.push(origin);
    } else {
      ignored += 1;
      first ??= entry;
    }
  }
  if (ignored > 0) {
    const limit = MAX_PARENT_ORIGINS;
    warn(`[jarmo embed] parentOrigin: ${ignored} entries ignored, the first '${excerpt(first)}': it takes up to ${limit} origins like https://example.com`);
    problems.push({
      param: 'parentOrigin', value: excerpt(first), expected: 'https://example.com', text: 'embed.origins', count: ignored, max: MAX_PARENT_ORIGINS,
    });
  }
  return origins;
}

/**
 * The address a friend's link should use, from `?shareUrl=`: an absolute http(s) URL
 * without a fragment (the game goes there), or null when it is not one.
 */
export function parseShareUrl(value) {
  const url = httpUrl(value);
  return url && !url.hash ? url.href : null;
}

/**
 * The settings of an embedded game from its URL query.
 *
 * @param {string} search `location.search`, with or without the leading '?'
 * @param {{warn?: (message: string) => void, embedded?: boolean}} [context] `embedded`:
 *   whether the page is in a frame; `shareUrl` counts only there (a page of its own
 *   ignores it, with a console warning: an address someone sends must not make the
 *   player's links to a friend lead elsewhere)
 * @returns {{options: typeof EMBED_DEFAULTS, problems: EmbedProblem[]}}
 *   every setting (defaults where the URL gives none or a bad value) and one problem
 *   per bad parameter, to show with its text (`problem.text`, else `embed.problem`)
 */
export function parseEmbedOptions(search = '', { warn = console.warn, embedded = false } = {}) {
  const params = new URLSearchParams(search);
  const options = { ...EMBED_DEFAULTS };
  const problems = [];
  for (const param of ['lang', 'mode', 'level', 'color', 'theme', 'stats', 'sound', 'first', 'board', 'match']) {
    if (!params.has(param)) continue;
    const checked = checkSetting(param, params.get(param));
    if (checked.problem) problems.push(checked.problem);
    else options[param] = checked.value;
  }
  if (params.has('shareUrl') && !embedded) {
    warn('[jarmo embed] shareUrl is for a game in a frame; ignored on a page of its own');
  } else if (params.has('shareUrl')) {
    const url = parseShareUrl(params.get('shareUrl'));
    if (url) options.shareUrl = url;
    else problems.push({ param: 'shareUrl', value: excerpt(params.get('shareUrl')), expected: 'https://example.com/page' });
  }
  if (params.has('parentOrigin')) {
    options.parentOrigins = Object.freeze(parseParentOrigins(params.get('parentOrigin'), problems, warn));
  }
  return { options: Object.freeze(options), problems };
}

/**
 * The settings of a `jarmo:newgame` command: the same checks as the URL, but only
 * the fields the message gives (the game keeps its current value for the others).
 * @param {Record<string, unknown>} data
 * @returns {{options: Record<string, any>, problems: EmbedProblem[]}}
 */
export function parseNewGameOptions(data) {
  const options = {};
  const problems = [];
  for (const param of ['mode', 'level', 'color', 'first', 'board', 'match']) {
    if (data[param] === undefined) continue;
    const checked = checkSetting(param, data[param]);
    if (checked.problem) problems.push(checked.problem);
    else options[param] = checked.value;
  }
  return { options, problems };
}

