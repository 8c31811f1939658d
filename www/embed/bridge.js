// Embedding Jarmo in other pages: the URL parameters of an embedded game, and a
// postMessage bridge to the page around the iframe. docs/EMBEDDING.md is the
// embedder's side of this.
//
// Outgoing messages (ready, move, game over) carry no secrets: the position and
// moves are on screen anyway. So they go to the single origin named in
// `parentOrigin` when there is exactly one, else to '*'. Incoming commands change the
// game, so they are obeyed only from an origin listed in `parentOrigin` AND only
// when they come from the parent window itself.

import { LANGUAGES, matchLanguage } from '../i18n/i18n.js';

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
};

const LEVELS = { min: 1, max: 8 };

/**
 * Checks one setting. Returns `{value}` or `{problem}`, where a problem is
 * `{param, value, expected}` (texts for the `embed.problem` message).
 */
function checkSetting(param, raw) {
  const text = String(raw).trim();
  if (param === 'level') {
    const number = /^\d+$/.test(text) ? Number(text) : NaN;
    if (number >= LEVELS.min && number <= LEVELS.max) return { value: number };
    return { problem: { param, value: String(raw), expected: `${LEVELS.min}–${LEVELS.max}` } };
  }
  const choices = CHOICES[param];
  // Languages as pickLanguage reads them: `RU` and `pt-BR` name ru and pt.
  const value = param === 'lang' ? matchLanguage(text) : text;
  if (choices.includes(value)) return { value };
  return { problem: { param, value: String(raw), expected: choices.join(' | ') } };
}

/**
 * The origin `entry` names, or null when it is not exactly an origin
 * (`https://example.com` or `http://localhost:8080`; a trailing slash is allowed,
 * a path, query, credentials or a non-http(s) scheme are not).
 */
export function parseOrigin(entry) {
  let url;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  // Scheme and host (and port) only: no path, query or fragment.
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(entry)) return null;
  return url.origin;
}

/**
 * The origins of a comma-separated `parentOrigin` value. Entries that are not exact
 * origins are left out, each with a console warning and a problem for the notice.
 */
export function parseParentOrigins(value, problems = [], warn = console.warn) {
  const origins = [];
  for (const part of String(value).split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    const origin = parseOrigin(entry);
    if (origin) {
      if (!origins.includes(origin)) origins.push(origin);
    } else {
      warn(`[jarmo embed] parentOrigin entry '${entry}' is not an origin like https://example.com; ignored`);
      problems.push({ param: 'parentOrigin', value: entry, expected: 'https://example.com' });
    }
  }
  return origins;
}

/**
 * The address a friend's link should use, from `?shareUrl=`: an absolute http(s) URL
 * without a fragment (the game goes there), or null when it is not one.
 */
export function parseShareUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.hash) return null;
  return url.href;
}

/**
 * The settings of an embedded game from its URL query.
 *
 * @param {string} search `location.search`, with or without the leading '?'
 * @returns {{options: typeof EMBED_DEFAULTS, problems: {param: string, value: string, expected: string}[]}}
 *   every setting (defaults where the URL gives none or a bad value) and one problem
 *   per bad value, to show with the `embed.problem` text
 */
export function parseEmbedOptions(search = '', { warn = console.warn } = {}) {
  const params = new URLSearchParams(search);
  const options = { ...EMBED_DEFAULTS };
  const problems = [];
  for (const param of ['lang', 'mode', 'level', 'color', 'theme', 'stats', 'sound', 'first']) {
    if (!params.has(param)) continue;
    const checked = checkSetting(param, params.get(param));
    if (checked.problem) problems.push(checked.problem);
    else options[param] = checked.value;
  }
  if (params.has('shareUrl')) {
    const url = parseShareUrl(params.get('shareUrl'));
    if (url) options.shareUrl = url;
    else problems.push({ param: 'shareUrl', value: params.get('shareUrl'), expected: 'https://example.com/page' });
  }
  if (params.has('parentOrigin')) {
    options.parentOrigins = Object.freeze(parseParentOrigins(params.get('parentOrigin'), problems, warn));
  }
  return { options: Object.freeze(options), problems };
}

