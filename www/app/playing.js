// Playing, the feature: moves from the board and the move box, a forced pass, undo and
// redo, a hint, the computer's turn, pausing, and looking back at a position of the move
// list. Its state is the game's (the session's) and the controller's shared fields
// (viewing, hint, thinking, paused, generation: game.js `ui`); it asks the other
// features (ctx) for what is theirs: a friend's moves arriving (links.js), answers being
// prepared (preparing.js).
//
// Unit tests: its transitions in tests/unit/transitions.test.mjs; the feature in
// game.test.mjs, computer.test.mjs, keeping.test.mjs (through the controller, with the
// real core and a fake clock).

import { passing, redoTarget, undoTarget } from './turns.js';
import { Cancelled } from './cancelled.js';
import { moveCues } from './cues.js';
import { inScore } from './match.js';
import { sleep } from './clock.js';
import { drawingsFrom, failed, shown } from './state.js';

/** @typedef {import('./state.js').ControllerState} State */

// Playing's transitions: pure, `(state, ...action) → state` (tests/unit/transitions.test.mjs).

/**
 * The computer started (`on`) or stopped thinking.
 * @param {State} s @param {boolean} on
 * @returns {State}
 */
export const thinkingShown = (s, on) => ({ ...s, thinking: on });

/**
 * A move of the side that `seat` plays here was played. A position looked back at stays
 * in view only when `keepView` (the computer's answer); the hint and a refusal go, and
 * so does the first visit's question. A move made here makes a game opened from the
 * address this device's own.
 * @param {State} s @param {{seat: import('../contract.js').Seats['white'], keepView: boolean}} move
 * @returns {State}
 */
export const movePlayed = (s, { seat, keepView }) => ({
  ...s,
  viewing: keepView ? s.viewing : null,
  hint: null,
  disagree: null,
  welcome: false,
  opened: seat === 'human' ? false : s.opened,
});

/**
 * The board offered a move that the core refused: the two disagree, said until the next move.
 * @param {State} s @param {unknown} error
 * @returns {State}
 */
export const disagreed = (s, error) => ({ ...s, disagree: error });

/**
 * Moves were taken back or played again: the game is shown, without its hint, and its
 * end panel may open again; a game no longer `over` is counted again when it ends.
 * @param {State} s @param {boolean} over
 * @returns {State}
 */
export const travelled = (s, over) => ({ ...s, viewing: null, hint: null, counted: over ? s.counted : false, endOpen: true });

/**
 * The hint: looked for, found (`move`), or it failed (`error`).
 * @param {State} s @param {State['hint']} hint
 * @returns {State}
 */
export const hinted = (s, hint) => ({ ...s, hint });

/**
 * The host paused the game (`on`), or let it go on.
 * @param {State} s @param {boolean} on
 * @returns {State}
 */
export const pausedIs = (s, on) => ({ ...s, paused: on });

/** The computer's engine was started for the game: not again. */
export const engineWarmed = (/** @type {State} */ s) => ({ ...s, warmWanted: false });

/**
 * @param {import('./state.js').Context} ctx
 */
