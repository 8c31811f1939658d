// The analysis board's address: `?analysis#analyse=RECORD&at=MOVE+MOVE`, the record with
// its variations and the moves from the start to the position shown (apart from
// `#game=`, the player's own game). The link there, for the parts that open the board
// (the game page's Analyse, the trainer's, a pasted record with variations); the board
// reads it back (boot/analysis.js).

import { withAddress } from './address.js';

/** The fragment of `record` with the position at `at` shown. */
export function analysisFragment(/** @type {string} */ record, /** @type {string[]} */ at) {
  const params = new URLSearchParams({ analyse: record });
  if (at.length) params.set('at', at.join(' '));
  return `#${params}`;
}

/**
 * The address of the analysis board for `record` (with variations or none) at `at`, from
 * the page's own: its settings kept, the trainer's left out.
 */
export function analysisHref(/** @type {string} */ record, /** @type {string[]} */ at = [], loc = location) {
  const url = new URL(withAddress('', { analysis: '', learn: null, puzzle: null, puzzles: null, mistakes: null, motif: null, replay: null, review: null, position: null }, loc));
  url.hash = analysisFragment(record, at);
  return url.href;
}