/**
 * The settings of a `jarmo:newgame` command: the same checks as the URL, but only
 * the fields the message gives (the game keeps its current value for the others).
 */
export function parseNewGameOptions(data) {
  const options = {};
  const problems = [];
  for (const param of ['mode', 'level', 'color', 'first']) {
    if (data[param] === undefined) continue;
    const checked = checkSetting(param, data[param]);
    if (checked.problem) problems.push(checked.problem);
    else options[param] = checked.value;
  }
  return { options, problems };
}

/**
 * The bridge between an embedded game and the page around it.
 *
 * @param {object} config
 * @param {readonly string[]} [config.allowedOrigins] origins whose commands are obeyed; by
 *   default those of the `parentOrigin` URL parameter
 * @param {(options: object, problems: object[]) => void} [config.onNewGame] a
 *   `jarmo:newgame` command came; `options` holds the valid fields among mode,
 *   level, color and first
 * @param {() => void} [config.onPause] a `jarmo:pause` command came
 * @param {() => void} [config.onResume] a `jarmo:resume` command came
 * @param {(muted: boolean) => void} [config.onMute] a `jarmo:mute` (true) or `jarmo:unmute` (false) command came
 * @param {Window} [config.win] the game's window (tests pass a fake)
 * @returns {{embedded: boolean, targetOrigin: string,
 *   ready(position: string, moves: string[]): boolean,
 *   move(move: string, position: string): boolean,
 *   undo(moves: string[], position: string): boolean,
 *   redo(moves: string[], position: string): boolean,
 *   position(position: string, moves: string[]): boolean,
 *   link(link: string, id: string): boolean,
 *   gameOver(winner: 'white'|'black'|'draw', white: number|null, black: number|null): boolean,
 *   destroy(): void}} the post methods return whether a message was sent
 */
export function createEmbedBridge({
  allowedOrigins,
  onNewGame = () => {},
  onPause = () => {},
  onResume = () => {},
  onMute = () => {},
  win = globalThis.window,
} = {}) {
  const origins = allowedOrigins ?? parseEmbedOptions(win.location?.search ?? '').options.parentOrigins;
  const parent = win.parent;
  const embedded = Boolean(parent) && parent !== win;
  const targetOrigin = origins.length === 1 ? origins[0] : '*';

  function post(message) {
    if (!embedded) return false;
    try {
      parent.postMessage(message, targetOrigin);
      return true;
    } catch (error) {
      // A cross-origin parent never throws here; a detached one might. The game goes on.
      console.warn(`[jarmo embed] could not post ${message.type}: ${error.message}`);
      return false;
    }
  }

  function receive(event) {
    if (!embedded || event.source !== parent || !origins.includes(event.origin)) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    switch (data.type) {
      case 'jarmo:newgame': {
        const { options, problems } = parseNewGameOptions(data);
        onNewGame(options, problems);
        break;
      }
      case 'jarmo:pause':
        onPause();
        break;
      case 'jarmo:resume':
        onResume();
        break;
      case 'jarmo:mute':
        onMute(true);
        break;
      case 'jarmo:unmute':
        onMute(false);
        break;
      default:
        break;
    }
  }

  if (embedded) win.addEventListener('message', receive);

  return Object.freeze({
    embedded,
    targetOrigin,
    ready: (position = null, moves = []) => post({ type: 'jarmo:ready', position, moves: [...moves] }),
    move: (move, position) => post({ type: 'jarmo:move', move: String(move), position: String(position) }),
    undo: (moves, position) => post({ type: 'jarmo:undo', moves: [...moves], position: String(position) }),
    redo: (moves, position) => post({ type: 'jarmo:redo', moves: [...moves], position: String(position) }),
    position: (position, moves) => post({ type: 'jarmo:position', position: String(position), moves: [...moves] }),
    /** A game with a friend changed: the link to send, for portals that carry the game themselves. */
    link: (link, id) => post({ type: 'jarmo:link', link: String(link), id: String(id) }),
    gameOver: (winner, white, black) => post({ type: 'jarmo:gameover', winner, white, black }),
    destroy: () => {
      if (embedded) win.removeEventListener('message', receive);
    },
  });
}
