// A friend's link, decided (pure, unit-tested: tests/unit/game.test.mjs): whether it is
// taken, refused or kept beside this device's copy, and the names it brings. In the friend
// features' chunk (app/friendly.js), loaded with the first game with a friend; links.js
// carries these out.

import { unpreparedMove } from './answers.js';

/**
 * What to do with a friend's link for a game this device knows (its copy and how the
 * link's record stands to it, from the core's Game.compare):
 * - 'same': nothing changes (the same link opened twice);
 * - 'older': the link is behind this device's copy, which stays;
 * - 'newer': the friend played on: take the link's game and show the moves not seen;
 * - 'differs': the link changes a move this copy has: the copy stays, with a warning,
 *   and theirs can be looked at read-only.
 * @param {import('../contract.js').Comparison} comparison
 * @returns {{take: 'ours' | 'theirs', say: null | 'older' | 'differs', replayFrom: number | null}}
 */
export function linkDecision(comparison, ourPlies) {
  switch (comparison.relation) {
    case 'same':
      return { take: 'ours', say: null, replayFrom: null };
    case 'older':
      return { take: 'ours', say: 'older', replayFrom: null };
    case 'newer':
      return { take: 'theirs', say: null, replayFrom: ourPlies };
    default:
      return { take: 'ours', say: 'differs', replayFrom: null };
  }
}

/**
 * What a friend's link does to a game this device knows, all told: its comparison with
 * this device's copy after `ourPlies` moves (linkDecision), the link's moves, this
 * device's seat and its own prepared lines for its copy (preparing.js ownLines).
 * - 'take': the link's game is taken; `replayFrom` the first move to show arriving (null:
 *   none), `used` this device's own prepared answers among the new moves (the friend's
 *   device played them for it);
 * - 'ownSide': refused, like a rewritten one: the new moves include a move of this
 *   device's side it did not prepare (`forged`; docs/RULES.md, "Prepared answers", the
 *   Decision on a link's moves of one's own side);
 * - 'older', 'differs', 'same': this device's copy stays (linkDecision).
 * @param {{comparison: import('../contract.js').Comparison, ourPlies: number, linkedMoves: import('../contract.js').PlayedMove[],
 *   seat: import('../contract.js').Side | null, ownLines: string[][]}} link
 * @returns {{outcome: 'take' | 'ownSide' | 'older' | 'differs' | 'same', replayFrom: number | null,
 *   forged: import('../contract.js').PlayedMove | null, used: string[]}}
 */
export function knownLinkOutcome({ comparison, ourPlies, linkedMoves, seat, ownLines }) {
  const decision = linkDecision(comparison, ourPlies);
  const newMoves = linkedMoves.slice(ourPlies);
  const forged = decision.take === 'theirs' && seat ? unpreparedMove(newMoves, seat, ownLines) : null;
  if (forged) return { outcome: 'ownSide', replayFrom: null, forged, used: [] };
  if (decision.take === 'theirs') {
    const used = decision.replayFrom === null ? [] : newMoves.filter((m) => m.side === seat).map((m) => m.text);
    return { outcome: 'take', replayFrom: decision.replayFrom, forged: null, used };
  }
  return { outcome: decision.say ?? 'same', replayFrom: null, forged: null, used: [] };
}

/**
 * The names of a game after a friend's link: the link's where it gives one, else the
 * ones known; this device's own side keeps this device's name.
 * @param {{white: string, black: string}} known
 * @param {{white: string, black: string}} linked
 * @param {import('../contract.js').Side | null} seat
 */
export function mergeNames(known, linked, seat) {
  const names = { white: linked.white || known.white, black: linked.black || known.black };
  if (seat && known[seat]) names[seat] = known[seat];
  return names;
}
