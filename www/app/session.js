// The session owns the wasm Game of the page: the one place where a Game is made,
// replaced and freed. A Game read from pasted text or a link is a candidate until it
// is taken (then the old one is freed) or dropped (then it is freed): a failed or
// refused load leaks nothing. The state is asked of the core once per change.
//
// If the core panics (a trap in wasm, a bug), the session rebuilds the game from the
// last record it knew, and tells the page (`onRecovered`) so that it can say so.

/**
 * @param {typeof import('jarmo-core').Game} Game the core's class
 * @param {{onRecovered?: (error: unknown) => void}} [options]
 */
export function createSession(Game, { onRecovered = () => {} } = {}) {
  /** @type {import('jarmo-core').Game | null} */
  let game = null;
  let id = '';
  /** The last record the core gave: what a rebuilt game starts from. */
  let record = '';
  /** @type {import('../contract.js').GameState | null} */
  let state = null;
  /** @type {{ply: number, state: import('../contract.js').GameState} | null} */
  let viewed = null;

  function changed() {
    state = null;
    viewed = null;
  }

  function take(next, nextId) {
    const old = game;
    game = next;
    id = nextId;
    changed();
    record = next.record();
    if (old && old !== next) free(old);
  }

  function free(g) {
    try {
      g.free();
    } catch {
      // A game the core trapped in cannot be freed; it is dropped.
    }
  }

  /** Runs `fn` on the game; a trap in the core rebuilds the game and throws on. */
  function guard(fn) {
    try {
      return fn(game);
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError) recover(error);
      throw error;
    }
  }

  function recover(error) {
    let fresh;
    try {
      fresh = Game.fromRecord(record);
    } catch {
      fresh = new Game();
    }
    // The old game is not freed: after a trap its borrow flag may still be held.
    game = fresh;
    changed();
    onRecovered(error);
  }

  /** A candidate game: `take(id)` makes it the session's game, `drop()` frees it. */
  function candidate(g) {
    let open = true;
    return {
      game: g,
      state: () => g.state(),
      position: () => g.position(),
      take(nextId) {
        if (!open) throw new Error('this game was taken or dropped already');
        open = false;
        take(g, nextId);
      },
      drop() {
        if (!open) return;
        open = false;
        free(g);
      },
    };
  }

  return {
    /** The id of the session's game (the statistics count a game once by it). */
    get id() {
      return id;
    },
    /** Starts a new game from the start position of `board` (the knight board when left out). */
    startNew(first, nextId, board = 'knight') {
      take(new Game(first, board), nextId);
    },
    /**
     * A candidate game read by the core from `text` (a record or a position, a
     * record, or a position by `kind`; a position on `board`, a record on the board it
     * names); throws the core's error, leaving nothing behind.
     * @param {'text' | 'record' | 'position'} kind
     * @param {string} [board]
     */
    read(text, kind = 'text', board = 'knight') {
      if (kind === 'position') return candidate(Game.fromPosition(text, board));
      const make = { text: Game.fromText, record: Game.fromRecord }[kind];
      return candidate(make.call(Game, text));
    },
    /**
     * Where the game of the record `text` stands (`{over, plies, turn}`), or null when
     * the core cannot read it; nothing is kept.
     * @returns {{over: boolean, plies: number, turn: import('../contract.js').Side} | null}
     */
    inspect(text) {
      let g;
      try {
        g = Game.fromRecord(text);
        const { over, history, turn } = g.state();
        return { over, plies: history.length, turn };
      } catch {
        return null;
      } finally {
        if (g) free(g);
      }
    },
    /**
     * A candidate game that starts from the last position of `other` (a candidate, which
     * is dropped either way), on its board.
     */
    positionOf(other) {
      try {
        return candidate(Game.fromPosition(other.position(), other.state().board));
      } finally {
        other.drop();
      }
    },
    state() {
      state ??= guard((g) => g.state());
      return state;
    },
    /** The state after the first `ply` moves, asked of the core once per change. */
    stateAt(ply) {
      if (!viewed || viewed.ply !== ply) viewed = { ply, state: guard((g) => g.stateAt(ply)) };
      return viewed.state;
    },
    /** Plays a move in notation; returns the move played or throws the core's reason. */
    play(text) {
      const played = guard((g) => g.play(text));
      changed();
      record = game.record();
      return played;
    },
    undo() {
      const m = guard((g) => g.undo());
      changed();
      record = game.record();
      return m;
    },
    redo() {
      const m = guard((g) => g.redo());
      changed();
      record = game.record();
      return m;
    },
    record(tags) {
      return tags ? guard((g) => g.record(tags)) : record;
    },
    position: () => guard((g) => g.position()),
    /** The record for a link: no move numbers. */
    compactRecord: () => guard((g) => g.compactRecord()),
    compare: (text) => guard((g) => g.compare(text)),
    /** Prepared answers checked against the game as it stands (the core's; throws its reason). */
    answers: (text) => guard((g) => g.answers(text)),
    /** The answer the tree `text` prepared to the game's last move, and the rest (the core's). */
    answerTo: (text) => guard((g) => g.answerTo(text)),
    /** Whether the record `text` is this game's own. */
    isRecord: (text) => text === record,
  };
}
