// Your mistakes, as puzzles: the moves of the player's own games that a review found
// costly, kept on the device (storage/mistakes.js) and offered again on the puzzle card
// with spaced repetition. Pure: what a review's lines make of a game (mistakesIn), and
// the transitions of the list kept (withFound, afterTry), never changed in place.
//
// A move is kept when it was the player's (a seat of this device: against the computer
// or a friend, or either side at one screen) and the review labelled it a mistake or a
// blunder, or it let a forced win go (the evaluation before it said the mover wins by
// force, the one after no longer). Its solution is the review's best move. Where the
// position before was a forced win within the solver's reach, the mistake is proved:
// `k` plies, and a try is right when the solver says it still wins in them
// (Engine.puzzleMove); else a try is right when the review's engine calls it best or
// good (Engine.reviewPly).
//
// Spaced repetition, as Leitner's boxes: a mistake found is due at once, in box 0; a try
// right moves it a box up and away for longer (INTERVALS), a try wrong or its solution
// asked for puts it back in box 0, due again soon.

/**
 * @typedef {object} Mistake
 * @property {string} id the game's id and the ply (`K3x9QpLm2a:12`): a game's move is kept once
 * @property {import('../contract.js').BoardName} board
 * @property {string} position before the move
 * @property {import('../contract.js').Side} side the player's, to move there
 * @property {string} played the move played
 * @property {string} best the review's better move: the solution
 * @property {number | null} k the plies of a proved win from the position, or null
 * @property {'mistake' | 'blunder'} label the review's, or 'blunder' for a forced win let go
 * @property {string} record the game, to open its review
 * @property {number} ply the move's, from 1
 * @property {number} number its move number, as the record writes it
 * @property {'ai' | 'friend' | 'hotseat'} against who the game was with
 * @property {number | null} level the computer's, against it
 * @property {number} at when the game was reviewed (ms since 1970)
 * @property {number} box 0 to INTERVALS.length - 1
 * @property {number} due when it is to be tried next (ms since 1970)
 */

/** How long a mistake stays away after a try, by its box (ms): 10 minutes, then 1, 3, 7, 21 and 60 days. */
export const INTERVALS = Object.freeze([10 * 60e3, 1, 3, 7, 21, 60].map((d, i) => (i === 0 ? d : d * 86_400e3)));

/** The most mistakes kept on a board: the latest games'. */
export const MAX_MISTAKES = 500;

/** The longest forced win a mistake is proved by (the solver's reach, docs/puzzles.md). */
export const MAX_PROVED_PLIES = 60;

/**
 * The mistakes of a game reviewed: one for each costly move of the player's.
 * @param {readonly import('../contract.js').ReviewLine[]} lines the review's, in order from ply 1
 * @param {object} game
 * @param {string} game.id
 * @param {string} game.record
 * @param {import('../contract.js').BoardName} game.board
 * @param {import('../contract.js').Seats} game.seats whose each side is ('human': this device's player)
 * @param {'ai' | 'friend' | 'hotseat'} game.against
 * @param {number | null} game.level
 * @param {(ply: number) => {position: string, number: number}} game.before the position before move `ply`, and
 *   the move's number
 * @param {number} now
 * @returns {Mistake[]}
 */
export function mistakesIn(lines, { id, record, board, seats, against, level, before: at }, now) {
  /** @type {Mistake[]} */
  const found = [];
  lines.forEach((line, i) => {
    const side = line.move.side;
    if (seats[side] !== 'human' || line.best.text === line.move.text) return;
    const before = i > 0 ? lines[i - 1].eval : null;
    const wonBefore = before?.win === side && before.plies !== null;
    const lostWin = wonBefore && line.eval.win !== side;
    if (!lostWin && line.label !== 'mistake' && line.label !== 'blunder') return;
    const { position, number } = at(line.ply);
    found.push({
      id: `${id}:${line.ply}`,
      board,
      position,
      side,
      played: line.move.text,
      best: line.best.text,
      k: wonBefore && /** @type {number} */ (before.plies) <= MAX_PROVED_PLIES ? before.plies : null,
      label: line.label === 'mistake' && !lostWin ? 'mistake' : 'blunder',
      record,
      ply: line.ply,
      number,
      against,
      level: against === 'ai' ? level : null,
      at: now,
      box: 0,
      due: now,
    });
  });
  return found;
}

/**
 * `list` with the mistakes `found` that it does not have yet (by id), due at once; each
 * board keeps its MAX_MISTAKES latest.
 * @param {readonly Mistake[]} list @param {readonly Mistake[]} found
 * @returns {Mistake[]}
 */
export function withFound(list, found) {
  const known = new Set(list.map((m) => m.id));
  const added = found.filter((m) => !known.has(m.id) && known.add(m.id));
  if (!added.length) return /** @type {Mistake[]} */ (list);
  return capped([...list, ...added]);
}

/** Each board's MAX_MISTAKES latest (by `at`, then as listed). @param {Mistake[]} list */
export function capped(list) {
  const kept = new Set();
  for (const board of ['knight', 'traditional']) {
    list.map((m, i) => ({ m, i })).filter(({ m }) => m.board === board)
      .sort((a, b) => b.m.at - a.m.at || b.i - a.i).slice(0, MAX_MISTAKES).forEach(({ m }) => kept.add(m));
  }
  return list.filter((m) => kept.has(m));
}

/**
 * `list` after a try at mistake `id`: `right`, a box up and away for longer; else box 0,
 * due again soon.
 * @param {readonly Mistake[]} list @param {string} id @param {boolean} right @param {number} now
 * @returns {Mistake[]}
 */
export function afterTry(list, id, right, now) {
  return list.map((m) => {
    if (m.id !== id) return m;
    const box = right ? Math.min(m.box + 1, INTERVALS.length - 1) : 0;
    return { ...m, box, due: now + INTERVALS[box] };
  });
}

/**
 * The mistakes of `board` due at `now`, the longest due first.
 * @param {readonly Mistake[]} list @param {import('../contract.js').BoardName} board @param {number} now
 */
export function dueOn(list, board, now) {
  return list.filter((m) => m.board === board && m.due <= now).sort((a, b) => a.due - b.due || a.at - b.at);
}

/**
 * When the next mistake of `board` is due, or null when it has none.
 * @param {readonly Mistake[]} list @param {import('../contract.js').BoardName} board
 */
export function nextDue(list, board) {
  const dues = list.filter((m) => m.board === board).map((m) => m.due);
  return dues.length ? Math.min(...dues) : null;
}
