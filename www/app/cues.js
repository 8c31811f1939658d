// Which sounds a change of the game makes (pure, unit-tested): the controller asks
// after each move; sound/ plays them. The core says what a move was (a step, with or
// without a capture, or a return) and how the game ended; who sits where says whether
// the end is a win or a loss for this screen and whether the move gives it the turn.

/**
 * The cues of a move just played, in order: the move's own sound, then either the
 * end's (a win, a loss or a draw for the people at this screen) or, when the computer
 * or a friend elsewhere made the move and a person here is to move now, 'turn'.
 * @param {import('../contract.js').Move} move the move played
 * @param {import('../contract.js').GameState} state the game after it
 * @param {import('../contract.js').Seats} seats who plays each side here
 * @returns {import('../sound/recipes.js').Cue[]}
 */
export function moveCues(move, state, seats) {
  /** @type {import('../sound/recipes.js').Cue[]} */
  const cues = [];
  if (move.kind === 'return') cues.push('return');
  else if (move.kind === 'step') cues.push(move.capture ? 'capture' : 'step');
  if (state.over && state.result) {
    cues.push(endCue(state.result.winner, seats));
  } else if (seats[move.side] !== 'human' && seats[state.turn] === 'human') {
    cues.push('turn');
  }
  return cues;
}

/**
 * A win when a person here won (with two players at this screen, any winner is one of
 * them), a loss when the computer or the friend did, a draw without a winner.
 * @param {import('../contract.js').Side | null} winner
 * @param {import('../contract.js').Seats} seats
 * @returns {'win' | 'loss' | 'draw'}
 */
export function endCue(winner, seats) {
  if (!winner) return 'draw';
  return seats[winner] === 'human' ? 'win' : 'loss';
}
