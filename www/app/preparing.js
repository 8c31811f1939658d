// Prepared answers, the feature (docs/RULES.md, "Prepared answers"), in the friend
// features' chunk (friendly.js), loaded with the first game with a friend: its slice of the
// controller's state, the answers kept with the game and the scratch board they are
// prepared on, and its transitions. Each transition takes the slice and what it needs
// of the game, and returns the new slice with what the controller must do of it (a
// notice, a move to play, a save); it changes nothing else. The tree's text, its lines
// and every check are the core's, reached through `read` (Game.answers) and `answerTo`
// (Game.answerTo). The pure decisions on a tree are answers.js's.
//
// Unit tests: tests/unit/answers.test.mjs, with the real core; the transitions of the
// controller's state in transitions.test.mjs.

import { MAX_PAIRS, answersPly, lockedLines, withLine, withoutLine } from './answers.js';
import { other } from './friend.js';
import { answersKept } from './state.js';

/**
 * Prepared answers for the game as it stands, checked by the core: this device's own
 * (`mine`, sent with the link) or the friend's. `sent`, `sentLines`: of this device's own,
 * the tree the last link sent carried.
 * @typedef {{text: string, mine: boolean, lines: string[][], sent: string, sentLines: string[][]}} Kept
 */

/**
 * Answers being prepared: a scratch copy of the game (a candidate of the session's, never
 * the game) that the board plays on, the line so far (the friend's move first) and the
 * last refusal.
 * @typedef {{scratch: ReturnType<ReturnType<typeof import('./session.js').createSession>['read']>, line: string[], error: unknown}} Preparing
 */

/** @typedef {(text: string) => import('../contract.js').Answers} ReadAnswers the core's reading of a tree for the game */

/**
 * Prepared answers checked against the game as it stands (`seat`: this device's side in
 * the friend game, `turn`: the side to move), with their lines. `answers` is null when
 * none are given, none are left, they are not for this device to keep now (its own wait
 * for the friend's move, the friend's for this device's), or they do not fit the game:
 * then `error` says why (the core's refusal).
 * @param {import('../storage/friends.js').Prepared | null | undefined} prepared
 * @param {{seat: import('../contract.js').Side | null | undefined, turn: import('../contract.js').Side}} game
 * @param {ReadAnswers} read
 * @returns {{answers: Kept | null, error: unknown}}
 */
export function check(prepared, { seat, turn }, read) {
  const none = { answers: null, error: null };
  if (!prepared?.text || !seat) return none;
  // Whose answers they are follows from the side to move: the friend moves first in them.
  if (prepared.mine === (turn === seat)) return none;
  let tree;
  try {
    tree = read(prepared.text);
  } catch (error) {
    return { answers: null, error };
  }
  if (!tree.text) return none;
  // The tree a link sent (this device's own): a part of it that no longer fits is no longer sent.
  let sent = { text: '', lines: /** @type {string[][]} */ ([]) };
  try {
    if (prepared.mine && prepared.sent) sent = read(prepared.sent);
  } catch {
    // Nothing sent that fits the game: every line can be removed.
  }
  return { answers: { text: tree.text, mine: prepared.mine, lines: tree.lines, sent: sent.text, sentLines: sent.lines }, error: null };
}

/** The answers still for the game after `plies` moves: a takeback or a move leaves them behind. */
export function forPlies(/** @type {Kept | null} */ answers, /** @type {number} */ plies) {
  return answers && answersPly(answers.text) !== plies ? null : answers;
}

/** The answers as they are kept with the game (storage/save.js, the link), or null. */
export function stored(/** @type {Kept | null} */ answers) {
  return answers ? { text: answers.text, mine: answers.mine, ...(answers.sent ? { sent: answers.sent } : {}) } : null;
}

/** A link is sent: the friend may have this device's answers from now on, so they are kept (lockedLines). */
export function sent(/** @type {Kept | null} */ answers) {
  return answers?.mine ? { ...answers, sent: answers.text, sentLines: answers.lines } : answers;
}

/** The answers as the views show them (game.js Snapshot `answers`), or null. */
export function answersView(/** @type {Kept | null} */ answers) {
  return answers ? { mine: answers.mine, lines: answers.lines, locked: lockedLines(answers.lines, answers.sentLines) } : null;
}

