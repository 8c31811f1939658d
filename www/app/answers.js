// Prepared answers in a game with a friend ("if they play X, I play Y"): the pure
// decisions about them, unit-tested (tests/unit/answers.test.mjs). The tree itself, its
// text and every check of it against a game are the core's (crates/jarmo-core/src/answers.rs,
// Game.answers and Game.answerTo); this module only reads the number of moves a text is
// for and decides what a link's new moves may hold.
//
// These run in the friend features' chunk (app/friendly.js), loaded with the first game
// with a friend; the page itself reads a stored tree with storage/friends.js readPrepared.
//
// A tree is kept as `{text, mine}`: `text` as the core writes it (`3:e5-d3 a1-c2_d5-c3 b1-a3`,
// for the game after 3 moves), `mine` whether this device prepared it (its answers are
// this device's side's, sent with the link) or a friend's link brought it (its answers are
// the friend's, played here when this device's player makes the move they answer).

/** The most pairs (the friend's move and the answer) in one line: the core's (answers.rs MAX_PAIRS). */
export const MAX_PAIRS = 3;

/** The number of moves of the game a tree's text is for, or null when it says none. */
export function answersPly(text) {
  const found = /^\s*(\d{1,6}):/.exec(String(text));
  return found ? Number(found[1]) : null;
}

/**
 * For each of `lines`, whether a link sent already carried it (a line of `sentLines`
 * begins it): the friend may have it, so it stays.
 * @param {string[][]} lines @param {string[][]} sentLines
 */
export function lockedLines(lines, sentLines) {
  return lines.map((line) => sentLines.some((sent) => sent.length <= line.length && sent.every((m, j) => line[j] === m)));
}

/**
 * The first of a friend's link's new moves (those after this device's copy) that is of
 * this device's own side and was not prepared here, or null when there is none. A move of
 * this device's side is prepared when `lines` (this device's own tree for its copy, each
 * line the friend's move first) has a line that begins with every new move up to it, and
 * it stands where a line has an answer (every second move). Without a tree, every move
 * of this device's side is one it did not make (docs/RULES.md, "Prepared answers",
 * the Decision on a link's moves of one's own side).
 * @param {import('../contract.js').PlayedMove[]} newMoves
 * @param {string} seat this device's side
 * @param {string[][]} lines
 * @returns {import('../contract.js').PlayedMove | null}
 */
export function unpreparedMove(newMoves, seat, lines) {
  for (const [i, move] of newMoves.entries()) {
    if (move.side !== seat) continue;
    const prepared = i % 2 === 1 && lines.some((line) => line.length > i && newMoves.slice(0, i + 1).every((m, j) => line[j] === m.text));
    if (!prepared) return move;
  }
  return null;
}

/** The lines without the one at `index`, written as a tree's text for `ply` moves ('' for none). */
export function withoutLine(lines, index, ply) {
  const kept = lines.filter((_, i) => i !== index);
  return kept.length ? `${ply}:${kept.map((line) => line.join(' ')).join('_')}` : '';
}

/** The lines with `line` added, as a tree's text for `ply` moves (the core merges and checks it). */
export function withLine(lines, line, ply) {
  return `${ply}:${[...lines, line].map((l) => l.join(' ')).join('_')}`;
}
