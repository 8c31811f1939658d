// The game page's ways to the lessons and the puzzles, apart from the trainer itself
// (learn/boot.js), which the page loads only when the address asks for it: what the
// address asks for, the links there and the way back.

import { withAddress } from '../page/address.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * What the address asks for: a lesson (`?learn`, `?learn=N`), a puzzle (`?puzzle=N`,
 * `?puzzles`; of the traditional board's file with `&board=traditional`), the analysis board
 * (`?analysis`, boot/analysis.js), or null for
 * the game.
 * @param {URLSearchParams} params
 * @returns {{kind: 'learn', n: string | null} | {kind: 'puzzle' | 'analysis', n: string | null, board: import('../contract.js').BoardName} | null}
 */
export function trainerMode(params) {
  const board = params.get('board') === 'traditional' ? 'traditional' : 'knight';
  if (params.has('puzzle') || params.has('puzzles')) return { kind: 'puzzle', n: params.get('puzzle'), board };
  if (params.has('analysis')) return { kind: 'analysis', n: null, board };
  if (params.has('learn')) return { kind: 'learn', n: params.get('learn') };
  return null;
}

/** The game's address from here: this visit's settings and the game's fragment, without the trainer's. */
export function gameHref(loc = location) {
  return withAddress('', { learn: null, puzzle: null, puzzles: null, analysis: null }, loc);
}

/**
 * The game page's ways in: "New to Jarmo?" opens the lessons, "Puzzles" the puzzles,
 * each with this visit's settings and the game's fragment (which changes with every
 * move: the links take the address when they are followed). `keep()` first writes a
 * move that is still to be kept (its save waits for a task of its own): one followed
 * at once would leave the move behind.
 */
export function bindLearnLinks(loc = location, keep = () => {}) {
  /** @type {[string, Record<string, string>][]} */
  const links = [['learn-link', { learn: '' }], ['welcome-learn', { learn: '' }], ['puzzles-link', { puzzles: '' }]];
  for (const [id, query] of links) {
    const link = /** @type {HTMLAnchorElement} */ ($(id));
    const update = () => {
      keep();
      link.href = withAddress('', query, loc);
    };
    for (const type of ['pointerdown', 'click', 'auxclick', 'contextmenu', 'focus']) link.addEventListener(type, update);
    update();
  }
}
