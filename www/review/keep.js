// What a review leaves behind: the player's costly moves of the game reviewed, kept as
// puzzles of their own (app/mistakes.js, storage/mistakes.js). In the review's chunk:
// the game page carries none of it until a review comes.

import { mistakesIn, withFound } from '../app/mistakes.js';
import { createMistakesStore } from '../storage/mistakes.js';

/**
 * @typedef {{id: string, snap: import('../app/state.js').Snapshot}} Whose the game shown, as the controller gives it
 *   for a game of the player's (app/reviewing.js `source`)
 */

/**
 * The game `whose` names as a review keeps it: who it was with, at which level.
 * @param {Whose} whose
 * @returns {ReviewSource}
 */
export function sourceOf({ id, snap }) {
  const { state, seats, friend, level } = snap;
  const against = friend ? 'friend' : seats.white === 'computer' || seats.black === 'computer' ? 'ai' : 'hotseat';
  return { id, board: state.board, seats, against, level: against === 'ai' ? level : null };
}

/**
 * @typedef {object} ReviewSource the game a review is of, as the page knew it when the review began
 * @property {string} id
 * @property {import('../contract.js').BoardName} board
 * @property {import('../contract.js').Seats} seats
 * @property {'ai' | 'friend' | 'hotseat'} against
 * @property {number | null} level
 */

/**
 * Keeps the player's mistakes of `review`, as far as it went, in `storage`'s list;
 * returns how many were new.
 * @param {import('./reviewer.js').Review} review
 * @param {ReviewSource} source
 * @param {{Game: typeof import('jarmo-core').Game, storage: Storage | null, now?: number}} parts
 */
export function keepMistakes(review, source, { Game, storage, now = Date.now() }) {
  if (!review.lines.length) return 0;
  const game = Game.fromRecord(review.record);
  try {
    const { history } = game.state();
    const before = (ply) => ({ position: game.stateAt(ply - 1).position, number: history[ply - 1].number });
    const found = mistakesIn(review.lines, { ...source, record: review.record, before }, now);
    if (!found.length) return 0;
    const store = createMistakesStore(storage);
    const known = new Set(store.get().map((m) => m.id));
    store.update((list) => withFound(list, found));
    return found.filter((m) => !known.has(m.id)).length;
  } finally {
    game.free();
  }
}
