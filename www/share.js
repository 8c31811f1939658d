// The share link: the current game's record in the address's fragment,
// `#game=1.+a1-c2+e5-d3`, kept up to date after every move. A fragment never goes
// to the server, so any static host serves the link, and opening it elsewhere
// restores the game (the core reads and checks the record).

import { setFragment } from './address.js';

const PARAM = 'game';

/** The record in a fragment (`location.hash`), or null when it holds none. */
export function recordFromHash(hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  const record = params.get(PARAM);
  return record === null || record.trim() === '' ? null : record;
}

/** The fragment for `record` ('' for a game with nothing to restore). */
export function hashFor(record) {
  const params = new URLSearchParams({ [PARAM]: record });
  return record.trim() === '' ? '' : `#${params}`;
}

/** The page's address with `record` in the fragment. */
export function linkFor(href, record) {
  const url = new URL(href);
  url.hash = hashFor(record);
  return url.href;
}

/** Puts `record` in the address bar without a new history entry or a reload. */
export function keepInAddress(record) {
  setFragment(hashFor(record));
}