/**
 * This device's player made `played` (now `plies` moves): the friend's answer prepared
 * to it, from the friend's tree, or null. The tree is used up either way: what remains of
 * it comes back with the answer (`prepared.rest`). One the core cannot follow any more is
 * dropped, and `error` says why.
 * @param {Kept | null} answers
 * @param {import('../contract.js').PlayedMove} played
 * @param {{seat: import('../contract.js').Side | null | undefined, plies: number}} game
 * @param {(text: string) => import('../contract.js').Prepared} answerTo
 * @returns {{answers: Kept | null, prepared: import('../contract.js').Prepared | null, error: unknown}}
 */
export function answerFor(answers, played, { seat, plies }, answerTo) {
  if (!answers || answers.mine || played.side !== seat) return { answers, prepared: null, error: null };
  if (answersPly(answers.text) !== plies - 1) return { answers: null, prepared: null, error: null };
  try {
    const prepared = answerTo(answers.text);
    return { answers: null, prepared: prepared.answer ? prepared : null, error: null };
  } catch (error) {
    return { answers: null, prepared: null, error };
  }
}

/**
 * The line at `index` of this device's own answers is removed (unless a link sent carried
 * it: then `answers` is undefined, nothing changes).
 * @param {Kept | null} answers
 * @param {number} index
 * @param {{seat: import('../contract.js').Side | null | undefined, turn: import('../contract.js').Side, plies: number}} game
 * @param {ReadAnswers} read
 * @returns {Kept | null | undefined}
 */
export function removeLine(answers, index, { seat, turn, plies }, read) {
  if (!answers?.mine || lockedLines(answers.lines, answers.sentLines)[index] !== false) return undefined;
  const text = withoutLine(answers.lines, index, plies);
  return check({ text, mine: true, sent: answers.sent }, { seat, turn }, read).answers;
}

/**
 * A move on the scratch board while answers are prepared (the board's or the move box's):
 * the friend's move, then the answer, in turn. Each answer adds the line so far to this
 * device's tree (the core checks and merges it). A line as deep as the core allows, or one
 * that ends the game, starts again from the game (`fresh` gives a new scratch copy). The
 * scratch copy is the slice's own: the move is played on it.
 * Returns the new slice, the move played (null when the scratch board refused it: then
 * nothing changed) and `travels`: whether the board shows it travelling (not one taken
 * back, nor a line begun again); `error` the refusal; `linkChanged`: the tree changed, so
 * what Send said no longer stands.
 * @param {{answers: Kept | null, preparing: Preparing}} slice
 * @param {string} text
 * @param {{plies: number, read: ReadAnswers, fresh: () => Preparing['scratch']}} game
 */
export function playOnScratch({ answers, preparing }, text, { plies, read, fresh }) {
  const p = { ...preparing, line: [...preparing.line], error: /** @type {unknown} */ (null) };
  let played;
  try {
    played = p.scratch.game.play(text);
  } catch (error) {
    return { answers, preparing, played: null, error, travels: false, linkChanged: false };
  }
  p.line.push(played.text);
  let next = answers;
  let linkChanged = false;
  if (p.line.length % 2 === 1 && p.scratch.state().over) {
    // The friend's move would end the game: no answer can follow it.
    p.scratch.game.undo();
    p.line.pop();
    p.error = { code: 'answers.ends', params: { move: played.text } };
  } else if (p.line.length % 2 === 0) {
    try {
      const tree = read(withLine(answers?.mine ? answers.lines : [], p.line, plies));
      const before = answers?.mine ? answers : { sent: '', sentLines: [] };
      next = { text: tree.text, mine: true, lines: tree.lines, sent: before.sent, sentLines: before.sentLines };
      linkChanged = true;
    } catch (error) {
      p.scratch.game.undo();
      p.line.pop();
      p.error = error;
    }
    if (p.line.length >= 2 * MAX_PAIRS || p.scratch.state().over) {
      p.scratch.drop();
      p.scratch = fresh();
      p.line = [];
    }
  }
  const travels = !p.error && p.line[p.line.length - 1] === played.text;
  return { answers: next, preparing: p, played, error: p.error, travels, linkChanged };
}

