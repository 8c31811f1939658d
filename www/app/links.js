// Friend links, the feature: a game with a friend at a distance, played by links
// (docs/RULES.md, "Playing a friend"). Sending the link, opening one (a game this device
// knows is compared with its copy and never lost), the friend's moves shown arriving, a
// friend's note of arrows and circles, their copy looked at read-only. The decisions on
// a link are pure (linking.js knownLinkOutcome and mergeNames, match-play.js linkedMatch);
// this module carries them out. It is in the friend features' chunk (friendly.js), which
// reads the page's own modules that it imports from the page's script
// (scripts/bundle-pages.mjs).
//
// Unit tests: its transitions in tests/unit/transitions.test.mjs; the feature in
// friend.test.mjs, answers.test.mjs, match.test.mjs (two devices through the controller,
// with the real core and a fake clock).

import { MAX_SHAPES, countShapes, decodeShapes, withNote } from './drawings.js';
import { other, withSeat } from './friend.js';
import { moveCues } from './cues.js';
import { readMatch } from './match.js';
import { linkedMatch } from './match-play.js';
import { shapesAt, shapesSet } from './state.js';
import { knownLinkOutcome, mergeNames } from './linking.js';
import * as prep from './preparing.js';

/** @typedef {import('./state.js').ControllerState} State */

// The transitions of friend links: pure, `(state, ...action) → state`
// (tests/unit/transitions.test.mjs). Here, not in state.js: they are the friend
// features' chunk's, which a first visit does not fetch.

/**
 * The friend was sent the link after `plies` moves: they have every one of them now
 * (Undo takes none back), Send's words stand until the game changes, the game is this
 * device's own, and `answers` are the prepared answers kept as sent (preparing.js sent).
 * @param {State} s @param {number} plies @param {State['answers']} answers
 * @returns {State}
 */
export const linkSent = (s, plies, answers) => ({
  ...s,
  friend: s.friend && { ...s.friend, sent: plies },
  sentAt: plies,
  answers,
  opened: false,
});

/**
 * What came of a Send: shared, copied, or to be copied by hand.
 * @param {State} s @param {State['shared']} shared
 * @returns {State}
 */
export const sharedAs = (s, shared) => ({ ...s, shared });

/**
 * A friend's copy is shown read-only (null: no longer), and the game's own position with it.
 * @param {State} s @param {State['theirs']} theirs
 * @returns {State}
 */
export const theirsShown = (s, theirs) => ({ ...s, theirs, viewing: theirs ? null : s.viewing });

/**
 * The friend's moves are shown arriving one by one, from the position after `ply` moves.
 * @param {State} s @param {number} ply
 * @returns {State}
 */
export const replayBegun = (s, ply) => ({ ...s, viewing: ply });

/**
 * The next of the friend's moves is shown; once the `last` is, the game itself.
 * @param {State} s @param {number} last
 * @returns {State}
 */
export function replayStepped(s, last) {
  const next = /** @type {number} */ (s.viewing) + 1;
  return { ...s, viewing: next >= last ? null : next };
}

/**
 * @param {import('./state.js').Context} ctx
 */
