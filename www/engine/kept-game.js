// The engine's own copy of the game, kept between requests: a request gives the start
// position, its board and the moves, and the copy plays on the ones that are new (the usual case,
// one or two moves later) or is read again from the start when the game went elsewhere
// (a takeback, a new game). Used by the worker and by the engine on the page's thread.

/** @param {typeof import('jarmo-core').Game} Game the core's class */
export function createKeptGame(Game) {
  /** @type {{start: string, board: string, moves: string[], game: import('jarmo-core').Game} | null} */
  let kept = null;
  return {
    /** The core's Game after `moves` from `start` on `board` (throws the core's error for a bad one). */
    gameFor(start, moves, board = 'knight') {
      const extended = kept && kept.start === start && kept.board === board && kept.moves.length <= moves.length
        && kept.moves.every((m, i) => m === moves[i]);
      if (!extended) {
        kept?.game.free();
        kept = { start, board, moves: [], game: Game.fromPosition(start, board) };
      }
      try {
        for (const m of moves.slice(kept.moves.length)) {
          kept.game.play(m);
          kept.moves.push(m);
        }
      } catch (error) {
        // A copy that did not take a move is read again from the start next time.
        kept.game.free();
        kept = null;
        throw error;
      }
      return kept.game;
    },
  };
}
