// What a board with its bars shows, and what the player may do on it: the part of the
// page's state that the board, the trays, the points and the status line draw. The
// game's snapshot (game.js) is one, with the game's own panels beside it; a lesson's
// or a puzzle's drill (lessons.js, puzzles.js; drills.js drillView) is one of its
// own, and nothing more.

/**
 * @typedef {object} BoardView
 * @property {import('../contract.js').GameState} state the game
 * @property {import('../contract.js').GameState} shown what the board shows: the game, or an earlier position of it
 * @property {boolean} live the board shows the game itself, to be played
 * @property {import('../contract.js').Seats} seats who plays each side (a result is said to the player: "You win")
 * @property {boolean} animates the moves that lead here are shown travelling (not a friend's copy)
 * @property {boolean} paused
 * @property {import('../contract.js').Side | null} passing the side about to pass
 * @property {boolean} thinking the other side is thinking
 * @property {boolean} humanToMove board input counts now
 * @property {Map<number | 'return', {to: number, capture: boolean}[]>} dests
 * @property {import('../contract.js').Side | null} returnable the side whose captured archer may come back now
 * @property {string[]} [targets] circles drawn as a lesson's goal
 * @property {boolean} [tries] any archer may be picked and any circle tried (the core explains a refusal)
 * @property {{from: string | null, to: string} | null} [arrow] a move drawn as an arrow (a review's or a puzzle's)
 * @property {import('../learn/lessons.js').Bars} [bars] what the bars show (a lesson's choice; all of it when absent)
 * @property {readonly import('./drawings.js').Shape[]} [drawings] the player's arrows and circles on the position shown (the game's)
 * @property {{id: number, what: 'move' | 'shownMove' | 'status' | 'drawings' | null}} said what screen readers are
 *   told, once (when its id is new): the game's last move, the move that led to the position shown, the status
 *   line, or the player's arrows and circles
 * @property {{id: number, on: 'end' | 'board' | 'welcome' | 'review' | null}} [focus] where the keyboard focus
 *   goes, once (when its id is new): the end panel (if it is open), the board, the first visit's question, the
 *   review's Stop (the game's)
 * @property {number} unselect the board drops its selection (a picked archer) each time this changes
 * @property {import('../board/core.js').Origin | -1} picked the archer picked up on the board (a circle's
 *   index, or board/core.js RETURN for the captured archer coming back), -1 for none: the board says it
 *   (its select event, the view's onPick) and the views draw the trays and the focus's words from it
 * @property {boolean} flipped Black's archers are at the bottom (Black's player is at this screen)
 */

/**
 * What a board is told once and how it is turned (BoardView `said`, `focus`, `unselect`,
 * `flipped`), as the game, a lesson or a puzzle keeps it: each change is a new value with
 * a new id, drawn with the next snapshot and acted on once by the view. And the archer
 * picked up on it (`picked`), as the board said last.
 */
export function createBoardCues() {
  /** @type {BoardView['said']} */
  let said = { id: 0, what: null };
  /** @type {NonNullable<BoardView['focus']>} */
  let focus = { id: 0, on: null };
  let unselect = 0;
  let flipped = false;
  /** @type {BoardView['picked']} */
  let picked = -1;
  return {
    /** Screen readers are told `what` with the next drawing (by default the game's last move). */
    say(/** @type {NonNullable<BoardView['said']['what']>} */ what = 'move') {
      said = { id: said.id + 1, what };
    },
    /** The focus goes `on` with the next drawing. */
    focusOn(/** @type {NonNullable<NonNullable<BoardView['focus']>['on']>} */ on) {
      focus = { id: focus.id + 1, on };
    },
    /** The board drops its selection with the next drawing. */
    unselect() {
      unselect += 1;
      picked = -1;
    },
    /** The board says the archer now picked up (-1: none). */
    pick(/** @type {BoardView['picked']} */ orig) {
      picked = orig;
    },
    /** Black's archers go to the bottom (`on`), or White's. */
    flip(/** @type {boolean} */ on) {
      flipped = on;
    },
    /** This state, for the snapshot. */
    view: () => ({ said, focus, unselect, flipped, picked }),
  };
}