export function createPlaying(ctx) {
  const { session, opponent, players, bridge, delays, clock, say, focusOn, unselect, draw, snapshot, refresh, redraw, cue } = ctx;
  // The clock's handle of a forced pass waiting to be played.
  let passTimer = 0;
  const computerToMove = (state) => !ctx.ui.paused && !state.over && ctx.ui.seats[state.turn] === 'computer' && !passing(state);

  function showThinking(on) {
    if (ctx.ui.thinking === on) return;
    ctx.step(thinkingShown, on);
    // The board as it is: the move the computer answers may still be travelling.
    draw(snapshot(), { boardAsIs: true });
  }

  function stopThinking() {
    opponent.cancel();
    showThinking(false);
  }

  /** The game as the engine takes it: its start position, its board and the moves since. */
  function gameForEngine() {
    const state = session.state();
    return { start: state.startPosition, board: state.board, moves: state.history.map((m) => m.text) };
  }

  async function computerMove() {
    const at = ctx.ui.generation;
    const { level } = players.get();
    const started = clock.now();
    try {
      // The search takes a whole core: it starts once the board has drawn the move it
      // answers, so that the page's last frames do not compete with it, and the page
      // says the computer thinks from then on. (At most delays.boardIdle: a hidden tab
      // draws no frames.)
      await ctx.boardIdle(delays.boardIdle);
      if (at !== ctx.ui.generation) return;
      showThinking(true);
      const result = await opponent.think({
        ...gameForEngine(),
        level,
        timeMs: level === 8 ? delays.level8 : null,
      });
      const wait = delays.replyPause - (clock.now() - started);
      if (wait > 0) await sleep(clock, wait);
      if (at !== ctx.ui.generation) return;
      showThinking(false);
      // A person looking back at an earlier position keeps looking: the answer is
      // in the list, and Back to the game (or a move) shows it.
      const error = play(result.move.text, { animate: true, keepView: true });
      if (error) throw error;
    } catch (e) {
      if (e instanceof Cancelled || at !== ctx.ui.generation) return;
      showThinking(false);
      ctx.step(failed, 'error.computer', e);
      redraw();
    }
  }

  /**
   * Plays a move in notation; returns null, or the core's error when it is refused
   * (and then nothing changed). `animate`: whether the board shows the move travel;
   * `keepView`: a position looked back at stays in view (the computer's answer).
   */
  function play(text, { animate, keepView = false }) {
    const before = session.state();
    let played;
    try {
      played = session.play(text);
    } catch (e) {
      return e;
    }
    ctx.links.endReplay();
    ctx.links.dropTheirs();
    const prepared = ctx.prepared.preparedAnswer(played);
    // The positions after the one this move left are new: what was drawn on the old ones goes.
    ctx.step(drawingsFrom, session.state().history.length);
    const kept = keepView ? ctx.ui.viewing : null;
    const seat = ctx.ui.seats[played.side];
    ctx.step(movePlayed, { seat, keepView });
    // A move made here answers the friend's move that a notice named.
    if (seat === 'human') ctx.links.clearArrived();
    // The host hears of the move before anything it leads to (the end of the game).
    bridge.move(played.text, session.position());
    say('move');
    focusOn('end');
    const snap = refresh({ animate: animate && played.kind !== 'pass' && kept === null ? { played, before } : null });
    cue(moveCues(played, snap.state, ctx.ui.seats));
    if (prepared) ctx.prepared.playPrepared(prepared);
    return null;
  }

  /** A move from the board (always one it offered). */
  function boardMove(text, dragged) {
    if (ctx.ui.preparing) {
      if (ctx.prepared.prepareMove(text)) cue(['refused']);
      return;
    }
    const error = play(text, { animate: !dragged });
    // The board only offers legal moves, so a refusal means the two disagree: say so.
    if (error) {
      ctx.step(disagreed, error);
      redraw();
    }
  }

  /** The refusal of a move of the friend's side: whose move it is and whom to send the link. */
  function friendWait(side) {
    const name = ctx.ui.friend.names[side];
    return { code: name ? `friend.wait.${side}` : `friend.waitUnnamed.${side}`, params: { name } };
  }

  /**
   * A move typed in the move box; returns null or the error to show beside it. A move
   * typed while an earlier position is shown is played in the game itself.
   */
  function typedMove(text) {
    const error = tryTyped(text);
    // A refusal is heard too (not while paused: a paused game is silent).
    if (error) cue(['refused']);
    return error;
  }

  function tryTyped(text) {
    const state = session.state();
    if (ctx.ui.paused) return { code: 'movebox.paused' };
    if (ctx.ui.preparing) return ctx.prepared.prepareMove(text);
    if (!state.over && ctx.ui.seats[state.turn] === 'friend') return friendWait(state.turn);
    if (!state.over && ctx.ui.seats[state.turn] !== 'human') return { code: 'movebox.wait' };
    const wasViewing = ctx.ui.viewing;
    const error = play(text, { animate: true });
    if (error && wasViewing !== null) {
      ctx.step(shown, wasViewing);
      redraw();
    }
    return error;
  }

  /** A forced pass is played for the player, after a notice long enough to read. */
  function schedulePass(snap) {
    clock.clear(passTimer);
    if (!snap.passing || ctx.ui.paused) return;
    const at = ctx.ui.generation;
    passTimer = clock.set(() => {
      // Only if nothing happened meanwhile (a typed "pass", a new game).
      if (at === ctx.ui.generation && !ctx.ui.paused) play('pass', { animate: false });
    }, delays.passNotice);
  }

  /** The moves Undo keeps: in a friend game, those the friend has (sent or received). */
  function keptPlies() {
    return ctx.ui.friend ? ctx.ui.friend.sent : 0;
  }

  /** Takes moves back (undo) or plays them again (redo) up to `target` moves. */
  function travel(target) {
    if (target === null || ctx.ui.paused) return;
    stopThinking();
    // The targets lie within the moves played and those that can be played again.
    const steps = target - session.state().history.length;
    const undone = [];
    const redone = [];
    for (let i = 0; i < -steps; i++) undone.push(session.undo());
    for (let i = 0; i < steps; i++) redone.push(session.redo());
    // A host that follows the position hears of takebacks too.
    if (undone.length) bridge.undo(undone, session.position());
    if (redone.length) bridge.redo(redone, session.position());
    // A game taken back past its end and finished again says so to the host again; the
    // statistics still count it once (by its id).
    ctx.step(travelled, session.state().over);
    say('status');
    refresh();
  }

  const playing = {
    computerToMove,
    showThinking,
    stopThinking,
    gameForEngine,
    computerMove,
    play,
    boardMove,
    typedMove,
    tryTyped,
    schedulePass,
    keptPlies,
    travel,
    /** The board refused a press (an archer that cannot move now): it says so in sound. */
    refused: () => cue(['refused']),
    /**
     * The board was pressed while it takes no input. While an earlier position (or a
     * friend's copy) is shown, that press means to play: the board goes back to the
     * game, and says so.
     */
    pressedInert() {
      if (ctx.ui.viewing === null && !ctx.ui.theirs) return;
      ctx.links.endReplay();
      ctx.links.dropTheirs();
      ctx.step(shown, null);
      unselect();
      say('status');
      redraw();
    },
    undo: () => (inScore(ctx.ui.match) ? undefined : travel(undoTarget(session.state().history, ctx.ui.seats, keptPlies()))),
    redo: () => {
      const state = session.state();
      travel(redoTarget(state.history, state.redo, ctx.ui.seats));
    },
    /** Shows the position after `ply` moves read-only; the number of moves played shows the game. */
    view(ply) {
      const last = session.state().history.length;
      const next = ply >= last ? null : Math.max(0, ply);
      if (next === ctx.ui.viewing && !ctx.ui.theirs && !ctx.links.replaying() && !ctx.ui.preparing) return;
      ctx.prepared.endPreparing();
      ctx.links.endReplay();
      ctx.links.dropTheirs();
      ctx.step(shown, next);
      unselect();
      redraw();
    },
    /** The position `moves` on from the one shown (back below 0; ±Infinity: the start, the end), within the game. */
    stepView(moves) {
      const plies = session.state().history.length;
      playing.view(Math.max(0, Math.min(plies, (ctx.ui.viewing ?? plies) + moves)));
    },
    viewed: () => ctx.ui.viewing ?? session.state().history.length,
    plies: () => session.state().history.length,
    async hint() {
      const snap = snapshot();
      if (!snap.canHint) return;
      const at = ctx.ui.generation;
      ctx.step(hinted, { kind: 'looking' });
      redraw();
      try {
        const { move } = await opponent.think({ ...gameForEngine(), level: 8, timeMs: delays.hint });
        if (at !== ctx.ui.generation) return;
        ctx.step(hinted, { kind: 'move', move });
      } catch (e) {
        if (e instanceof Cancelled || at !== ctx.ui.generation) return;
        ctx.step(hinted, { kind: 'failed', error: e });
      }
      redraw();
    },
    pause() {
      if (ctx.ui.paused) return;
      ctx.step(pausedIs, true);
      stopThinking();
      refresh();
    },
    resume() {
      if (!ctx.ui.paused) return;
      ctx.step(pausedIs, false);
      refresh();
    },
    /** The page was used (a press, a key): a game against the computer starts its engine now. */
    warmEngine() {
      if (!ctx.ui.warmWanted) return;
      ctx.step(engineWarmed);
      opponent.warm();
    },
  };
  return playing;
}