/** The scratch board goes back to the game (`fresh`), for another line; the lines made stay. */
export function newLine(/** @type {Preparing} */ preparing, /** @type {() => Preparing['scratch']} */ fresh) {
  preparing.scratch.drop();
  return { scratch: fresh(), line: [], error: null };
}

/**
 * The lines of this device's own prepared answers for its copy of a game after `plies`
 * moves, as the core reads them (`read`: that copy's Game.answers); none when there are
 * none, they are the friend's, or they do not fit.
 * @param {{text: string, mine: boolean} | null} given
 * @param {number} plies
 * @param {ReadAnswers} read
 * @returns {string[][]}
 */
export function ownLines(given, plies, read) {
  if (!given?.mine || answersPly(given.text) !== plies) return [];
  try {
    return read(given.text).lines;
  } catch {
    return [];
  }
}

// --- the feature on the page ---------------------------------------------------

// Its transitions of the controller's state: pure, `(state, ...action) → state`
// (tests/unit/transitions.test.mjs). Here, not in state.js: they are the friend
// features' chunk's, which a first visit does not fetch.

/** @typedef {import('./state.js').ControllerState} ControllerState */

/**
 * The friend's prepared answer was played for them, after `plies` moves: the friend has
 * it, so it is never taken back, and the rest of their tree (`answers`) waits.
 * @param {ControllerState} s @param {number} plies @param {ControllerState['answers']} answers
 * @returns {ControllerState}
 */
export const answerPlayed = (s, plies, answers) => ({ ...s, friend: s.friend && { ...s.friend, sent: plies }, answers });

/**
 * Answers are prepared on this scratch board (null: the board shows the game again).
 * @param {ControllerState} s @param {ControllerState['preparing']} preparing
 * @returns {ControllerState}
 */
export const preparingIs = (s, preparing) => ({ ...s, preparing });

/**
 * A move on the scratch board (playOnScratch): the answers and the scratch board it
 * leaves; when the link changed, what Send said of the one before no longer stands.
 * @param {ControllerState} s
 * @param {{answers: ControllerState['answers'], preparing: ControllerState['preparing'], linkChanged: boolean}} next
 * @returns {ControllerState}
 */
export const scratchMoved = (s, { answers, preparing, linkChanged }) => ({ ...s, answers, preparing, sentAt: linkChanged ? -1 : s.sentAt });

/**
 * A prepared line was removed: the answers left, and Send's words no longer stand.
 * @param {ControllerState} s @param {ControllerState['answers']} answers
 * @returns {ControllerState}
 */
export const lineRemoved = (s, answers) => ({ ...s, answers, sentAt: -1 });

/**
 * The feature on the page: the controller's slice (game.js `ui.answers`, `ui.preparing`)
 * changed by the transitions above.
 * @param {import('./state.js').Context} ctx
 */
