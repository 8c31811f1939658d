// What a friend's link needs of a game, a friend game's prepared answers
// (crates/jarmo-core/src/answers.rs) and the comparison of a link with this device's copy,
// is in the whole core alone: the rules core leaves it out (cargo feature `answers`), 3.8
// KB of the gzip that every first visit fetches. Where the page's thread runs the rules
// core, its Game is lent the whole core's `answers`, `answerTo` and `compare` once the
// whole core is here (core.js, with the first game with a friend): each call reads a
// copy of the game from its record in the whole core and asks it there, so that the core
// still answers every question about the game. tests/unit/cores.test.mjs checks that they
// answer alike.

const LENT = Object.freeze(['answers', 'answerTo', 'compare']);

/**
 * Gives the class `To` (the rules core's Game) the methods of LENT it lacks, each asked
 * of a copy of the game that `From` (the whole core's Game) reads from its record.
 * @param {{prototype: object}} To
 * @param {{fromRecord: (record: string) => any}} From
 */
export function lendAnswers(To, From) {
  for (const name of LENT) {
    if (name in To.prototype) continue;
    Object.defineProperty(To.prototype, name, {
      configurable: true,
      writable: true,
      /** @this {{record: () => string}} @param {string} text */
      value(text) {
        const copy = From.fromRecord(this.record());
        try {
          return copy[name](text);
        } finally {
          copy.free();
        }
      },
    });
  }
}