export function createLinks(ctx) {
  const { session, players, friends, matchState, share, motionAllowed, delays, clock, say, unselect, notice, draw, snapshot, redraw, cue, saveNow, start } = ctx;
  // The clock's handle of the friend's next move shown arriving (the board shows the moves
  // one by one while it is set).
  let replayTimer = 0;
  /** @type {{id: string, ply: number, close: () => void} | null} the notice of a friend's note, on its position */
  let noteShown = null;
  /** @type {(() => void) | null} takes away the notice of the friend's move that came */
  let arrived = null;

  /** Sends the friend the link: the phone's share sheet, else the clipboard. */
  function sendLink() {
    if (!ctx.ui.friend) return;
    // The friend has every move from now on: none of them is taken back (Undo), and
    // Send's words stand until the game changes.
    const plies = session.state().history.length;
    // The friend may have these answers from now on: they are kept (lockedLines).
    ctx.step(linkSent, plies, prep.sent(ctx.ui.answers));
    saveNow();
    redraw();
    // The arrows and circles of the position sent go with it as a note. (Asked for in
    // the press's own task: a share sheet opens only there.)
    const link = withNote(ctx.ui.link, shapesAt(ctx.ui, plies));
    share(link).then((outcome) => {
      if (!outcome) return;
      ctx.step(sharedAs, { outcome, link, plies });
      draw(snapshot(), { boardAsIs: true });
    });
  }

  function endReplay() {
    clock.clear(replayTimer);
    replayTimer = 0;
  }

  function dropTheirs() {
    ctx.ui.theirs?.drop();
    ctx.step(theirsShown, null);
  }

  /**
   * Shows the moves from `ply` on one by one, as they are played (the friend's moves
   * this device has not seen); under reduced motion, the game at once.
   */
  function replayFrom(ply) {
    endReplay();
    const last = session.state().history.length;
    if (ply >= last) return;
    // One move (the usual link): drawn travelling on the live board, which takes input.
    // Without motion the board simply shows the game. Either way a screen reader hears
    // the move that came.
    if (ply === last - 1 || !motionAllowed()) {
      say('move');
      draw(snapshot(), { animate: motionAllowed() ? { played: session.state().lastMove, before: session.stateAt(ply) } : null });
      cue(moveCues(session.state().lastMove, session.state(), ctx.ui.seats));
      return;
    }
    ctx.step(replayBegun, ply);
    const step = () => {
      const before = session.stateAt(ctx.ui.viewing);
      ctx.step(replayStepped, last);
      const after = ctx.ui.viewing === null ? session.state() : session.stateAt(ctx.ui.viewing);
      if (ctx.ui.viewing === null) {
        replayTimer = 0;
      } else {
        replayTimer = clock.set(step, delays.replayStep);
      }
      say('shownMove');
      draw(snapshot(), { animate: { played: after.lastMove, before } });
      // The move's own sound each time; the end or "your turn" after the last.
      const cues = moveCues(after.lastMove, after, ctx.ui.seats);
      cue(ctx.ui.viewing === null ? cues : cues.slice(0, 1));
    };
    replayTimer = clock.set(step, delays.replayFirst);
    redraw();
  }

  /**
   * A friend's link (a fragment with an id and no mode): a game this device knows (the
   * one shown, or one of "Games with friends") is compared with its copy and never
   * lost; an unknown one is shown, and kept only once this device moves in it. Its
   * seat is the side to move (the friend moved last), and the friend has every move of
   * it. `initial`: the page opens with it; `reloaded`: by a reload of this tab, whose
   * address may lag this device's copy by the move made last, which is no news.
   * Returns whether a game is shown from the link.
   * @param {import('./opening.js').Fragment} fragment
   */
  function openFriend(fragment, { initial = false, reloaded = false } = {}) {
    let linked;
    try {
      linked = session.read(fragment.record, 'record');
    } catch (e) {
      notice('link-damaged', 'friend.damaged', { error: e, params: { number: e?.params?.moveNumber ?? '1' } });
      if (!initial) saveNow();
      return false;
    }
    const shownHere = ctx.ui.friend?.id === fragment.id;
    const known = shownHere
      ? { ...ctx.ui.friend, record: session.record(), over: session.state().over, answers: ctx.ui.answers }
      : friends.get(fragment.id);
    // The friend's prepared answers, as the link has them (checked against its game when it is taken).
    const linkAnswers = fragment.answers ? { text: fragment.answers, mine: false } : null;
    const knownMatch = shownHere ? ctx.ui.match : readMatch(known && 'match' in known ? known.match : null, matchState);
    const linkMatch = linkedMatch(fragment, { ours: ctx.ui.match, stored: friends.list().map((game) => game.match), matchState });
    // What the link says of its match is checked, and never changes a result this device has.
    if (linkMatch.damaged) notice('link-match', 'friend.matchDamaged');
    else if (linkMatch.differs !== null) notice('link-match', 'friend.matchDiffers', { params: { number: linkMatch.differs } });
    const left = shownHere ? null : ctx.games.leaving();
    // (A game of this device's own with the link's id is another game: the link's gets an id of its own.)
    const id = known ? fragment.id : ctx.games.distinctId(fragment.id, linked);
    players.set({ ...players.get(), mode: 'friend' });
    if (!known) {
      const { history, over } = linked.state();
      start(linked, {
        id, over, fromAddress: true, friendGame: { seat: null, sent: history.length, names: fragment.names }, match: linkMatch.match,
        answers: linkAnswers, sayAnswers: true,
      });
      ctx.games.offerBack(left);
      takeNote(fragment);
      // The friend's last move, played here for the one who opens the link.
      replayFrom(Math.max(0, history.length - 1));
      sayArrived(history.length - 1);
      return true;
    }
    const ours = shownHere ? null : session.read(known.record, 'record');
    const comparison = shownHere ? session.compare(fragment.record) : ours.game.compare(fragment.record);
    const ourPlies = shownHere ? session.state().history.length : ours.state().history.length;
    const seat = known.seat ?? withSeat(known, (ours ?? session).state()).seat;
    // This device's own prepared answers for its copy: a link's new move of its side must be one of them (linking.js knownLinkOutcome).
    const ownTree = prep.ownLines(known.answers ?? null, ourPlies, (text) => (shownHere ? session : /** @type {NonNullable<typeof ours>} */ (ours).game).answers(text));
    const plan = knownLinkOutcome({ comparison, ourPlies, linkedMoves: linked.state().history, seat, ownLines: ownTree });
    const names = mergeNames(known.names, fragment.names, seat);
    if (plan.outcome === 'take') {
      ours?.drop();
      // A game this device plays that the link finishes is counted here (once, by its id).
      start(linked, {
        id: known.id,
        over: Boolean(known.over),
        fromAddress: shownHere && ctx.ui.opened,
        friendGame: { seat, sent: linked.state().history.length, names },
        match: linkMatch.match ?? knownMatch,
        answers: linkAnswers, sayAnswers: true,
      });
      ctx.games.offerBack(left);
      takeNote(fragment);
      if (plan.replayFrom !== null) {
        replayFrom(plan.replayFrom);
        sayArrived(plan.replayFrom);
        // This device's own answers that the friend's device played for it.
        if (plan.used.length) notice('answers-used', 'answers.used', { params: { moves: plan.used.join(', ') } });
      }
      return true;
    }
    if (ours) {
      start(ours, { id: known.id, over: ours.state().over, friendGame: { seat, sent: known.sent, names }, match: knownMatch, answers: known.answers });
      ctx.games.offerBack(left);
    }
    if (plan.outcome === 'ownSide') {
      notice('link-own-side', 'friend.ownSide', {
        action: { label: 'friend.look', run: () => showTheirs(linked) },
        params: { number: plan.forged.number, move: plan.forged.text },
      });
      saveNow();
    } else if (plan.outcome === 'older') {
      linked.drop();
      if (!reloaded) notice('link-older', 'friend.older');
      saveNow();
    } else if (plan.outcome === 'differs') {
      notice('link-differs', 'friend.differs', {
        action: { label: 'friend.look', run: () => showTheirs(linked) },
        params: { number: comparison.moveNumber ?? '1', theirs: comparison.theirs ?? '–', ours: comparison.ours ?? '–' },
      });
      saveNow();
    } else {
      linked.drop();
      if (shownHere) saveNow();
      // The same game: a note the link carries is on its position all the same.
      takeNote(fragment);
    }
    return true;
  }

  /**
   * A friend's note (the link's arrows and circles, `draw`) is put on the position the
   * link brought, the game's last, and named in a notice; one that cannot be read is
   * left out, and said so: the game is opened all the same. (Before the friend's moves
   * are shown arriving, which draws them with it.)
   * @param {import('./opening.js').Fragment} fragment
   */
  function takeNote(fragment) {
    if (fragment.draw == null || fragment.draw === '') return;
    const note = decodeShapes(fragment.draw);
    if (!note.shapes) {
      if (note.error === 'many') notice('link-note', 'draw.tooMany', { params: { max: MAX_SHAPES } });
      else notice('link-note', 'draw.damaged', { params: { part: note.part } });
      return;
    }
    const { history } = session.state();
    // A friend's note, in place of what was drawn on its position.
    ctx.step(shapesSet, history.length, note.shapes);
    const sender = ctx.ui.friend?.seat ? other(ctx.ui.friend.seat) : history[history.length - 1]?.side ?? 'white';
    const name = ctx.ui.friend?.names[sender] ?? '';
    const { arrows, circles } = countShapes(note.shapes);
    const close = notice('link-note', name ? 'draw.note' : 'draw.noteUnnamed', { params: { name, arrows, circles } });
    noteShown = { id: session.id, ply: history.length, close };
    redraw();
  }

  /**
   * The notice of a friend's note goes once its position is no longer shown: the game
   * moved on from it (a move, a takeback, a newer link), another game is shown, or the
   * player looks at another position of the list (not while the link's moves arrive).
   */
  function dropStaleNote() {
    if (!noteShown) return;
    const plies = session.state().history.length;
    const elsewhere = ctx.ui.viewing !== null && ctx.ui.viewing !== noteShown.ply && !replayTimer;
    if (noteShown.id === session.id && noteShown.ply === plies && !elsewhere && !ctx.ui.theirs) return;
    noteShown.close();
    noteShown = null;
  }

  /**
   * A notice names the friend's last move of those a link brought (from ply `from` on),
   * beside the board that shows it arriving.
   */
  function sayArrived(from) {
    const { history } = session.state();
    const theirs = history.slice(Math.max(0, from)).filter((m) => m.side !== ctx.ui.friend?.seat);
    const move = theirs[theirs.length - 1];
    if (!move) return;
    const name = ctx.ui.friend?.names[move.side] ?? '';
    nameArrived(name ? 'friend.moved' : 'friend.movedUnnamed', { name, move: move.text });
  }

  function clearArrived() {
    arrived?.();
    arrived = null;
  }

  /** Shows a friend's copy read-only, until a move of the list or Back is chosen. */
  function showTheirs(candidate) {
    endReplay();
    if (ctx.ui.theirs !== candidate) dropTheirs();
    ctx.step(theirsShown, candidate);
    unselect();
    redraw();
  }

  /** Whether the friend's moves are being shown arriving. */
  function replaying() {
    return Boolean(replayTimer);
  }

  /** A notice names the friend's move that came (`key`, with `params`), in place of the one before. */
  function nameArrived(key, params) {
    clearArrived();
    arrived = notice('friend-moved', key, { params });
  }

  return {
    sendLink,
    endReplay,
    dropTheirs,
    replayFrom,
    openFriend,
    takeNote,
    dropStaleNote,
    sayArrived,
    clearArrived,
    showTheirs,
    replaying,
    nameArrived,
  };
}