export function createPreparing(ctx) {
  const { session, focusOn, unselect, notice, draw, snapshot, redraw, queueSave } = ctx;

  /**
   * The friend's answer prepared to the move this device's player just made (`played`),
   * or null (app/preparing.js answerFor); one the core cannot follow any more is dropped,
   * and the player told.
   * @returns {import('../contract.js').Prepared | null}
   */
  function preparedAnswer(played) {
    const next = answerFor(ctx.ui.answers, played, { seat: ctx.ui.friend?.seat, plies: session.state().history.length }, session.answerTo);
    ctx.step(answersKept, next.answers);
    if (next.error) notice('answers-dropped', 'answers.droppedLater', { error: next.error });
    return next.prepared;
  }

  /**
   * Plays the friend's prepared answer at once, for the friend, and says it was prepared;
   * the rest of their tree waits for this device's next move. The friend has it already,
   * so it (and the move it answers) is never taken back.
   * @param {import('../contract.js').Prepared} prepared
   */
  function playPrepared({ answer, rest }) {
    const side = other(/** @type {import('../contract.js').Side} */ (ctx.ui.friend.seat));
    const error = ctx.playing.play(answer, { animate: true });
    if (error) {
      notice('answers-dropped', 'answers.droppedLater', { error });
      return;
    }
    ctx.step(answerPlayed, session.state().history.length, rest ? checkedAnswers({ text: rest, mine: false }) : null);
    const name = ctx.ui.friend.names[side] ?? '';
    ctx.links.nameArrived(name ? 'answers.played' : 'answers.playedUnnamed', { name, move: answer });
    queueSave();
    redraw();
  }

  /**
   * Prepared answers checked by the core against the game as it stands (app/preparing.js
   * check), or null; `say`: a notice says why they were dropped when they do not fit
   * (the game itself is unchanged).
   * @param {import('../storage/friends.js').Prepared | null | undefined} given
   */
  function checkedAnswers(given, { say = false } = {}) {
    const { answers, error } = check(given, { seat: ctx.ui.friend?.seat, turn: session.state().turn }, session.answers);
    if (error && say) notice('answers-dropped', 'answers.dropped', { error });
    return answers;
  }

  /** Whether answers may be prepared: a game with a friend that waits for the friend's move after this device's. */
  function canPrepare(/** @type {import('../contract.js').GameState} */ state) {
    return Boolean(ctx.ui.friend?.seat) && !state.over && ctx.ui.seats[state.turn] === 'friend' && state.history.length > 0
      && ctx.ui.viewing === null && !ctx.ui.theirs && !ctx.ui.paused && !ctx.links.replaying();
  }

  /** A fresh scratch copy of the game for a new line. */
  function scratchCopy() {
    return session.read(session.record(), 'record');
  }

  function endPreparing() {
    ctx.ui.preparing?.scratch.drop();
    ctx.step(preparingIs, null);
  }

  /**
   * A move on the scratch board while answers are prepared (the board's or the move
   * box's; playOnScratch). Returns null or the refusal.
   */
  function prepareMove(text) {
    const before = /** @type {NonNullable<typeof ctx.ui.preparing>} */ (ctx.ui.preparing).scratch.state();
    const next = playOnScratch({ answers: ctx.ui.answers, preparing: /** @type {NonNullable<typeof ctx.ui.preparing>} */ (ctx.ui.preparing) }, text, {
      plies: session.state().history.length, read: session.answers, fresh: scratchCopy,
    });
    if (!next.played) return next.error;
    ctx.step(scratchMoved, { answers: next.answers, preparing: next.preparing, linkChanged: Boolean(next.linkChanged) });
    queueSave();
    // The move travels on the scratch board, as in the game.
    draw(snapshot(), { animate: next.travels && next.played.kind !== 'pass' ? { played: next.played, before } : null });
    return next.error;
  }

  return {
    forPlies,
    stored,
    view: answersView,
    preparedAnswer,
    playPrepared,
    checkedAnswers,
    canPrepare,
    scratchCopy,
    endPreparing,
    prepareMove,
    /**
     * Starts preparing answers to the friend's coming move: the board shows a scratch copy
     * of the game on which the friend's move and the answer are played in turn.
     */
    prepare() {
      if (ctx.ui.preparing || !canPrepare(session.state())) return;
      unselect();
      ctx.step(preparingIs, { scratch: scratchCopy(), line: [], error: null });
      focusOn('board');
      redraw();
    },
    /** The scratch board goes back to the game for another line (the lines made stay). */
    prepareNewLine() {
      if (!ctx.ui.preparing) return;
      unselect();
      ctx.step(preparingIs, newLine(ctx.ui.preparing, scratchCopy));
      redraw();
    },
    /** Removes the prepared line at `index` (of the snapshot's `answers.lines`), unless a link sent carried it. */
    removeAnswer(index) {
      const state = session.state();
      if (!canPrepare(state)) return;
      const next = removeLine(ctx.ui.answers, index, { seat: ctx.ui.friend?.seat, turn: state.turn, plies: state.history.length }, session.answers);
      if (next === undefined) return;
      ctx.step(lineRemoved, next);
      queueSave();
      redraw();
    },
    /** Done preparing: the board shows the game again; the answers made stay with it. */
    prepareDone() {
      if (!ctx.ui.preparing) return;
      unselect();
      endPreparing();
      focusOn('board');
      redraw();
    },
  };
}
